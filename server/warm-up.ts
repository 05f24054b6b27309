import type { FastifyInstance } from 'fastify';
import { monthOf, todayIso } from '../shared/api/dates.js';
import { readIndexPage } from './ledger/documents/index-pages.js';
import { warmBalance } from './ledger/reports/balance-now.js';
import type { CompanyDb } from './database/company-db.js';

/** Quiet time after the last request before the balance is read ahead: a pause between screens, not within a burst. */
const IDLE_MS = 500;

/**
 * Reads the stock balance ahead once the service has been idle for a moment after its start, so the
 * first stock report of a session does not wait for it, nor does a burst of work at the start wait
 * behind it (docs/performance.md). It runs once; the function it returns calls it off (at a stop).
 */
export function warmWhenIdle(app: FastifyInstance, companyDb: CompanyDb): () => void {
  let timer: NodeJS.Timeout | undefined;
  let done = false;
  const arm = () => {
    if (done) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      done = true;
      app.server.off('request', arm);
      warmBalance(companyDb.db, companyDb.context).catch((error: unknown) =>
        app.log.warn({ err: error }, 'the stock balance was not read ahead'),
      );
    }, IDLE_MS);
    timer.unref();
  };
  // The HTTP server's own event: the service's hooks are all set before it starts.
  app.server.on('request', arm);
  arm();
  return () => {
    done = true;
    clearTimeout(timer);
    app.server.off('request', arm);
  };
}

/** Connections of the pool opened and read through at the start, on PostgreSQL. */
const WARM_CONNECTIONS = 4;

/**
 * On PostgreSQL, opens part of the pool and reads this month's first page of documents through each
 * connection at once, then the stock balance, before the service says it listens. Each connection is a
 * new server process that signs in and fills its caches on its first reads, this service's code is
 * cold too, and the balance's first read takes about 0.5 s on a company of 100,000 positions: an
 * office's apps, back together after a restart, waited up to 300 ms for their first list and 0.5 s for
 * the first balance (docs/performance.md, "The office's first seconds on PostgreSQL"). A served company's start
 * is not the desktop's (a company file warms when idle, above). A failure here is only a slower first read.
 */
export async function warmConnections(companyDb: CompanyDb, log: FastifyInstance['log']): Promise<void> {
  if (companyDb.engine !== 'postgres') return;
  // This month of the machine's calendar, as the app's first list asks for it.
  const query = { ...monthOf(todayIso()), pageSize: 100, offset: 0 };
  const reads: Promise<unknown>[] = Array.from({ length: WARM_CONNECTIONS }, () =>
    readIndexPage(companyDb.db, companyDb.context, { category: 'document', query }),
  );
  reads.push(warmBalance(companyDb.db, companyDb.context));
  for (const read of await Promise.allSettled(reads))
    if (read.status === 'rejected') log.warn({ err: read.reason as unknown }, 'a first read at the start failed');
}
