import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createMemoryService, type ApiClient, type TestService } from '../support/test-service.js';
import { at } from '../support/checked.js';
import { PROPERTY_RUNS, runsFor, timeoutFor } from './arbitraries.js';
import { entriesByDocument } from './ledger-observe.js';
import { LEDGER_MS_PER_CASE, ledgerWorld } from './ledger-history.js';
import { historyWithSettlements, runLedgerStep, type LedgerStep, type RunOperation } from './operation-steps.js';
import { createWorld, setDone, type RunDoc, type WorldSize } from './world.js';

/**
 * Each case posts its history three times over (posted, unposted, posted again), yet a hundred of
 * them: a quarter are a VAT payer that follows the first event rule, and of those only some post a
 * counterparty's debt after a later payment of theirs (about a minute on a company file, three on PostgreSQL).
 */
const RUNS = PROPERTY_RUNS;

let service: TestService;
let api: ApiClient;
beforeAll(async () => {
  // A company of its own: each case sets whether it pays VAT and follows the first event rule.
  service = await createMemoryService('ledgerorder');
  api = apiClient(service.app);
});
afterAll(async () => {
  await service.app.close();
  await service.companyDb.close();
});

/** A document, payment or manual operation of a run, with the posted flag the service last confirmed. */
type Posted = Pick<RunDoc, 'uid' | 'done'>;

/**
 * Sets each document's posted flag to `done` in the given order; one refused (a receipt whose stock a
 * later issue holds, an issue whose receipt is not posted yet) is tried again after the others, until
 * all are done or none makes progress.
 */
async function setAll(docs: Posted[], done: boolean): Promise<boolean> {
  let pending = docs.filter((d) => d.done !== done);
  while (pending.length > 0) {
    const refused: Posted[] = [];
    for (const doc of pending) if (!(await setDone(api, doc, done)).ok) refused.push(doc);
    if (refused.length === pending.length) return false;
    pending = refused;
  }
  return true;
}

/** The documents in an order the keys give (a key per position, cycled), ties by creation. */
const shuffled = (docs: Posted[], keys: number[]) =>
  docs
    .map((d, i) => ({ d, i }))
    .sort((x, y) => at(keys, x.i % keys.length) - at(keys, y.i % keys.length) || x.i - y.i)
    .map(({ d }) => d);

async function compareOrders(
  size: WorldSize,
  vat: { vatPayer: boolean; vatFirstEvent: boolean },
  history: LedgerStep[],
  unpostKeys: number[],
  postKeys: number[],
): Promise<void> {
  expect((await api.post('/company/settings', vat)).status).toBe(200);
  const w = await createWorld(api, size, { material: true });
  const docs: RunDoc[] = [];
  const operations: RunOperation[] = [];
  for (const step of history) await runLedgerStep(api, w, docs, operations, step);
  // Manual operations among them: their entries on 361 and 631 change which later payments are advances.
  const all: Posted[] = [...docs, ...operations];
  const posted = all.filter((d) => d.done);
  const before = await entriesByDocument(api, all);

  // Unposting everything in one order leaves no entries; a set that cannot be unposted at all says nothing.
  fc.pre(await setAll(shuffled(posted, unpostKeys), false));
  expect((await entriesByDocument(api, all)).flat(), 'entries with every document unposted').toEqual([]);

  // Posting the same documents again, in another order, writes the same entries for each.
  fc.pre(await setAll(shuffled(posted, postKeys), true));
  expect(await entriesByDocument(api, all)).toEqual(before);
}

describe('posting order', () => {
  it(
    'unposting every document and posting them again in any order gives each the same entries',
    async () => {
      const keys = fc.array(fc.nat(100), { minLength: 10, maxLength: 10 });
      // The first event rule half the time: a VAT payer's payments then carry the VAT of their advances.
      const vat = fc.record({ vatPayer: fc.boolean(), vatFirstEvent: fc.boolean() });
      await fc.assert(
        fc.asyncProperty(ledgerWorld, vat, historyWithSettlements, keys, keys, compareOrders),
        runsFor(LEDGER_MS_PER_CASE, RUNS),
      );
    },
    timeoutFor(LEDGER_MS_PER_CASE, RUNS),
  );
});
