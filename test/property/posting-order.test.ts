import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createMemoryService, type ApiClient, type TestService } from '../support/test-service.js';
import { docSpec, runsFor, timeoutFor, worldSize } from './arbitraries.js';
import { balancesOf, type Balances } from './observe.js';
import { createDoc, createWorld, setDone, type DocSpec, type RunDoc, type World, type WorldSize } from './world.js';
import { at } from '../support/checked.js';

let service: TestService;
let api: ApiClient;
// A company in memory of this file's own: its worlds are built without a file's fsync (docs/testing.md, "Properties").
beforeAll(async () => {
  service = await createMemoryService('postingorder');
  api = apiClient(service.app);
});
afterAll(async () => {
  await service?.app.close();
  await service?.companyDb.close();
});

/** Creates every document of the set, unposted, in the given order (so numbers and links match across worlds). */
async function createAll(w: World, specs: DocSpec[]): Promise<RunDoc[]> {
  const docs: RunDoc[] = [];
  for (const spec of specs) await createDoc(api, w, docs, spec);
  return docs;
}

/** Documents in date order; within a date, in the order they were created. */
const byDate = (docs: RunDoc[]) => docs.map((d, i) => ({ d, i })).sort((a, b) => a.d.date.localeCompare(b.d.date) || a.i - b.i);

/**
 * Posts the documents in the given order; one refused because an earlier-dated receipt is not
 * posted yet is tried again after the others, until every one is posted or none makes progress.
 */
async function postInOrder(docs: RunDoc[]): Promise<boolean> {
  let pending = docs;
  while (pending.length > 0) {
    const refused: RunDoc[] = [];
    for (const doc of pending) if (!(await setDone(api, doc, true)).ok) refused.push(doc);
    if (refused.length === pending.length) return false;
    pending = refused;
  }
  return true;
}

/** Rewrites a world's uids to the matching records of another world, so two worlds' reports compare. */
function translate(balances: Balances, from: World, to: World): Balances {
  const map = new Map<string, string>([
    ...from.stores.map((s, i) => [s, at(to.stores, i)] as const),
    ...from.goods.map((g, i) => [g, at(to.goods, i)] as const),
    [from.service, to.service],
  ]);
  return Object.fromEntries(
    Object.entries(balances).map(([date, rows]) => [
      date,
      rows
        .map((r) => ({ ...r, store: map.get(r.store) ?? r.store, entity: map.get(r.entity) ?? r.entity }))
        .sort((a, b) => `${a.store}|${a.entity}`.localeCompare(`${b.store}|${b.entity}`)),
    ]),
  );
}

/** Sums of the product and material lines of each manufacture, as load returns them after posting. */
async function manufactureSums(docs: RunDoc[]): Promise<string[][]> {
  const out: string[][] = [];
  for (const doc of docs.filter((d) => d.type === 'manufacture' && d.done)) {
    const r = await api.get(`/document/load/${doc.uid}`);
    out.push([String(r.body.data.sum), ...r.body.data.details.map((l) => `${l.sum}@${l.price}`)]);
  }
  return out;
}

async function compareOrders(size: WorldSize, specs: DocSpec[], keys: number[]): Promise<void> {
  // Reference: post in date order; documents refused there are left out of the set.
  const a = await createWorld(api, size);
  const docsA = await createAll(a, specs);
  for (const { d } of byDate(docsA)) await setDone(api, d, true);
  const accepted = docsA.map((d) => d.done);

  const b = await createWorld(api, size);
  const docsB = await createAll(b, specs);
  const shuffled = docsB
    .map((d, i) => ({ d, i }))
    .filter(({ i }) => accepted[i])
    .sort((x, y) => at(keys, x.i % keys.length) - at(keys, y.i % keys.length) || x.i - y.i)
    .map(({ d }) => d);
  // A set that cannot be posted in this order at all (no progress) says nothing about order independence.
  fc.pre(await postInOrder(shuffled));

  expect(docsB.map((d) => d.done)).toEqual(accepted);
  expect(translate(await balancesOf(api, b), b, a)).toEqual(await balancesOf(api, a));
  expect(await manufactureSums(docsB)).toEqual(await manufactureSums(docsA));
}

describe('posting order', () => {
  it(
    'posting the same documents in any order gives the same balances and manufacture costs as posting them by date',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          worldSize,
          fc.array(docSpec(), { minLength: 2, maxLength: 10 }),
          fc.array(fc.nat(100), { minLength: 10, maxLength: 10 }),
          compareOrders,
        ),
        {
          ...runsFor(2_000),
          examples: [
            // A return dated before the sale it is linked to, whose stock that sale took: the sale's cost and the
            // return's fed each other, and posting them in another order gave other balances.
            [
              { stores: 2, goods: 1, agents: 2 },
              [
                {
                  kind: 'manufacture',
                  day: 1,
                  store: 0,
                  to: 0,
                  materials: [{ e: 0, qty: '0.001', price: '0.0001' }],
                  service: '0.01',
                  products: [{ e: 0, qty: '0.001', sum: '0.01' }],
                },
                { kind: 'sale', day: 1, store: 0, lines: [{ e: 0, qty: '0.26', price: '0' }], vat: '0', vatInPrice: false, agent: 0 },
                {
                  kind: 'customerReturn',
                  day: 0,
                  store: 0,
                  parent: null,
                  lines: [{ e: 0, qty: '0.14', price: '0' }],
                  vat: '0',
                  vatInPrice: false,
                  agent: 0,
                },
                {
                  kind: 'customerReturn',
                  day: 0,
                  store: 0,
                  parent: 0,
                  lines: [{ e: 0, qty: '1.69', price: '0.0385' }],
                  vat: '0',
                  vatInPrice: false,
                  agent: 0,
                },
              ],
              [0, 79, 0, 0, 0, 0, 0, 0, 0, 0],
            ],
            // A return of its sale's own day, which a later sale of that day takes: the return copies what the
            // first sale took, so it joins the stock only after that sale, whichever is posted first.
            [
              { stores: 1, goods: 1, agents: 1 },
              [
                { kind: 'receipt', day: 0, store: 0, lines: [{ e: 0, qty: '5', price: '10' }], vat: '0', vatInPrice: false, agent: 0 },
                { kind: 'sale', day: 1, store: 0, lines: [{ e: 0, qty: '3', price: '20' }], vat: '0', vatInPrice: false, agent: 0 },
                {
                  kind: 'customerReturn',
                  day: 1,
                  store: 0,
                  parent: 0,
                  lines: [{ e: 0, qty: '2', price: '20' }],
                  vat: '0',
                  vatInPrice: false,
                  agent: 0,
                },
                { kind: 'sale', day: 1, store: 0, lines: [{ e: 0, qty: '4', price: '20' }], vat: '0', vatInPrice: false, agent: 0 },
              ],
              [9, 5, 0, 1, 0, 0, 0, 0, 0, 0],
            ],
          ],
        },
      );
    },
    timeoutFor(2_000),
  );
});
