import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Aging, AgentTurnover, agingBucket, envelopeOf } from '../../shared/api/index.js';
import { Decimal, sumDecimals } from '../../shared/api/money.js';
import { apiClient, createMemoryService, type ApiClient, type TestService } from '../support/test-service.js';
import { action, runsFor, timeoutFor, worldSize } from './arbitraries.js';
import { DAYS, createWorld, runAction, type Action, type RunDoc, type WorldSize } from './world.js';

let service: TestService;
let api: ApiClient;
// A company in memory of this file's own: its worlds are built without a file's fsync (docs/testing.md, "Properties").
beforeAll(async () => {
  service = await createMemoryService('aging');
  api = apiClient(service.app);
});
afterAll(async () => {
  await service?.app.close();
  await service?.companyDb.close();
});

async function dataOf<T>(schema: { parse: (value: unknown) => { data: T } }, path: string, query: Record<string, string>): Promise<T> {
  const reply = await api.get(path, query);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return schema.parse(reply.body).data;
}

/** The aging report of one side at one date, checked against itself and against the turnover report's closing balances. */
async function checkSide(agents: string[], side: 'receivable' | 'payable', accCode: '361' | '631', date: string) {
  const data = await dataOf(envelopeOf(Aging), '/report/aging/', { date, side });
  const turnover = await dataOf(envelopeOf(AgentTurnover), '/report/agentturnover/', { accCode, from: DAYS[0] ?? date, to: date });
  const closing = (r: AgentTurnover['rows'][number]) =>
    side === 'receivable' ? new Decimal(r.balanceEndDb).minus(r.balanceEndCr) : new Decimal(r.balanceEndCr).minus(r.balanceEndDb);
  for (const agent of agents) {
    const row = data.rows.find((r) => r.agent.uid === agent);
    const theirs = turnover.rows.find((r) => r.agent.uid === agent);
    // The counterparty's total is the turnover report's closing balance on the side's account.
    expect(new Decimal(row?.balance ?? 0).toFixed(2)).toBe((theirs ? closing(theirs) : new Decimal(0)).toFixed(2));
    if (!row) continue;
    // Its items add up to it, are debts or advances but never both, and each is within its document's amount.
    expect(sumDecimals(row.items.map((i) => new Decimal(i.open))).toFixed(2)).toBe(new Decimal(row.balance).toFixed(2));
    expect(new Set(row.items.map((i) => Math.sign(i.open))).size).toBe(1);
    for (const item of row.items) {
      expect(item.open).not.toBe(0);
      expect(Math.abs(item.open)).toBeLessThanOrEqual(item.amount);
      expect(item.bucket).toBe(item.open > 0 ? agingBucket(item.days) : 'advance');
      expect(item.document.date <= date).toBe(true);
    }
    const buckets = sumDecimals([row.d0_30, row.d31_60, row.d61_90, row.over90, row.advance].map((v) => new Decimal(v)));
    expect(buckets.toFixed(2)).toBe(new Decimal(row.balance).toFixed(2));
  }
}

async function checkAging(size: WorldSize, history: Action[], at: number): Promise<void> {
  const w = await createWorld(api, size);
  const docs: RunDoc[] = [];
  for (const step of history) await runAction(api, w, docs, step);
  const date = DAYS[at] ?? '';
  await checkSide(w.agents, 'receivable', '361', date);
  await checkSide(w.agents, 'payable', '631', date);
}

describe('the aging report', () => {
  it(
    'gives each counterparty the turnover report’s closing balance, as open items that add up to it',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          worldSize,
          fc.array(action({ payments: true }), { minLength: 1, maxLength: 14 }),
          fc.nat(DAYS.length - 1),
          checkAging,
        ),
        runsFor(2_000),
      );
    },
    timeoutFor(2_000),
  );
});
