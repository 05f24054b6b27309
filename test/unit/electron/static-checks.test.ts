import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import buildConfig from '../../../electron.vite.config.js';

// The checklist items that live in package.json and the build config, where no lint rule reads
// (docs/security.md, "The checklist"); what the sources may not do is lint's, tested in security-lint.test.ts.
describe('static security checks', () => {
  it('Electron stays on a supported major: the range is not below the pinned 45 (item 16)', () => {
    const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const major = Number(/(\d+)/.exec(pkg.devDependencies.electron ?? '')?.[1]);
    expect(major).toBeGreaterThanOrEqual(45);
  });

  it('the preload is built as one CommonJS file with its dependencies inside (item 4)', () => {
    expect(buildConfig).toMatchObject({
      preload: { build: { externalizeDeps: false, rollupOptions: { output: { format: 'cjs', codeSplitting: false } } } },
    });
  });
});
