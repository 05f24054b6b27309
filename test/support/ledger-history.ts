import { expect } from 'vitest';
import type { ApiClient, fixtures } from './test-service.js';

/**
 * A small company's books, VAT on top at 20 %: opening balances entered against 00 on 01.01.2033
 * (bank 50 000, a customer's debt 3 000, a supplier's 2 000, capital 51 000), a service sold in 2033
 * (500 + VAT) and that year closed by hand to 791 and 441; in 2034 a purchase (10 × 100 + VAT), a sale of
 * four of them (4 × 250 + VAT, cost 400), the customer's payment of 1 200, and another customer's
 * advance of 300. Nothing in 2034 is closed.
 */
export async function smallCompanyHistory(api: ApiClient, f: ReturnType<typeof fixtures>) {
  expect((await api.post('/company/settings', { vatPayer: true })).status).toBe(200);
  const [store, supplier, customer, payer] = [
    await f.store('Склад звітності'),
    await f.agent('Постачальник звітності'),
    await f.agent('Покупець звітності'),
    await f.agent('Покупець з авансом'),
  ];
  const [goods, work] = [await f.entity('Товар звітності'), await f.entity('Послуга звітності', { kind: 'service' })];
  const operation = async (date: string, entries: object[]) => {
    const reply = await api.post('/ledgeroperation/update', { uid: crypto.randomUUID(), date, memo: 'Звітність', entries });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await f.post((reply.body as { data: { uid: string } }).data.uid);
  };
  await operation('2033-01-01', [
    { debit: '311', credit: '00', amount: 50000 },
    { debit: '361', credit: '00', amount: 3000, debitAnalytics: { agent: { uid: customer.uid } } },
    { debit: '00', credit: '631', amount: 2000, creditAnalytics: { agent: { uid: supplier.uid } } },
    { debit: '00', credit: '40', amount: 51000 },
  ]);
  const posted = async (body: Parameters<typeof f.document>[0]) => {
    const doc = await f.document(body);
    await f.post(doc.uid);
    return doc;
  };
  const act = await posted({
    type: 'billCompleteWork',
    date: '2033-06-10',
    agent: { uid: customer.uid },
    vatCode: '20',
    details: [{ entity: { uid: work.uid }, qty: 1, price: 500 }],
  });
  await operation('2033-12-31', [
    { debit: '703', credit: '791', amount: 500 },
    { debit: '791', credit: '441', amount: 500 },
  ]);
  const purchase = await posted({
    type: 'waybillIn',
    date: '2034-02-05',
    agent: { uid: supplier.uid },
    storeIn: { uid: store.uid },
    vatCode: '20',
    vatInPrice: false,
    details: [{ entity: { uid: goods.uid }, qty: 10, price: 100 }],
  });
  const sale = await posted({
    type: 'waybillOut',
    date: '2034-02-10',
    agent: { uid: customer.uid },
    storeOut: { uid: store.uid },
    vatCode: '20',
    vatInPrice: false,
    details: [{ entity: { uid: goods.uid }, qty: 4, price: 250 }],
  });
  for (const [agent, sum, date] of [
    [customer, 1200, '2034-03-01'],
    [payer, 300, '2034-03-05'],
  ] as const) {
    const payment = await f.payment({ type: 'payFromCustomer', date, agent: { uid: agent.uid }, sum });
    await f.post(payment.uid);
  }
  return { store, supplier, customer, payer, goods, act, purchase, sale };
}
