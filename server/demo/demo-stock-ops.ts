import { Decimal } from '../../shared/api/index.js';
import { createDocument, demoQty, issuable, post, type DemoContext, type DemoLine } from './demo-ledger.js';

/** Goods taken from the central store to the shop: about a third of what is on hand, at most a dozen. */
export async function moveToShop(ctx: DemoContext, date: string): Promise<void> {
  const { rnd, stock, dirs } = ctx;
  const { central, shop } = dirs.stores;
  const onHand = dirs.entities.filter((e) => e.kind === 'goods' && stock.available(central, e).greaterThanOrEqualTo(3));
  const lines: DemoLine[] = rnd
    .sample(onHand, rnd.int(4, 10))
    .map((entity) => ({
      entity,
      qty: issuable(entity, new Decimal(rnd.int(2, 12)), stock.available(central, entity).dividedBy(3)),
      price: entity.price,
    }))
    .filter((line) => line.qty.greaterThan(0));
  if (lines.length === 0) return;
  const doc = await createDocument(ctx, {
    type: 'inventoryMove',
    date,
    storeOut: central,
    storeIn: shop,
    lines,
    memo: 'Поповнення магазину',
  });
  await post(ctx, doc.uid);
  for (const line of lines) {
    stock.take(central, line.entity, line.qty);
    stock.add(shop, line.entity, line.qty);
  }
}

/** Usual consumption of a material per batch of products, by unit. */
const USE_QTY: Record<string, [number, number]> = { шт: [1, 4], уп: [1, 2], кг: [1, 5], м: [5, 30], л: [1, 4] };

/**
 * A production run: materials written off the central store (plus, sometimes, an outside service),
 * products received into the finished goods store at their cost.
 */
export async function manufacture(ctx: DemoContext, date: string): Promise<void> {
  const { rnd, stock, dirs } = ctx;
  const { central, finished } = dirs.stores;
  const onHand = dirs.entities.filter((e) => e.kind === 'material' && stock.available(central, e).greaterThan(0));
  const materials: DemoLine[] = rnd
    .sample(onHand, rnd.int(2, 5))
    .map((entity) => {
      const [min, max] = USE_QTY[entity.unit] ?? [1, 3];
      return {
        entity,
        qty: issuable(entity, demoQty(rnd, entity, { min, max }), stock.available(central, entity)),
        price: entity.price,
        kind: 'material' as const,
      };
    })
    .filter((line) => line.qty.greaterThan(0));
  if (materials.length === 0) return;
  const outsourced = dirs.entities.filter((e) => e.kind === 'service' && e.bought && /Фарбування|Фрезерування/.test(e.name));
  const service = rnd.chance(0.3) ? rnd.pick(outsourced) : null;
  const services: DemoLine[] = service
    ? [{ entity: service, qty: new Decimal(rnd.int(1, 4)), price: service.price, kind: 'material' }]
    : [];
  // Planned prices only weigh the cost split between products; posting replaces them with the cost.
  const products: DemoLine[] = rnd
    .sample(
      dirs.entities.filter((e) => e.kind === 'product'),
      rnd.int(1, 2),
    )
    .map((entity) => ({ entity, qty: new Decimal(rnd.int(1, 4)), price: entity.price, kind: 'product' }));
  const doc = await createDocument(ctx, {
    type: 'manufacture',
    date,
    storeOut: central,
    storeIn: finished,
    lines: [...products, ...materials, ...services],
    memo: 'Виробництво меблів',
  });
  await post(ctx, doc.uid);
  for (const line of materials) stock.take(central, line.entity, line.qty);
  for (const line of products) stock.add(finished, line.entity, line.qty);
}

/** Damaged or spoiled goods written off, in the central store or the shop. */
export async function writeOff(ctx: DemoContext, date: string): Promise<void> {
  const { rnd, stock, dirs } = ctx;
  const store = rnd.chance(0.5) ? dirs.stores.shop : dirs.stores.central;
  const onHand = dirs.entities.filter((e) => e.kind === 'goods' && stock.available(store, e).greaterThanOrEqualTo(1));
  const lines: DemoLine[] = rnd.sample(onHand, rnd.int(1, 3)).map((entity) => ({ entity, qty: new Decimal(1), price: entity.price }));
  if (lines.length === 0) return;
  const doc = await createDocument(ctx, { type: 'inventoryWriteOff', date, storeOut: store, lines, memo: 'Списання пошкодженого товару' });
  await post(ctx, doc.uid);
  for (const line of lines) stock.take(store, line.entity, line.qty);
}
