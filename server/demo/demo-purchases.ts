import { refundOfReturn } from './demo-money.js';
import { Decimal, formatAmountUk, formatDateUk } from '../../shared/api/index.js';
import {
  agentsOf,
  assortmentOf,
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

/** Ranges of a purchase by unit: sheets and pieces by the dozen, lengths and weights by the hundred. */
const PURCHASE_QTY: Record<string, [number, number]> = { шт: [10, 40], уп: [5, 20], кг: [20, 80], м: [50, 200], л: [10, 40] };

export interface PurchaseStockOptions {
  kind: 'goods' | 'material';
  opening?: boolean;
}

/**
 * A purchase of goods or materials: the supplier's invoice, the delivery note received into the
 * central store as its child, and the payment (by bank, in cash, in part, or not yet).
 */
export async function purchaseStock(ctx: DemoContext, date: string, { kind, opening = false }: PurchaseStockOptions): Promise<void> {
  const { rnd, dirs } = ctx;
  const suppliers = agentsOf(ctx, kind === 'goods' ? 'goodsSupplier' : 'materialSupplier');
  const targets = opening ? suppliers : [rnd.pick(suppliers)];
  for (const supplier of targets) {
    const assortment = assortmentOf(ctx, supplier, { kind });
    const chosen = opening ? assortment : rnd.sample(assortment, rnd.int(3, Math.min(10, assortment.length)));
    const lines: DemoLine[] = chosen.map((entity) => {
      const [min, max] = PURCHASE_QTY[entity.unit] ?? [5, 20];
      // Goods are bought at 60–75 % of the shop price; a material's price is what it costs.
      const price = kind === 'goods' ? percentOf(entity.price, rnd.int(60, 75)) : percentOf(entity.price, rnd.int(95, 105));
      return { entity, qty: demoQty(rnd, entity, { min: opening ? max : min, max: max * (opening ? 2 : 1) }), price };
    });
    const withInvoice = opening || rnd.chance(0.8);
    const invoice = withInvoice
      ? await createDocument(ctx, { type: 'invoiceIn', date, agent: supplier, lines, memo: `Рахунок постачальника ${supplier.name}` })
      : null;
    if (invoice) await post(ctx, invoice.uid);
    const receipt = await createDocument(ctx, {
      type: 'waybillIn',
      date,
      agent: supplier,
      storeIn: dirs.stores.central,
      lines,
      memo: invoice ? `Згідно з рахунком № ${invoice.no} від ${formatDateUk(date)}` : 'Поставка без рахунку',
    });
    if (invoice) await link(ctx, receipt.uid, invoice.uid);
    await post(ctx, receipt.uid);
    for (const line of lines) ctx.stock.add(dirs.stores.central, line.entity, line.qty);
    ctx.receipts.push({ uid: receipt.uid, date, store: dirs.stores.central, agent: supplier, lines, vatInPrice: false, returned: false });

    const { total, vatSum } = totalsOf(lines);
    const parent = invoice?.uid ?? receipt.uid;
    const basis = invoice ? `рахунком № ${invoice.no}` : `накладною № ${receipt.no}`;
    const roll = rnd.next();
    // Cash between businesses is capped at 50,000 hryvnias a day, so only small deliveries are paid from the till.
    if (roll < 0.15 && total.lessThan(50000)) {
      await pay(ctx, { type: 'cashOut', date, agent: supplier, sum: total, parent, memo: `Видано з каси згідно з ${basis}` });
    } else if (roll < 0.85) {
      await pay(ctx, {
        type: 'payToSupplier',
        date,
        agent: supplier,
        sum: total,
        parent,
        posted: rnd.chance(0.96),
        memo: `Оплата за товар згідно з ${basis}, у т.ч. ПДВ ${formatAmountUk(vatSum)} грн`,
      });
    } else if (roll < 0.95) {
      await pay(ctx, {
        type: 'payToSupplier',
        date,
        agent: supplier,
        sum: percentOf(total, 50),
        parent,
        memo: `Передоплата 50 % згідно з ${basis}`,
      });
    }
  }
}

/** Services bought for the business (rent, transport, security…): the act, often its invoice, and the payment. */
export async function buyServices(ctx: DemoContext, date: string): Promise<void> {
  const { rnd } = ctx;
  const supplier = rnd.pick(agentsOf(ctx, 'serviceSupplier'));
  const offered = assortmentOf(ctx, supplier, { kind: 'service', bought: true });
  const lines: DemoLine[] = rnd.sample(offered, rnd.int(1, Math.min(2, offered.length))).map((entity) => ({
    entity,
    qty: entity.unit === 'год' ? new Decimal(rnd.int(2, 16)) : new Decimal(1),
    price: entity.price,
  }));
  const invoice = rnd.chance(0.6) ? await createDocument(ctx, { type: 'invoiceIn', date, agent: supplier, lines }) : null;
  if (invoice) await post(ctx, invoice.uid);
  const act = await createDocument(ctx, { type: 'billCompleteWorkIn', date, agent: supplier, lines, memo: 'Акт наданих послуг' });
  if (invoice) await link(ctx, act.uid, invoice.uid);
  await post(ctx, act.uid);
  const { total } = totalsOf(lines);
  await pay(ctx, {
    type: total.lessThan(10000) && rnd.chance(0.5) ? 'cashOut' : 'payToSupplier',
    date,
    agent: supplier,
    sum: total,
    parent: invoice?.uid ?? act.uid,
    posted: rnd.chance(0.95),
    memo: `Оплата послуг згідно з актом № ${act.no} від ${formatDateUk(date)}`,
  });
}

/** Goods sent back to their supplier: part of a recent receipt that is still in the central store. */
export async function returnToSupplier(ctx: DemoContext, date: string): Promise<void> {
  const { rnd, stock } = ctx;
  for (const receipt of [...ctx.receipts]
    .reverse()
    .slice(0, 12)
    .filter((r) => !r.returned)) {
    const candidates = receipt.lines
      .map((line) => ({
        ...line,
        qty: issuable(line.entity, Decimal.min(line.qty, new Decimal(rnd.int(1, 5))), stock.available(receipt.store, line.entity)),
      }))
      .filter((line) => line.qty.greaterThan(0));
    if (candidates.length === 0) continue;
    const lines = rnd.sample(candidates, rnd.int(1, Math.min(2, candidates.length)));
    const doc = await createDocument(ctx, {
      type: 'waybillRetIn',
      date,
      agent: receipt.agent,
      storeOut: receipt.store,
      lines,
      memo: 'Повернення неякісного товару постачальнику',
    });
    await link(ctx, doc.uid, receipt.uid);
    await post(ctx, doc.uid);
    await refundOfReturn(ctx, date, { returned: { uid: doc.uid, no: doc.no, agent: receipt.agent.uid }, toCustomer: false });
    for (const line of lines) stock.take(receipt.store, line.entity, line.qty);
    receipt.returned = true;
    return;
  }
}
