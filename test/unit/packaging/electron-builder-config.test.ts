import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/** The parts of electron-builder.yml these tests read. */
interface BuilderConfig {
  appId: string;
  productName: string;
  extraMetadata: { description: string };
  win: { target: { target: string }[]; icon: string };
  nsis: { oneClick: boolean; perMachine: boolean; allowElevation: boolean; deleteAppDataOnUninstall: boolean };
  linux: { target: string[]; icon: string };
  mac: { target: string[] };
  asar: boolean;
  fileAssociations?: unknown[];
  files: string[];
  electronFuses: Record<string, boolean>;
  publish: unknown[];
}

/** The parts of package.json these tests read. */
interface PackageJson {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
}

const root = new URL('../../../', import.meta.url);
const config = parse(readFileSync(new URL('electron-builder.yml', root), 'utf8')) as BuilderConfig;
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as PackageJson;

describe('electron-builder.yml', () => {
  it('names the app «Облік» with an English description and a stable app id', () => {
    expect(config.appId).toBe('ua.oblik.desktop');
    expect(config.productName).toBe('Облік');
    expect(config.extraMetadata.description).toMatch(/Oblik/);
  });

  it('builds NSIS for Windows where the user picks a per-user or per-machine install', () => {
    expect(config.win.target.map((t) => t.target)).toEqual(['nsis']);
    expect(config.nsis.oneClick).toBe(false);
    // perMachine false + oneClick false = the installer asks "only for me / for all users".
    expect(config.nsis.perMachine).toBe(false);
    expect(config.nsis.allowElevation).toBe(true);
    expect(config.nsis.deleteAppDataOnUninstall).toBe(false);
  });

  it('builds AppImage and deb for Linux and a dmg for macOS', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.mac.target).toEqual(['dmg']);
  });

  it('packs the app into asar and registers no file associations', () => {
    expect(config.asar).toBe(true);
    expect(config.fileAssociations ?? []).toEqual([]);
    expect(config.files).toContain('out/**/*');
  });

  // Every fuse, exactly as the checklist says (docs/security.md, item 19).
  it.each([
    ['runAsNode', false],
    ['enableNodeOptionsEnvironmentVariable', false],
    ['enableNodeCliInspectArguments', false],
    ['enableCookieEncryption', true],
    ['onlyLoadAppFromAsar', true],
    ['enableEmbeddedAsarIntegrityValidation', true],
  ])('fuse %s is %s', (fuse, value) => {
    expect(config.electronFuses[fuse]).toBe(value);
  });

  it('updates from a generic server whose address is given at build time', () => {
    expect(config.publish).toEqual([expect.objectContaining({ provider: 'generic', url: '${env.OBLIK_UPDATE_URL}' })]);
  });

  it('points at icons that exist, rendered from the SVG in the repository', () => {
    for (const path of [
      'build/icon.svg',
      'build/icon.png',
      'build/icons/16x16.png',
      'build/icons/256x256.png',
      'build/icons/512x512.png',
    ]) {
      expect(existsSync(new URL(path, root)), path).toBe(true);
    }
    expect(config.win.icon).toBe('build/icon.png');
    expect(config.linux.icon).toBe('build/icons');
  });

  it('the PDF fonts and pdfmake are production dependencies, so they are packed', () => {
    for (const name of ['pdfmake', 'dejavu-fonts-ttf', 'electron-updater', 'electron-log']) {
      expect(pkg.dependencies[name], name).toBeDefined();
    }
    expect(pkg.dependencies.electron).toBeUndefined();
  });

  it("passes electron-builder's own schema validation", async () => {
    const require = createRequire(new URL('package.json', root));
    // Internal modules of electron-builder, without typings of their own: typed here as far as the test calls them.
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration: (config: unknown, logger: unknown) => Promise<void>;
    };
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('`npm run dist` builds with electron-vite and then electron-builder', () => {
    expect(pkg.scripts.dist).toBe('electron-vite build && electron-builder --publish never');
  });
});
