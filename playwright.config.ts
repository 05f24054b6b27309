import { defineConfig } from '@playwright/test';

// The app, its service and the browser host share one machine's time zone, and the page runs in
// Kyiv's (timezoneId below): so do the host, the service and the tests, or between 22:00 and 24:00 UTC
// the page's today is a day ahead of theirs. Set before the host and the workers start, so they inherit it.
process.env.TZ = 'Europe/Kyiv';

// e2e drives Debian's Chromium through the browser host; never a downloaded browser (docs/architecture.md, "Dependencies").
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/support/global-setup.ts',
  outputDir: 'test-results/e2e',
  // Files are shared out between two workers, each with its own browser host, profile and demo company
  // (support/fixtures.ts); a file's tests run in order in one worker and may build on each other, never
  // on another file's. The run mostly waits for its browser and services, so two workers overlap the waits.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // The first start of a local service creates its database, which takes a while on a busy machine.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['./test/e2e/support/summary-reporter.ts']],
  use: {
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
    viewport: { width: 1366, height: 820 },
    trace: 'off',
  },
});
