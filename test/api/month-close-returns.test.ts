import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, MonthCloseDocument, MonthClosePreview, TrialBalance } from '../../shared/api/index.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * Closing a month with a customer's return on 704 (docs/general-ledger.md, "Closing the month"). A
 * company of its own: a close reads every entry of the month.
 *
 * May 2026 by hand, a VAT payer, 20 % on top:
 * - bought 10 at 900.00; sold the 10 at 1 200.00: 702 credit 14 400.00, debit 2 400.00 (VAT), net 12 000.00;
 *   902 debit 9 000.00;
 * - 5 came back on the note: 704 debit 7 200.00, credit 1 200.00 (VAT), a debit balance of 6 000.00;
 *   902 credit 4 500.00, so 902 keeps a debit of 4 500.00.
 * - The close: Дт 702 Кт 791 12 000.00; Дт 791 Кт 704 6 000.00; Дт 791 Кт 902 4 500.00.
 *   791 then has credit 12 000.00 and debit 10 500.00: a profit of 1 500.00, Дт 791 Кт 441 1 500.00,
 *   the margin of the 5 kept: 5 × (1 200.00 − 900.00).
 */
describe('closing a month with returns on 704', () => {
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await createTestService('month-close-returns');
    api = apiClient(service.app);
    const f = fixtures(api);
    expect((await api.post('/company/settings', { vatPayer: true })).status).toBe(200);
    const [store, supplier, customer, kettle] = [
      await f.store(),
      await f.agent('Постачальник'),
      await f.agent('Покупець'),
      await f.entity('Чайник'),
    ];
    const line = (qty: number, price: number) => [{ entity: { uid: kettle.uid }, qty, price }];
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2026-05-04',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      vatCode: '20',
      details: line(10, 900),
    });
    await f.post(receipt.uid);
    const sale = await f.document({
      type: 'waybillOut',
      date: '2026-05-10',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      vatCode: '20',
      details: line(10, 1200),
    });
    await f.post(sale.uid);
    const back = await f.document({
      type: 'waybillRetOut',
      date: '2026-05-15',
      agent: { uid: customer.uid },
      storeIn: { uid: store.uid },
      vatCode: '20',
      details: line(5, 1200),
    });
    await f.link(back.uid, sale.uid);
    await f.post(back.uid);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  const text = (entries: { debit: string; credit: string; amount: number }[]) => entries.map((e) => `${e.debit} / ${e.credit} ${e.amount}`);
  const MAY = ['702 / 791 12000', '791 / 704 6000', '791 / 902 4500', '791 / 441 1500'];

  it('shows revenue net of the return, the cost of what was kept and the profit', async () => {
    const reply = await api.get('/ledger/monthclose/preview', { month: '2026-05' });
    const shown = envelopeOf(MonthClosePreview).parse(reply.body).data;
    expect(shown).toMatchObject({ revenue: 6000, expenses: 4500, result: 1500 });
    expect(text(shown.entries)).toEqual(MAY);
  });

  it('closes 702, 704 and 902 to 791 and the profit to 441', async () => {
    const written = envelopeOf(MonthCloseDocument).parse((await api.post('/ledger/monthclose', { month: '2026-05' })).body).data;
    expect(text(written.entries)).toEqual(MAY);
    const rows = envelopeOf(TrialBalance).parse((await api.get('/report/trialbalance/', { from: '2026-05-01', to: '2026-05-31' })).body)
      .data.rows;
    const closing = (account: string) => {
      const row = rows.find((r) => r.account === account);
      return row ? [row.closingDebit, row.closingCredit] : undefined;
    };
    for (const account of ['702', '704', '902', '791']) expect(closing(account), account).toEqual([0, 0]);
    expect(closing('441')).toEqual([0, 1500]);
    // 704's turnovers: the return's 7 200.00 and the close's 6 000.00 against the VAT's 1 200.00.
    expect(rows.find((r) => r.account === '704')).toMatchObject({ debit: 7200, credit: 7200 });
  });
});
