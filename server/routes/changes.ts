import type { FastifyInstance } from 'fastify';
import { lastChangeSeq, readChanges } from '../ledger/history/change-feed.js';
import { waitForChanges } from '../ledger/history/wait-for-changes.js';
import type { CompanyDb } from '../database/company-db.js';
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
    // A client that goes away ends its wait, so a closed app holds no wait open.
    const gone = new AbortController();
    reply.raw.once('close', () => gone.abort());
    const ended = AbortSignal.any([stopping.signal, gone.signal]);
    return waitForChanges(companyDb.changes, read, { seconds: query.wait, ended, gone: gone.signal });
  });

  registerEndpoint(app, 'changes.head', async () => ({ seq: await lastChangeSeq(companyDb.db) }));
}
