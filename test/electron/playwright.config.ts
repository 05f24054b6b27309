import { defineConfig } from '@playwright/test';

// Electron-only tests (docs/desktop-app.md, "Where Electron cannot run"): Playwright's `_electron` drives the built app with the real
// Electron binary. Where there is none they report themselves skipped, with the reason.
// eslint-disable-next-line no-restricted-syntax -- Playwright reads its config from the default export.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/electron',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The app starts its core and the demo company's service on first use, which takes a while on a busy machine.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
});
