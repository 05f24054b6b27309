import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  AgentFindQuery,
  AgentInput,
  ContractInput,
  DirectoryIndexQuery,
  EntityFindQuery,
  EntityInput,
  MAX_BATCH,
  StoreInput,
  UidParams,
} from '../../shared/api/index.js';
import { ok, parseInput } from '../http.js';
import {
  contractsOfAgent,
  DIRECTORIES,
  findAgentsByCode,
  findEntities,
  indexRecords,
  loadRecord,
  upsertRecords,
} from '../ledger/directories.js';
import { LedgerError } from '../ledger/errors.js';
import { withHistory } from '../ledger/history.js';
import { recordsOf } from '../ledger/history-views.js';
import type { Store } from '../store/open-store.js';

const INPUTS = { agents: AgentInput, entities: EntityInput, contracts: ContractInput, stores: StoreInput } as const;
const PATHS = { agents: 'agent', entities: 'entity', contracts: 'contract', stores: 'store' } as const;
const KINDS = { agents: 'agent', entities: 'entity', contracts: 'contract', stores: 'store' } as const;

function parseBatch<S extends z.ZodType>(schema: S, body: unknown): z.output<S>[] {
  if (!Array.isArray(body)) throw new LedgerError('VALIDATION', 'body: a batch is a JSON array of records');
  if (body.length > MAX_BATCH)
    throw new LedgerError('PAYLOAD_TOO_LARGE', `a batch holds at most ${MAX_BATCH} records; this one has ${body.length}`);
  return body.map((item, i) => parseInput(schema, item, `body.${i}`));
}

/** load, index, update and batch of agents, entities, contracts and stores, plus the find endpoints. */
export function registerDirectoryRoutes(app: FastifyInstance, store: Store): void {
  for (const name of ['agents', 'entities', 'contracts', 'stores'] as const) {
    const dir = DIRECTORIES[name] as Parameters<typeof loadRecord>[1];
    const path = PATHS[name];
    app.get(`/${path}/load/:uid`, async (req) => ok(await loadRecord(store.db, dir, parseInput(UidParams, req.params, 'path').uid)));
    app.get(`/${path}/index/`, async (req) => {
      const { records, ids, totalCount } = await indexRecords(store.db, dir, parseInput(DirectoryIndexQuery, req.query, 'query'));
      // Only the agent index carries the internal id (spec "Agent").
      const data = name === 'agents' ? records.map((r, i) => ({ ...(r as object), id: ids[i] })) : records;
      return ok(data, { totalCount });
    });
    app.post(`/${path}/update`, async (req) => {
      const input = parseInput(INPUTS[name], req.body, 'body');
      return ok(
        await store.write(async (trx) => {
          await withHistory(trx, req.user, recordsOf(KINDS[name], [input.uid]), () => upsertRecords(trx, dir, [input]));
          return loadRecord(trx, dir, input.uid);
        }),
      );
    });
    app.post(`/${path}/batch`, async (req) => {
      const inputs = parseBatch(INPUTS[name], req.body);
      const target = recordsOf(
        KINDS[name],
        inputs.map((i) => i.uid),
      );
      return ok({ count: await store.write((trx) => withHistory(trx, req.user, target, () => upsertRecords(trx, dir, inputs))) });
    });
  }
  app.get('/agent/find/', async (req) => {
    const { value } = parseInput(AgentFindQuery, req.query, 'query');
    const data = await findAgentsByCode(store.db, value);
    return ok(data, { count: data.length });
  });
  app.get('/entity/find/', async (req) => {
    const { what, value } = parseInput(EntityFindQuery, req.query, 'query');
    const data = await findEntities(store.db, what, value);
    return ok(data, { count: data.length });
  });
  app.get('/agent/contract/index/:uid', async (req) => {
    const data = await contractsOfAgent(store.db, parseInput(UidParams, req.params, 'path').uid);
    return ok(data, { totalCount: data.length });
  });
}
