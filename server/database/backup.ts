import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { checkCompanyBackup, NotACompanyBackupError } from './backup-check.js';
import { lockCompanyFile } from './company-lock.js';
import { openSqlite, type CompanyDb } from './company-db.js';

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
export async function backupOpenCompany(companyDb: CompanyDb, file: string): Promise<void> {
  const path = companyDb.sqlite?.location();
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

/** The name the company gets beside itself before a restore replaces it: a date and time any file system takes. */
function asideName(company: string, now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(':', '-');
  let name = `${company}.before-restore-${stamp}`;
  for (let n = 2; existsSync(name); n++) name = `${company}.before-restore-${stamp}-${n}`;
  return name;
}

/**
 * Moves the company file aside under asideName, whole: the write-ahead log a killed service may have
 * left is folded into the file first, so the file alone is the company. A company too damaged to
 * open takes its log along under the new name instead (log first: a log left without its file
 * would be replayed into whatever file next takes the name).
 */
async function setAside(company: string): Promise<string> {
  const aside = asideName(company, new Date());
  if (existsSync(`${company}-wal`)) {
    try {
      const db = new DatabaseSync(company);
      try {
        db.exec('pragma wal_checkpoint(truncate)');
      } finally {
        db.close();
      }
    } catch {
      // Damaged: the log goes along below, as it is.
    }
  }
  if (existsSync(`${company}-wal`)) await rename(`${company}-wal`, `${aside}-wal`);
  await rm(`${company}-shm`, { force: true });
  await rename(company, aside);
  return aside;
}

/** Unpacks the gzipped backup `file` to `target`; a file that is no gzip (or not whole) is no backup. */
async function unpackBackup(file: string, target: string): Promise<void> {
  try {
    await pipeline(createReadStream(file), createGunzip(), createWriteStream(target, { mode: 0o600 }));
  } catch (error) {
    throw new NotACompanyBackupError(`it cannot be unpacked (${(error as Error).message})`, { cause: error });
  }
}

/**
 * Replaces the company file `company` with the snapshot in the backup `file`. The snapshot is
 * unpacked beside it and checked whole first (checkCompanyBackup): anything but a whole company
 * of a known schema is refused with NotACompanyBackupError (NewerDatabaseError when a newer version
 * wrote it), and the company is not touched. The company it replaces is kept beside it as
 * `<company>.before-restore-<date>T<time>`, whose path is returned (null when there was none), so
 * even a wrong backup can be undone. Nothing else is left beside it.
 */
export async function restoreCompanyFile(file: string, company: string): Promise<string | null> {
  const release = lockCompanyFile(company);
  const incoming = partialBeside(company, 'restoring');
  try {
    try {
      await unpackBackup(file, incoming);
      checkCompanyBackup(incoming);
    } catch (error) {
      if (!(error instanceof NotACompanyBackupError)) throw error;
      throw new NotACompanyBackupError(`${file} is not a company backup: ${error.message}`, { cause: error });
    }
    const aside = existsSync(company) ? await setAside(company) : null;
    // A journal left beside a company file that is gone would be replayed into the new one.
    await rm(`${company}-wal`, { force: true });
    await rm(`${company}-shm`, { force: true });
    await rename(incoming, company);
    return aside;
  } finally {
    await rm(incoming, { force: true });
    release();
  }
}
