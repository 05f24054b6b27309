import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, nodeServiceLauncher } from '../../electron/core/index.js';
import { SERVICE_EXIT, describeServiceExit } from '../../electron/core/service-exit.js';
import { registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { backupCompanyFolder, BACKUP_EXTENSION, restoreCompanyFolder } from '../../server/store/backup.js';
import { FolderLockedError } from '../../server/store/folder-lock.js';
import { NewerStoreError, SCHEMA_VERSION } from '../../server/store/migrations.js';
import { openStore, type Store } from '../../server/store/open-store.js';
import { apiClient, fixtures, TOKENS, type ApiClient } from '../support/test-service.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Opens a company folder as the service would, with the full-rights test token. */
async function openCompany(dataDir: string): Promise<{ store: Store; api: ApiClient; close: () => Promise<void> }> {
  const store = await openStore({ dataDir });
  await store.write((trx) => registerToken(trx, TOKENS.full, { name: 'full', canPost: true, canUnpost: true }).catch(() => undefined));
  const app = await buildServer({ store, rateLimitPerMinute: 1_000_000 });
  return { store, api: apiClient(app), close: async () => { await app.close(); await store.close(); } };
}

/** What a user sees of the company: directories, documents, payments and both reports. */
async function answersOf(api: ApiClient, storeUid: string, agentUid: string) {
  const get = async (url: string, query: Record<string, string | number> = {}) => {
    const reply = await api.get(url, query);
    expect(reply.status, url).toBe(200);
    return reply.body;
  };
  return {
    agents: await get('/agent/index/', { pageSize: 20 }),
    entities: await get('/entity/index/', { pageSize: 20 }),
    stores: await get('/store/index/', { pageSize: 20 }),
    documents: await get('/document/index/', { from: '2026-01-01', to: '2026-12-31', pageSize: 100 }),
    balance: await get('/report/warehousebalance/', { store: storeUid }),
    turnover: await get('/report/agentturnover/', { accCode: '361', from: '2026-03-01', to: '2026-03-31', agent: agentUid }),
  };
}

/** A company folder as a future version would leave it: a schema version this one does not know. */
async function writeNewerStore(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite({ dataDir });
  await pglite.exec(`create table meta (key text primary key, value text not null);
    insert into meta values ('schema_version', '${SCHEMA_VERSION + 1}')`);
  await pglite.close();
}

/** Runs the service's command line once and returns how it ended. */
function runCli(args: string[]) {
  const env = { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` };
  return spawnSync(resolve(ROOT, 'node_modules/.bin/tsx'), ['server/cli.ts', ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 180_000 });
}

describe('backup and restore of a local company', () => {
  let work: string;
  let company: string;
  let seen: { storeUid: string; agentUid: string; answers: Awaited<ReturnType<typeof answersOf>> };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'oblik-backup-'));
    company = join(work, 'company');
    const { api, close } = await openCompany(company);
    const f = fixtures(api);
    const store = await f.store();
    const supplier = await f.agent('Постачальник');
    const customer = await f.agent('Покупець');
    const item = await f.entity('Цвях');
    const receipt = await f.document({ type: 'waybillIn', date: '2026-03-01', agent: { uid: supplier.uid }, storeIn: { uid: store.uid }, vatCode: '20',
      details: [{ entity: { uid: item.uid }, qty: 10, price: '12.50' }] });
    await f.post(receipt.uid);
    const sale = await f.document({ type: 'waybillOut', date: '2026-03-05', agent: { uid: customer.uid }, storeOut: { uid: store.uid }, vatCode: '20',
      details: [{ entity: { uid: item.uid }, qty: 4, price: 30 }] });
    await f.post(sale.uid);
    seen = { storeUid: store.uid, agentUid: customer.uid, answers: await answersOf(api, store.uid, customer.uid) };
    await close();
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('a restored company answers exactly as it did when it was backed up, later changes undone', async () => {
    const file = join(work, `first${BACKUP_EXTENSION}`);
    await backupCompanyFolder(company, file);
    expect(existsSync(file)).toBe(true);

    // A change after the backup: the restore must take it away again.
    const later = await openCompany(company);
    await fixtures(later.api).agent('Пізніший контрагент');
    expect((await answersOf(later.api, seen.storeUid, seen.agentUid)).agents).not.toEqual(seen.answers.agents);
    await later.close();

    await restoreCompanyFolder(file, company);
    const restored = await openCompany(company);
    try {
      expect(await answersOf(restored.api, seen.storeUid, seen.agentUid)).toEqual(seen.answers);
    } finally {
      await restored.close();
    }
  });

  it('a backup is refused while a service has the company open, and nothing is written', async () => {
    const open = await openCompany(company);
    try {
      const file = join(work, `refused${BACKUP_EXTENSION}`);
      await expect(backupCompanyFolder(company, file)).rejects.toBeInstanceOf(FolderLockedError);
      expect(existsSync(file)).toBe(false);
    } finally {
      await open.close();
    }
  });

  it('the command line backs up and restores a stopped company folder', () => {
    const file = join(work, `cli${BACKUP_EXTENSION}`);
    const backup = runCli(['--data', company, '--backup-to', file]);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('backed up to');
    const target = join(work, 'restored-by-cli');
    const restore = runCli(['--data', target, '--restore-from', file]);
    expect(restore.status, restore.stderr).toBe(0);
    expect(existsSync(join(target, 'PG_VERSION'))).toBe(true);
  });

  describe('a company saved by a newer version', () => {
    let newer: string;
    beforeAll(async () => {
      newer = join(work, 'newer');
      await writeNewerStore(newer);
    });

    it('is refused by the store with NewerStoreError and left as it was', async () => {
      await expect(openStore({ dataDir: newer })).rejects.toBeInstanceOf(NewerStoreError);
      const pglite = new PGlite({ dataDir: newer });
      const row = await pglite.query<{ value: string }>(`select value from meta where key = 'schema_version'`);
      await pglite.close();
      expect(row.rows[0].value).toBe(String(SCHEMA_VERSION + 1));
    });

    it('makes the service exit with its own code and a message that says to update, which the core turns into words for the user', () => {
      const result = runCli(['--data', newer, '--port', '0', '--token', 'x']);
      expect(result.status).toBe(SERVICE_EXIT.newerStore);
      expect(result.stderr).toContain('saved by a newer version of the program');
      expect(describeServiceExit(result.status)).toMatch(/новішою версією програми/);
    });

    it('is reported to the user by the core when the app opens it, in their words', async () => {
      const userDataDir = join(work, 'user-data');
      await writeNewerStore(join(userDataDir, 'companies', 'demo'));
      const encryptor = { isAvailable: () => false, encrypt: () => Buffer.alloc(0), decrypt: () => '', backend: () => 'test' };
      const core = await createCore({ userDataDir, encryptor, launchService: nodeServiceLauncher }, { service: { maxRestarts: 0 } });
      try {
        await expect(core.handlers['stores.index']({ pageSize: 20, offset: 0 })).rejects.toThrow(/Оновіть програму.*newer version of the app/s);
      } finally {
        await core.close();
      }
    });

    it('is not restored from a backup either: the current company stays', async () => {
      const file = join(work, `newer${BACKUP_EXTENSION}`);
      await backupCompanyFolder(newer, file);
      await expect(restoreCompanyFolder(file, company)).rejects.toBeInstanceOf(NewerStoreError);
      const still = await openCompany(company);
      try {
        expect((await answersOf(still.api, seen.storeUid, seen.agentUid)).documents).toEqual(seen.answers.documents);
      } finally {
        await still.close();
      }
    });
  });
});
