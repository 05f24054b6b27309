import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, splitProportionally, sumDecimals } from '../../shared/api/money.js';
import { computeVat } from '../../shared/api/vat.js';
import { apiClient, createMemoryService, type ApiClient, type TestService } from '../support/test-service.js';
import { action, runsFor, timeoutFor, worldSize } from './arbitraries.js';
import { balancesOf, expectedQty, movementTotals, movesOfDocument, type Balances } from './observe.js';
import {
  DAYS,
  VAT_RATES,
  createWorld,
  entityOf,
  lineSumOf,
  manufactureLines,
  runAction,
  type Action,
  type DocSpec,
  type RunDoc,
  type World,
  type WorldSize,
} from './world.js';
import { defined } from '../support/checked.js';

let service: TestService;
let api: ApiClient;
beforeAll(async () => {
  // A company of its own: each run says whether it pays VAT.
  service = await createMemoryService('stockbalance');
  api = apiClient(service.app);
});
afterAll(async () => {
  await service.app.close();
  await service.companyDb.close();
});

/**
 * What a receipt's goods come in at (docs/general-ledger.md, "A non-payer's VAT"): a VAT payer's at
 * their net, a non-payer's with their VAT, each line its sum and, with VAT on top, its share of the
 * document's VAT by the lines' sums (services among them).
 */
function receiptCost(w: World, spec: Extract<DocSpec, { kind: 'receipt' }>, vatPayer: boolean): Decimal {
  const rate = VAT_RATES[spec.vat];
  const sums = spec.lines.map((l) => lineSumOf(l.qty, l.price));
  const isGoods = spec.lines.map((l) => entityOf(w, l.e) !== w.service);
  const goodsSum = (amounts: Decimal[]) => sumDecimals(amounts.filter((_, i) => isGoods[i]));
  if (vatPayer) {
    const nets = sums.map((sum) =>
      spec.vatInPrice
        ? sum.minus(
            sum
              .times(rate)
              .dividedBy(100 + rate)
              .toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
          )
        : sum,
    );
    return goodsSum(nets);
  }
  if (spec.vatInPrice) return goodsSum(sums);
  const { vatSum } = computeVat(sumDecimals(sums), spec.vat, false);
  const weights = sumDecimals(sums).isZero() ? sums.map(() => new Decimal(1)) : sums;
  const shares = splitProportionally(vatSum, weights);
  return goodsSum(sums.map((sum, i) => sum.plus(shares[i] ?? 0)));
}

/** Properties 1 and 4: rows are positive, and each equals the posted documents (qty) and the stock movements (sum). */
async function checkBalances(w: World, docs: RunDoc[], balances: Balances): Promise<void> {
  for (const date of DAYS) {
    const rows = defined(balances[date], `the balance rows at ${date}`);
    for (const row of rows) expect(new Decimal(row.qty).greaterThan(0), `${date} ${row.entity} qty ${row.qty}`).toBe(true);
    const reported = new Map(rows.map((r) => [`${r.store}|${r.entity}`, r.qty]));
    const expected = new Map([...expectedQty(w, docs, date)].map(([k, q]) => [k, q.toFixed()]));
    expect(reported, `quantities at ${date}`).toEqual(expected);
    const moves = await movementTotals(service.companyDb, w, date);
    for (const row of rows) {
      const m = moves.get(`${row.store}|${row.entity}`);
      expect(row.sum, `sum at ${date}`).toBe(m?.amount.toFixed());
      const sum = new Decimal(row.sum);
      expect(row.price).toBe(sum.dividedBy(row.qty).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed());
    }
    // A position that is back to zero must hold no cost either: a leftover sum would vanish from the report.
    for (const [k, m] of moves) if (m.qty.isZero()) expect(m.amount.toFixed(), `cost left on empty ${k}`).toBe('0');
  }
}

