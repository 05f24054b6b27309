import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTs } from './processes.js';

/** Names the seeded demo folder of this run; set by the global setup, inherited by the workers. */
const TEMPLATE_ENV = 'OBLIK_E2E_DEMO_TEMPLATE';

/**
 * Seeds the demo company once for the whole run (creating a PGlite folder and a year of documents
 * takes tens of seconds); each browser host then starts on a copy, as an existing company opens in
 * seconds. A folder of its own per run, so two runs side by side never share one.
 */
export async function seedDemoTemplate(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'oblik-e2e-demo-'));
  const running = await startTs('server/cli.ts', ['--data', dir, '--port', '0', '--demo', '--token', 'e2e-seed'], /listening on http/, 300_000);
  await running.stop();
  process.env[TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

/** Puts a copy of the seeded demo company where the core of a browser host keeps it. */
export function installDemoCompany(userDataDir: string, companyDir: string): void {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error('the demo template was not seeded: run the e2e suite through its global setup');
  cpSync(template, join(userDataDir, companyDir), { recursive: true });
}
