import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/api/money.js';
import { dayOf as dayNumberOf } from '../../server/ledger/stock/keys.js';
import { balanceAt } from '../../server/ledger/reports/balance-past.js';
import { balanceNow } from '../../server/ledger/reports/balance-now.js';
import { BalanceReplies } from '../../server/replies/balance-replies.js';
import type { Writer } from '../../server/ledger/reports/reports.js';
import type { CompanyDb } from '../../server/database/company-db.js';
import { apiClient, createMemoryService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';
import { runsFor, timeoutFor } from './arbitraries.js';
import { compareNames } from '../../server/ledger/directories/name-order.js';
import { moneyOf, qtyOf } from '../../server/database/minor-units.js';
import { at } from '../support/checked.js';

let api: ApiClient;
let companyDb: CompanyDb;
let service: TestService;
let replies: BalanceReplies;
beforeAll(async () => {
  // A company of its own whose mirrors read every look store by store and a few rows at a time, and whose every
  // render and patch goes in many pieces, as a whole company's do.
  service = await createMemoryService('bases', {
    tuning: { mirror: { inOne: 1, piece: 2, apply: 3 }, pieces: { rows: 3, edits: 2, bytes: 100 } },
  });
  api = apiClient(service.app);
  companyDb = service.companyDb;
  replies = new BalanceReplies(companyDb.context);
});
afterAll(async () => {
  replies.close();
  await service.app.close();
  await service.companyDb.close();
});

// Dates over two quarter ends (2034-03-31, 2034-06-30) far from every other test's, so quarter snapshots are made and moved.
const START = Date.UTC(2034, 2, 1);
const dayOf = (n: number) => new Date(START + n * 86_400_000).toISOString().slice(0, 10);
const DAY_COUNT = 150;

type Step = { kind: 'receipt' | 'sale'; day: number; entity: number; qty: number; price: number } | { kind: 'unpost'; pick: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('receipt' as const),
    day: fc.nat(DAY_COUNT - 1),
    entity: fc.nat(2),
    qty: fc.integer({ min: 1, max: 9 }),
    price: fc.integer({ min: 1, max: 999 }),
  }),
  fc.record({
    kind: fc.constant('sale' as const),
    day: fc.nat(DAY_COUNT - 1),
    entity: fc.nat(2),
    qty: fc.integer({ min: 1, max: 9 }),
    price: fc.constant(1),
  }),
  fc.record({ kind: fc.constant('unpost' as const), pick: fc.nat() }),
);

/** The balance rows of the given stores summed straight from the moves, in the report's order (Ukrainian names, then uids). */
async function expected(stores: string[], date: string): Promise<string[]> {
  const { rows } = await sql<{
    store_uid: string;
    entity_uid: string;
    qty: number;
    amount: number;
    store_name: string;
    entity_name: string;
  }>`
    select s.uid as store_uid, e.uid as entity_uid, m.qty, m.amount, s.name as store_name, e.name as entity_name from (
      select store_id, entity_id, sum(qty) as qty, sum(amount) as amount from stock_moves
      where date <= ${dayNumberOf(date)} group by store_id, entity_id having sum(qty) <> 0) m
    join stores s on s.id = m.store_id join entities e on e.id = m.entity_id
    where s.uid in (${sql.join(stores)})`.execute(companyDb.db);
  const byUid = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  rows.sort(
    (a, b) =>
      compareNames(a.store_name, b.store_name) ||
      byUid(a.store_uid, b.store_uid) ||
      compareNames(a.entity_name, b.entity_name) ||
      byUid(a.entity_uid, b.entity_uid),
  );
  return rows.map((r) => {
    const [qty, sum] = [qtyOf(r.qty), moneyOf(r.amount)];
    return `${r.store_uid} ${r.entity_uid} ${Number(qty.toFixed())} ${Number(sum.dividedBy(qty).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed())} ${Number(sum.toFixed())}`;
  });
}

