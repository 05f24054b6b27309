import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { describe, expect, it } from 'vitest';
import { packagedApp } from '../../electron/support/targets.js';

// @electron/fuses reads each fuse as the character in the wire ('0' off, '1' on) and does not export its FuseState.
const DISABLE = '0'.charCodeAt(0);
const ENABLE = '1'.charCodeAt(0);
// What `npm run dist` leaves unpacked (one list with the Electron-only tests).
const packaged = packagedApp;
const REASON = 'skipped: no packaged app in dist/ (run `npm run dist` where Electron can be downloaded); these checks read its fuses';

// The fuses as they are in the binary we ship, not only in the config (docs/security.md, item 19);
// a check that needs the packaged app, so it says it was skipped where there is none.
describe(packaged ? `the fuses of ${packaged}` : REASON, () => {
  it.skipIf(!packaged).each([
    ['RunAsNode', FuseV1Options.RunAsNode, DISABLE],
    ['EnableNodeOptionsEnvironmentVariable', FuseV1Options.EnableNodeOptionsEnvironmentVariable, DISABLE],
    ['EnableNodeCliInspectArguments', FuseV1Options.EnableNodeCliInspectArguments, DISABLE],
    ['EnableCookieEncryption', FuseV1Options.EnableCookieEncryption, ENABLE],
    ['OnlyLoadAppFromAsar', FuseV1Options.OnlyLoadAppFromAsar, ENABLE],
    ['EnableEmbeddedAsarIntegrityValidation', FuseV1Options.EnableEmbeddedAsarIntegrityValidation, ENABLE],
  ])('%s is as the checklist (item 19) says', async (_name, fuse, state) => {
    const wire = await getCurrentFuseWire(packaged!);
    expect(wire[fuse]).toBe(state);
  });
});
