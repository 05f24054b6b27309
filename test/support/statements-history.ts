import { expect } from 'vitest';
import type { ApiClient, fixtures } from './test-service.js';

/**
 * A small trading company's books over two years, VAT 20 % on top, every figure of its statements
 * worked out by hand below (docs/general-ledger.md, "Statements"). `statements.test.ts` compares each
 * line of Форма № 1-м and № 2-м with these figures; the printed forms' test reads them back.
 *
 * 2035, the year before:
 *   10.01  manual      Дт 311 Кт 40   100 000,00   capital paid in
 *   15.02  receipt     100 × 200,00: Дт 281 Кт 631 20 000,00; Дт 641 Кт 631 4 000,00
 *   20.03  sale        30 × 350,00: Дт 361 Кт 702 12 600,00; Дт 702 Кт 641 2 100,00; Дт 902 Кт 281 6 000,00
 *   10.04  payment     Дт 631 Кт 311 24 000,00
 *   05.05  payment     Дт 311 Кт 361 12 600,00
 *   March closed:      Дт 702 Кт 791 10 500; Дт 791 Кт 902 6 000; Дт 791 Кт 441 4 500
 *   At 31.12.2035: 311 88 600; 281 14 000 (70 pcs at 200); 641 debit 1 900; 40 credit 100 000;
 *   441 credit 4 500. Assets 104 500 = equity 104 500.
 *
 * 2036, the report's year:
 *   15.01  manual      Дт 127 Кт 311 18 000,00 (a licence); Дт 39 Кт 311 4 800,00 (insurance, 16 months)
 *   10.02  sale        40 × 400,00: Дт 361 Кт 702 19 200; Дт 702 Кт 641 3 200; Дт 902 Кт 281 8 000
 *   20.02  return      5 of them, on the basis of that sale: the customer's 2 400 back, VAT 400 and the
 *                      goods at the 200 they left with: Дт 281 Кт 902 1 000 (revenue less 2 000 net)
 *   05.03  payment     the customer pays 10 000,00
 *   12.03  payment     another customer pays 1 234,56 in advance (no sale: a credit of 361)
 *   31.03  manual      Дт 92 Кт 133 1 250,00 (amortisation, I quarter); Дт 92 Кт 39 900,00
 *   February closed:   702 14 000 and 902 7 000 to 791, the profit 7 000 to 441
 *   01.07  receipt     50 × 210,00: Дт 281 Кт 631 10 500; Дт 641 Кт 631 2 100
 *   15.08  sale        60 × 420,00: Дт 361 Кт 702 30 240; Дт 702 Кт 641 5 040; cost by FIFO
 *                      30 × 200 + 5 × 200 (the returned ones) + 25 × 210 = 12 250
 *   01.10  manual      Дт 92 Кт 133 3 750,00; Дт 92 Кт 39 2 700,00
 *   20.11  manual      Дт 311 Кт 719 555,55; Дт 977 Кт 311 333,33
 *   20.12  manual      Дт 98 Кт 641 1 000,00 (profit tax)
 *   28.12  payment     Дт 631 Кт 311 12 600,00
 */
export async function statementsHistory(api: ApiClient, f: ReturnType<typeof fixtures>) {
  expect((await api.post('/company/settings', { vatPayer: true, vatFirstEvent: false })).status).toBe(200);
  const [store, supplier, customer, payer] = [
    await f.store('Склад звітності'),
    await f.agent('Постачальник звітності'),
    await f.agent('Покупець звітності'),
    await f.agent('Покупець з авансом'),
  ];
  const goods = await f.entity('Товар звітності');
  const operation = async (date: string, entries: object[]) => {
    const reply = await api.post('/ledgeroperation/update', { uid: crypto.randomUUID(), date, memo: 'Звітність', entries });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await f.post((reply.body as { data: { uid: string } }).data.uid);
  };
  const trade = async (type: string, date: string, { qty, price, parent }: { qty: number; price: number; parent?: string | undefined }) => {
    const buying = type === 'waybillIn';
    const doc = await f.document({
      type,
      date,
      agent: { uid: (buying ? supplier : customer).uid },
      ...(type === 'waybillOut' ? { storeOut: { uid: store.uid } } : { storeIn: { uid: store.uid } }),
      vatCode: '20',
      vatInPrice: false,
      details: [{ entity: { uid: goods.uid }, qty, price }],
    });
    if (parent) await f.link(doc.uid, parent);
    await f.post(doc.uid);
    return doc;
  };
  const pay = async (type: 'payFromCustomer' | 'payToSupplier', date: string, { agent, sum }: { agent: { uid: string }; sum: number }) => {
    const payment = await f.payment({ type, date, agent: { uid: agent.uid }, sum });
    await f.post(payment.uid);
  };
  const close = async (month: string) => {
    const reply = await api.post('/ledger/monthclose', { month });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };

  await operation('2035-01-10', [{ debit: '311', credit: '40', amount: 100000 }]);
  await trade('waybillIn', '2035-02-15', { qty: 100, price: 200 });
  await trade('waybillOut', '2035-03-20', { qty: 30, price: 350 });
  await pay('payToSupplier', '2035-04-10', { agent: supplier, sum: 24000 });
  await pay('payFromCustomer', '2035-05-05', { agent: customer, sum: 12600 });
  await close('2035-03');

  await operation('2036-01-15', [
    { debit: '127', credit: '311', amount: 18000 },
    { debit: '39', credit: '311', amount: 4800 },
  ]);
  const sale = await trade('waybillOut', '2036-02-10', { qty: 40, price: 400 });
  await trade('waybillRetOut', '2036-02-20', { qty: 5, price: 400, parent: sale.uid });
  await pay('payFromCustomer', '2036-03-05', { agent: customer, sum: 10000 });
  await pay('payFromCustomer', '2036-03-12', { agent: payer, sum: 1234.56 });
  await operation('2036-03-31', [
    { debit: '92', credit: '133', amount: 1250 },
    { debit: '92', credit: '39', amount: 900 },
  ]);
  await close('2036-02');
  await trade('waybillIn', '2036-07-01', { qty: 50, price: 210 });
  await trade('waybillOut', '2036-08-15', { qty: 60, price: 420 });
  await operation('2036-10-01', [
    { debit: '92', credit: '133', amount: 3750 },
    { debit: '92', credit: '39', amount: 2700 },
  ]);
  await operation('2036-11-20', [
    { debit: '311', credit: '719', amount: 555.55 },
    { debit: '977', credit: '311', amount: 333.33 },
  ]);
  await operation('2036-12-20', [{ debit: '98', credit: '641', amount: 1000 }]);
  await pay('payToSupplier', '2036-12-28', { agent: supplier, sum: 12600 });
}
