import type { DemoContext } from './demo-ledger.js';
import { monthlyMoney } from './demo-money.js';
import { buyServices, purchaseStock, returnToSupplier } from './demo-purchases.js';
import type { DemoRandom } from './demo-random.js';
import { retailSale, returnFromCustomer, saleOnInvoice, serviceSale } from './demo-sales.js';
import { manufacture, moveToShop, writeOff } from './demo-stock-ops.js';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * Working days (Monday to Friday) of the twelve calendar months that end with today's, the last
 * month cut at today. Today itself is always included, so the demo's last documents are today's.
 */
export function demoMonths(today: string): string[][] {
  const [year = NaN, month = NaN] = today.split('-').map(Number);
  const months: string[][] = [];
  for (let back = 11; back >= 0; back--) {
    const first = Date.UTC(year, month - 1 - back, 1);
    const next = Date.UTC(year, month - back, 1);
    const days: string[] = [];
    for (let t = first; t < next && iso(t) <= today; t += DAY) {
      const weekday = new Date(t).getUTCDay();
      if ((weekday !== 0 && weekday !== 6) || iso(t) === today) days.push(iso(t));
    }
    months.push(days.length > 0 ? days : [today]);
  }
  return months;
}

type Action = (ctx: DemoContext, date: string) => Promise<void>;

const goodsSale: Action = (ctx, date) => saleOnInvoice(ctx, date, { kind: 'goods' });
const productSale: Action = (ctx, date) => saleOnInvoice(ctx, date, { kind: 'product' });

/**
 * What happens in a month, as [share of the month, action]: stock comes in before it goes out,
 * and every kind of document appears every month. The first month opens with a full assortment.
 */
export function monthPlan(rnd: DemoRandom, first: boolean, last: boolean): [number, Action][] {
  const steps: [number, Action][] = [
    [0, (ctx, date) => purchaseStock(ctx, date, { kind: 'material', opening: first })],
    [0, (ctx, date) => purchaseStock(ctx, date, { kind: 'goods', opening: first })],
    [0.05, buyServices],
    [0.1, moveToShop],
    [0.15, manufacture],
    [0.2, goodsSale],
    [0.25, productSale],
    [0.3, retailSale],
    [0.35, serviceSale],
    [0.4, (ctx, date) => purchaseStock(ctx, date, { kind: 'goods' })],
    [0.45, returnFromCustomer],
    [0.5, manufacture],
    [0.55, returnToSupplier],
    [0.6, (ctx, date) => purchaseStock(ctx, date, { kind: 'material' })],
    [0.65, buyServices],
    [0.7, writeOff],
    [0.75, moveToShop],
    [0.8, manufacture],
    [0.9, retailSale],
    [0.95, productSale],
    [0.97, monthlyMoney],
  ];
  const extra = rnd.int(5, 9);
  for (let i = 0; i < extra; i++) steps.push([rnd.next(), rnd.pick([goodsSale, goodsSale, productSale, retailSale])]);
  // The last thing today: an invoice still being written, left as a draft.
  if (last) steps.push([1, (ctx, date) => saleOnInvoice(ctx, date, { kind: 'goods', draft: true })]);
  return steps.sort((a, b) => a[0] - b[0]);
}

/** Runs a month's plan on its working days, in date order. */
export async function runMonth(ctx: DemoContext, days: string[], plan: [number, Action][]): Promise<void> {
  for (const [share, action] of plan) {
    const day = days[Math.min(days.length - 1, Math.floor(share * days.length))];
    if (day !== undefined) await action(ctx, day);
  }
}
