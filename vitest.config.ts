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
    hookTimeout: 60_000,
  },
});
