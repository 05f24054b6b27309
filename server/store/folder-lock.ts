import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another running service already has the company folder open. */
export class FolderLockedError extends Error {}

/** The lock file inside a company folder; a restored snapshot must not bring one along. */
export const LOCK_NAME = 'oblik-service.lock';

/** A killed process whose parent has not reaped it yet (state Z on Linux) holds nothing any more. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the folder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the company folder for this process. Two services writing one PGlite folder would corrupt
 * it, and PGlite itself does not refuse a second opener; a lock left by a process that died is taken over.
 * Returns the function that releases the lock.
 */
export function lockDataFolder(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try { unlinkSync(path); } catch { /* already gone: nothing to release */ }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new FolderLockedError(`the company folder ${dir} is already open in another process (pid ${holder})`);
      }
      unlinkSync(path);
    }
  }
  throw new FolderLockedError(`the company folder ${dir} could not be locked`);
}
