import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestService, type ApiClient, type TestService } from '../support/test-service.js';
import { at } from '../support/checked.js';
import { runsFor, timeoutFor } from './arbitraries.js';
import { entriesByDocument } from './ledger-observe.js';
import { LEDGER_MS_PER_CASE, LEDGER_RUNS, ledgerHistory, ledgerWorld } from './ledger-history.js';
import { createWorld, runAction, setDone, type Action, type RunDoc, type WorldSize } from './world.js';

/** Each case posts its history three times over (posted, unposted, posted again): fewer of them. */
const RUNS = process.env.PROPERTY_RUNS ? LEDGER_RUNS : 10;

let service: TestService;
let api: ApiClient;
beforeAll(async () => {
  // A company of its own: each case sets whether it pays VAT.
  service = await createTestService('ledgerorder');
  api = apiClient(service.app);
});
afterAll(async () => {
  await service.app.close();
  await service.companyDb.close();
});

/**
 * Sets each document's posted flag to `done` in the given order; one refused (a receipt whose stock a
 * later issue holds, an issue whose receipt is not posted yet) is tried again after the others, until
 * all are done or none makes progress.
 */
async function setAll(docs: RunDoc[], done: boolean): Promise<boolean> {
  let pending = docs.filter((d) => d.done !== done);
  while (pending.length > 0) {
    const refused: RunDoc[] = [];
    for (const doc of pending) if (!(await setDone(api, doc, done)).ok) refused.push(doc);
    if (refused.length === pending.length) return false;
    pending = refused;
  }
  return true;
}

/** The documents in an order the keys give (a key per position, cycled), ties by creation. */
const shuffled = (docs: RunDoc[], keys: number[]) =>
  docs
    .map((d, i) => ({ d, i }))
    .sort((x, y) => at(keys, x.i % keys.length) - at(keys, y.i % keys.length) || x.i - y.i)
    .map(({ d }) => d);

async function compareOrders(
  size: WorldSize,
  vatPayer: boolean,
  history: Action[],
  unpostKeys: number[],
  postKeys: number[],
): Promise<void> {
  expect((await api.post('/company/settings', { vatPayer })).status).toBe(200);
  const w = await createWorld(api, size, { material: true });
  const docs: RunDoc[] = [];
  for (const step of history) await runAction(api, w, docs, step);
  const posted = docs.filter((d) => d.done);
  const before = await entriesByDocument(api, docs);

  // Unposting everything in one order leaves no entries; a set that cannot be unposted at all says nothing.
  fc.pre(await setAll(shuffled(posted, unpostKeys), false));
  expect((await entriesByDocument(api, docs)).flat(), 'entries with every document unposted').toEqual([]);

  // Posting the same documents again, in another order, writes the same entries for each.
  fc.pre(await setAll(shuffled(posted, postKeys), true));
  expect(await entriesByDocument(api, docs)).toEqual(before);
}

describe('posting order', () => {
  it(
    'unposting every document and posting them again in any order gives each the same entries',
    async () => {
      const keys = fc.array(fc.nat(100), { minLength: 10, maxLength: 10 });
      await fc.assert(
        fc.asyncProperty(ledgerWorld, fc.boolean(), ledgerHistory, keys, keys, compareOrders),
        runsFor(LEDGER_MS_PER_CASE, RUNS),
      );
    },
    timeoutFor(LEDGER_MS_PER_CASE, RUNS),
  );
});
