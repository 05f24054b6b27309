import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountRoleUpdateBody,
  AgentInput,
  ContractInput,
  DocumentUpdateBody,
  EntityInput,
  PayDocumentUpdateBody,
  StoreInput,
  type DocumentIndexQuery,
  type HistoryKind,
} from '../../shared/api/index.js';
import { ALL_RIGHTS } from '../../server/auth.js';
import { settingsHistory, updateCompanySettings } from '../../server/company/settings.js';
import { addToken } from '../../server/company/tokens.js';
import { accountHistory } from '../../server/ledger/accounts/account-history.js';
import { accountRoleHistory, updateAccountRole } from '../../server/ledger/accounts/account-roles.js';
import { updateAccount } from '../../server/ledger/accounts/update-account.js';
import { SERVICE_CACHES, type ServiceCache } from '../../server/ledger/cache-dependents.js';
import { CompanyContext } from '../../server/ledger/context.js';
import { DIRECTORIES, upsertRecords } from '../../server/ledger/directories/directories.js';
import { deleteDocument } from '../../server/ledger/documents/delete.js';
import { updateDocument } from '../../server/ledger/documents/documents.js';
import { indexPageBytes } from '../../server/ledger/documents/index-pages.js';
import { updatePayment } from '../../server/ledger/documents/payments.js';
import { setDone } from '../../server/ledger/documents/posting.js';
import { entrySettingsOf } from '../../server/ledger/entries/entry-settings.js';
import { withHistory, type HistoryTarget } from '../../server/ledger/history/history.js';
import { postingOf, recordsOf } from '../../server/ledger/history/views.js';
import { moneyAccountHistory } from '../../server/ledger/money-accounts/money-account-history.js';
import { updateMoneyAccount } from '../../server/ledger/money-accounts/money-accounts.js';
import type { User } from '../../server/ledger/types.js';
import { BalanceReplies, warehouseBalance } from '../../server/replies/balance-replies.js';
import { openCompanyDb, type CompanyDb } from '../../server/database/company-db.js';
import { freshPostgresDatabase } from '../support/test-service.js';

/**
 * Whatever the service keeps between requests holds after any write (docs/database.md, "Kinds, counters
 * and dependents"): a run writes records of every kind, in any order, through the ledger's functions
 * and the history each route records with them, in process on a company of its own, and after each
 * write reads every cached read twice, through the company's context (what the service keeps) and
 * through a context that keeps nothing. The two must agree. Its first case, fixed below, is the
 * defect that made it: a money account renamed, and the payments list kept its old name.
 */

const USER: User = { id: 1, name: 'Олена Коваль', ...ALL_RIGHTS };
/** The days of March a run puts its documents on, in a year of its own: runs share the company, and each reads only its own. */
const DAYS = ['03-02', '03-03', '03-04'];
let runs = 0;

/** The records a run starts with, and the documents it made (with whether they are posted). */
interface World {
  year: number;
  stores: string[];
  goods: string[];
  agents: string[];
  contracts: string[];
  moneyAccounts: string[];
  documents: { uid: string; done: boolean }[];
}

/** One write; indices are taken modulo the world's sizes, names are short so runs shrink to readable cases. */
type Step =
  | { op: 'rename'; kind: 'agent' | 'entity' | 'store' | 'contract' | 'moneyAccount'; i: number; name: string }
  | { op: 'receipt'; store: number; good: number; day: number; qty: number; post: boolean }
  | { op: 'payment'; agent: number; account: number; day: number; sum: number; post: boolean }
  | { op: 'toggle'; i: number }
  | { op: 'delete'; i: number }
  | { op: 'settings'; name: string }
  | { op: 'account'; name: string }
  | { op: 'role'; account: '361' | '362' }
  | { op: 'token'; name: string };

