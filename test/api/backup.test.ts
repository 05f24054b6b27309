import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../../electron/core/index.js';
import { describeServiceExit } from '../../electron/core/service-exit.js';
import { SERVICE_EXIT } from '../../shared/api/service-exit.js';
import { registerToken, replaceTokensOf } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { backupCompanyFile, BACKUP_EXTENSION, restoreCompanyFile } from '../../server/database/backup.js';
import { CompanyLockedError } from '../../server/database/company-lock.js';
import { NewerDatabaseError, SCHEMA_VERSION } from '../../server/database/migrations.js';
import { openCompanyDb, type CompanyDb } from '../../server/database/company-db.js';
import { SERVICE_BACKUP_PATH as CORE_SERVICE_BACKUP_PATH } from '../../electron/core/live-backup.js';
import { SERVICE_BACKUP_PATH } from '../../server/service-routes.js';
import { builtService, builtServiceLauncher, ROOT } from '../support/cli-process.js';
import { apiClient, fixtures, sayNotVatPayer, TOKENS, uid, type ApiClient } from '../support/test-service.js';

/** The per-launch token the desktop core gives the service it starts (server/cli.ts registers it the same way). */
const LAUNCH_TOKEN = 'launch-token-of-this-test';

/**
 * Opens a company file as the service would, with the full-rights test token; `launched` adds
 * the desktop launcher's token and its private routes, as `npm run server -- --data … --token …` does.
 */
async function openCompany(file: string, launched = false) {
  const companyDb = await openCompanyDb({ file });
  await companyDb.write((trx) => registerToken(trx, TOKENS.full, { name: 'full', canPost: true, canUnpost: true }).catch(() => undefined));
  if (launched)
    await companyDb.write((trx) =>
      replaceTokensOf(trx, { name: 'command line', token: LAUNCH_TOKEN, rights: { canPost: true, canUnpost: true } }),
    );
  const app = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000, ...(launched ? { service: { token: LAUNCH_TOKEN } } : {}) });
  return {
    companyDb,
    app,
    api: apiClient(app),
    launcher: apiClient(app, LAUNCH_TOKEN),
    close: async () => {
      await app.close();
      await companyDb.close();
    },
  };
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
    history: await get('/history/', { from: '2000-01-01', to: '2999-12-31' }),
    // The books go with it: a backup is the whole file, and its check asks for every table of the schema.
    trialBalance: await get('/report/trialbalance/', { from: '2026-01-01', to: '2026-12-31' }),
    chart: await get('/account/index/'),
    roles: await get('/ledger/accountroles/'),
    moneyAccounts: await get('/moneyaccount/index/'),
  };
}

/** A company file as a future version would leave it: a schema version this one does not know. */
function writeNewerDatabase(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(`pragma journal_mode = wal; create table meta (key text primary key, value text not null);
    insert into meta values ('schema_version', '${SCHEMA_VERSION + 1}')`);
  db.close();
}

/** Runs the service's command line once and returns how it ended. */
function runCli(args: string[]) {
  return spawnSync(process.execPath, [builtService(), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 180_000,
  });
}

