import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeServiceExit } from '../../electron/core/service-exit.js';
import { registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { backupCompanyFile, BACKUP_EXTENSION, restoreCompanyFile } from '../../server/database/backup.js';
import { SCHEMA_VERSION } from '../../server/database/migrations.js';
import { openCompanyDb } from '../../server/database/company-db.js';
import { SERVICE_EXIT } from '../../shared/api/service-exit.js';
import { spawnCli } from '../support/cli-process.js';
import { apiClient, fixtures, sayNotVatPayer, TOKENS } from '../support/test-service.js';

const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** What a user would miss first: how many documents, payments and agents the company holds. */
function countsOf(file: string) {
  // Read-write, so that closing the last connection takes its write-ahead log and index away again.
  const db = new DatabaseSync(file);
  try {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return {
      documents: count(`select count(*) as n from documents where category = 'document'`),
      payments: count(`select count(*) as n from documents where category = 'payment'`),
      agents: count('select count(*) as n from agents'),
    };
  } finally {
    db.close();
  }
}

/** A small company (or more of it) with agents, a posted waybill and a payment, closed cleanly. */
async function makeCompany(file: string): Promise<void> {
  const companyDb = await openCompanyDb({ file });
  // A second call adds to the company: its token is there already.
  await companyDb.write((trx) => registerToken(trx, TOKENS.full, { name: 'full', canPost: true, canUnpost: true }).catch(() => undefined));
  await sayNotVatPayer(companyDb);
  const app = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000 });
  try {
    const f = fixtures(apiClient(app));
    const warehouse = await f.store();
    const supplier = await f.agent('Постачальник');
    const item = await f.entity('Цвях');
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2026-03-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: warehouse.uid },
      details: [{ entity: { uid: item.uid }, qty: 10, price: '12.50' }],
    });
    await f.post(receipt.uid);
    await f.payment({ type: 'payToSupplier', date: '2026-03-02', sum: 125, agent: { uid: supplier.uid } });
  } finally {
    await app.close();
    await companyDb.close();
  }
}

/** A SQLite file made by running `sql` on `start` (a database's bytes) or on a new file, gzipped as a backup would be. */
function gzippedDatabase(work: string, sql: string, start?: Buffer): Buffer {
  const file = join(work, 'made.sqlite');
  if (start) writeFileSync(file, start);
  const db = new DatabaseSync(file);
  db.exec(sql);
  db.close();
  const bytes = gzipSync(readFileSync(file));
  rmSync(file);
  return bytes;
}

/** The real backup's database with `change` applied to it, gzipped again. */
const changedBackup = (work: string, real: Buffer, change: string) => gzippedDatabase(work, change, gunzipSync(real));

/** Runs `--restore-from` on the company and resolves with how it ended. */
async function restoreByCli(company: string, backup: string) {
  const proc = spawnCli(['--data', company, '--restore-from', backup]);
  const { code } = await proc.exited;
  return { code, ...proc.output() };
}

/** Files beside the company that a restore must never leave: its work copies and their journals. */
const leftovers = (dir: string) => readdirSync(dir).filter((name) => /restoring|-wal$|-shm$|-journal$/.test(name));

