import { refundOfReturn } from './demo-money.js';
import { Decimal, formatAmountUk, formatDateUk } from '../../shared/api/index.js';
import type { DemoAgent } from './demo-agents.js';
import type { DemoStore } from './demo-directories.js';
import {
  agentsOf,
  createDocument,
  demoQty,
  issuable,
  link,
  pay,
  percentOf,
  post,
  totalsOf,
  type DemoContext,
  type DemoLine,
} from './demo-ledger.js';

/** Lines of goods or products on hand in a store, each at most what is there. */
function pickFromStock(
  ctx: DemoContext,
  store: DemoStore,
  { kind, count, maxQty }: { kind: 'goods' | 'product'; count: number; maxQty: number },
): DemoLine[] {
  const { rnd, stock } = ctx;
  const onHand = ctx.dirs.entities.filter((e) => e.kind === kind && stock.available(store, e).greaterThanOrEqualTo(1));
  return rnd
    .sample(onHand, count)
    .map((entity) => ({
      entity,
      qty: issuable(entity, demoQty(rnd, entity, { min: 1, max: maxQty }), stock.available(store, entity)),
      price: entity.price,
    }))
    .filter((line) => line.qty.greaterThan(0));
}

/** Sale services (delivery, assembly…) offered with a sale. */
function saleServices(ctx: DemoContext, count: number): DemoLine[] {
  const { rnd } = ctx;
  const offered = ctx.dirs.entities.filter((e) => e.kind === 'service' && !e.bought);
  return rnd.sample(offered, count).map((entity) => ({
    entity,
    qty: entity.unit === 'шт' ? new Decimal(1) : new Decimal(rnd.int(2, 12)),
    price: entity.price,
  }));
}

/** How a customer settles: in full, in part, or not yet; sole proprietors often pay cash. */
async function customerPays(
  ctx: DemoContext,
  date: string,
  { customer, total, parent, basis }: { customer: DemoAgent; total: Decimal; parent: string; basis: string },
) {
  const { rnd } = ctx;
  const roll = rnd.next();
  const type = customer.type === 'person' && rnd.chance(0.5) ? 'cashIn' : 'payFromCustomer';
  if (roll < 0.7) {
    await pay(ctx, { type, date, agent: customer, sum: total, parent, posted: rnd.chance(0.96), memo: `Оплата згідно з ${basis}` });
  } else if (roll < 0.85) {
    await pay(ctx, { type, date, agent: customer, sum: percentOf(total, 50), parent, memo: `Часткова оплата згідно з ${basis}` });
  }
}

export interface SaleOnInvoiceOptions {
  kind: 'goods' | 'product';
  draft?: boolean;
}

/**
 * A sale on invoice: the invoice, the delivery note from the central store (goods) or the
 * finished goods store (products), an act for delivery or assembly when ordered, and the payment.
 * `draft` leaves an unposted invoice with nothing else, as the last work of the day would.
 */
export async function saleOnInvoice(ctx: DemoContext, date: string, { kind, draft = false }: SaleOnInvoiceOptions): Promise<void> {
  const { rnd, stock, dirs } = ctx;
  const store = kind === 'goods' ? dirs.stores.central : dirs.stores.finished;
  const goods = pickFromStock(ctx, store, {
    kind,
    count: kind === 'goods' ? rnd.int(2, 7) : rnd.int(1, 3),
    maxQty: kind === 'goods' ? 12 : 3,
  });
  if (goods.length === 0) return;
  const services = rnd.chance(kind === 'product' ? 0.6 : 0.15) ? saleServices(ctx, rnd.int(1, 2)) : [];
  const customer = rnd.pick(agentsOf(ctx, 'customer'));
  const all = [...goods, ...services];
  const invoice = await createDocument(ctx, { type: 'invoice', date, agent: customer, lines: all, memo: 'Рахунок на оплату' });
  if (draft) return;
  await post(ctx, invoice.uid);
  const basis = `рахунком № ${invoice.no} від ${formatDateUk(date)}, у т.ч. ПДВ ${formatAmountUk(totalsOf(all).vatSum)} грн`;

  // Now and then a delivery note waits unposted (the goods are not picked up yet) and nothing is paid.
  const shipped = rnd.chance(0.96);
  const note = await createDocument(ctx, {
    type: 'waybillOut',
    date,
    agent: customer,
    storeOut: store,
    lines: goods,
    memo: `Згідно з рахунком № ${invoice.no}`,
  });
  await link(ctx, note.uid, invoice.uid);
  if (shipped) {
    await post(ctx, note.uid);
    for (const line of goods) stock.take(store, line.entity, line.qty);
    ctx.shipments.push({ uid: note.uid, date, store, agent: customer, lines: goods, vatInPrice: false, returned: false });
  }
  if (services.length > 0) {
    const act = await createDocument(ctx, {
      type: 'billCompleteWork',
      date,
      agent: customer,
      lines: services,
      memo: 'Акт виконаних робіт',
    });
    await link(ctx, act.uid, invoice.uid);
    await post(ctx, act.uid);
  }
  if (shipped) await customerPays(ctx, date, { customer, total: totalsOf(all).total, parent: invoice.uid, basis });
}

