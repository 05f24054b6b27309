import type { FastifyInstance } from 'fastify';
import { warmBalance } from './ledger/reports/balance-now.js';
import type { CompanyDb } from './store/company-db.js';

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