const name = fc.constantFrom('Альфа', 'Бета', 'Гамма', 'Дельта');
// Two of each record a step names, so a step often names one an earlier step wrote.
const index = fc.nat(1);
const day = fc.nat(DAYS.length - 1);
// Renames and new documents weigh most: a name kept stale shows only on a record that a list already shows.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('rename' as const),
      kind: fc.constantFrom('agent', 'entity', 'store', 'contract', 'moneyAccount'),
      i: index,
      name,
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('receipt' as const),
      store: index,
      good: index,
      day,
      qty: fc.integer({ min: 1, max: 5 }),
      post: fc.boolean(),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('payment' as const),
      agent: index,
      account: index,
      day,
      sum: fc.integer({ min: 1, max: 500 }),
      post: fc.boolean(),
    }),
    weight: 2,
  },
  fc.record({ op: fc.constant('toggle' as const), i: fc.nat(20) }),
  fc.record({ op: fc.constant('delete' as const), i: fc.nat(20) }),
  fc.record({ op: fc.constant('settings' as const), name }),
  fc.record({ op: fc.constant('account' as const), name }),
  fc.record({ op: fc.constant('role' as const), account: fc.constantFrom('361' as const, '362' as const) }),
  fc.record({ op: fc.constant('token' as const), name }),
);

/** Every kind the runs write: a kind added to the service fails to compile here until a step writes it or says why none does. */
const WRITTEN_BY: Record<HistoryKind, Step['op'] | 'not here'> = {
  document: 'receipt',
  payment: 'payment',
  // Manual operations are in no cached read's lists; a write of them moves the documents' counter by trigger all the same.
  operation: 'not here',
  agent: 'rename',
  entity: 'rename',
  contract: 'rename',
  store: 'rename',
  account: 'account',
  accountRole: 'role',
  settings: 'settings',
  moneyAccount: 'rename',
  token: 'token',
};

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** Runs `change` in one write transaction with the history `target` names, as a writing route does (routes/endpoint.ts). */
const written = <T>(
  companyDb: CompanyDb,
  target: HistoryTarget,
  change: (trx: Parameters<Parameters<CompanyDb['write']>[0]>[0]) => Promise<T>,
) => companyDb.write((trx) => withHistory(trx, USER, { target, change: () => change(trx) }));

const DIRECTORY_OF = { agent: 'agents', entity: 'entities', store: 'stores', contract: 'contracts' } as const;
const INPUT_OF = { agent: AgentInput, entity: EntityInput, store: StoreInput, contract: ContractInput } as const;

async function upsert(companyDb: CompanyDb, kind: keyof typeof DIRECTORY_OF, record: Record<string, unknown>) {
  const input = INPUT_OF[kind].parse(record);
  await written(companyDb, recordsOf(kind, [input.uid]), (trx) => upsertRecords(trx, DIRECTORIES[DIRECTORY_OF[kind]] as never, [input]));
}

async function post(companyDb: CompanyDb, uid: string, done: boolean): Promise<boolean> {
  const target = await companyDb.write((trx) => postingOf(trx, uid));
  try {
    await written(companyDb, target, (trx) => setDone(trx, companyDb.context, { body: { uid, done }, user: USER }));
    return done;
  } catch {
    // Refused (too little stock to take back): nothing changed.
    return !done;
  }
}

/** Two of each record the steps name, our money accounts among them (beside the company's main ones), each named by a document. */
async function seed(companyDb: CompanyDb): Promise<World> {
  const uids = () => [randomUUID(), randomUUID()];
  const world: World = {
    year: 2040 + runs++,
    stores: uids(),
    goods: uids(),
    agents: uids(),
    contracts: uids(),
    moneyAccounts: uids(),
    documents: [],
  };
  for (const [i, uid] of world.stores.entries()) await upsert(companyDb, 'store', { uid, name: `Склад ${i}` });
  for (const [i, uid] of world.goods.entries()) await upsert(companyDb, 'entity', { uid, name: `Товар ${i}`, kind: 'goods', unit: 'шт' });
  for (const [i, uid] of world.agents.entries()) await upsert(companyDb, 'agent', { uid, name: `Контрагент ${i}` });
  for (const [i, uid] of world.contracts.entries())
    await upsert(companyDb, 'contract', { uid, name: `Договір ${i}`, agent: { uid: pick(world.agents, i) } });
  for (const [i, uid] of world.moneyAccounts.entries())
    await written(companyDb, moneyAccountHistory(uid), (trx) => updateMoneyAccount(trx, { uid, name: `Каса ${i}`, kind: 'cash' }));
  // A posted receipt and a payment naming each record, so the lists and the balance show every name a step may change.
  for (const i of world.stores.keys()) {
    await run(companyDb, world, { op: 'receipt', store: i, good: i, day: i, qty: 2, post: true });
    await run(companyDb, world, { op: 'payment', agent: i, account: i, day: i, sum: 7, post: false });
  }
  return world;
}

