import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename, dirname, isAbsolute } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashToken, tokenFromHeader } from './auth.js';
import { failure, NO_SUCH_ENDPOINT, ok, parseInput } from './http.js';
import { backupOpenCompany, BACKUP_EXTENSION } from './store/backup.js';
import type { Store } from './store/open-store.js';

/** The service's own path for the desktop core; not in the spec, and unknown to any other token. */
export const SERVICE_BACKUP_PATH = '/_service/backup';

/** The company folder this service has open and the per-launch token of the app that started it. */
export interface ServiceRouteOptions {
  dataDir: string;
  token: string;
}

/** Where the snapshot goes: an absolute path to a backup file, in a folder that exists, not there yet. */
const BackupBody = z.object({
  to: z.string().max(4096)
    .refine((path) => isAbsolute(path) && !path.includes('\0'), 'an absolute path')
    .refine((path) => basename(path).endsWith(BACKUP_EXTENSION) && !basename(path).startsWith('.'), `a file name ending in ${BACKUP_EXTENSION}`),
});

function sameToken(header: string | undefined, expected: Buffer): boolean {
  const token = tokenFromHeader(header);
  return token !== null && timingSafeEqual(Buffer.from(hashToken(token), 'hex'), expected);
}

/**
 * Routes only the desktop core calls, behind the per-launch token it gave this service (which
 * the page never sees). Every other caller, valid API tokens included, gets the very 404 of a
 * path that does not exist, so the public API stays exactly the spec's.
 * `POST /_service/backup {"to": <file>}` writes a consistent snapshot of the open company while
 * the service keeps running (issue 8): requests wait only while the folder is copied.
 */
export function registerServiceRoutes(app: FastifyInstance, store: Store, options: ServiceRouteOptions): void {
  const expected = Buffer.from(hashToken(options.token), 'hex');
  // Two snapshots at once would only copy the folder twice; the second waits for the first.
  let running: Promise<unknown> = Promise.resolve();

  app.post(SERVICE_BACKUP_PATH, async (req, reply) => {
    if (!sameToken(req.headers.authorization, expected)) {
      return reply.code(404).send(failure(NO_SUCH_ENDPOINT));
    }
    const { to } = parseInput(BackupBody, req.body ?? {}, 'body');
    if (!existsSync(dirname(to))) return reply.code(422).send(failure('FOLDER_MISSING: the backup folder does not exist'));
    if (existsSync(to)) return reply.code(409).send(failure('FILE_EXISTS: a backup of that name exists already'));
    const started = Date.now();
    const snapshot = running.catch(() => undefined).then(() => backupOpenCompany(store, options.dataDir, to));
    running = snapshot;
    await snapshot;
    return ok({ file: to, ms: Date.now() - started });
  });
}