/** A retail sale in the shop: prices include VAT, the buyer pays cash on the spot. */
export async function retailSale(ctx: DemoContext, date: string): Promise<void> {
  const { rnd, stock, dirs } = ctx;
  const shop = dirs.stores.shop;
  const lines = pickFromStock(ctx, shop, { kind: 'goods', count: rnd.int(1, 4), maxQty: 5 }).map((line) => ({
    ...line,
    price: percentOf(line.entity.price, 120),
  }));
  if (lines.length === 0) return;
  const buyer = rnd.pick(agentsOf(ctx, 'customer').filter((a) => a.type === 'person'));
  const note = await createDocument(ctx, {
    type: 'waybillOut',
    date,
    agent: buyer,
    storeOut: shop,
    lines,
    vatInPrice: true,
    memo: 'Роздрібний продаж',
  });
  await post(ctx, note.uid);
  for (const line of lines) stock.take(shop, line.entity, line.qty);
  ctx.shipments.push({ uid: note.uid, date, store: shop, agent: buyer, lines, vatInPrice: true, returned: false });
  await pay(ctx, {
    type: 'cashIn',
    date,
    agent: buyer,
    sum: totalsOf(lines, true).total,
    parent: note.uid,
    memo: `Оплата готівкою за накладною № ${note.no}`,
  });
}

/** Services alone (design, restoration…): invoice, act and payment. */
export async function serviceSale(ctx: DemoContext, date: string): Promise<void> {
  const { rnd } = ctx;
  const customer = rnd.pick(agentsOf(ctx, 'customer'));
  const lines = saleServices(ctx, rnd.int(1, 3));
  const invoice = await createDocument(ctx, { type: 'invoice', date, agent: customer, lines });
  await post(ctx, invoice.uid);
  const act = await createDocument(ctx, { type: 'billCompleteWork', date, agent: customer, lines, memo: 'Акт виконаних робіт' });
  await link(ctx, act.uid, invoice.uid);
  await post(ctx, act.uid);
  await customerPays(ctx, date, {
    customer,
    total: totalsOf(lines).total,
    parent: invoice.uid,
    basis: `рахунком № ${invoice.no} від ${formatDateUk(date)}`,
  });
}

/** A customer brings back part of a recent delivery: received into the store it left, linked to its delivery note. */
export async function returnFromCustomer(ctx: DemoContext, date: string): Promise<void> {
  const { rnd, stock } = ctx;
  const recent = [...ctx.shipments]
    .reverse()
    .slice(0, 15)
    .filter((s) => !s.returned);
  if (recent.length === 0) return;
  const shipment = rnd.pick(recent);
  const line = rnd.pick(shipment.lines);
  const qty = Decimal.min(line.qty, new Decimal(rnd.int(1, 2)));
  const lines = [{ ...line, qty }];
  const doc = await createDocument(ctx, {
    type: 'waybillRetOut',
    date,
    agent: shipment.agent,
    storeIn: shipment.store,
    lines,
    vatInPrice: shipment.vatInPrice,
    memo: 'Повернення товару покупцем',
  });
  await link(ctx, doc.uid, shipment.uid);
  await post(ctx, doc.uid);
  await refundOfReturn(ctx, date, { returned: { uid: doc.uid, no: doc.no, agent: shipment.agent.uid }, toCustomer: true });
  stock.add(shipment.store, line.entity, qty);
  shipment.returned = true;
}
