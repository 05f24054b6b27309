import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Folders the core creates are private to the user (docs/security.md, checklist item "Secrets"). */
export const PRIVATE_DIR_MODE = 0o700;
/** Files the core writes are readable and writable by the user only (docs/security.md, checklist item "Secrets"). */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Writes `data` to `path` so that a reader sees either the old file or the new one, never half:
 * a temporary file in the same folder is written, flushed and renamed over the target.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const temp = join(dir, `.${randomBytes(6).toString('hex')}.tmp`);
  // Created with mode 0600, so the secret is never readable by others, not even for a moment.
  const handle = await open(temp, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Reads a text file; null when it does not exist. */
export async function readTextIfExists(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
