import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BankImportResult, BankPreview, envelopeOf } from '../../shared/api/index.js';
import { apiClient, createTestService, fixtures, type ApiClient } from '../support/test-service.js';

const Made = z.object({ uid: z.string() }).loose();
const Entries = z.object({ data: z.array(z.object({ debit: z.string(), credit: z.string(), amount: z.number() }).loose()) }).loose();
const OURS = 'UA213223130000026007233566001';

/**
 * The defect an accountant found: every outgoing line whose purpose held «ПДВ» was proposed as a tax
 * and posted Дт 641 Кт 311, supplier payments «у т.ч. ПДВ» and the bank's «Комісія … Без ПДВ» alike
 * (docs/service-behaviour.md, "Bank statements": the counterparty decides before the purpose).
 */
describe('a purpose that mentions VAT is no tax by itself', () => {
  let api: ApiClient;
  let supplier: string;
  const line = (no: string, amount: string, counterparty: { name: string; code: string; iban: string }, purpose: string) => ({
    no,
    date: '2026-11-20',
    amount,
    direction: 'out' as const,
    account: OURS,
    counterparty,
    purpose,
  });
  const lines = () => [
    line(
      'v1',
      '1200.00',
      { name: 'ТОВ "ПОСТАЧАЛЬНИК ПДВ"', code: '31000021', iban: 'UA903052992990004149123456789' },
      'Оплата за товар згідно рах. № 15 від 18.11.2026, у т.ч. ПДВ 20% - 200.00 грн.',
    ),
    line(
      'v2',
      '850.00',
      { name: 'ТОВ "НОВИЙ ПОСТАЧАЛЬНИК"', code: '31000022', iban: 'UA903052992990004149123456700' },
      'Оплата за послуги зв`язку, в т.ч. ПДВ 141,67',
    ),
    line('v3', '15.00', { name: 'АТ КБ "ПРИВАТБАНК"', code: '14360570', iban: '' }, 'Комісія банку за переказ коштів. Без ПДВ'),
  ];

  beforeAll(async () => {
    api = apiClient((await createTestService('bank vat phrases')).app);
    expect((await api.post('/company/settings', { code: '40123456', iban: OURS, bank: 'АТ КБ "ПРИВАТБАНК"' })).status).toBe(200);
    supplier = Made.parse(await fixtures(api).agent('ТОВ «Постачальник ПДВ»', { code: '31000021' })).uid;
  });

  it('proposes a supplier’s payment and the bank’s fee, not a tax', async () => {
    const reply = await api.post('/bank/preview', { lines: lines() });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const preview = envelopeOf(BankPreview).parse(reply.body).data;
    expect(preview.lines.map((l) => [l.kind, l.ledgerAccount])).toEqual([
      ['payToSupplier', null],
      ['payToSupplier', null],
      ['otherOut', '92'],
    ]);
  });

  it('posts the lines as proposed to 631 and 92, never 641', async () => {
    const preview = envelopeOf(BankPreview).parse((await api.post('/bank/preview', { lines: lines() })).body).data;
    const [known, fresh, fee] = lines();
    const kindOf = (i: number) => ({ kind: preview.lines[i]?.kind, ledgerAccount: preview.lines[i]?.ledgerAccount });
    const reply = await api.post('/bank/import', {
      post: true,
      lines: [
        { ...known, agent: { uid: supplier }, invoice: null, ...kindOf(0) },
        { ...fresh, agent: { create: { name: 'ТОВ «Новий постачальник»', code: '31000022' } }, invoice: null, ...kindOf(1) },
        { ...fee, agent: null, invoice: null, ...kindOf(2) },
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const result = envelopeOf(BankImportResult).parse(reply.body).data;
    const entries = [];
    for (const made of result.created) {
      const body = Entries.parse((await api.get(`/document/entries/${made.payment.uid}`)).body);
      entries.push(body.data.map((e) => `${e.debit}/${e.credit} ${e.amount}`));
    }
    expect(entries).toEqual([['631/311 1200'], ['631/311 850'], ['92/311 15']]);
  });
});

/**
 * The bank's fee, other income and ПДВ are proposed on the company's account roles (docs/general-ledger.md,
 * "Account roles"): an office that keeps the fee on 93 and ПДВ on its own 641.2 gets them there.
 */
describe('a statement line on the company’s roles', () => {
  it('proposes the fee, other income and ПДВ on the accounts the roles name', async () => {
    const api = apiClient((await createTestService('bank line roles')).app);
    expect((await api.post('/company/settings', { code: '40123457', iban: OURS, bank: 'АТ КБ "ПРИВАТБАНК"' })).status).toBe(200);
    expect((await api.post('/account/update', { code: '641.2', name: 'ПДВ' })).status).toBe(200);
    for (const [role, account] of [
      ['bankFee', '93'],
      ['otherMoneyIn', '746'],
      ['vatSettlements', '641.2'],
    ])
      expect((await api.post('/ledger/accountroles/update', { role, account })).status, `${role} ${account}`).toBe(200);
    const bank = { name: 'АТ КБ "ПРИВАТБАНК"', code: '14360570', iban: '' };
    const treasury = { name: 'ГУК у м.Києві/м.Київ/14010100', code: '37993783', iban: 'UA578999980333179325000026001' };
    const line = (no: string, direction: 'in' | 'out', counterparty: typeof bank, purpose: string) => ({
      no,
      date: '2026-11-20',
      amount: '100.00',
      direction,
      account: OURS,
      counterparty,
      purpose,
    });
    const reply = await api.post('/bank/preview', {
      lines: [
        line('r1', 'out', bank, 'Комісія банку за обслуговування рахунку. Без ПДВ'),
        line('r2', 'in', bank, 'Повернення помилково списаної комісії'),
        line('r3', 'out', treasury, '*;101;40123457;Податок на додану вартість за жовтень 2026'),
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const preview = envelopeOf(BankPreview).parse(reply.body).data;
    expect(preview.lines.map((l) => [l.kind, l.ledgerAccount])).toEqual([
      ['otherOut', '93'],
      ['otherIn', '746'],
      ['otherOut', '641.2'],
    ]);
  });
});
