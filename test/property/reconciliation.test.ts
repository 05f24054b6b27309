import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentTurnover, envelopeOf, Reconciliation } from '../../shared/api/index.js';
import { Decimal, sumDecimals } from '../../shared/api/money.js';
import { apiClient, createMemoryService, type ApiClient, type TestService } from '../support/test-service.js';
import { action, runsFor, timeoutFor, worldSize } from './arbitraries.js';
import { DAYS, createWorld, runAction, type Action, type DocSpec, type RunDoc, type WorldSize } from './world.js';

let service: TestService;
let api: ApiClient;
// A company in memory of this file's own: its worlds are built without a file's fsync (docs/testing.md, "Properties").
beforeAll(async () => {
  service = await createMemoryService('reconciliation');
  api = apiClient(service.app);
});
afterAll(async () => {
  await service?.app.close();
  await service?.companyDb.close();
});

/** The kinds of document that move settlements with their agent (payments, purchases, sales and both returns). */
const SETTLING = new Set<DocSpec['kind']>(['payment', 'receipt', 'sale', 'supplierReturn', 'customerReturn']);

async function dataOf<T>(schema: { parse: (value: unknown) => { data: T } }, path: string, query: Record<string, string>): Promise<T> {
  const reply = await api.get(path, query);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return schema.parse(reply.body).data;
}

/** The act of one agent for one period, checked against itself, the turnover report and the run's posted documents. */
async function checkAct(docs: RunDoc[], agent: string, agentOf: (spec: DocSpec) => string, from: string, to: string) {
  const period = { agent, from, to };
  const act = await dataOf(envelopeOf(Reconciliation), '/report/reconciliation/', period);
  const opening = new Decimal(act.opening);
  const debit = new Decimal(act.debitTotal);
  const credit = new Decimal(act.creditTotal);
  const closing = new Decimal(act.closing);

  // Every amount is a JSON number in whole kopecks, as the turnover report's are.
  const amounts = [act.opening, act.debitTotal, act.creditTotal, act.closing, ...act.rows.flatMap((r) => [r.debit, r.credit])];
  expect(amounts.filter((a) => new Decimal(a).decimalPlaces() > 2)).toEqual([]);

  // Its own arithmetic: opening + turnovers = closing, and the turnovers are the rows' sums.
  expect(opening.plus(debit).minus(credit).toFixed(2)).toBe(closing.toFixed(2));
  expect(sumDecimals(act.rows.map((r) => new Decimal(r.debit))).toFixed(2)).toBe(debit.toFixed(2));
  expect(sumDecimals(act.rows.map((r) => new Decimal(r.credit))).toFixed(2)).toBe(credit.toFixed(2));
  const dates = act.rows.map((r) => r.date);
  expect(dates).toEqual([...dates].sort());
  expect(dates.every((d) => d >= from && d <= to)).toBe(true);

  // The rows are exactly the posted documents and payments of this agent in the period that settle.
  const expected = docs.filter((d) => d.done && SETTLING.has(d.spec.kind) && agentOf(d.spec) === agent && d.date >= from && d.date <= to);
  expect(act.rows.map((r) => r.document.uid).sort()).toEqual(expected.map((d) => d.uid).sort());

  // The turnover report on 361 plus the one on 631 gives the same four figures.
  const totals = await Promise.all(
    ['361', '631'].map(
      async (accCode) => (await dataOf(envelopeOf(AgentTurnover), '/report/agentturnover/', { accCode, ...period })).total,
    ),
  );
  const sum = (pick: (t: AgentTurnover['total']) => Decimal) => sumDecimals(totals.map(pick)).toFixed(2);
  expect([opening, debit, credit, closing].map((f) => f.toFixed(2))).toEqual([
    sum((t) => new Decimal(t.balanceStartDb).minus(t.balanceStartCr)),
    sum((t) => new Decimal(t.dbSum)),
    sum((t) => new Decimal(t.crSum)),
    sum((t) => new Decimal(t.balanceEndDb).minus(t.balanceEndCr)),
  ]);
}

async function checkReconciliation(size: WorldSize, history: Action[], range: [number, number]): Promise<void> {
  const w = await createWorld(api, size);
  const docs: RunDoc[] = [];
  for (const step of history) await runAction(api, w, docs, step);
  const agentOf = (spec: DocSpec) => w.agents[('agent' in spec ? spec.agent : 0) % w.agents.length] ?? '';
  const [from, to] = [DAYS[Math.min(...range)] ?? '', DAYS[Math.max(...range)] ?? ''];
  for (const agent of w.agents) await checkAct(docs, agent, agentOf, from, to);
}

describe('the reconciliation act', () => {
  it(
    'adds up (opening + turnovers = closing), lists exactly the posted settling documents, and agrees with the turnover report',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          worldSize,
          fc.array(action({ payments: true }), { minLength: 1, maxLength: 14 }),
          fc.tuple(fc.nat(DAYS.length - 1), fc.nat(DAYS.length - 1)),
          checkReconciliation,
        ),
        runsFor(2_000),
      );
    },
    timeoutFor(2_000),
  );
});
