import {
  MAX_FIND,
  type AgentRecord,
  type AgentInput,
  type ContractRecord,
  type ContractInput,
  type DirectoryIndexQuery,
  type EntityRecord,
  type EntityInput,
  type StoreRecord,
  type StoreInput,
} from '../../../shared/api/index.js';
import { notFound } from '../errors.js';
import { DIRECTORY_DECLARATIONS } from './fields.js';
import { directoryOf, type Directory } from './rows.js';
import { modifiedNow } from '../clock.js';
import type { Db } from '../types.js';
import { yieldToOthers } from '../yield.js';

/** The four directories, each made from its declaration (directories/fields.ts). */
const agents = directoryOf<AgentInput, AgentRecord>(DIRECTORY_DECLARATIONS.agents);
const entities = directoryOf<EntityInput, EntityRecord>(DIRECTORY_DECLARATIONS.entities);
const contracts = directoryOf<ContractInput, ContractRecord>(DIRECTORY_DECLARATIONS.contracts);
const stores = directoryOf<StoreInput, StoreRecord>(DIRECTORY_DECLARATIONS.stores);

/** The four directories by name. */
export const DIRECTORIES = { agents, entities, contracts, stores };

/** Loads one record; 404 when there is none. */
export async function loadRecord<In extends { uid: string }, Out>(db: Db, dir: Directory<In, Out>, uid: string): Promise<Out> {
  const [record] = await dir.load(db, [uid]);
  if (!record) throw notFound(dir.label, uid);
  return record;
}

/** Records written between two gives-way of a long batch: 100 took 30-40 ms of statements on a busy machine. */
const YIELD_EVERY = 40;

/**
 * Creates or updates records (the later of two inputs with one uid wins); returns how many were written.
 * The directories' counter moves with the history the write records (change-kinds.ts).
 */
export async function upsertRecords<In extends { uid: string }, Out>(db: Db, dir: Directory<In, Out>, inputs: In[]): Promise<number> {
  if (inputs.length === 0) return 0;
  await dir.check(db, inputs);
  const checkRow = await dir.rowCheck?.(db);
  const table = dir.table as 'stores';
  const storedRows = await db
    .selectFrom(table)
    .selectAll()
    .where(
      'uid',
      'in',
      inputs.map((i) => i.uid),
    )
    .execute();
  const stored = new Map<string, Record<string, unknown>>(storedRows.map((r) => [r.uid, r as Record<string, unknown>]));
  // Creation order numbers are given here, one above the largest: writers are serialised, and the
  // company file has no sequences (docs/database.md, "One schema, two engines").
  const last = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  let next = Number(last?.max ?? 0) + 1;
  const modifiedAt = modifiedNow();
  for (const [i, input] of inputs.entries()) {
    // A batch of thousands of records gives way now and then: its statements run on the service's thread.
    if (i > 0 && i % YIELD_EVERY === 0) await yieldToOthers();
    const previous = stored.get(input.uid);
    const row = { ...dir.toRow(input, previous), modified_at: modifiedAt };
    // Checked against the row as it will be stored: a batch naming one uid twice is checked as it ends up.
    checkRow?.({ ...row, uid: input.uid });
    if (previous)
      await db
        .updateTable(table)
        .set(row as never)
        .where('uid', '=', input.uid)
        .execute();
    else
      await db
        .insertInto(table)
        .values({ uid: input.uid, id: next++, ...row } as never)
        .execute();
    stored.set(input.uid, { ...previous, ...row, uid: input.uid });
  }
  return inputs.length;
}

/** Creates or updates one record (`upsertRecords`) and returns it as it is stored now. */
export async function updateRecord<In extends { uid: string }, Out>(db: Db, dir: Directory<In, Out>, input: In): Promise<Out> {
  await upsertRecords(db, dir, [input]);
  return loadRecord(db, dir, input.uid);
}

/** One page of a directory in creation order, with the total number of records. */
export async function indexRecords<In extends { uid: string }, Out>(db: Db, dir: Directory<In, Out>, query: DirectoryIndexQuery) {
  const table = dir.table as 'stores';
  const counted = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const page = await db.selectFrom(table).select(['uid', 'id as ord']).orderBy('id').limit(query.pageSize).offset(query.offset).execute();
  // An empty `in ()` is invalid SQL: a page past the end must not reach the database.
  const records = page.length
    ? await dir.load(
        db,
        page.map((p) => p.uid),
      )
    : [];
  return { records, ids: page.map((p) => p.ord), totalCount: Number(counted.n) };
}

/** Agents whose registry code or VAT number is exactly `value` (at most 10). */
export async function findAgentsByCode(db: Db, value: string): Promise<AgentRecord[]> {
  const rows = await db
    .selectFrom('agents')
    .select('uid')
    .where((eb) => eb.or([eb('code', '=', value), eb('tax_code', '=', value)]))
    .orderBy('id')
    .limit(MAX_FIND)
    .execute();
  return rows.length
    ? agents.load(
        db,
        rows.map((r) => r.uid),
      )
    : [];
}

/** Entities whose article or barcode is exactly `value` (at most 10). */
export async function findEntities(db: Db, what: 'article' | 'barcode', value: string): Promise<EntityRecord[]> {
  const rows = await db.selectFrom('entities').select('uid').where(what, '=', value).orderBy('id').limit(MAX_FIND).execute();
  return rows.length
    ? entities.load(
        db,
        rows.map((r) => r.uid),
      )
    : [];
}

/** Contracts of an agent; 404 when there is no such agent. */
export async function contractsOfAgent(db: Db, agentUid: string): Promise<ContractRecord[]> {
  await loadRecord(db, agents, agentUid);
  const rows = await db.selectFrom('contracts').select('uid').where('agent_uid', '=', agentUid).orderBy('id').execute();
  return rows.length
    ? contracts.load(
        db,
        rows.map((r) => r.uid),
      )
    : [];
}
