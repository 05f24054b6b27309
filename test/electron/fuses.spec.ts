import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { packagedApp, packagedSkipReason, ROOT } from './support/targets.js';
import { defined } from '../support/checked.js';

// @electron/fuses reads each fuse as the character in the wire ('0' off, '1' on) and does not export its FuseState.
const STATE = { false: '0'.charCodeAt(0), true: '1'.charCodeAt(0) };

/** electron-builder.yml's fuse names, as @electron/fuses numbers them. */
const FUSE_OF: Record<string, FuseV1Options> = {
  runAsNode: FuseV1Options.RunAsNode,
  enableNodeOptionsEnvironmentVariable: FuseV1Options.EnableNodeOptionsEnvironmentVariable,
  enableNodeCliInspectArguments: FuseV1Options.EnableNodeCliInspectArguments,
  enableCookieEncryption: FuseV1Options.EnableCookieEncryption,
  onlyLoadAppFromAsar: FuseV1Options.OnlyLoadAppFromAsar,
  enableEmbeddedAsarIntegrityValidation: FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
};

/**
 * The fuses as they are in the binary we ship (docs/security.md, item 19). Each fuse that
 * electron-builder.yml sets is read back from the packaged app's executable.
 */
test.describe(packagedSkipReason ?? `the fuses of ${packagedApp}`, () => {
  test.skip(packagedSkipReason !== null, packagedSkipReason ?? '');

  test('every fuse electron-builder.yml sets is set so in the packaged binary', async () => {
    const config = parse(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as { electronFuses: Record<string, boolean> };
    const wire = await getCurrentFuseWire(packagedApp!);
    const expected = Object.entries(config.electronFuses);
    expect(expected.length).toBeGreaterThanOrEqual(6);
    for (const [name, on] of expected) {
      const fuse = defined(FUSE_OF[name], `${name} as a fuse this test knows`);
      expect(wire[fuse], name).toBe(STATE[String(on) as 'true' | 'false']);
    }
  });
});
