import type { FastifyInstance } from 'fastify';
import type { Aging } from '../../shared/api/index.js';
import { aging } from '../ledger/settlements/aging.js';
import { yieldToOthers } from '../ledger/yield.js';
import type { CompanyDb } from '../database/company-db.js';
import { registerEndpoint } from './endpoint.js';

/** How many counterparties are written into the reply before other requests get their turn. */
const ROWS_PER_TURN = 100;

/**
 * The reply's JSON in parts, the counterparties a hundred at a time with other requests let in
 * between: a big company's report is megabytes, which one JSON.stringify would write in one go,
 * holding every other request meanwhile (docs/database.md, "One writer, and no request blocks the service").
 */
async function replyParts(data: Aging): Promise<Buffer[]> {
  const { rows, ...head } = data;
  const parts = [Buffer.from(`{"success":true,"data":${JSON.stringify(head).slice(0, -1)},"rows":[`)];
  for (let i = 0; i < rows.length; i += ROWS_PER_TURN) {
    const piece = rows.slice(i, i + ROWS_PER_TURN).map((row) => JSON.stringify(row));
    parts.push(Buffer.from(`${i === 0 ? '' : ','}${piece.join(',')}`));
    await yieldToOthers();
  }
  parts.push(Buffer.from(']}}'));
  return parts;
}

/** The aging report, an extension of ours listed by /service/info (docs/service-behaviour.md, "Extensions of our service"). */
export function registerAgingRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  registerEndpoint(app, 'reports.aging', async ({ query, reply }) => {
    const parts = await replyParts(await aging(companyDb.db, query));
    return reply
      .type('application/json; charset=utf-8')
      .header(
        'content-length',
        parts.reduce((n, p) => n + p.length, 0),
      )
      .send(Buffer.concat(parts));
  });
}
