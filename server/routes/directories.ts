import type { FastifyInstance } from 'fastify';
import {
  contractsOfAgent,
  DIRECTORIES,
  findAgentsByCode,
  findEntities,
  indexRecords,
  loadRecord,
  updateRecord,
  upsertRecords,
} from '../ledger/directories/directories.js';
import type { Directory } from '../ledger/directories/rows.js';
import { codeInUseWarnings } from '../ledger/directories/agent-codes.js';
import { lastCostOf } from '../ledger/stock/last-cost.js';
import { lastPurchasePrice } from '../ledger/documents/purchase-price.js';
import { ok } from '../http.js';
import { recordsOf } from '../ledger/history/views.js';
import type { CompanyDb } from '../database/company-db.js';
import { registerEndpoint } from './endpoint.js';

/** The history's name for a record of each directory. */
const HISTORY_KIND_OF = { agents: 'agent', entities: 'entity', contracts: 'contract', stores: 'store' } as const;

/** load, index, update and batch of agents, entities, contracts and stores, plus the find endpoints. */
export function registerDirectoryRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  for (const name of ['agents', 'entities', 'contracts', 'stores'] as const) {
    // The four share one shape; what a record holds is its reply schema's business (ENDPOINTS), not this loop's.
    const dir = DIRECTORIES[name] as unknown as Directory<{ uid: string }, never>;
    registerEndpoint(app, `${name}.load`, ({ params }) => loadRecord(companyDb.db, dir, params.uid));
    if (name !== 'agents')
      registerEndpoint(app, `${name}.index`, async ({ query }) => {
        const { records, totalCount } = await indexRecords(companyDb.db, dir, query);
        return { data: records, totalCount };
      });
    const kind = HISTORY_KIND_OF[name];
    const history = ({ body }: { body: { uid: string } | { uid: string }[] }) =>
      recordsOf(kind, Array.isArray(body) ? body.map((record) => record.uid) : [body.uid]);
    registerEndpoint(app, `${name}.update`, {
      writes: {
        companyDb,
        history,
        answer: ({ record, warnings }: { record: never; warnings: string[] }, { reply }) =>
          warnings.length > 0 ? reply.send(ok(record, { warnings })) : record,
      },
      handler: async ({ body, trx }) => ({
        // A new agent with a code another has is made, and the reply says so (docs/service-behaviour.md, "Further fields").
        warnings: name === 'agents' ? await codeInUseWarnings(trx, body) : [],
        record: await updateRecord(trx, dir, body),
      }),
    });
    registerEndpoint(app, `${name}.batch`, {
      writes: { companyDb, history },
      handler: async ({ body, trx }) => ({
        count: await upsertRecords(trx, dir, body),
      }),
    });
  }
  registerEndpoint(app, 'entities.lastCost', ({ params, query }) => lastCostOf(companyDb.db, params.uid, query));
  // Only the agent index carries the internal id (spec "Agent").
  registerEndpoint(app, 'agents.index', async ({ query }) => {
    const { records, ids, totalCount } = await indexRecords(companyDb.db, DIRECTORIES.agents, query);
    const data = records.flatMap((record, i) => {
      const id = ids[i];
      return id === undefined ? [] : [{ ...record, id }];
    });
    return { data, totalCount };
  });
  registerEndpoint(app, 'agents.find', async ({ query }) => {
    const data = await findAgentsByCode(companyDb.db, query.value);
    return { data, count: data.length };
  });
  registerEndpoint(app, 'entities.find', async ({ query }) => {
    const data = await findEntities(companyDb.db, query.what, query.value);
    return { data, count: data.length };
  });
  registerEndpoint(app, 'entities.purchasePrice', ({ params, query }) => lastPurchasePrice(companyDb.db, params.uid, query));
  registerEndpoint(app, 'agents.contracts', async ({ params }) => {
    const data = await contractsOfAgent(companyDb.db, params.uid);
    return { data, totalCount: data.length };
  });
}
