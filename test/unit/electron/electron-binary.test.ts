import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findElectronBinary } from '../../../electron/electron-binary.js';

// docs/desktop-app.md, "Where Electron cannot run".
describe('npm start finds the Electron binary without downloading it', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'oblik-electron-'));

  it('reports none when the package has no path.txt', () => {
    expect(findElectronBinary(dir(), {})).toBeNull();
  });

  it('reports none when path.txt names a binary that is not there', () => {
    const electron = dir();
    writeFileSync(join(electron, 'path.txt'), 'electron');
    expect(findElectronBinary(electron, {})).toBeNull();
  });

  it('finds the binary the package recorded', () => {
    const electron = dir();
    writeFileSync(join(electron, 'path.txt'), 'electron');
    mkdirSync(join(electron, 'dist'));
    writeFileSync(join(electron, 'dist', 'electron'), '');
    expect(findElectronBinary(electron, {})).toBe(join(electron, 'dist', 'electron'));
  });
});
