import { truncateSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

/** Thrown when another running service already has the company open. */
export class CompanyLockedError extends Error {}

/** The lock file beside a company file. */
export const lockPathOf = (file: string): string => `${file}-lock`;

/**
 * How long a start keeps asking for a lock that another process has, in case that process is
 * only racing for it too, before calling the company open elsewhere.
 */
const PATIENCE_MS = 300;

/** Waits `ms` without giving up the thread: taking the lock is synchronous, and happens once per start. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * One attempt: an exclusive transaction that is never committed, so the operating system's lock
 * on the file stays with this connection until it closes. It is one statement, in SQLite's normal
 * locking mode, so a refused attempt leaves nothing held. (The exclusive locking mode used before
 * kept the shared lock of a refused attempt: every contender then kept the others out until it
 * gave up, and when two gave up late nobody won; see docs/database.md.)
 */
function tryTake(lock: DatabaseSync, path: string): boolean {
  try {
    lock.exec('begin exclusive');
    return true;
  } catch (error) {
    const message = (error as Error).message;
    if (/locked|busy/i.test(message)) return false;
    // The lock file holds nothing but its lock, so a damaged one (a copy tool's or a sync client's
    // leftover) is emptied rather than keep the company shut. The system's lock lies outside the
    // file's bytes, so emptying it takes nothing from a holder, and the next attempt meets that holder.
    if (/not a database/i.test(message)) {
      truncateSync(path, 0);
      return false;
    }
    throw error;
  }
}

/**
 * Takes the company file for this process, so two services never write one company. The lock is
 * the operating system's own, held on a small SQLite file beside the company: taking it is atomic,
 * so of any number of processes racing for it exactly one wins, and the system drops it the moment
 * its holder dies, so a crashed service leaves nothing to take over. Returns the function that
 * releases it.
 */
export function lockCompanyFile(file: string): () => void {
  const path = lockPathOf(file);
  let lock: DatabaseSync;
  try {
    // No busy wait inside SQLite: a refused attempt is retried here, after a short random pause,
    // so that contenders that met once do not meet again.
    lock = new DatabaseSync(path, { timeout: 0 });
  } catch (error) {
    throw new Error(`the company file ${file} cannot be opened: ${(error as Error).message}`, { cause: error });
  }
  try {
    const giveUpAt = Date.now() + PATIENCE_MS;
    let taken = tryTake(lock, path);
    while (!taken && Date.now() < giveUpAt) {
      pause(2 + Math.floor(Math.random() * 10));
      taken = tryTake(lock, path);
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
    // Closing rolls back the open transaction and drops the lock with it.
    lock.close();
  };
}
