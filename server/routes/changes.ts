import type { FastifyInstance } from 'fastify';
import { lastChangeSeq, readChanges } from '../ledger/history/change-feed.js';
import type { CompanyDb } from '../store/company-db.js';
import { registerEndpoint } from './endpoint.js';

/**
 * The change feed, an extension listed by /service/info as `changes` (docs/service-behaviour.md, "The
 * change feed"). `GET /changes/` answers at once when there are changes after `since`; otherwise it
 * waits for the next committed write, up to `wait` seconds, and answers what came (or nothing). A
 * long poll is one request, so the rate limit counts it once however long it waits.
 */
export function registerChangeRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  // A stopping service answers its long polls at once rather than holding its close for their wait.
  const stopping = new AbortController();
  app.addHook('preClose', (done) => {
    stopping.abort();
    done();
  });

  registerEndpoint(app, 'changes.index', async ({ query, request, reply }) => {
    const read = () => readChanges(companyDb.db, query.since, request.user);
    if (query.wait === 0) return read();
    const deadline = performance.now() + query.wait * 1000;
    // A client that goes away ends its wait, so a closed app holds no wait open.
    const gone = new AbortController();
    reply.raw.once('close', () => gone.abort());
    const ended = AbortSignal.any([stopping.signal, gone.signal]);
    for (;;) {
      // The wait begins before the read: a write committed after the read still wakes it.
      const wait = await companyDb.changes.begin();
      const changes = await read();
      const left = deadline - performance.now();
      if (changes.length > 0 || left <= 0 || ended.aborted) {
        wait.cancel();
        return changes;
      }
      await wait.next(left, ended);
      // Nobody is left to answer: reading again would only race a stopping service's close of its store.
      if (gone.signal.aborted) return [];
    }
  });

  registerEndpoint(app, 'changes.head', async () => ({ seq: await lastChangeSeq(companyDb.db) }));
}
