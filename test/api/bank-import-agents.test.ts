import { beforeAll, describe, expect, it } from 'vitest';
import { BankImportResult, envelopeOf } from '../../shared/api/index.js';
import type { BankLine } from '../../shared/bank/statement.js';
import { someCode, someIban } from '../support/bank-statement.js';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';

/**
 * One counterparty per registry code (docs/service-behaviour.md, "Bank statements" and "Agents"): a
 * bank import asked to create an agent whose code one already has takes that agent, whoever made it
 * and however the imports overlap; creating one by `/agent/update` is allowed but warned of.
 */
describe('counterparties created by bank imports', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  const line = (no: string, code: string): BankLine => ({
    no,
    date: '2026-11-09',
    amount: '15.00',
    direction: 'in',
    account: someIban(),
    counterparty: { name: 'ТОВ «Новий»', code, iban: '' },
    purpose: 'Оплата',
    position: 0,
  });
  const importCreating = (l: BankLine, name = 'ТОВ «Новий»') =>
    api.post('/bank/import', { post: false, lines: [{ ...l, agent: { create: { name, code: l.counterparty.code } }, invoice: null }] });
  const agentsWith = async (code: string) => (await api.get('/agent/find/', { what: 'code', value: code })).body.data;

  it('takes the agent that has the code instead of making a second one', async () => {
    const code = someCode();
    const existing = await f.agent('ТОВ «Вже є»', { code });
    const reply = await importCreating(line('1', code));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const result = envelopeOf(BankImportResult).parse(reply.body).data;
    expect(result.agentsCreated).toEqual([]);
    expect(result.created.map((c) => c.agent)).toEqual([{ uid: existing.uid, name: 'ТОВ «Вже є»' }]);
    expect((await agentsWith(code)).map((a) => a.uid)).toEqual([existing.uid]);
  });

  it('makes one agent of a code that two imports running at once both create', async () => {
    const code = someCode();
    const [a, b] = await Promise.all([
      importCreating(line('1', code), 'ТОВ «Перший запит»'),
      importCreating(line('2', code), 'ТОВ «Другий»'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const made = [a, b].map((r) => envelopeOf(BankImportResult).parse(r.body).data);
    expect(made.flatMap((m) => m.agentsCreated)).toHaveLength(1);
    const agents = await agentsWith(code);
    expect(agents).toHaveLength(1);
    expect(made.map((m) => m.created[0]?.agent?.uid)).toEqual([agents[0]?.uid, agents[0]?.uid]);
  });

  it('warns, in the envelope, of a new agent made by /agent/update with a code another agent has', async () => {
    const code = someCode();
    const first = await f.agent('ТОВ «Головний»', { code });
    const reply = await api.post('/agent/update', { uid: uid(), name: 'Філія', code });
    expect(reply.status).toBe(200);
    expect(reply.body.warnings).toEqual([expect.stringMatching(new RegExp(`^CODE_IN_USE: .*${code}.*${first.uid}`))]);
    // Saving it again, or another agent without a code, warns of nothing.
    const again = await api.post('/agent/update', { uid: reply.body.data.uid, name: 'Філія 1' });
    expect(again.body).not.toHaveProperty('warnings');
    expect((await api.post('/agent/update', { uid: uid(), name: 'Без коду' })).body).not.toHaveProperty('warnings');
    expect(await agentsWith(code)).toHaveLength(2);
  });
});
