import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BankImportResult, BankPreview, envelopeOf, MoneyAccount } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { someValidIban } from '../support/bank-statement.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient } from '../support/test-service.js';

const OURS = 'UA213223130000026007233566001';
const MILITARY = 'UA658999980333139310000026001';
const PDFO = 'UA648999980333179340000026006';
const TREASURY = { name: 'ГУК у м.Києві/Шевченк.р-н', code: '37993783' };

/**
 * What the import keeps of a line for its counterparty's next lines, a transfer's other side, and the
 * books' balance before a statement (docs/service-behaviour.md, "Bank statements").
 */
describe('bank statement choices kept, transfers with the cash desk and the books before the statement', () => {
  let api: ApiClient;
  let cashDesk = '';
  let mainBank = '';
  const payments = async () => (await api.get('/paydocument/index/', { from: '2026-01-01', to: '2026-12-31' })).body.totalCount;
  const line = (no: string, date: string, direction: 'in' | 'out', amount: string, counterparty: object, purpose: string) => ({
    no,
    date,
    amount,
    direction,
    account: OURS,
    counterparty: { name: '', code: '', iban: '', ...counterparty },
    purpose,
  });
  const preview = async (body: object) => {
    const reply = await api.post('/bank/preview', body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(BankPreview).parse(reply.body).data;
  };

  beforeAll(async () => {
    api = apiClient((await createTestService('bank kept kinds')).app);
    expect((await api.post('/company/settings', { code: '40123456', iban: OURS, bank: 'АТ КБ "ПРИВАТБАНК"' })).status).toBe(200);
    const all = z.array(MoneyAccount).parse((await api.get('/moneyaccount/index/')).body.data);
    cashDesk = all.find((a) => a.kind === 'cash' && a.main)?.uid ?? '';
    mainBank = all.find((a) => a.kind === 'bank' && a.main)?.uid ?? '';
  });

  it('proposes a counterparty’s next line as its last one was imported, by IBAN, and by code but for the treasury', async () => {
    // A levy whose purpose names no tax: the treasury's default, 641, until the accountant says 642 once.
    const levy = line('k1', '2026-10-05', 'out', '780.00', { ...TREASURY, iban: MILITARY }, '*;101;40123456;за 09.2026');
    const supplier = line('k2', '2026-10-05', 'out', '95.00', { name: 'ТОВ "ЮРИСТ"', code: '36000701' }, 'Оплата послуг згідно акту 3');
    const first = await preview({ lines: [levy, supplier] });
    expect(first.lines.map((l) => [l.kind, l.ledgerAccount, l.kindReason])).toEqual([
      ['otherOut', '641', 'treasury'],
      ['payToSupplier', null, 'purpose'],
    ]);
    const imported = await api.post('/bank/import', {
      post: false,
      lines: [
        { ...levy, agent: null, invoice: null, kind: 'otherOut', ledgerAccount: '642' },
        { ...supplier, agent: null, invoice: null, kind: 'otherOut', ledgerAccount: '92' },
      ],
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);

    const next = await preview({
      lines: [
        { ...levy, no: 'k3', date: '2026-11-05' },
        { ...supplier, no: 'k4', date: '2026-11-05', counterparty: { ...supplier.counterparty, iban: OURS.replace('213', '214') } },
        // Another tax of the same treasury office: its own account, not the levy's.
        line('k5', '2026-11-05', 'out', '3000.00', { ...TREASURY, iban: PDFO }, '*;101;40123456;ПДФО за 10.2026'),
        // Money in from the same supplier is another direction: nothing kept for it.
        { ...supplier, no: 'k6', date: '2026-11-05', direction: 'in', purpose: 'Оплата за рах. 4' },
      ],
    });
    expect(next.lines.map((l) => [l.kind, l.ledgerAccount, l.kindReason])).toEqual([
      ['otherOut', '642', 'remembered'],
      ['otherOut', '92', 'remembered'],
      ['otherOut', '641', 'treasury'],
      ['payFromCustomer', null, 'purpose'],
    ]);
  });

  it('takes cash out of the bank into the cash desk, posted Дт 301 Кт 311', async () => {
    const cash = line('t1', '2026-11-06', 'out', '5000.00', { name: 'ТОВ «Ми»', code: '40123456', iban: OURS }, 'Видача готівки, чек № 55');
    const proposed = (await preview({ lines: [cash] })).lines[0];
    expect([proposed?.kind, proposed?.otherMoneyAccount]).toEqual(['transfer', { uid: cashDesk }]);
    const reply = await api.post('/bank/import', {
      post: true,
      lines: [{ ...cash, agent: null, invoice: null, kind: 'transfer', otherMoneyAccount: { uid: cashDesk } }],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const made = envelopeOf(BankImportResult).parse(reply.body).data.created[0];
    const entries = z.array(z.object({ debit: z.string(), credit: z.string(), amount: z.number() }).loose());
    expect(entries.parse((await api.get(`/document/entries/${made?.payment.uid ?? ''}`)).body.data)).toMatchObject([
      { debit: '301', credit: '311', amount: 5000 },
    ]);
  });

  it('refuses a transfer to a money account that is not ours or is the statement’s own, and saves nothing', async () => {
    const before = await payments();
    const cash = line('t2', '2026-11-07', 'out', '10.00', { name: 'ТОВ «Ми»', code: '40123456' }, 'Видача готівки');
    const send = (otherMoneyAccount: unknown) =>
      api.post('/bank/import', { post: false, lines: [{ ...cash, agent: null, invoice: null, kind: 'transfer', otherMoneyAccount }] });
    expectFailure(await send({ uid: uid() }), 400, { code: 'VALIDATION', mentions: 'lines.0.otherMoneyAccount' });
    expectFailure(await send({ uid: mainBank }), 400, { code: 'VALIDATION', mentions: 'lines.0.otherMoneyAccount' });
    expectFailure(await send({ uid: 'not-a-uuid' }), 400, { code: 'VALIDATION', mentions: 'otherMoneyAccount' });
    expectFailure(await send(null), 400, { code: 'VALIDATION', mentions: 'lines.0.counterparty.iban' });
    expect(await payments()).toBe(before);
  });

  it('gives the books’ balance of the statement’s account at the end of the day before its first day', async () => {
    const f = fixtures(api);
    const customer = z
      .object({ uid: z.string() })
      .loose()
      .parse(await f.agent('ТОВ «Книжковий»', { code: '36000702' })).uid;
    const reserve = envelopeOf(MoneyAccount).parse(
      (await api.post('/moneyaccount/update', { uid: uid(), name: 'Книжковий', kind: 'bank', iban: someValidIban() })).body,
    ).data;
    // Hand figures: 1 000,00 in on 01.12 and 250,50 out on 02.12 are before a statement from 03.12; 40,00 on 03.12 is in it, and a draft counts nothing.
    const pay = async (type: 'payFromCustomer' | 'refundToCustomer', date: string, sum: string, done = true) => {
      const made = await f.payment({ type, date, sum, agent: { uid: customer }, moneyAccount: { uid: reserve.uid } });
      if (done) await f.post(z.object({ uid: z.string() }).loose().parse(made).uid);
    };
    await pay('payFromCustomer', '2026-12-01', '1000.00');
    await pay('refundToCustomer', '2026-12-02', '250.50');
    await pay('payFromCustomer', '2026-12-03', '40.00');
    await pay('payFromCustomer', '2026-12-02', '77.00', false);
    const statement = [{ ...line('b1', '2026-12-04', 'in', '5.00', {}, 'Оплата'), account: reserve.iban }];
    const books = (await preview({ lines: statement, from: '2026-12-03' })).books;
    expect(books).toEqual({ moneyAccount: { uid: reserve.uid, name: 'Книжковий' }, date: '2026-12-02', opening: '749.50' });
    // Without `from`, the first line's date: 03.12 is counted too.
    expect((await preview({ lines: statement })).books?.opening).toBe('789.50');
    expect((await preview({ lines: [] })).books).toBeNull();
    expectFailure(await api.post('/bank/preview', { lines: statement, from: '03.12.2026' }), 400, { code: 'VALIDATION', mentions: 'from' });
  });
});
