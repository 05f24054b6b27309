import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BANK_LINE_KINDS, BankImportResult, BankPreview, envelopeOf, MoneyAccount } from '../../shared/api/index.js';
import { shortLegalName } from '../../shared/bank/legal-name.js';
import { someValidIban } from '../support/bank-statement.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient } from '../support/test-service.js';

const Party = z.object({ name: z.string(), code: z.string(), iban: z.string() });
const Corpus = z.object({
  agents: z.array(Party.extend({ key: z.string() })),
  lines: z.array(
    z.object({
      direction: z.enum(['in', 'out']),
      amount: z.string(),
      counterparty: Party,
      purpose: z.string(),
      kind: z.enum(BANK_LINE_KINDS),
      account: z.string().optional(),
      other: z.enum(['reserve', 'cash']).optional(),
    }),
  ),
});
const CORPUS = Corpus.parse(JSON.parse(readFileSync(new URL('../support/fixtures/bank-purposes.json', import.meta.url), 'utf8')));
const Entries = z.object({ data: z.array(z.object({ debit: z.string(), credit: z.string(), amount: z.number() }).loose()) }).loose();

const OURS = 'UA213223130000026007233566001';
const RESERVE = someValidIban();

/**
 * The purpose corpus (test/support/fixtures/bank-purposes.json): supplier payments with and without
 * VAT phrases, customer receipts, fees of several banks, salaries, taxes to the treasury, transfers
 * between our accounts and with the cash desk, loans, aid, refunds and money on account, each held to
 * the kind and account the preview proposes and the entry its import posts
 * (docs/service-behaviour.md, "Bank statements").
 */
describe('the kind and account of every line of the purpose corpus', () => {
  let api: ApiClient;
  const agents = new Map<string, string>();
  let reserve = '';
  let cashDesk = '';
  const lines = CORPUS.lines.map((line, i) => ({
    no: `c${i + 1}`,
    date: '2026-11-20',
    amount: line.amount,
    direction: line.direction,
    account: OURS,
    counterparty: { ...line.counterparty, iban: line.counterparty.iban.replace('$reserve', RESERVE).replace('$ours', OURS) },
    purpose: line.purpose,
  }));

  beforeAll(async () => {
    api = apiClient((await createTestService('bank purpose corpus')).app);
    const settings = await api.post('/company/settings', {
      code: '40123456',
      iban: OURS,
      bank: 'АТ КБ "ПРИВАТБАНК"',
      name: 'ТОВ «Ми самі»',
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const f = fixtures(api);
    for (const agent of CORPUS.agents) {
      const made = z
        .object({ uid: z.string() })
        .loose()
        .parse(await f.agent(agent.name, { code: agent.code, ...(agent.iban ? { iban: agent.iban } : {}) }));
      agents.set(agent.code, made.uid);
    }
    const made = await api.post('/moneyaccount/update', { uid: uid(), name: 'Резервний рахунок', kind: 'bank', iban: RESERVE });
    reserve = envelopeOf(MoneyAccount).parse(made.body).data.uid;
    const all = z.array(MoneyAccount).parse((await api.get('/moneyaccount/index/')).body.data);
    cashDesk = all.find((a) => a.kind === 'cash' && a.main)?.uid ?? '';
  });

  it('holds at least 60 lines', () => {
    expect(CORPUS.lines.length).toBeGreaterThanOrEqual(60);
  });

  it('proposes each line’s kind and account', async () => {
    const reply = await api.post('/bank/preview', { lines });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const preview = envelopeOf(BankPreview).parse(reply.body).data;
    const proposed = preview.lines.map((p, i) => ({
      purpose: lines[i]?.purpose,
      kind: p.kind,
      account: p.ledgerAccount ?? undefined,
      other: p.otherMoneyAccount?.uid === reserve ? 'reserve' : p.otherMoneyAccount?.uid === cashDesk ? 'cash' : undefined,
    }));
    const expected = CORPUS.lines.map((line) => ({
      purpose: line.purpose,
      kind: line.kind,
      // A customer's or supplier's payment or refund takes its settlement account from its kind, not from the line.
      account: line.kind === 'otherOut' || line.kind === 'otherIn' ? line.account : undefined,
      other: line.other,
    }));
    expect(proposed).toEqual(expected);
  });

  it('imports each line as proposed and posts it to its account', async () => {
    const preview = envelopeOf(BankPreview).parse((await api.post('/bank/preview', { lines })).body).data;
    const confirmed = lines.map((line, i) => {
      const p = preview.lines[i];
      if (!p) throw new Error(`no preview of line ${i}`);
      const takesAgent = !['otherOut', 'otherIn', 'transfer'].includes(p.kind);
      // As the app sends them: the counterparty found, else one made from the line where the kind needs one.
      const agent = p.agent
        ? { uid: p.agent.uid }
        : takesAgent
          ? { create: { name: shortLegalName(line.counterparty.name), code: line.counterparty.code } }
          : null;
      return { ...line, agent, invoice: null, kind: p.kind, ledgerAccount: p.ledgerAccount, otherMoneyAccount: p.otherMoneyAccount };
    });
    const reply = await api.post('/bank/import', { post: true, lines: confirmed });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const result = envelopeOf(BankImportResult).parse(reply.body).data;
    expect(result.created).toHaveLength(lines.length);
    const posted = [];
    for (const made of result.created) {
      const entries = Entries.parse((await api.get(`/document/entries/${made.payment.uid}`)).body).data;
      posted.push(entries.map((e) => `${e.debit}/${e.credit}`).join(' '));
    }
    const money = '311';
    const expected = CORPUS.lines.map((line) => {
      const other = line.other === 'cash' ? '301' : line.other === 'reserve' ? '311' : line.account;
      return line.direction === 'out' ? `${other}/${money}` : `${money}/${other}`;
    });
    expect(posted).toEqual(expected);
  });
});
