import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { LOCK_NAME, lockDataFolder } from './folder-lock.js';
import { NewerStoreError, SCHEMA_VERSION } from './migrations.js';
import type { Store } from './open-store.js';

/** How a company backup file ends: a gzipped tar of the PGlite data folder. */
export const BACKUP_EXTENSION = '.oblik-backup.tar.gz';

async function schemaVersionOf(pglite: PGlite): Promise<number> {
  const meta = await pglite.query<{ found: boolean }>(`select to_regclass('public.meta') is not null as found`);
  if (!meta.rows[0]?.found) return 0;
  const row = await pglite.query<{ value: string }>(`select value from meta where key = 'schema_version'`);
  return row.rows[0] ? Number(row.rows[0].value) : 0;
}

/**
 * Writes a consistent snapshot of the company folder `dataDir` to `file` (PGlite's own
 * `dumpDataDir`, taken with the database shut down cleanly). It holds the folder's lock all
 * along, so it refuses with FolderLockedError while a service has the company open: the core stops
 * the service first. The file appears only once complete.
 */
export async function backupCompanyFolder(dataDir: string, file: string): Promise<void> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no company data`);
  const release = lockDataFolder(dataDir);
  try {
    const pglite = new PGlite({ dataDir });
    let dump: Blob;
    try {
      await pglite.waitReady;
      dump = await pglite.dumpDataDir('gzip');
    } finally {
      await pglite.close();
    }
    const partial = join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.partial`);
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    await rename(partial, file);
  } finally {
    release();
  }
}

/**
 * Writes a consistent snapshot of the company folder `dataDir` that `store` (this process) has
 * open, without closing it: the service's own backup while it runs. PGlite has one connection,
 * so holding it stops every other query; under it a CHECKPOINT writes every committed change into
 * the data files, and the folder is copied as it stands (our lock file aside). Requests wait only
 * for that copy. The copy is then packed like a stopped folder, with the store open again: the
 * file holds exactly the transactions committed before the snapshot, and every one of them whole.
 */
export async function backupOpenCompany(store: Store, dataDir: string, file: string): Promise<void> {
  if (store.engine !== 'pglite') throw new Error('only a company folder (PGlite) is backed up by the service; PostgreSQL has its own tools');
  const staging = join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.staging`);
  try {
    await store.db.connection().execute(async (db) => {
      await sql`checkpoint`.execute(db);
      await cp(dataDir, staging, { recursive: true, filter: (source) => basename(source) !== LOCK_NAME });
    });
    await backupCompanyFolder(staging, file);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Replaces the company folder `dataDir` with the snapshot in `file`. The snapshot is unpacked and
 * opened in a folder of its own first; only a readable one that this version can open (not written
 * by a newer version: NewerStoreError) takes the old folder's place, so a bad file changes nothing.
 */
export async function restoreCompanyFolder(file: string, dataDir: string): Promise<void> {
  const release = lockDataFolder(dataDir);
  const suffix = randomBytes(4).toString('hex');
  const incoming = `${dataDir}.restoring-${suffix}`;
  const previous = `${dataDir}.replaced-${suffix}`;
  try {
    const pglite = new PGlite({ dataDir: incoming, loadDataDir: new Blob([await readFile(file)]) });
    try {
      await pglite.waitReady;
      const version = await schemaVersionOf(pglite);
      if (version > SCHEMA_VERSION) {
        throw new NewerStoreError(`this backup was written by a newer version (schema ${version}; this program knows ${SCHEMA_VERSION})`);
      }
    } finally {
      await pglite.close();
    }
    // The snapshot carries the lock file of the process that made it; this folder is ours now.
    await rm(join(incoming, LOCK_NAME), { force: true });
    await rename(dataDir, previous);
    await rename(incoming, dataDir);
    await rm(previous, { recursive: true, force: true });
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}
