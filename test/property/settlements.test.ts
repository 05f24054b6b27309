import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/api/money.js';
import { apiClient, createMemoryService, type ApiClient, type TestService } from '../support/test-service.js';
import { action, runsFor, timeoutFor, worldSize } from './arbitraries.js';
import {
  DAYS,
  VAT_RATES,
  createWorld,
  dateOf,
  lineSumOf,
  runAction,
  type Action,
  type DocSpec,
  type RunDoc,
  type WorldSize,
} from './world.js';
import { at, defined } from '../support/checked.js';
import type { AgentTurnover } from '../../shared/api/index.js';

let service: TestService;
let api: ApiClient;
// A company in memory of this file's own: its worlds are built without a file's fsync (docs/testing.md, "Properties").
beforeAll(async () => {
  service = await createMemoryService('settlements');
  api = apiClient(service.app);
});
afterAll(async () => {
  await service?.app.close();
  await service?.companyDb.close();
});

const FIELDS = ['balanceStartDb', 'balanceStartCr', 'dbSum', 'crSum', 'balanceEndDb', 'balanceEndCr'] as const;
const zero = new Decimal(0);

/**
 * The account, side and amount a posted document moves, computed here from what was sent
 * (docs/service-behaviour.md, "Posting effects"): sales and services on 361 debit, purchases on 631 credit, returns and payments opposite, refunds as the documents.
 */
function settlementOf(spec: DocSpec): { account: '361' | '631'; debit: Decimal; credit: Decimal } | null {
  if (spec.kind === 'payment') {
    const sum = new Decimal(spec.sum);
    switch (spec.type) {
      case 'payFromCustomer':
      case 'cashIn':
        return { account: '361', debit: zero, credit: sum };
      case 'refundToCustomer':
        return { account: '361', debit: sum, credit: zero };
      case 'refundFromSupplier':
        return { account: '631', debit: zero, credit: sum };
      default:
        return { account: '631', debit: sum, credit: zero };
    }
  }
  if (!['receipt', 'sale', 'supplierReturn', 'customerReturn'].includes(spec.kind) || !('vat' in spec)) return null;
  const sum = spec.lines.reduce((s, l) => s.plus(lineSumOf(l.qty, l.price)), zero);
  const rate = VAT_RATES[spec.vat];
  const total = spec.vatInPrice ? sum : sum.plus(sum.times(rate).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  switch (spec.kind) {
    case 'sale':
      return { account: '361', debit: total, credit: zero };
    case 'customerReturn':
      return { account: '361', debit: zero, credit: total };
    case 'receipt':
      return { account: '631', debit: zero, credit: total };
    default:
      return { account: '631', debit: total, credit: zero };
  }
}

/** Opening, turnovers and closing of one agent on one account, from the run's posted documents; null when all are zero. */
function expectedRow(docs: RunDoc[], agent: string, agentOf: (spec: DocSpec) => string, account: string, from: string, to: string) {
  let opening = zero;
  let debit = zero;
  let credit = zero;
  for (const doc of docs) {
    const s = settlementOf(doc.spec);
    if (!doc.done || !s || s.account !== account || agentOf(doc.spec) !== agent || doc.date > to) continue;
    if (doc.date < from) opening = opening.plus(s.debit).minus(s.credit);
    else {
      debit = debit.plus(s.debit);
      credit = credit.plus(s.credit);
    }
  }
  const closing = opening.plus(debit).minus(credit);
  // A balance shows on one side only: debit when positive.
  const side = (b: Decimal) => (b.isNegative() ? [zero, b.negated()] : [b, zero]);
  const figures = [...side(opening), debit, credit, ...side(closing)].map((f) => f.toFixed());
  return figures.every((f) => f === '0') ? null : figures;
}

/** The report's own arithmetic: one-sided balances, opening + debit − credit = closing, and total = Σ rows. */
function checkReportArithmetic(data: AgentTurnover): void {
  const totals = new Map(FIELDS.map((k) => [k, zero]));
  for (const row of data.rows) {
    const f = (k: (typeof FIELDS)[number]) => new Decimal(row[k]);
    expect(f('balanceStartDb').isZero() || f('balanceStartCr').isZero(), 'opening on one side').toBe(true);
    expect(f('balanceEndDb').isZero() || f('balanceEndCr').isZero(), 'closing on one side').toBe(true);
    expect(f('balanceStartDb').minus(f('balanceStartCr')).plus(f('dbSum')).minus(f('crSum')).toFixed()).toBe(
      f('balanceEndDb').minus(f('balanceEndCr')).toFixed(),
    );
    for (const k of FIELDS) totals.set(k, defined(totals.get(k)).plus(f(k)));
  }
  expect(FIELDS.map((k) => new Decimal(data.total[k]).toFixed())).toEqual(FIELDS.map((k) => defined(totals.get(k)).toFixed()));
}

async function checkSettlements(size: WorldSize, history: Action[], range: [number, number]): Promise<void> {
  const w = await createWorld(api, size);
  const docs: RunDoc[] = [];
  for (const step of history) await runAction(api, w, docs, step);
  const agentOf = (spec: DocSpec) => at(w.agents, ('agent' in spec ? spec.agent : 0) % w.agents.length);
  const [from, to] = [dateOf(Math.min(...range)), dateOf(Math.max(...range))];
  for (const accCode of ['361', '631']) {
    for (const agent of w.agents) {
      const r = await api.get('/report/agentturnover/', { accCode, from, to, agent });
      expect(r.status).toBe(200);
      const expected = expectedRow(docs, agent, agentOf, accCode, from, to);
      const rows = r.body.data.rows.map((row) => FIELDS.map((k) => new Decimal(row[k]).toFixed()));
      expect(rows, `${accCode} of agent ${w.agents.indexOf(agent)} from ${from} to ${to}`).toEqual(expected ? [expected] : []);
      checkReportArithmetic(r.body.data);
    }
    // Unfiltered, the report covers every agent in the database: its arithmetic must hold all the same.
    const all = await api.get('/report/agentturnover/', { accCode, from, to });
    checkReportArithmetic(all.body.data);
  }
}

describe('settlements', () => {
  it(
    'agent turnover equals what the posted documents and payments imply, and its totals add up',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          worldSize,
          fc.array(action({ payments: true }), { minLength: 1, maxLength: 14 }),
          fc.tuple(fc.nat(DAYS.length - 1), fc.nat(DAYS.length - 1)),
          checkSettlements,
        ),
        runsFor(2_000),
      );
    },
    timeoutFor(2_000),
  );
});
