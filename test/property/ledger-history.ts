import fc from 'fast-check';
import { action, worldSize } from './arbitraries.js';
import type { Action, DocSpec, WorldSize } from './world.js';

/**
 * Cases of the ledger's properties: each posts a history and reads every report of it, so fewer than
 * the registers' properties (PROPERTY_RUNS still sets them, for a longer hunt).
 */
export const LEDGER_RUNS = Number(process.env.PROPERTY_RUNS ?? 12);
/** What a case takes on PostgreSQL on a busy machine; on a company file, a fifth of it. */
export const LEDGER_MS_PER_CASE = 8_000;

/** A world of one good, one material and one product (and the service), so every stock account takes part. */
export const ledgerWorld: fc.Arbitrary<WorldSize> = worldSize.map((size) => ({ ...size, goods: 3 }));

/** A purchase on the first day into store `store` of twenty of each good at its price, VAT on top. */
const stocking = (store: number, prices: string[]): Action => ({
  op: 'create',
  post: true,
  doc: {
    kind: 'receipt',
    day: 0,
    store,
    lines: prices.map((price, e) => ({ e, qty: '20', price })),
    vat: '20',
    vatInPrice: false,
    agent: 0,
  } satisfies DocSpec,
});

/**
 * A history of the ledger's properties: every store (of up to three) stocked on the first day, so
 * most sales, moves, write-offs and manufactures find goods, then generated documents and payments
 * (some back-dated before the stocking's other documents, some posted later or unposted).
 */
export const ledgerHistory: fc.Arbitrary<Action[]> = fc
  .tuple(
    fc.array(fc.constantFrom('10', '12.5', '0.3333', '7'), { minLength: 3, maxLength: 3 }),
    fc.array(action({ payments: true }), { minLength: 3, maxLength: 10 }),
  )
  .map(([prices, steps]) => [0, 1, 2].map((store) => stocking(store, prices)).concat(steps));