describe('a restore from a file that is not a whole company backup', () => {
  let work: string;
  let company: string;
  let files: Record<string, Buffer>;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'oblik-restore-'));
    company = join(work, 'company.oblik');
    await makeCompany(company);
    const realFile = join(work, `real${BACKUP_EXTENSION}`);
    await backupCompanyFile(company, realFile);
    const real = readFileSync(realFile);
    rmSync(realFile);
    const raw = gunzipSync(real);
    files = {
      'an empty gzip': gzipSync(Buffer.alloc(0)),
      'a file that is not gzip': Buffer.from('this is not a backup at all\n'),
      'a gzip of text': gzipSync(Buffer.from('not a database either\n')),
      'a gzip of an empty SQLite database': gzippedDatabase(work, 'create table gone (x); drop table gone;'),
      'a gzip of a database with an unrelated table': gzippedDatabase(work, `create table notes (text); insert into notes values ('hi');`),
      'a gzip of a database with a meta table and nothing else': gzippedDatabase(
        work,
        `create table meta (key text primary key, value text not null); insert into meta values ('schema_version', '${SCHEMA_VERSION}');`,
      ),
      'a backup whose schema version is missing': changedBackup(work, real, `delete from meta where key = 'schema_version'`),
      'a backup whose schema version is not a number': changedBackup(
        work,
        real,
        `update meta set value = 'ten' where key = 'schema_version'`,
      ),
      'a backup of a schema no version ever wrote to a file': changedBackup(
        work,
        real,
        `update meta set value = '2' where key = 'schema_version'`,
      ),
      'a backup missing one of the company tables': changedBackup(work, real, 'drop table stock_totals'),
      'a truncated backup': real.subarray(0, Math.floor(real.length / 2)),
      'a gzip of a truncated company database': gzipSync(raw.subarray(0, Math.floor(raw.length / 2))),
    };
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const refusals = [
    'an empty gzip',
    'a file that is not gzip',
    'a gzip of text',
    'a gzip of an empty SQLite database',
    'a gzip of a database with an unrelated table',
    'a gzip of a database with a meta table and nothing else',
    'a backup whose schema version is missing',
    'a backup whose schema version is not a number',
    'a backup of a schema no version ever wrote to a file',
    'a backup missing one of the company tables',
    'a truncated backup',
    'a gzip of a truncated company database',
  ];

  it.each(refusals)('%s is refused with its own exit code and words; the company stays byte for byte', async (name) => {
    const backup = join(work, `bad${BACKUP_EXTENSION}`);
    writeFileSync(backup, files[name] as Buffer);
    const before = { hash: hashOf(company), counts: countsOf(company), names: readdirSync(work).sort() };
    expect(before.counts.documents).toBeGreaterThan(0);
    expect(before.counts.payments).toBeGreaterThan(0);

    const result = await restoreByCli(company, backup);
    expect(result.code, result.stderr).toBe(SERVICE_EXIT.notACompanyBackup);
    expect(result.stdout).not.toContain('restored');
    expect(result.stderr).toMatch(/is not a company backup/);
    expect(result.stderr).toMatch(/the company was not changed/);

    expect(leftovers(work)).toEqual([]);
    expect(readdirSync(work).sort()).toEqual(before.names);
    expect(hashOf(company)).toBe(before.hash);
    expect(countsOf(company)).toEqual(before.counts);
    rmSync(backup);
  });

  it('a backup of a newer schema is refused with the exit code of a newer version; the company stays byte for byte', async () => {
    const backup = join(work, `newer${BACKUP_EXTENSION}`);
    const realFile = join(work, `again${BACKUP_EXTENSION}`);
    await backupCompanyFile(company, realFile);
    writeFileSync(
      backup,
      changedBackup(work, readFileSync(realFile), `update meta set value = '${SCHEMA_VERSION + 1}' where key = 'schema_version'`),
    );
    rmSync(realFile);
    const before = { hash: hashOf(company), names: readdirSync(work).sort() };

    const result = await restoreByCli(company, backup);
    expect(result.code, result.stderr).toBe(SERVICE_EXIT.newerDatabase);
    expect(result.stderr).toMatch(/newer version.*the company was not changed/);
    expect(leftovers(work)).toEqual([]);
    expect(readdirSync(work).sort()).toEqual(before.names);
    expect(hashOf(company)).toBe(before.hash);
    rmSync(backup);
  });

  it('the desktop app tells the user in words that the file is no backup and the company is as it was', () => {
    expect(describeServiceExit(SERVICE_EXIT.notACompanyBackup)).toMatch(/не є резервною копією.*not a backup/s);
  });
});

describe('a restore that succeeds', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'oblik-restore-ok-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('keeps the company it replaced beside it, whole, under a name safe on every system, and the restored company opens', async () => {
    const company = join(work, 'company.oblik');
    await makeCompany(company);
    const backup = join(work, `good${BACKUP_EXTENSION}`);
    await backupCompanyFile(company, backup);
    const atBackup = countsOf(company);
    // A change after the backup: the restore takes it away, and the kept file still has it.
    await makeCompany(company);
    const replaced = { hash: hashOf(company), counts: countsOf(company) };
    expect(replaced.counts).not.toEqual(atBackup);

    const result = await restoreByCli(company, backup);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/restored from .*the company it replaced is kept as .*company\.oblik\.before-restore-/s);

    const kept = readdirSync(work).filter((name) => name.startsWith('company.oblik.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^company\.oblik\.before-restore-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}$/);
    expect(hashOf(join(work, kept[0] as string))).toBe(replaced.hash);
    expect(leftovers(work)).toEqual([]);

    const companyDb = await openCompanyDb({ file: company });
    await companyDb.close();
    expect(countsOf(company)).toEqual(atBackup);

    // A second restore, in the same second or not, keeps both earlier companies.
    const again = await restoreByCli(company, backup);
    expect(again.code, again.stderr).toBe(0);
    expect(readdirSync(work).filter((name) => name.startsWith('company.oblik.before-restore-'))).toHaveLength(2);
    expect(leftovers(work)).toEqual([]);
    copyFileSync(join(work, kept[0] as string), join(work, 'undone.oblik'));
    expect(countsOf(join(work, 'undone.oblik'))).toEqual(replaced.counts);
  });

  it('folds the log a killed service left into the company it keeps, so that file alone is the whole company', async () => {
    const company = join(work, 'killed.oblik');
    const source = join(work, 'source.oblik');
    await makeCompany(source);
    const backup = join(work, `source${BACKUP_EXTENSION}`);
    await backupCompanyFile(source, backup);
    // The files a service killed right after a commit leaves: the commit is in the log only.
    const db = new DatabaseSync(source);
    db.exec(`pragma wal_autocheckpoint = 0;
      insert into agents (uid, id, name, modified_at) values ('0b5e7f1c-2d3a-4e5f-8a9b-0c1d2e3f4a5b', 999, 'Пізній', '2026-04-01T00:00:00.000Z')`);
    copyFileSync(source, company);
    copyFileSync(`${source}-wal`, `${company}-wal`);
    db.close();
    const expected = countsOf(source);

    const aside = await restoreCompanyFile(backup, company);
    expect(aside).toMatch(/killed\.oblik\.before-restore-/);
    expect(readdirSync(work).filter((name) => name.startsWith('killed.oblik.before-restore-'))).toEqual([basename(aside as string)]);
    expect(countsOf(aside as string)).toEqual(expected);
    expect(leftovers(work)).toEqual([]);
  });
});
