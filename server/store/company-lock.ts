import { DatabaseSync } from 'node:sqlite';

/** Thrown when another running service already has the company open. */
export class CompanyLockedError extends Error {}

/** The lock file beside a company file. */
export const lockPathOf = (file: string): string => `${file}-lock`;

/**
 * Takes the company file for this process, so two services never write one company. The lock is
 * the operating system's own, held on a small SQLite file beside the company (SQLite's exclusive
 * locking mode keeps it until the connection closes): taking it is atomic, so of any number of
 * processes racing for it exactly one wins, and the system drops it the moment its holder dies,
 * so a crashed service leaves nothing to take over. Returns the function that releases it.
 */
export function lockCompanyFile(file: string): () => void {
  let lock: DatabaseSync;
  try {
    // A short busy wait only settles the race between contenders; a held lock is never waited out.
    lock = new DatabaseSync(lockPathOf(file), { timeout: 250 });
  } catch (error) {
    throw new Error(`the company file ${file} cannot be opened: ${(error as Error).message}`, { cause: error });
  }
  try {
    lock.exec('pragma locking_mode = exclusive; pragma journal_mode = memory');
    lock.exec('begin exclusive');
    lock.exec('create table if not exists holder (pid integer not null)');
    lock.exec('delete from holder');
    lock.prepare('insert into holder (pid) values (?)').run(process.pid);
    lock.exec('commit');
  } catch (error) {
    try { lock.close(); } catch { /* closing a connection that failed: nothing more to release */ }
    if (/locked|busy/i.test((error as Error).message)) {
      throw new CompanyLockedError(`the company file ${file} is already open in another process`);
    }
    throw error;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lock.close();
  };
}