describe('backup and restore of a local company', () => {
  let work: string;
  let company: string;
  let seen: { storeUid: string; agentUid: string; answers: Awaited<ReturnType<typeof answersOf>> };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'oblik-backup-'));
    company = join(work, 'company.oblik');
    const { api, close, companyDb } = await openCompany(company);
    await sayNotVatPayer(companyDb);
    const f = fixtures(api);
    const store = await f.store();
    const supplier = await f.agent('Постачальник');
    const customer = await f.agent('Покупець');
    const item = await f.entity('Цвях');
    expect((await api.post('/account/update', { code: '361.1', name: 'Покупці роздрібу' })).status).toBe(200);
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2026-03-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      vatCode: '20',
      details: [{ entity: { uid: item.uid }, qty: 10, price: '12.50' }],
    });
    await f.post(receipt.uid);
    const sale = await f.document({
      type: 'waybillOut',
      date: '2026-03-05',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      vatCode: '20',
      details: [{ entity: { uid: item.uid }, qty: 4, price: 30 }],
    });
    await f.post(sale.uid);
    seen = { storeUid: store.uid, agentUid: customer.uid, answers: await answersOf(api, store.uid, customer.uid) };
    await close();
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('a restored company answers exactly as it did when it was backed up, later changes undone', async () => {
    const file = join(work, `first${BACKUP_EXTENSION}`);
    await backupCompanyFile(company, file);
    expect(existsSync(file)).toBe(true);

    // A change after the backup: the restore must take it away again.
    const later = await openCompany(company);
    await fixtures(later.api).agent('Пізніший контрагент');
    expect((await answersOf(later.api, seen.storeUid, seen.agentUid)).agents).not.toEqual(seen.answers.agents);
    await later.close();

    await restoreCompanyFile(file, company);
    const restored = await openCompany(company);
    try {
      expect(seen.answers.history.totalCount).toBeGreaterThan(3);
      expect(await answersOf(restored.api, seen.storeUid, seen.agentUid)).toEqual(seen.answers);
    } finally {
      await restored.close();
    }
  });

  it('a backup is refused while a service has the company open, and nothing is written', async () => {
    const open = await openCompany(company);
    try {
      const file = join(work, `refused${BACKUP_EXTENSION}`);
      await expect(backupCompanyFile(company, file)).rejects.toBeInstanceOf(CompanyLockedError);
      expect(existsSync(file)).toBe(false);
    } finally {
      await open.close();
    }
  });

  it('the command line backs up and restores a stopped company file', () => {
    const file = join(work, `cli${BACKUP_EXTENSION}`);
    const backup = runCli(['--data', company, '--backup-to', file]);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('backed up to');
    const target = join(work, 'restored-by-cli.oblik');
    const restore = runCli(['--data', target, '--restore-from', file]);
    expect(restore.status, restore.stderr).toBe(0);
    const restored = new DatabaseSync(target, { readOnly: true });
    expect(restored.prepare(`select value from meta where key = 'schema_version'`).get()).toEqual({ value: String(SCHEMA_VERSION) });
    restored.close();
  });

  describe('a company saved by a newer version', () => {
    let newer: string;
    beforeAll(() => {
      newer = join(work, 'newer.oblik');
      writeNewerDatabase(newer);
    });

    it('is refused by the database layer with NewerDatabaseError and left as it was', async () => {
      await expect(openCompanyDb({ file: newer })).rejects.toBeInstanceOf(NewerDatabaseError);
      const db = new DatabaseSync(newer, { readOnly: true });
      const row = db.prepare(`select value from meta where key = 'schema_version'`).get() as { value: string };
      db.close();
      expect(row.value).toBe(String(SCHEMA_VERSION + 1));
    });

    it('makes the service exit with its own code and a message that says to update, which the core turns into words for the user', () => {
      const result = runCli(['--data', newer, '--port', '0', '--token', 'x']);
      expect(result.status).toBe(SERVICE_EXIT.newerDatabase);
      expect(result.stderr).toContain('saved by a newer version of the program');
      expect(describeServiceExit(result.status)).toMatch(/новішою версією програми/);
    });

    it('is reported to the user by the core when the app opens it, in their words', async () => {
      const userDataDir = join(work, 'user-data');
      writeNewerDatabase(join(userDataDir, 'companies', 'demo.oblik'));
      const encryptor = { isAvailable: () => false, encrypt: () => Buffer.alloc(0), decrypt: () => '', backend: () => 'test' };
      const core = await createCore({ userDataDir, encryptor, launchService: builtServiceLauncher }, { service: { maxRestarts: 0 } });
      try {
        await expect(core.handlers['stores.index']({ pageSize: 20, offset: 0 })).rejects.toThrow(
          /Оновіть програму.*newer version of the app/s,
        );
      } finally {
        await core.close();
      }
    });

    it('is not restored from a backup either: the current company stays', async () => {
      const file = join(work, `newer${BACKUP_EXTENSION}`);
      await backupCompanyFile(newer, file);
      await expect(restoreCompanyFile(file, company)).rejects.toBeInstanceOf(NewerDatabaseError);
      const still = await openCompany(company);
      try {
        expect((await answersOf(still.api, seen.storeUid, seen.agentUid)).documents).toEqual(seen.answers.documents);
      } finally {
        await still.close();
      }
    });
  });
});

