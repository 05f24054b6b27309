import { z } from 'zod';
import type { fixtures } from './test-service.js';

/** A record the fixtures made, as far as the settlement tests read it. */
const Made = z.object({ uid: z.string(), no: z.string().default(''), done: z.boolean().optional() }).loose();
export type Made = z.output<typeof Made>;
export const made = (value: unknown): Made => Made.parse(value);
export type Ref = Pick<Made, 'uid'>;

/** The goods of a document's first line, as the fixtures' replies carry them. */
const FirstLine = z.object({ details: z.array(z.object({ entity: z.object({ uid: z.string() }) })).min(1) });

/**
 * Posted documents that move settlements, for the turnover, reconciliation and aging tests: a trade
 * document worth `sum` (no VAT, so its total is `sum`), linked to `parent` when given, and a payment.
 * A customer return returns the goods of the sale it is linked to, or comes back at a unit cost of 1.00
 * without one (docs/service-behaviour.md, "Returns from customers").
 */
export function settlementFixtures(f: ReturnType<typeof fixtures>) {
  const trade = async (
    type: string,
    agent: Ref,
    { date, sum, parent, extra = {} }: { date: string; sum: number; parent?: Ref; extra?: object },
  ) => {
    const basis = type === 'waybillRetOut' ? FirstLine.safeParse(parent) : null;
    const store = made(await f.store());
    const item = basis?.success ? { uid: basis.data.details[0]!.entity.uid } : made(await f.entity());
    const incoming = ['waybillIn', 'waybillRetOut'].includes(type);
    const stores = incoming ? { storeIn: { uid: store.uid } } : { storeOut: { uid: store.uid } };
    if (!incoming) {
      // Goods to ship or return come from stock received from another supplier long before.
      const stock = made(
        await f.document({
          type: 'waybillIn',
          date: '2000-01-01',
          agent: { uid: made(await f.agent('Склад-постачальник')).uid },
          storeIn: { uid: store.uid },
          details: [{ entity: { uid: item.uid }, qty: 1, price: 1 }],
        }),
      );
      await f.post(stock.uid);
    }
    const doc = made(
      await f.document({
        type,
        date,
        agent: { uid: agent.uid },
        ...stores,
        details: [{ entity: { uid: item.uid }, qty: 1, price: sum, ...(type === 'waybillRetOut' && !parent ? { unitCost: 1 } : {}) }],
        ...extra,
      }),
    );
    if (parent) await f.link(doc.uid, parent.uid);
    await f.post(doc.uid);
    return doc;
  };
  const pay = async (type: string, agent: Ref, { date, sum, parent }: { date: string; sum: number | string; parent?: Ref }) => {
    const payment = made(await f.payment({ type, date, agent: { uid: agent.uid }, sum }));
    if (parent) await f.link(payment.uid, parent.uid);
    await f.post(payment.uid);
    return payment;
  };
  return { trade, pay };
}