/** The rows of a report's `rows` bytes that belong to the given stores, in the same form and the report's order. */
function reported(bytes: Buffer, stores: string[]): string[] {
  const rows = JSON.parse(bytes.toString('utf8')) as {
    store: { uid: string };
    entity: { uid: string };
    qty: number;
    price: number;
    sum: number;
  }[];
  return rows.filter((r) => stores.includes(r.store.uid)).map((r) => `${r.store.uid} ${r.entity.uid} ${r.qty} ${r.price} ${r.sum}`);
}

/** Every way of reading a past balance (from the first move, a quarter's snapshot, or the running totals) gives the moves' sums. */
async function checkAllBases(stores: string[], date: string): Promise<void> {
  const want = await expected(stores, date);
  const write: Writer = (work) => companyDb.writeWithReader(work);
  const nextDay = new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);
  const spans = [
    { first: '2000-01-01', last: '2100-01-01' }, // the quarter's snapshot is nearest
    { first: '2000-01-01', last: nextDay }, // the running totals less the later moves
    { first: date, last: '2100-01-01' }, // the moves from the first one
  ];
  for (const span of spans) {
    expect(
      reported(
        Buffer.concat(await balanceAt(companyDb.db, companyDb.context, { writer: replies, date, span, storeUid: undefined, write })),
        stores,
      ),
      `${date} from ${JSON.stringify(span)}`,
    ).toEqual(want);
    const first = at(stores, 0);
    expect(
      reported(
        Buffer.concat(await balanceAt(companyDb.db, companyDb.context, { writer: replies, date, span, storeUid: first, write })),
        stores,
      ),
      `${date} of one store`,
    ).toEqual(want.filter((r) => r.startsWith(first)));
  }
}

describe('warehouse balance from running totals, their mirror and quarter snapshots', () => {
  it(
    'equals the sum of the moves at every date, after back-dated postings and unpostings, whatever base it is read from',
    async () => {
      const f = fixtures(api);
      await fc.assert(
        fc.asyncProperty(
          // Kept small so that 100 cases stay quick: each case reads every base at every checked date twice,
          // and each posting writes its entries too (docs/general-ledger.md) since the cases were sized.
          fc.array(step, { minLength: 4, maxLength: 8 }),
          fc.array(step, { minLength: 1, maxLength: 4 }),
          fc.array(fc.nat(DAY_COUNT - 1), { minLength: 1, maxLength: 2 }),
          async (first, second, checkDays) => {
            const stores = [(await f.store('Склад А')).uid, (await f.store('Склад Б')).uid].sort();
            const agent = (await f.agent()).uid;
            const entities = [await f.entity('Цвяхи'), await f.entity('Шурупи'), await f.entity('Дюбелі')].map((e) => e.uid);
            const posted: string[] = [];
            const run = async (steps: Step[]) => {
              for (const s of steps) {
                if (s.kind === 'unpost') {
                  if (posted.length === 0) continue;
                  const [uid] = posted.splice(s.pick % posted.length, 1);
                  await api.post('/document/setdone', { uid, done: false });
                  continue;
                }
                const doc = await f.document({
                  type: s.kind === 'receipt' ? 'waybillIn' : 'waybillOut',
                  date: dayOf(s.day),
                  agent: { uid: agent },
                  [s.kind === 'receipt' ? 'storeIn' : 'storeOut']: { uid: at(stores, s.day % 2) },
                  details: [{ entity: { uid: at(entities, s.entity) }, qty: s.qty, price: s.price }],
                });
                // A sale beyond the stock is refused: it simply stays unposted.
                if ((await api.post('/document/setdone', { uid: doc.uid, done: true })).status === 200) posted.push(doc.uid);
              }
            };
            await run(first);
            const dates = [...checkDays.map(dayOf), '2034-03-31', '2034-06-30', '2034-07-01'];
            for (const date of dates) await checkAllBases(stores, date);
            // The snapshots and the mirrors made above are now moved by back-dated changes.
            await run(second);
            for (const date of dates) await checkAllBases(stores, date);
            const now = reported(Buffer.concat(await balanceNow(companyDb.db, companyDb.context, { writer: replies })), stores);
            expect(now).toEqual(await expected(stores, '2100-01-01'));
          },
        ),
        runsFor(2_000),
      );
    },
    timeoutFor(2_000),
  );
});
