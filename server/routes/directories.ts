import type { FastifyInstance } from 'fastify';
import {
  contractsOfAgent,
  DIRECTORIES,
  findAgentsByCode,
  findEntities,
  indexRecords,
  loadRecord,
  upsertRecords,
} from '../ledger/directories.js';
import type { Directory } from '../ledger/directory-rows.js';
import { codeInUseWarnings } from '../ledger/agent-codes.js';
import { withHistory } from '../ledger/history.js';
import { ok } from '../http.js';
import { recordsOf } from '../ledger/history-views.js';
import type { Store } from '../store/open-store.js';
import { registerEndpoint } from './endpoint.js';

/** The history's name for a record of each directory. */
const HISTORY_KIND_OF = { agents: 'agent', entities: 'entity', contracts: 'contract', stores: 'store' } as const;

/** load, index, update and batch of agents, entities, contracts and stores, plus the find endpoints. */
export function registerDirectoryRoutes(app: FastifyInstance, store: Store): void {
  for (const name of ['agents', 'entities', 'contracts', 'stores'] as const) {
    // The four share one shape; what a record holds is its reply schema's business (ENDPOINTS), not this loop's.
    const dir = DIRECTORIES[name] as unknown as Directory<{ uid: string }, never>;
    registerEndpoint(app, `${name}.load`, ({ params }) => loadRecord(store.db, dir, params.uid));
    if (name !== 'agents')
      registerEndpoint(app, `${name}.index`, async ({ query }) => {
        const { records, totalCount } = await indexRecords(store.db, dir, query);
        return { data: records, totalCount };
      });
    const kind = HISTORY_KIND_OF[name];
    registerEndpoint(app, `${name}.update`, async ({ body, request, reply }) => {
      const { record, warnings } = await store.write(async (trx) => {
        // A new agent with a code another has is made, and the reply says so (docs/service-behaviour.md, "Agents").
        const warnings = name === 'agents' ? await codeInUseWarnings(trx, body) : [];
        await withHistory(trx, request.user, recordsOf(kind, [body.uid]), () => upsertRecords(trx, dir, [body]));
        return { record: await loadRecord(trx, dir, body.uid), warnings };
      });
      return warnings.length > 0 ? reply.send(ok(record, { warnings })) : record;
    });
    registerEndpoint(app, `${name}.batch`, async ({ body, request }) => {
      const target = recordsOf(
        kind,
        body.map((record) => record.uid),
      );
      return { count: await store.write((trx) => withHistory(trx, request.user, target, () => upsertRecords(trx, dir, body))) };
    });
  }
  // Only the agent index carries the internal id (spec "Agent").
  registerEndpoint(app, 'agents.index', async ({ query }) => {
    const { records, ids, totalCount } = await indexRecords(store.db, DIRECTORIES.agents, query);
    const data = records.flatMap((record, i) => {
      const id = ids[i];
      return id === undefined ? [] : [{ ...record, id }];
    });
    return { data, totalCount };
  });
  registerEndpoint(app, 'agents.find', async ({ query }) => {
    const data = await findAgentsByCode(store.db, query.value);
    return { data, count: data.length };
  });
  registerEndpoint(app, 'entities.find', async ({ query }) => {
    const data = await findEntities(store.db, query.what, query.value);
    return { data, count: data.length };
  });
  registerEndpoint(app, 'agents.contracts', async ({ params }) => {
    const data = await contractsOfAgent(store.db, params.uid);
    return { data, totalCount: data.length };
  });
}
