import fc from 'fast-check';
import { Decimal } from '../../shared/api/money.js';
import {
  DAYS,
  SETTLING_PAYMENT_TYPES,
  VAT_RATES,
  type Action,
  type DocSpec,
  type GenVatCode,
  type LineSpec,
  type WorldSize,
} from './world.js';

/** A decimal with at most `places` decimals in (0, max], as text; round values come often so batches empty exactly. */
const decimalText = (places: number, max: number, round: string[]) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...round) },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: max * 10 ** places }).map((n) => new Decimal(n).dividedBy(10 ** places).toFixed()) },
  );

/** Received quantities: up to 20 with 3 decimals. */
const receivedQty = decimalText(3, 20, ['1', '2', '5', '0.5']);
/** Issued quantities are smaller, so many issues fit and some do not. */
const issuedQty = decimalText(3, 4, ['1', '2', '0.5']);
/** Prices up to 1,000 with 4 decimals, zero included. */
const price = fc.oneof(fc.constant('0'), decimalText(4, 1000, ['1', '12.5', '0.3333']));
/** Amounts in kopecks. */
const amount = (max: number) => decimalText(2, max, ['100', '0.01']);

const day = fc.nat(DAYS.length - 1);
/** Indices of stores, entities and agents lean to the first, so documents meet on the same positions. */
const index = fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, { weight: 3, arbitrary: fc.nat(3) });
const lines = (qty: fc.Arbitrary<string>, maxLength = 3) =>
  fc.array(fc.record<LineSpec>({ e: index, qty, price }), { minLength: 1, maxLength });
/** Issues carry one or two lines: each line must find stock, so longer ones are nearly always refused. */
const issued = lines(issuedQty, 2);
/** Receipts lean to the first day, so later issues find stock. */
const receiptDay = fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: day });
const trade = {
  vat: fc.constantFrom(...(Object.keys(VAT_RATES) as GenVatCode[])),
  vatInPrice: fc.boolean(),
  agent: index,
};

/** Every kind of document the properties post: receipts, issues, moves, manufacture, returns and payments. */
export function docSpec(opts: { payments?: boolean } = {}): fc.Arbitrary<DocSpec> {
  const kinds: fc.WeightedArbitrary<DocSpec>[] = [
    {
      weight: 5,
      arbitrary: fc.record({ kind: fc.constant('receipt' as const), day: receiptDay, store: index, lines: lines(receivedQty), ...trade }),
    },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('sale' as const), day, store: index, lines: issued, ...trade }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('supplierReturn' as const), day, store: index, lines: issued, ...trade }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('writeOff' as const), day, store: index, lines: issued }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), day, store: index, to: index, lines: issued }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('manufacture' as const),
        day,
        store: index,
        to: index,
        materials: issued,
        service: fc.oneof(fc.constant('0'), amount(500)),
        products: fc.array(fc.record({ e: index, qty: issuedQty, sum: fc.oneof(fc.constant('0'), amount(1000)) }), {
          minLength: 1,
          maxLength: 2,
        }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('customerReturn' as const),
        day,
        store: index,
        parent: fc.option(fc.nat(10), { freq: 4, nil: null }),
        lines: issued,
        ...trade,
      }),
    },
  ];
  if (opts.payments) {
    kinds.push({
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('payment' as const),
        type: fc.constantFrom(...SETTLING_PAYMENT_TYPES),
        day,
        agent: index,
        sum: amount(5000),
      }),
    });
  }
  return fc.oneof(...kinds);
}

/** A step: mostly new documents (usually posted at once), sometimes posting or unposting an earlier one, or relinking a return. */
export function action(opts: { payments?: boolean } = {}): fc.Arbitrary<Action> {
  const postNow = fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ op: fc.constant('create' as const), doc: docSpec(opts), post: postNow }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('toggle' as const), target: fc.nat(40) }) },
    {
      weight: 1,
      arbitrary: fc.record({ op: fc.constant('link' as const), child: fc.nat(10), parent: fc.option(fc.nat(10), { freq: 4, nil: null }) }),
    },
  );
}

/** A small world: 2–3 stores, 1–3 goods (plus one service), 2–3 agents. */
export const worldSize: fc.Arbitrary<WorldSize> = fc.record({
  stores: fc.integer({ min: 2, max: 3 }),
  goods: fc.integer({ min: 1, max: 3 }),
  agents: fc.integer({ min: 2, max: 3 }),
});

/**
 * Cases every property runs: 100 unless PROPERTY_RUNS says otherwise (more for a longer hunt). A
 * property too slow for 100 cases makes its cases smaller, never fewer; an unusable case is
 * discarded with `fc.pre`, so it is not counted as a pass.
 */
export const PROPERTY_RUNS = Number(process.env.PROPERTY_RUNS ?? 100);

/** Time allowed for a property of `runs` cases each taking up to `msPerCase` on a busy machine: never less than a minute. */
export const timeoutFor = (msPerCase: number, runs = PROPERTY_RUNS): number => Math.max(60_000, runs * msPerCase);

/**
 * fast-check's settings for such a property: PROPERTY_RUNS cases, stopped 30 s before the test's own
 * timeout. A case that fails is shrunk, and shrinking a case of two worlds of documents can take
 * minutes: stopped in time, the run still reports the failure with the smallest case found so far,
 * where the test's timeout would report only that it ran out of time. A run stopped before all its
 * cases ran fails too.
 */
export const runsFor = (msPerCase: number, runs = PROPERTY_RUNS) => ({
  numRuns: runs,
  interruptAfterTimeLimit: timeoutFor(msPerCase, runs) - 30_000,
  markInterruptAsFailure: true,
});
