import { rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { companyTablesOf, FIRST_FILE_SCHEMA } from './company-tables.js';
import { NewerDatabaseError, SCHEMA_VERSION } from './migrations.js';

/** Thrown when a file to restore from is not a whole company of a schema this version knows; the company stays as it was. */
export class NotACompanyBackupError extends Error {}

/** Why the SQLite file `db` is no whole company, or null when it is one; NewerDatabaseError when a newer version wrote it. */
function problemOf(db: DatabaseSync): string | null {
  const damage = (db.prepare('pragma integrity_check').all() as { integrity_check: string }[]).map((row) => row.integrity_check);
  if (damage.length !== 1 || damage[0] !== 'ok') return `it is damaged (${damage.slice(0, 3).join('; ')})`;
  const tables = new Set(
    (db.prepare(`select lower(name) as name from sqlite_master where type = 'table'`).all() as { name: string }[]).map((row) => row.name),
  );
  // A missing meta table is no version 0 here: a new company starts without one, a backup never does.
  if (!tables.has('meta')) return tables.size === 0 ? 'it holds no tables at all' : 'it holds no company (no meta table)';
  const row = db.prepare(`select value from meta where key = 'schema_version'`).get() as { value: unknown } | undefined;
  if (row === undefined) return 'it names no schema version';
  const text = String(row.value);
  if (!/^\d{1,6}$/.test(text)) return `its schema version "${text.slice(0, 20)}" is not a number`;
  const version = Number(text);
  if (version > SCHEMA_VERSION) {
    throw new NewerDatabaseError(`this backup was written by a newer version (schema ${version}; this program knows ${SCHEMA_VERSION})`);
  }
  if (version < FIRST_FILE_SCHEMA) return `no company file was ever written with schema ${version}`;
  const missing = [...companyTablesOf(version)].filter((table) => !tables.has(table));
  return missing.length > 0 ? `it lacks the company's tables ${missing.join(', ')}` : null;
}

/**
 * Checks that the SQLite file at `path`, a private copy unpacked from a backup, is a whole company
 * of a schema this version knows: `integrity_check` finds nothing, its meta names a schema from the
 * first a company file had up to this version's, and it holds every table of that schema. Throws
 * NotACompanyBackupError saying why not, or NewerDatabaseError. The journal files a read-only check
 * leaves beside the copy are removed with it closed.
 */
export function checkCompanyBackup(path: string): void {
  let db: DatabaseSync | undefined;
  let problem: string | null;
  try {
    db = new DatabaseSync(path, { readOnly: true });
    problem = problemOf(db);
  } catch (error) {
    if (error instanceof NewerDatabaseError) throw error;
    problem = `it is not a readable SQLite database (${(error as Error).message})`;
  } finally {
    db?.close();
    rmSync(`${path}-wal`, { force: true });
    rmSync(`${path}-shm`, { force: true });
  }
  if (problem) throw new NotACompanyBackupError(problem);
}
