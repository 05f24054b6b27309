import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/api/money.js';
import { apiClient, createMemoryService, type ApiClient, type TestService } from '../support/test-service.js';
import { at } from '../support/checked.js';
import { runsFor, timeoutFor } from './arbitraries.js';
import { LEDGER_MS_PER_CASE, LEDGER_RUNS, ledgerWorld } from './ledger-history.js';
import { historyWithOperations, runLedgerStep, type LedgerStep, type RunOperation } from './operation-steps.js';
import {
  balancesOfRows,
  entriesOf,
  expectTotalsBalanced,
  ledgerSettlements,
  ledgerStock,
  registerSettlements,
  registerStock,
  trialBalance,
} from './ledger-observe.js';
import { DAYS, createWorld, type RunDoc, type World, type WorldSize } from './world.js';

let service: TestService;
let api: ApiClient;
beforeAll(async () => {
  // A company of its own: each case sets whether it pays VAT.
  service = await createMemoryService('ledgeragreement');
  api = apiClient(service.app);
});
afterAll(async () => {
  await service.app.close();
  await service.companyDb.close();
});

/** Each entry of each document moves one amount from a debit to a credit: positive, in kopecks; an unposted document has none. */
async function checkDocumentEntries(docs: RunDoc[]): Promise<void> {
  for (const doc of docs) {
    const entries = await entriesOf(api, doc);
    if (!doc.done) expect(entries, `entries of an unposted ${doc.type}`).toEqual([]);
    for (const e of entries) {
      const amount = new Decimal(e.amount);
      expect(amount.isNegative() || amount.decimalPlaces() > 2, `${doc.type}: ${e.debit} / ${e.credit} ${e.amount}`).toBe(false);
      expect(e.debit === '' || e.credit === '', `${doc.type} names both accounts`).toBe(false);
    }
  }
}

/** At the end of each day, per counterparty, the ledger's 361 and 631 equal the settlement turnover report. */
async function checkSettlements(w: World): Promise<void> {
  const checks = DAYS.flatMap((date) => (['361', '631'] as const).map((account) => ({ date, account })));
  const seen = await Promise.all(
    checks.map(async ({ date, account }) => [
      await ledgerSettlements(api, w, account, date, date),
      await registerSettlements(api, w, account, date, date),
    ]),
  );
  checks.forEach(({ date, account }, i) => expect(seen[i]?.[0], `${account} on ${date}`).toEqual(seen[i]?.[1]));
}

/** The ОСВ of [first day, split] closes with what the ОСВ of [split + 1, last day] opens with, per account and per counterparty. */
async function checkPeriodsJoin(split: number): Promise<void> {
  const first = { from: at(DAYS, 0), to: at(DAYS, split) };
  const next = { from: at(DAYS, split + 1), to: at(DAYS, -1) };
  for (const unfold of [{}, { account: '361', by: 'agent' as const }, { account: '631', by: 'agent' as const }]) {
    const a = await trialBalance(api, { ...first, ...unfold });
    const b = await trialBalance(api, { ...next, ...unfold });
    // Only the whole chart's totals pair up; an unfolded account's are that account's own.
    if (!('account' in unfold)) {
      expectTotalsBalanced(a, `${first.from}…${first.to}`);
      expectTotalsBalanced(b, `${next.from}…${next.to}`);
    }
    expect(balancesOfRows(b, 'opening'), `opening of ${next.from} ${JSON.stringify(unfold)}`).toEqual(balancesOfRows(a, 'closing'));
  }
}

async function checkBooks(size: WorldSize, vatPayer: boolean, history: LedgerStep[], split: number): Promise<void> {
  expect((await api.post('/company/settings', { vatPayer })).status).toBe(200);
  const w = await createWorld(api, size, { material: true });
  const docs: RunDoc[] = [];
  const operations: RunOperation[] = [];
  // Postings refused for short stock are part of the history: only what posted counts.
  for (const step of history) await runLedgerStep(api, w, docs, operations, step);
  await checkDocumentEntries(docs);
  for (const op of operations.filter((o) => !o.done))
    expect((await api.get(`/document/entries/${op.uid}`)).body, 'entries of an unposted operation').toMatchObject({ data: [] });
  await checkSettlements(w);
  expect(await ledgerStock(api, w), 'the ledger per store and goods').toEqual(await registerStock(api, w));
  await checkPeriodsJoin(split);
}

describe('the books agree with the registers', () => {
  it(
    'after any history with manual operations, entries balance, 361/631 equal the settlements, 281/201/26 the stock, and periods join',
    async () => {
      await fc.assert(fc.asyncProperty(ledgerWorld, fc.boolean(), historyWithOperations, fc.nat(DAYS.length - 2), checkBooks), {
        ...runsFor(LEDGER_MS_PER_CASE, LEDGER_RUNS),
        examples: [
          // A return to the supplier priced below its cost moves 631 both ways in the ledger (at cost, and the
          // difference to 949) and once in the register: their turnovers differ, their balances do not.
          [
            { stores: 2, goods: 3, agents: 2 },
            false,
            [
              {
                op: 'create',
                post: true,
                doc: {
                  kind: 'receipt',
                  day: 0,
                  store: 0,
                  lines: [{ e: 0, qty: '20', price: '10' }],
                  vat: '20',
                  vatInPrice: false,
                  agent: 0,
                },
              },
              {
                op: 'create',
                post: true,
                doc: {
                  kind: 'supplierReturn',
                  day: 0,
                  store: 0,
                  lines: [{ e: 0, qty: '0.001', price: '0' }],
                  vat: '0',
                  vatInPrice: false,
                  agent: 0,
                },
              },
            ],
            0,
          ],
          // Opening balances back-dated before a sale that took the goods of a later receipt: the sale is re-costed
          // from the operation's batch, and unposting the operation is refused while the sale needs it.
          [
            { stores: 2, goods: 3, agents: 2 },
            true,
            [
              {
                op: 'create',
                post: true,
                doc: {
                  kind: 'receipt',
                  day: 1,
                  store: 0,
                  lines: [{ e: 0, qty: '5', price: '10' }],
                  vat: '20',
                  vatInPrice: false,
                  agent: 0,
                },
              },
              {
                op: 'create',
                post: true,
                doc: { kind: 'sale', day: 2, store: 0, lines: [{ e: 0, qty: '5', price: '30' }], vat: '20', vatInPrice: false, agent: 1 },
              },
              {
                op: 'operation',
                day: 0,
                post: true,
                entries: [
                  { kind: 'goods', e: 0, store: 0, qty: '2.5', amount: '12.34' },
                  { kind: 'debt', account: '361', side: 'debit', agent: 1, amount: '100' },
                  { kind: 'debt', account: '631', side: 'credit', agent: 0, amount: '250.5' },
                ],
              },
              {
                op: 'create',
                post: true,
                doc: { kind: 'sale', day: 3, store: 0, lines: [{ e: 0, qty: '0.5', price: '30' }], vat: '20', vatInPrice: false, agent: 1 },
              },
              { op: 'toggleOperation', target: 0 },
            ],
            1,
          ],
        ],
      });
    },
    timeoutFor(LEDGER_MS_PER_CASE, LEDGER_RUNS),
  );
});
