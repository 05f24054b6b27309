import type { FastifyInstance } from 'fastify';
import { apiClient, fixtures } from '../support/test-service.js';
import type { UidPool } from './contract-arbitraries.js';

/**
 * A small company for the fuzz suite to aim at: stores, agents, a contract, goods, a service, a
 * product and a material, received stock, and posted and unposted documents and payments. Their
 * uids are the pool generated requests pick from, so most requests reach the ledger's rules.
 */
export async function seedRecords(app: FastifyInstance): Promise<UidPool> {
  const f = fixtures(apiClient(app));
  const [main, second] = [await f.store('Основний'), await f.store('Другий')];
  const [customer, supplier] = [await f.agent('ТОВ «Покупець»'), await f.agent('ТОВ «Постачальник»')];
  const goods = await f.entity('Товар', { kind: 'goods' });
  const service = await f.entity('Послуга', { kind: 'service' });
  const product = await f.entity('Виріб', { kind: 'product' });
  const material = await f.entity('Сировина', { kind: 'material' });
  const contract = (
    await apiClient(app).post('/contract/update', { uid: crypto.randomUUID(), name: 'Договір', agent: { uid: customer.uid } })
  ).body.data;
  const line = (entity: { uid: string }, qty: number, price: number, extra: object = {}) => ({
    entity: { uid: entity.uid },
    qty,
    price,
    ...extra,
  });
  const receipt = await f.document({
    type: 'waybillIn',
    date: '2026-01-10',
    agent: { uid: supplier.uid },
    storeIn: { uid: main.uid },
    details: [line(goods, 100, 10), line(material, 50, 2)],
  });
  await f.post(receipt.uid);
  const invoice = await f.document({
    type: 'invoice',
    date: '2026-02-01',
    agent: { uid: customer.uid },
    vatCode: '20',
    details: [line(goods, 2, 15)],
  });
  await f.post(invoice.uid);
  const sale = await f.document({
    type: 'waybillOut',
    date: '2026-02-02',
    agent: { uid: customer.uid },
    storeOut: { uid: main.uid },
    details: [line(goods, 2, 15)],
  });
  const act = await f.document({
    type: 'billCompleteWork',
    date: '2026-02-03',
    agent: { uid: customer.uid },
    details: [line(service, 1, 500)],
  });
  const make = await f.document({
    type: 'manufacture',
    date: '2026-02-04',
    storeOut: { uid: main.uid },
    storeIn: { uid: second.uid },
    details: [line(product, 1, 0, { kind: 'product' }), line(material, 5, 0, { kind: 'material' })],
  });
  const payment = await f.payment({ type: 'payFromCustomer', date: '2026-02-05', sum: 36, agent: { uid: customer.uid } });
  await f.link(sale.uid, invoice.uid);
  return {
    all: [main, second, customer, supplier, goods, service, product, material, contract, receipt, invoice, sale, act, make, payment].map(
      (r) => r.uid,
    ),
  };
}
