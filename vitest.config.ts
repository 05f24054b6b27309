import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './test/support/summary-reporter.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'test/bench/**', 'node_modules/**'],
    // One company database per worker, shared by the files that worker runs (test/support/test-service.ts).
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    reporters: ['default', new SummaryReporter()],
    testTimeout: 60_000,
    // Services built by tests log nothing unless a test gives them a stream of its own.
    env: { OBLIK_SERVICE_LOG_LEVEL: 'silent' },
    hookTimeout: 60_000,
  },
});
