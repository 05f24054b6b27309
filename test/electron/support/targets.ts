import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from '../../../electron/electron-binary.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The Electron binary from node_modules/electron, read without requiring `electron` (which would try to download it). */
export const electronBinary = findElectronBinary();

/** The built main process (`npm run build`; `npm run test:e2e` builds it before these tests). */
const builtMain = join(ROOT, 'out', 'main', 'index.js');
const built = existsSync(builtMain);

// Electron opens real windows: on Linux it needs an X or Wayland display (CI: `xvfb-run -a npm test`).
const noDisplay = process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;

/** Why the tests of the built app cannot run here, or null when they can. */
export const appSkipReason = !electronBinary
  ? 'skipped: no Electron binary on this machine (its download host is unreachable); these tests run where one is installed'
  : !built
    ? 'skipped: the app is not built (run `npm run build` first, or `npm run test:e2e`, which builds)'
    : noDisplay
      ? 'skipped: no display for Electron windows (DISPLAY is not set); run under `xvfb-run -a`'
      : null;

// What `npm run dist` leaves unpacked next to the installers, per platform; OBLIK_PACKAGED_APP overrides.
const PACKAGED_CANDIDATES = [
  process.env.OBLIK_PACKAGED_APP,
  join(ROOT, 'dist/linux-unpacked/oblik'),
  join(ROOT, 'dist/win-unpacked/Облік.exe'),
  join(ROOT, 'dist/mac/Облік.app'),
  join(ROOT, 'dist/mac-arm64/Облік.app'),
].filter((path): path is string => Boolean(path));

/** The packaged app, if `npm run dist` made one on this machine. */
export const packagedApp = PACKAGED_CANDIDATES.find((path) => existsSync(path)) ?? null;

export const packagedSkipReason = packagedApp
  ? null
  : 'skipped: no packaged app in dist/ (run `npm run dist` where Electron can be downloaded); these tests read its fuses';
