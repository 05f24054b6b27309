import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startTs } from './processes.js';

/** Where the demo company is seeded once per e2e run. */
export const DEMO_TEMPLATE = join(ROOT, 'test-results', 'e2e-demo-company');

/**
 * Seeds the demo company once for the whole run (creating a PGlite folder and a year of documents
 * takes tens of seconds); each browser host then starts on a copy, as an existing company opens in seconds.
 */
export async function seedDemoTemplate(): Promise<void> {
  rmSync(DEMO_TEMPLATE, { recursive: true, force: true });
  mkdirSync(DEMO_TEMPLATE, { recursive: true });
  const running = await startTs('server/cli.ts', ['--data', DEMO_TEMPLATE, '--port', '0', '--demo', '--token', 'e2e-seed'], /listening on http/, 300_000);
  await running.stop();
}

/** Puts a copy of the seeded demo company where the core of a browser host keeps it. */
export function installDemoCompany(userDataDir: string, companyDir: string): void {
  if (!existsSync(DEMO_TEMPLATE)) throw new Error('the demo template was not seeded: run the e2e suite through its global setup');
  cpSync(DEMO_TEMPLATE, join(userDataDir, companyDir), { recursive: true });
}
