import { randomUUID } from 'node:crypto';
import { Decimal, lineSum } from '../../shared/api/index.js';
import type { ApiClient } from '../support/test-service.js';

/** Size of a generated company. */
export interface CompanySize { stores: number; entities: number; agents: number; months: number; receiptsPerMonth: number; salesPerMonth: number; linesPerDocument: number }

/** What the benchmarks need to address the generated company. */
export interface Company { stores: string[]; entities: string[]; agents: string[]; firstDate: string; lastDate: string }

const day = (start: Date, offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

async function must(reply: Promise<{ status: number; body: any }>) {
  const r = await reply;
  if (r.status !== 200) throw new Error(`generator refused: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/**
 * Builds a company through the API: receipts first in every month, then sales that take at most
 * a third of what came in, so every document posts.
 */
export async function generateCompany(api: ApiClient, size: CompanySize): Promise<Company> {
  const stores = Array.from({ length: size.stores }, () => randomUUID());
  const entities = Array.from({ length: size.entities }, () => randomUUID());
  const agents = Array.from({ length: size.agents }, () => randomUUID());
  await must(api.post('/store/batch', stores.map((uid, i) => ({ uid, name: `Склад ${i + 1}` }))));
  for (let i = 0; i < entities.length; i += 1000) {
    await must(api.post('/entity/batch', entities.slice(i, i + 1000).map((uid, j) => ({ uid, name: `Товар ${i + j + 1}`, unit: 'шт', article: `A-${i + j + 1}` }))));
  }
  await must(api.post('/agent/batch', agents.map((uid, i) => ({ uid, name: `ТОВ «Контрагент ${i + 1}»` }))));

  const start = new Date(Date.UTC(new Date().getUTCFullYear() - Math.ceil(size.months / 12), 0, 1));
  let seed = 1;
  const random = () => { seed = (seed * 48271) % 2147483647; return seed / 2147483647; };
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  for (let month = 0; month < size.months; month++) {
    const monthStart = month * 30;
    for (let r = 0; r < size.receiptsPerMonth; r++) {
      const store = pick(stores);
      const details = Array.from({ length: size.linesPerDocument }, (_, k) => ({
        entity: { uid: entities[(r * size.linesPerDocument + k + month) % entities.length] },
        qty: 30, price: new Decimal(10 + (k % 7)).plus(new Decimal(r % 100).dividedBy(100)).toFixed(2),
      }));
      const doc = await must(api.post('/document/update', { uid: randomUUID(), type: 'waybillIn', date: day(start, monthStart + (r % 10)), agent: { uid: pick(agents) }, storeIn: { uid: store }, vatCode: '20', details }));
      await must(api.post('/document/setdone', { uid: doc.uid, done: true }));
      for (let s = 0; s < size.salesPerMonth / size.receiptsPerMonth; s++) {
        const sale = details.map((d) => ({ entity: d.entity, qty: 10, price: lineSum(new Decimal(1), new Decimal(d.price).times(2)).toFixed(2) }));
        const out = await must(api.post('/document/update', { uid: randomUUID(), type: 'waybillOut', date: day(start, monthStart + 12 + s), agent: { uid: pick(agents) }, storeOut: { uid: store }, vatCode: '20', details: sale }));
        await must(api.post('/document/setdone', { uid: out.uid, done: true }));
      }
    }
  }
  return { stores, entities, agents, firstDate: day(start, 0), lastDate: day(start, size.months * 30 + 30) };
}
