import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SKIP = new Set(['node_modules', 'out', 'dist', '.data', '.git', 'coverage', 'test-results']);

function sources(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) files.push(...sources(path));
    else if (/\.(ts|tsx|js|mjs|cjs|html)$/.test(name)) files.push(path);
  }
  return files;
}

const APP_FILES = [
  ...['electron', 'renderer', 'shared', 'server'].flatMap(sources),
  ...readdirSync(ROOT).filter((name) => /\.(ts|js)$/.test(name)),
];
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

// The checklist items these read from sources and config rather than from a running app (docs/security.md, "The checklist").
describe('static security checks', () => {
  it('only electron/ipc.ts calls ipcMain.handle, and nothing else uses ipcMain (item 17)', () => {
    const users = APP_FILES.filter((file) => /ipcMain\s*\.\s*(handle|on|once|handleOnce)\b/.test(read(file)));
    expect(users).toEqual([join('electron', 'ipc.ts')]);
  });

  it.each([
    ['nodeIntegration: true (item 2)', /nodeIntegration(InWorker|InSubFrames)?\s*:\s*true/],
    ['sandbox: false (item 4)', /sandbox\s*:\s*false/],
    ['contextIsolation: false (item 3)', /contextIsolation\s*:\s*false/],
    ['webSecurity: false (item 6)', /webSecurity\s*:\s*false/],
    ['allowRunningInsecureContent: true (item 8)', /allowRunningInsecureContent\s*:\s*true/],
    ['experimentalFeatures: true (item 9)', /experimentalFeatures\s*:\s*true/],
    ['enableBlinkFeatures (item 10)', /enableBlinkFeatures\s*:/],
    ['webviewTag: true (item 11)', /webviewTag\s*:\s*true/],
    ['--disable-web-security (item 6)', /disable-web-security/],
  ])('no %s anywhere in the app', (_name, pattern) => {
    expect(APP_FILES.filter((file) => pattern.test(read(file)))).toEqual([]);
  });

  it('exactly one exposeInMainWorld, in the preload (item 20)', () => {
    const calls = APP_FILES.flatMap((file) => (read(file).match(/contextBridge\.exposeInMainWorld\(/g) ?? []).map(() => file));
    expect(calls).toEqual([join('electron', 'preload.ts')]);
  });

  it('the renderer imports neither Node nor Electron, and only lib/bridge.ts reaches window.desktop', () => {
    for (const file of sources('renderer')) {
      const text = read(file);
      expect(text, file).not.toMatch(/from\s+['"](node:[^'"]+|fs|path|os|child_process|electron)['"]/);
      expect(text, file).not.toMatch(/from\s+['"][^'"]*\/(electron|server)\//);
      if (!file.endsWith(join('lib', 'bridge.ts'))) expect(text, file).not.toMatch(/\.desktop\b/);
    }
  });

  it('Electron stays on a supported major: the range is not below the pinned 45 (item 16)', () => {
    const pkg = JSON.parse(read('package.json')) as { devDependencies: Record<string, string> };
    const major = Number(/(\d+)/.exec(pkg.devDependencies.electron ?? '')?.[1]);
    expect(major).toBeGreaterThanOrEqual(45);
  });

  it('the preload is built as one CommonJS file (item 4)', () => {
    const config = read('electron.vite.config.ts');
    expect(config).toMatch(/format:\s*'cjs'/);
    expect(config).toMatch(/externalizeDeps:\s*false/);
    expect(relative(ROOT, join(ROOT, 'electron/preload.ts'))).toBe(join('electron', 'preload.ts'));
    expect(read('electron/preload.ts')).not.toMatch(/shared\/ipc\/(index|contract)\.js/);
  });
});
