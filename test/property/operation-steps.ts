import fc from 'fast-check';
import { at } from '../support/checked.js';
import { uid, type ApiClient } from '../support/test-service.js';
import { ledgerHistory } from './ledger-history.js';
import { DAYS, dateOf, runAction, SETTLING_PAYMENT_TYPES, storeOf, type Action, type RunDoc, type World } from './world.js';

/**
 * Manual operations in the ledger's histories (docs/general-ledger.md, "Manual operations"): opening
 * balances of goods brought into a store against 00, and debts with a counterparty on 361 or 631 on
 * either side, posted, unposted and back-dated among the documents.
 */

/** An entry of a generated operation, its indices taken modulo the world's sizes. */
export type OperationEntrySpec =
  | { kind: 'goods'; e: number; store: number; qty: string; amount: string }
  | { kind: 'debt'; account: '361' | '631'; side: 'debit' | 'credit'; agent: number; amount: string };

/** A step of a history with operations: a document's (world.ts), an operation created (and maybe posted), or one's posted flag flipped. */
export type LedgerStep =
  Action | { op: 'operation'; day: number; entries: OperationEntrySpec[]; post: boolean } | { op: 'toggleOperation'; target: number };

/** A manual operation a run created, with the posted flag the service last confirmed. */
export interface RunOperation {
  uid: string;
  done: boolean;
}

// Some as large as a payment (up to 5,000), so an operation can turn a later payment from an advance into the payment of a debt.
const amount = fc.constantFrom('100', '12.34', '0.01', '250.5', '1200', '4000.5');
const entrySpec: fc.Arbitrary<OperationEntrySpec> = fc.oneof(
  fc.record({
    kind: fc.constant('goods' as const),
    e: fc.nat(2),
    store: fc.nat(2),
    qty: fc.constantFrom('1', '2.5', '0.333', '10'),
    amount,
  }),
  fc.record({
    kind: fc.constant('debt' as const),
    account: fc.constantFrom('361' as const, '631' as const),
    side: fc.constantFrom('debit' as const, 'credit' as const),
    agent: fc.nat(2),
    amount,
  }),
);
const operationStep: fc.Arbitrary<LedgerStep> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('operation' as const),
      day: fc.nat(3),
      entries: fc.array(entrySpec, { minLength: 1, maxLength: 3 }),
      post: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('toggleOperation' as const), target: fc.nat(5) }) },
);

/** The ledger's histories (ledger-history.ts) with a few manual operations put in among their steps. */
export const historyWithOperations: fc.Arbitrary<LedgerStep[]> = fc
  .tuple(ledgerHistory, fc.array(fc.tuple(fc.nat(12), operationStep), { maxLength: 3 }))
  .map(([history, inserts]) => {
    const steps: LedgerStep[] = [...history];
    for (const [place, step] of inserts) steps.splice(place % (steps.length + 1), 0, step);
    return steps;
  });

/**
 * A counterparty's payment or a posted operation of its debts on 361 or 631: the moves whose order
 * decides, under the first event rule, which payments are advances (docs/general-ledger.md, "VAT on
 * advances"). The stocking's supplier (agent 0) is owed more than any payment, so most go to the others.
 */
const settlementStep: fc.Arbitrary<LedgerStep> = fc.oneof(
  fc.record({
    op: fc.constant('create' as const),
    post: fc.constant(true),
    doc: fc.record({
      kind: fc.constant('payment' as const),
      type: fc.constantFrom(...SETTLING_PAYMENT_TYPES),
      day: fc.nat(DAYS.length - 1),
      agent: fc.integer({ min: 1, max: 2 }),
      sum: fc.constantFrom('600', '1200', '3000'),
    }),
  }),
  fc.record({
    op: fc.constant('operation' as const),
    day: fc.nat(DAYS.length - 1),
    entries: fc.array(
      fc.record({
        kind: fc.constant('debt' as const),
        account: fc.constantFrom('361' as const, '631' as const),
        side: fc.constantFrom('debit' as const, 'credit' as const),
        agent: fc.integer({ min: 1, max: 2 }),
        amount,
      }),
      { minLength: 1, maxLength: 2 },
    ),
    post: fc.constant(true),
  }),
);

/** The histories with operations, and payments and debts of the same counterparties mixed into them. */
export const historyWithSettlements: fc.Arbitrary<LedgerStep[]> = fc
  .tuple(historyWithOperations, fc.array(fc.tuple(fc.nat(16), settlementStep), { minLength: 2, maxLength: 5 }))
  .map(([history, inserts]) => {
    const steps = [...history];
    for (const [place, step] of inserts) steps.splice(place % (steps.length + 1), 0, step);
    return steps;
  });

/** The stock account of the world's good `i` as its kind gives it (world.ts: goods, a material, a product). */
const stockAccount = (i: number) => ['281', '201', '26'][i] ?? '281';

/** An entry of an operation as /ledgeroperation/update takes it. */
function entryOf(w: World, spec: OperationEntrySpec) {
  if (spec.kind === 'goods') {
    const i = spec.e % w.goods.length;
    const analytics = { entity: { uid: at(w.goods, i) }, store: { uid: storeOf(w, spec.store) } };
    return { debit: stockAccount(i), credit: '00', amount: spec.amount, qty: spec.qty, debitAnalytics: analytics };
  }
  const analytics = { agent: { uid: at(w.agents, spec.agent % w.agents.length) } };
  return spec.side === 'debit'
    ? { debit: spec.account, credit: '00', amount: spec.amount, debitAnalytics: analytics }
    : { debit: '00', credit: spec.account, amount: spec.amount, creditAnalytics: analytics };
}

/** Posts or unposts an operation; a refusal for short stock (422) is part of the history. */
async function setOperationDone(api: ApiClient, op: RunOperation, done: boolean): Promise<void> {
  const r = await api.post('/document/setdone', { uid: op.uid, done });
  if (r.status === 200) op.done = done;
  else if (r.status !== 422) throw new Error(`setdone ${done} of an operation answered ${r.status} ${JSON.stringify(r.body)}`);
}

/** Runs one step of a history with operations. */
export async function runLedgerStep(api: ApiClient, w: World, docs: RunDoc[], operations: RunOperation[], step: LedgerStep): Promise<void> {
  if (step.op === 'operation') {
    const body = { uid: uid(), date: dateOf(step.day), no: `O-${operations.length + 1}`, entries: step.entries.map((e) => entryOf(w, e)) };
    const r = await api.post('/ledgeroperation/update', body);
    if (r.status !== 200) throw new Error(`an operation was refused: ${r.status} ${JSON.stringify(r.body)}`);
    const op = { uid: body.uid, done: false };
    operations.push(op);
    if (step.post) await setOperationDone(api, op, true);
  } else if (step.op === 'toggleOperation') {
    if (operations.length === 0) return;
    const op = at(operations, step.target % operations.length);
    await setOperationDone(api, op, !op.done);
  } else await runAction(api, w, docs, step);
}
