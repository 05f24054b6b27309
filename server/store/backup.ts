import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { lockCompanyFile } from './company-lock.js';
import { NewerStoreError, SCHEMA_VERSION } from './migrations.js';
import { openSqlite, type Store } from './open-store.js';

export { BACKUP_EXTENSION } from '../../shared/api/company-files.js';

/** Pages per backup step: all of them at once, so the copy is one read of one moment. */
const ALL_PAGES = 2_000_000_000;

/** A path beside `file` for work in progress, which never looks like a finished file. */
const partialBeside = (file: string, what: string) => join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.${what}`);

/** Copies `source` (a consistent SQLite file) into the gzipped backup `file`, which appears only once complete. */
async function packBackup(source: string, file: string): Promise<void> {
  const partial = partialBeside(file, 'partial');
  try {
    await pipeline(createReadStream(source), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/** Copies `db` in one step beside `file`, then packs the copy into the backup `file`; the loose copy never stays. */
async function copyAndPack(db: DatabaseSync, file: string): Promise<void> {
  const copy = partialBeside(file, 'copy');
  try {
    await backup(db, copy, { rate: ALL_PAGES });
    await packBackup(copy, file);
  } finally {
    await rm(copy, { force: true });
  }
}

/**
 * Writes a consistent snapshot of an open company file to the backup `file` with SQLite's online
 * backup, while requests go on. It reads through a connection of its own, in one step: the
 * service's writer may be inside a transaction at any moment (SQLite refuses a backup step from a
 * connection that is writing), and in WAL mode one read sees exactly the transactions committed
 * when it began, each of them whole, without holding up the writer.
 */
export async function backupOpenCompany(store: Store, file: string): Promise<void> {
  const path = store.sqlite?.location();
  if (!path) throw new Error('only a company file is backed up by the service; PostgreSQL has its own tools');
  const source = new DatabaseSync(path, { readOnly: true, timeout: 5000 });
  try {
    await copyAndPack(source, file);
  } finally {
    source.close();
  }
}

/**
 * Writes a backup of the company file `company` that no service has open; it holds the company's
 * lock all along, so it refuses with CompanyLockedError while a service runs (the core stops it first).
 */
export async function backupCompanyFile(company: string, file: string): Promise<void> {
  if (!existsSync(company)) throw new Error(`${company} holds no company data`);
  const release = lockCompanyFile(company);
  const db = openSqlite(company);
  try {
    await copyAndPack(db, file);
  } finally {
    db.close();
    release();
  }
}

/** The schema version of a SQLite file, checking on the way that it is a whole, readable database. */
function checkedSchemaVersion(path: string): number {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const check = db.prepare('pragma quick_check').get() as { quick_check: string } | undefined;
    if (check?.quick_check !== 'ok') throw new Error(`the backup is damaged (${check?.quick_check ?? 'unreadable'})`);
    const meta = db.prepare(`select 1 as found from sqlite_master where type = 'table' and name = 'meta'`).get();
    if (!meta) return 0;
    const row = db.prepare(`select value from meta where key = 'schema_version'`).get() as { value: string } | undefined;
    return row ? Number(row.value) : 0;
  } finally {
    db.close();
  }
}

/**
 * Replaces the company file `company` with the snapshot in the backup `file`. The snapshot is
 * unpacked beside it and checked first; only a whole database that this version can open (not
 * written by a newer version: NewerStoreError) takes the company's place, so a bad file changes nothing.
 */
export async function restoreCompanyFile(file: string, company: string): Promise<void> {
  const release = lockCompanyFile(company);
  const incoming = partialBeside(company, 'restoring');
  try {
    try {
      await pipeline(createReadStream(file), createGunzip(), createWriteStream(incoming, { mode: 0o600 }));
    } catch (error) {
      throw new Error(`${file} is not a company backup: ${(error as Error).message}`, { cause: error });
    }
    let version: number;
    try {
      version = checkedSchemaVersion(incoming);
    } catch (error) {
      throw new Error(`${file} is not a readable company backup: ${(error as Error).message}`, { cause: error });
    }
    if (version > SCHEMA_VERSION) {
      throw new NewerStoreError(`this backup was written by a newer version (schema ${version}; this program knows ${SCHEMA_VERSION})`);
    }
    // A journal left beside the old file would be replayed into the new one: it goes first.
    await rm(`${company}-wal`, { force: true });
    await rm(`${company}-shm`, { force: true });
    await rename(incoming, company);
  } finally {
    await rm(incoming, { force: true });
    release();
  }
}