/** Does one step; a write the ledger refuses changes nothing, as over the API. */
async function run(companyDb: CompanyDb, world: World, s: Step): Promise<void> {
  const { context } = companyDb;
  switch (s.op) {
    case 'rename': {
      if (s.kind === 'moneyAccount') {
        const uid = pick(world.moneyAccounts, s.i);
        await written(companyDb, moneyAccountHistory(uid), (trx) => updateMoneyAccount(trx, { uid, name: s.name }));
        return;
      }
      const list = { agent: world.agents, entity: world.goods, store: world.stores, contract: world.contracts }[s.kind];
      await upsert(companyDb, s.kind, { uid: pick(list, s.i), name: `${s.name} ${s.i}` });
      return;
    }
    case 'receipt': {
      const uid = randomUUID();
      const body = DocumentUpdateBody.parse({
        uid,
        type: 'waybillIn',
        date: `${world.year}-${pick(DAYS, s.day)}`,
        agent: { uid: pick(world.agents, s.store) },
        contract: { uid: pick(world.contracts, s.store) },
        storeIn: { uid: pick(world.stores, s.store) },
        details: [{ entity: { uid: pick(world.goods, s.good) }, qty: s.qty, price: 10 }],
      });
      await written(companyDb, recordsOf('document', [uid]), (trx) => updateDocument(trx, context, body));
      world.documents.push({ uid, done: s.post ? await post(companyDb, uid, true) : false });
      return;
    }
    case 'payment': {
      const uid = randomUUID();
      const body = PayDocumentUpdateBody.parse({
        uid,
        type: 'cashIn',
        date: `${world.year}-${pick(DAYS, s.day)}`,
        agent: { uid: pick(world.agents, s.agent) },
        moneyAccount: { uid: pick(world.moneyAccounts, s.account) },
        sum: s.sum,
      });
      await written(companyDb, recordsOf('payment', [uid]), (trx) => updatePayment(trx, context, body));
      world.documents.push({ uid, done: s.post ? await post(companyDb, uid, true) : false });
      return;
    }
    case 'toggle': {
      const doc = world.documents[s.i % Math.max(world.documents.length, 1)];
      if (doc) doc.done = await post(companyDb, doc.uid, !doc.done);
      return;
    }
    case 'delete': {
      const at = s.i % Math.max(world.documents.length, 1);
      const doc = world.documents[at];
      if (!doc || doc.done) return;
      const category = (await companyDb.db.selectFrom('documents').select('category').where('uid', '=', doc.uid).executeTakeFirstOrThrow())
        .category as 'document' | 'payment';
      await written(companyDb, recordsOf(category, [doc.uid]), (trx) => deleteDocument(trx, context, { uid: doc.uid, category }));
      world.documents.splice(at, 1);
      return;
    }
    case 'settings':
      await written(companyDb, settingsHistory(), (trx) => updateCompanySettings(trx, context, { name: `ТОВ «${s.name}»` }));
      return;
    case 'account':
      await written(companyDb, accountHistory('361'), (trx) => updateAccount(trx, { code: '361', name: `Покупці: ${s.name}` }));
      return;
    case 'role': {
      const body = AccountRoleUpdateBody.parse({ role: 'customers', account: s.account });
      await written(companyDb, accountRoleHistory(body.role), (trx) => updateAccountRole(trx, body)).catch(() => undefined);
      return;
    }
    case 'token':
      // A token records its own history (company/token-history.ts).
      await companyDb.write((trx) => addToken(trx, { name: `${s.name} ${randomUUID().slice(0, 8)}`, rights: [] }, USER));
      return;
  }
}

const render = ({ rows, totalCount }: { rows: unknown[]; totalCount: number }) => Buffer.from(JSON.stringify({ rows, totalCount }));
const parsed = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as unknown;

/** What the postings read of the company, in a form to compare. */
const entrySettingsView = async (companyDb: CompanyDb, context?: CompanyContext) =>
  companyDb.write(async (trx) => {
    const settings = await entrySettingsOf(trx, context);
    return {
      practice: settings.practice,
      roles: settings.roles,
      anyInactive: settings.anyInactive,
      analytics: settings.analyticsOf('361'),
    };
  });

