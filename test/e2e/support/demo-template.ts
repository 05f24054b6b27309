import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startBuiltService } from './processes.js';

/** Names the seeded demo company file of this run; set by the global setup, inherited by the workers. */
const TEMPLATE_ENV = 'OBLIK_E2E_DEMO_TEMPLATE';

/**
 * Seeds the demo company once for the whole run (a year of documents takes seconds to post); each
 * browser host then starts on a copy, as an existing company opens at once. A folder of its own
 * per run, so two runs side by side never share one.
 */
export async function seedDemoTemplate(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'oblik-e2e-demo-'));
  const file = join(dir, 'demo.oblik');
  const running = await startBuiltService(['--data', file, '--port', '0', '--demo', '--token', 'e2e-seed'], /listening on http/, 300_000);
  // A clean stop folds the write-ahead log into the file, so the one file is the whole company.
  await running.stop();
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

/** Puts a copy of the seeded demo company where the core of a browser host keeps it. */
export function installDemoCompany(userDataDir: string, companyFile: string): void {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error('the demo template was not seeded: run the e2e suite through its global setup');
  const target = join(userDataDir, companyFile);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(template, target);
  // A company whose service did not close cleanly keeps its last writes in the log beside it.
  if (existsSync(`${template}-wal`)) copyFileSync(`${template}-wal`, `${target}-wal`);
}
