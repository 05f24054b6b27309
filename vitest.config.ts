import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './test/support/summary-reporter.js';

/** Component tests mock the bridge each its own way, so each runs in a module graph of its own. */
const COMPONENT_TESTS = 'test/**/*.component.test.tsx';

export default defineConfig({
  test: {
    exclude: ['test/e2e/**', 'test/bench/**', 'node_modules/**'],
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default', new SummaryReporter()],
    testTimeout: 60_000,
    setupFiles: ['test/support/component-waits.ts'],
    // On PostgreSQL, the databases of workers that have ended are dropped (test/support/pg-cleanup.ts), and the
    // test services' databases are copied from one migrated once per run (test/support/pg-template.ts).
    // The service is built once per run, and the tests that start service processes start it (test/support/service-bundle.ts).
    globalSetup: ['test/support/pg-cleanup.ts', 'test/support/pg-template.ts', 'test/support/service-bundle.ts'],
    // Services built by tests log nothing unless a test gives them a stream of its own. On PostgreSQL a commit does not
    // wait for the server's disk (PGOPTIONS, read by pg): the tests' databases are thrown away, no test crashes the
    // server, and the properties spent most of their time waiting for that flush (docs/testing.md, "Vitest").
    env: { OBLIK_SERVICE_LOG_LEVEL: 'silent', PGOPTIONS: '-c synchronous_commit=off' },
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // One company database per worker, shared by the files that worker runs (test/support/test-service.ts).
        test: { name: 'service', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], exclude: [COMPONENT_TESTS], isolate: false },
      },
      // One worker's packages are shared by its files; the renderer's own modules load anew for each (component-modules.ts).
      {
        extends: true,
        test: {
          name: 'components',
          include: [COMPONENT_TESTS],
          isolate: false,
          setupFiles: ['test/support/component-waits.ts', 'test/support/component-modules.ts'],
        },
      },
    ],
  },
});