describe("a backup while the service runs (the service's own snapshot)", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'oblik-live-backup-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const BATCH = 25;
  const batchOf = (n: number) => Array.from({ length: BATCH }, (_, i) => ({ uid: uid(), name: `партія ${n} запис ${i}` }));
  const namesOf = async (companyDb: CompanyDb) => (await companyDb.db.selectFrom('agents').select('name').execute()).map((row) => row.name);

  it('is taken while writes go on, and restores to a company that opens and equals the state at one moment', async () => {
    const company = join(work, 'busy.oblik');
    const service = await openCompany(company, true);
    let confirmed = 0;
    let stop = false;
    let threeConfirmed!: () => void;
    const three = new Promise<void>((resolve) => (threeConfirmed = resolve));
    // One batch (one transaction) after another, as a busy office would send them.
    const writer = (async () => {
      for (let n = 0; !stop; n++) {
        await new Promise((resolve) => setImmediate(resolve));
        const reply = await service.api.post('/agent/batch', batchOf(n));
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        confirmed = n + 1;
        if (confirmed === 3) threeConfirmed();
      }
    })();
    const file = join(work, `busy${BACKUP_EXTENSION}`);
    let reply;
    let before;
    let after;
    try {
      // The writer's failure, if it comes first, fails the test here.
      await Promise.race([three, writer]);
      before = confirmed;
      reply = await service.launcher.post(SERVICE_BACKUP_PATH, { to: file });
      after = confirmed;
    } finally {
      stop = true;
      await writer;
      await service.close();
    }
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ success: true, data: { file } });
    // The service kept answering while the snapshot was packed.
    expect(after).toBeGreaterThan(before);

    const restoredFile = join(work, 'busy-restored.oblik');
    await restoreCompanyFile(file, restoredFile);
    const restored = await openCompany(restoredFile);
    try {
      const names = await namesOf(restored.companyDb);
      // Whole batches only, and exactly the first k of them: the state right after some commit.
      expect(names.length % BATCH).toBe(0);
      const batches = names.length / BATCH;
      expect(batches).toBeGreaterThanOrEqual(before);
      expect(batches).toBeLessThanOrEqual(after + 1);
      expect(new Set(names)).toEqual(new Set(Array.from({ length: batches }, (_, n) => batchOf(n).map((a) => a.name)).flat()));
      expect((await restored.api.get('/agent/index/', { pageSize: 1 })).status).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it("is known only to the launcher's token: any other token gets the 404 of a path that does not exist", async () => {
    const service = await openCompany(join(work, 'private.oblik'), true);
    const file = join(work, `private${BACKUP_EXTENSION}`);
    try {
      for (const reply of [
        await service.api.post(SERVICE_BACKUP_PATH, { to: file }),
        await service.api.post('/_service/nothing', { to: file }),
      ]) {
        expect(reply.status).toBe(404);
        expect(reply.body.errors).toEqual(['NOT_FOUND: no such endpoint']);
      }
      expect((await apiClient(service.app, null).post(SERVICE_BACKUP_PATH, { to: file })).status).toBe(401);
      expect(existsSync(file)).toBe(false);
    } finally {
      await service.close();
    }
    // A service nobody launched with a token (a shared one, say) has no such route at all.
    const plain = await openCompany(join(work, 'plain.oblik'));
    try {
      await plain.companyDb.write((trx) => registerToken(trx, LAUNCH_TOKEN, { name: 'someone', canPost: true, canUnpost: true }));
      expect((await plain.launcher.post(SERVICE_BACKUP_PATH, { to: file })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('writes only a backup file, by an absolute path, in a folder that exists, never over another file', async () => {
    const service = await openCompany(join(work, 'paths.oblik'), true);
    try {
      const refused = async (to: unknown) => (await service.launcher.post(SERVICE_BACKUP_PATH, { to })).status;
      expect(await refused(`relative${BACKUP_EXTENSION}`)).toBe(400);
      expect(await refused(join(work, 'company.conf'))).toBe(400);
      expect(await refused(join(work, `.hidden${BACKUP_EXTENSION}`))).toBe(400);
      expect(await refused(42)).toBe(400);
      expect(await refused(join(work, 'missing-folder', `x${BACKUP_EXTENSION}`))).toBe(422);
      const file = join(work, `twice${BACKUP_EXTENSION}`);
      expect(await refused(file)).toBe(200);
      expect(await refused(file)).toBe(409);
    } finally {
      await service.close();
    }
  });

  it('the core asks the running service of a company for it, so the service is never stopped; restoring still stops it', async () => {
    const userDataDir = join(work, 'core-user-data');
    const launches: string[][] = [];
    const lines: string[] = [];
    const encryptor = { isAvailable: () => false, encrypt: () => Buffer.alloc(0), decrypt: () => '', backend: () => 'test' };
    const core = await createCore({
      userDataDir,
      encryptor,
      log: (_level, line) => lines.push(line),
      launchService: (args, env) => {
        launches.push(args);
        return builtServiceLauncher(args, env);
      },
    });
    try {
      await core.handlers['stores.index']({ pageSize: 1, offset: 0 });
      const file = await core.backups.backup('demo');
      expect(existsSync(file)).toBe(true);
      expect(
        lines.some((line) => /backed up while its service ran/.test(line)),
        lines.join('\n'),
      ).toBe(true);
      await core.handlers['stores.index']({ pageSize: 1, offset: 0 });
      expect(launches).toHaveLength(1);

      await core.backups.restore('demo', file);
      expect(launches.map((args) => args.includes('--restore-from'))).toEqual([false, true]);
      await expect(core.handlers['stores.index']({ pageSize: 1, offset: 0 })).resolves.toMatchObject({ source: 'live', totalCount: 3 });
      expect(launches).toHaveLength(3);
    } finally {
      await core.close();
    }
  }, 240_000);

  it('the core and the service name the private route the same way', () => {
    expect(CORE_SERVICE_BACKUP_PATH).toBe(SERVICE_BACKUP_PATH);
  });
});
