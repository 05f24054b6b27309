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
/** Tries to take the lock this many times, a few milliseconds apart, before calling it held elsewhere. */
const ATTEMPTS = 25;

/** Waits `ms` without giving up the thread: taking the lock is synchronous, and happens once per start. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes the lock on `lock`: an exclusive transaction in exclusive locking mode, held until the
 * connection closes. Its journal stays in memory (no file beside the company); setting that reads
 * the file, so it is part of the attempt too.
 */
function tryTake(lock: DatabaseSync): boolean {
  try {
    lock.exec('pragma journal_mode = memory');
    lock.exec('begin exclusive');
  } catch (error) {
    if (/locked|busy/i.test((error as Error).message)) return false;
    throw error;
  }
  lock.exec('create table if not exists holder (pid integer not null)');
  lock.exec('delete from holder');
  lock.prepare('insert into holder (pid) values (?)').run(process.pid);
  lock.exec('commit');
  return true;
}

export function lockCompanyFile(file: string): () => void {
  let lock: DatabaseSync;
  try {
    // No busy wait inside SQLite: two contenders each waiting for the other's shared lock would
    // both give up. A refused attempt is retried here instead, after a short random pause.
    lock = new DatabaseSync(lockPathOf(file), { timeout: 0 });
  } catch (error) {
    throw new Error(`the company file ${file} cannot be opened: ${(error as Error).message}`, { cause: error });
  }
  try {
    lock.exec('pragma locking_mode = exclusive');
    let taken = false;
    for (let attempt = 0; attempt < ATTEMPTS && !taken; attempt++) {
      if (attempt > 0) pause(2 + Math.floor(Math.random() * 10));
      taken = tryTake(lock);
    }
    if (!taken) throw new CompanyLockedError(`the company file ${file} is already open in another process`);
  } catch (error) {
    try {
      lock.close();
    } catch {
      /* closing a connection that failed: nothing more to release */
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