/**
 * Each cached read, through `context`. Typed over every cache of the service (`SERVICE_CACHES`): a
 * cache added there fails to compile here until it is read, or it says which test reads it.
 */
function cachedReads(
  companyDb: CompanyDb,
  world: World,
  context: CompanyContext,
  balances: BalanceReplies,
): Record<ServiceCache, () => Promise<unknown>> {
  const { db } = companyDb;
  const period: DocumentIndexQuery = { from: `${world.year}-03-01`, to: `${world.year}-03-31`, pageSize: 100, offset: 0 };
  const lists = async () => ({
    documents: parsed(await indexPageBytes(db, context, { category: 'document', query: period, render })),
    payments: parsed(await indexPageBytes(db, context, { category: 'payment', query: period, render })),
  });
  const balance = async () => parsed(Buffer.concat(await balances.balanceBytes(db, { date: `${world.year}-03-31` })));
  const none = () => Promise.resolve(null);
  return {
    listCounts: lists,
    listPages: lists,
    balanceNames: balance,
    balanceMirrors: balance,
    balanceReplies: balance,
    entrySettings: () => entrySettingsView(companyDb, context),
    // Read by the postings the steps make, whose results the reads above show; their own properties
    // are test/property/incremental-replay.test.ts (the queues) and test/api/company-context.test.ts (the keys).
    fifoQueues: none,
    stockKeys: none,
    documentQueries: none,
    // Told by this service's token routes; test/api/auth-flood.test.ts.
    authGate: none,
  };
}

/** The same reads on a context that keeps nothing: a fresh one each time. */
async function coldReads(companyDb: CompanyDb, world: World): Promise<Record<ServiceCache, unknown>> {
  const cold = new CompanyContext();
  const replies = new BalanceReplies(cold);
  try {
    const reads = cachedReads(companyDb, world, cold, replies);
    const balance = await warehouseBalance(companyDb.db, new CompanyContext(), { query: { date: `${world.year}-03-31` } });
    const out = {} as Record<ServiceCache, unknown>;
    for (const name of Object.keys(SERVICE_CACHES) as ServiceCache[])
      out[name] = ['balanceNames', 'balanceMirrors', 'balanceReplies'].includes(name) ? balance : await reads[name]();
    return out;
  } finally {
    replies.close();
  }
}

async function warmReads(companyDb: CompanyDb, world: World, balances: BalanceReplies): Promise<Record<ServiceCache, unknown>> {
  const reads = cachedReads(companyDb, world, companyDb.context, balances);
  const out = {} as Record<ServiceCache, unknown>;
  for (const name of Object.keys(SERVICE_CACHES) as ServiceCache[]) out[name] = await reads[name]();
  return out;
}

describe('what the service keeps between requests', () => {
  let companyDb: CompanyDb;
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    companyDb = await openCompanyDb(serverUrl ? { databaseUrl: await freshPostgresDatabase(serverUrl, '_cachedreads') } : { memory: true });
  });
  afterAll(() => companyDb.close());

  /** Seeds a world, then after each step compares every cached read with the same read kept nowhere. */
  async function agrees(steps: Step[]): Promise<void> {
    const world = await seed(companyDb);
    const balances = new BalanceReplies(companyDb.context);
    try {
      await warmReads(companyDb, world, balances);
      for (const [n, s] of steps.entries()) {
        await run(companyDb, world, s);
        expect(await warmReads(companyDb, world, balances), `after step ${n}: ${JSON.stringify(s)}`).toEqual(
          await coldReads(companyDb, world),
        );
      }
    } finally {
      balances.close();
    }
  }

  it('writes every kind the runs say they write', () => {
    const ops = new Set(fc.sample(step, 500).map((s) => s.op));
    for (const op of Object.values(WRITTEN_BY)) if (op !== 'not here') expect(ops).toContain(op);
  });

  it('names a renamed money account anew in the payments list', async () => {
    await agrees([
      { op: 'payment', agent: 0, account: 0, day: 0, sum: 5, post: false },
      { op: 'rename', kind: 'moneyAccount', i: 0, name: 'Альфа' },
    ]);
  });

  it('agrees with a context that keeps nothing after any writes of every kind', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), (steps) => agrees(steps)),
      { numRuns: 20 },
    );
  });
});
