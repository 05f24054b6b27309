import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findElectronBinary } from '../../../electron/electron-binary.js';

const binary = findElectronBinary();
const REASON = 'skipped: no Electron binary on this machine (its download host is unreachable); these checks run where one is installed';

// Checks that need the real Electron (docs/security.md, "The checklist"); elsewhere they say plainly that they were skipped.
describe(binary ? 'with the real Electron binary' : REASON, () => {
  it.skipIf(!binary)('the installed Electron is a supported major (item 16)', () => {
    const result = spawnSync(binary!, ['--version'], { encoding: 'utf8', env: { ...process.env, ELECTRON_RUN_AS_NODE: '' } });
    expect(Number(/v(\d+)/.exec(result.stdout)?.[1])).toBeGreaterThanOrEqual(45);
  });
});