/** Each posted document's movements carry exactly its line quantities; purchases enter at their cost (receiptCost). */
async function checkMovesOfDocuments(w: World, docs: RunDoc[], vatPayer: boolean): Promise<void> {
  for (const doc of docs) {
    if (doc.spec.kind === 'payment') continue;
    const moves = await movesOfDocument(service.companyDb, doc.uid);
    if (!doc.done) {
      expect(moves, `moves of unposted ${doc.type}`).toEqual([]);
      continue;
    }
    const inQty = moves.filter((m) => m.qty.isPositive()).reduce((s, m) => s.plus(m.qty), new Decimal(0));
    const outQty = moves.filter((m) => m.qty.isNegative()).reduce((s, m) => s.minus(m.qty), new Decimal(0));
    const inAmount = moves.filter((m) => m.qty.isPositive()).reduce((s, m) => s.plus(m.amount), new Decimal(0));
    const outAmount = moves.filter((m) => m.qty.isNegative()).reduce((s, m) => s.minus(m.amount), new Decimal(0));
    const spec = doc.spec;
    const goodsQty = (ls: { e: number; qty: string }[]) =>
      ls.filter((l) => entityOf(w, l.e) !== w.service).reduce((s, l) => s.plus(l.qty), new Decimal(0));
    switch (spec.kind) {
      case 'receipt': {
        expect(outQty.toFixed()).toBe('0');
        expect(inQty.toFixed()).toBe(goodsQty(spec.lines).toFixed());
        expect(inAmount.toFixed(), 'a purchase enters at its cost').toBe(receiptCost(w, spec, vatPayer).toFixed());
        break;
      }
      case 'customerReturn':
        expect(inQty.toFixed()).toBe(goodsQty(spec.lines).toFixed());
        break;
      case 'sale':
      case 'supplierReturn':
      case 'writeOff':
        expect(inQty.toFixed()).toBe('0');
        expect(outQty.toFixed()).toBe(goodsQty(spec.lines).toFixed());
        break;
      case 'move':
        expect(inQty.toFixed()).toBe(goodsQty(spec.lines).toFixed());
        expect(outQty.toFixed()).toBe(goodsQty(spec.lines).toFixed());
        expect(inAmount.toFixed(), 'a move keeps the cost of its batches').toBe(outAmount.toFixed());
        break;
      case 'manufacture': {
        const { products, materials } = manufactureLines(w, spec);
        // Manufacture lines are goods by construction (the service line is added apart).
        const total = (ls: { qty: string }[]) => ls.reduce((s, l) => s.plus(l.qty), new Decimal(0)).toFixed();
        expect(outQty.toFixed()).toBe(total(materials));
        expect(inQty.toFixed()).toBe(total(products));
        if (products.length > 0) {
          expect(inAmount.toFixed(), 'products cost the materials plus the service').toBe(outAmount.plus(spec.service).toFixed());
        }
        break;
      }
    }
  }
}

/** Runs the actions in a fresh world, checking the balances after every step; a refused post or unpost must change nothing. */
async function runAndCheck(size: WorldSize, vatPayer: boolean, actions: Action[]): Promise<void> {
  expect((await api.post('/company/settings', { vatPayer })).status).toBe(200);
  const w = await createWorld(api, size);
  const docs: RunDoc[] = [];
  let before = await balancesOf(api, w);
  for (const step of actions) {
    const result = await runAction(api, w, docs, step);
    const after = await balancesOf(api, w);
    if (result && !result.outcome.ok) expect(after, `refused ${result.doc.type}: ${result.outcome.code}`).toEqual(before);
    await checkBalances(w, docs, after);
    before = after;
  }
  await checkMovesOfDocuments(w, docs, vatPayer);
}

describe('warehouse balances under random posting and unposting', () => {
  it(
    'stock never goes negative, and every balance row equals the posted documents and their movements',
    async () => {
      await fc.assert(
        fc.asyncProperty(worldSize, fc.boolean(), fc.array(action(), { minLength: 1, maxLength: 14 }), runAndCheck),
        runsFor(2_000),
      );
    },
    timeoutFor(2_000),
  );
});
