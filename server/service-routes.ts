import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename, dirname, isAbsolute } from 'node:path';
import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hashToken, tokenFromHeader } from './auth.js';
import { failure, ok, parseInput } from './http.js';
import { memoryFigures, type MemoryFigures } from './memory.js';
import { backupOpenCompany, BACKUP_EXTENSION } from './database/backup.js';
import type { CompanyDb } from './database/company-db.js';

/** The service's own path for the desktop core; not in the spec, and unknown to any other token. */
export const SERVICE_BACKUP_PATH = '/_service/backup';
/** How the service itself is doing (event loop, memory), for the benchmark and diagnostics; as private as the backup. */
export const SERVICE_STATS_PATH = '/_service/stats';
/** Reads the stats of the period since the previous reset and starts a new period. */
export const SERVICE_STATS_RESET_PATH = '/_service/stats/reset';

/**
 * Every private route, for the route table's test: registered only for a service the desktop app
 * started, outside ENDPOINTS (the spec's API), and answering only the launch token.
 */
export const SERVICE_ROUTES = [
  { method: 'GET', path: SERVICE_STATS_PATH },
  { method: 'POST', path: SERVICE_STATS_RESET_PATH },
  { method: 'POST', path: SERVICE_BACKUP_PATH },
] as const;

/** The per-launch token of the app that started this service. */
export interface ServiceRouteOptions {
  token: string;
}

/** What `/_service/stats` answers: the worst and the 99th percentile event-loop delay, resident memory now and at its peak. */
export interface ServiceStats {
  eventLoopMaxMs: number;
  eventLoopP99Ms: number;
  rssMb: number;
  peakRssMb: number;
  /** Where the resident memory is now (memory.ts). */
  memory: MemoryFigures;
}

/** Where the snapshot goes: an absolute path to a backup file, in a folder that exists, not there yet. */
const BackupBody = z.object({
  to: z
    .string()
    .max(4096)
    .refine((path) => isAbsolute(path) && !path.includes('\0'), 'an absolute path')
    .refine(
      (path) => basename(path).endsWith(BACKUP_EXTENSION) && !basename(path).startsWith('.'),
      `a file name ending in ${BACKUP_EXTENSION}`,
    ),
});

/**
 * How often the event-loop monitor looks, in ms. It times the gaps between its own timer's ticks,
 * so a delay is known to within this; cheap enough to run all day (100 ticks a second).
 */
const RESOLUTION_MS = 10;

function sameToken(header: string | undefined, expected: Buffer): boolean {
  const token = tokenFromHeader(header);
  return token !== null && timingSafeEqual(Buffer.from(hashToken(token), 'hex'), expected);
}

const megabytes = (bytes: number) => Math.round(bytes / 1_048_576);

/** A histogram's figures in ms: its values are the nanoseconds between ticks, of which the tick's own interval is no delay. */
async function statsOf(histogram: ELDHistogram): Promise<ServiceStats> {
  const delay = (ns: number) => (histogram.count === 0 ? 0 : Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 10) / 10));
  return {
    eventLoopMaxMs: delay(histogram.max),
    eventLoopP99Ms: delay(histogram.percentile(99)),
    rssMb: megabytes(process.memoryUsage.rss()),
    // maxRSS is in kilobytes.
    peakRssMb: megabytes(process.resourceUsage().maxRSS * 1024),
    memory: await memoryFigures(),
  };
}

/**
 * Routes only the desktop core calls, behind the per-launch token it gave this service (which
 * the page never sees). Every other caller, valid API tokens included, gets the very 404 of a
 * path that does not exist, so the public API stays exactly the spec's.
 * `POST /_service/backup {"to": <file>}` writes a consistent snapshot of the open company while
 * the service keeps running: SQLite's online backup copies it while requests go on. A company on
 * PostgreSQL has no such route (its server has its own backup tools).
 * `GET /_service/stats` tells how the service has done since these routes were registered: the
 * longest the event loop was held (every request waits that long), and memory. `POST
 * /_service/stats/reset` answers the same for the period since its previous call and starts a new
 * one, so a caller learns which of its requests held the loop.
 */
export function registerServiceRoutes(app: FastifyInstance, companyDb: CompanyDb, options: ServiceRouteOptions): void {
  const expected = Buffer.from(hashToken(options.token), 'hex');
  /** False (and the caller answered with the 404 of an unknown path) unless the request comes with the launch token. */
  const launcher = (req: FastifyRequest, reply: FastifyReply) => {
    if (sameToken(req.headers.authorization, expected)) return true;
    reply.callNotFound();
    return false;
  };

  // Two monitors: one over the service's whole life, one over the period a caller last reset.
  const life = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const period = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  life.enable();
  period.enable();
  app.addHook('onClose', (_instance, done) => {
    life.disable();
    period.disable();
    done();
  });

  app.get(SERVICE_STATS_PATH, async (req, reply) => {
    if (!launcher(req, reply)) return reply;
    return ok(await statsOf(life));
  });

  app.post(SERVICE_STATS_RESET_PATH, async (req, reply) => {
    if (!launcher(req, reply)) return reply;
    const stats = await statsOf(period);
    period.reset();
    // A reset monitor times nothing until its first tick, which only notes the time: a request
    // that came right after the reset and held the loop before that tick would go unseen. The
    // reply waits for the new period's first figure, so the caller's next request is timed whole.
    for (let waited = 0; period.count === 0 && waited < 100; waited++) await sleep(RESOLUTION_MS);
    return ok(stats);
  });

  if (!companyDb.sqlite) return;
  // Two snapshots at once would only copy the company twice; the second waits for the first.
  let running: Promise<unknown> = Promise.resolve();

  app.post(SERVICE_BACKUP_PATH, async (req, reply) => {
    if (!launcher(req, reply)) return reply;
    const { to } = parseInput(BackupBody, req.body ?? {}, 'body');
    if (!existsSync(dirname(to))) return reply.code(422).send(failure('FOLDER_MISSING: the backup folder does not exist'));
    if (existsSync(to)) return reply.code(409).send(failure('FILE_EXISTS: a backup of that name exists already'));
    const started = Date.now();
    const snapshot = running.catch(() => undefined).then(() => backupOpenCompany(companyDb, to));
    running = snapshot;
    await snapshot;
    return ok({ file: to, ms: Date.now() - started });
  });
}
