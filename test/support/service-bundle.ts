import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'electron-vite';
import { build } from 'vite';

/** The variable that names the built service (`…/service.js`) to the workers (read by service-under-test.ts). */
export const SERVICE_BUNDLE_ENV = 'OBLIK_TEST_SERVICE_BUNDLE';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Inside the repository, where the bundle's imports find `node_modules`, and one per run: `npm test` builds
 * `out/main` for the e2e suite while the PostgreSQL run of vitest may be building this beside it.
 */
const outDir = () => join(ROOT, 'out', 'test-service', String(process.pid));

/**
 * Vitest's global setup: the service built once per run, the way the e2e run builds it (electron-vite's `main`
 * build of electron.vite.config.ts, its Electron entry left out), so that the tests that start service processes
 * start the bundle. Under tsx each start spent about 1.7 s of CPU transpiling the server, the bundle 0.75 s
 * (docs/testing.md, "Vitest").
 */
export async function setup(): Promise<void> {
  // electron-vite and vite set these for a production build; the workers inherit this process's environment.
  const saved = { NODE_ENV: process.env.NODE_ENV, NODE_ENV_ELECTRON_VITE: process.env.NODE_ENV_ELECTRON_VITE };
  try {
    const { config } = await resolveConfig({ root: ROOT, logLevel: 'warn' }, 'build', 'production');
    const main = config?.main;
    if (!main) throw new Error('electron.vite.config.ts has no main build');
    const options = main.build?.rolldownOptions;
    const input = options?.input;
    if (!input || typeof input !== 'object' || Array.isArray(input) || !('service' in input)) {
      throw new Error('electron.vite.config.ts builds no `service` entry');
    }
    const { index: _electronMain, ...serviceEntries } = input;
    await build({
      ...main,
      build: { ...main.build, outDir: outDir(), emptyOutDir: true, rolldownOptions: { ...options, input: serviceEntries } },
    });
  } catch (error) {
    throw new Error(`the service could not be built for the tests (test/support/service-bundle.ts): ${String(error)}`, { cause: error });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  process.env[SERVICE_BUNDLE_ENV] = join(outDir(), 'service.js');
}

/** The bundle goes with the run. */
export function teardown(): void {
  rmSync(outDir(), { recursive: true, force: true });
}
