import { createHash } from 'node:crypto';
import { Decimal, formatDateUk, type PayDocumentUpdateBody } from '../../shared/api/index.js';
import { updatePayment } from '../ledger/documents/payments.js';
import { MAIN_MONEY_ACCOUNT_UIDS } from '../database/migration-money-accounts.js';
import { moneyOf } from '../database/minor-units.js';
import { post, type DemoContext } from './demo-ledger.js';

/**
 * A uid of its own for a money payment of the demo, from what it is: it draws nothing from the demo's
 * random source, so the rest of the company (its documents and their uids) stays as it was before
 * these payments were added.
 */
function moneyUid(...parts: string[]): string {
  const hex = createHash('sha1')
    .update(`demo-money:${parts.join(':')}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Creates and posts a payment of the new kinds (refunds, other money, transfers). */
async function payMoney(ctx: DemoContext, body: Omit<PayDocumentUpdateBody, 'uid'>, ...key: string[]): Promise<void> {
  const payment = await updatePayment(ctx.trx, ctx.context, { uid: moneyUid(...key), ...body });
  await post(ctx, payment.uid);
}

/**
 * A month's money of the office itself: the bank's fee (other money out to 92), cash taken from the
 * bank to the cash desk (a transfer) and the bank's interest on the balance (other money in, 719).
 */
export async function monthlyMoney(ctx: DemoContext, date: string): Promise<void> {
  const month = date.slice(0, 7);
  await payMoney(
    ctx,
    {
      type: 'otherOut',
      date,
      sum: new Decimal('185.00'),
      memo: 'Комісія банку за розрахунково-касове обслуговування',
      cashFlowItem: 'Банківські послуги',
    },
    'fee',
    month,
  );
  await payMoney(
    ctx,
    {
      type: 'transfer',
      date,
      sum: new Decimal('5000.00'),
      memo: 'Отримання готівки в банку на господарські потреби',
      toMoneyAccount: { uid: MAIN_MONEY_ACCOUNT_UIDS.cash },
    },
    'cash',
    month,
  );
  await payMoney(
    ctx,
    { type: 'otherIn', date, sum: new Decimal('42.17'), memo: 'Відсотки банку на залишок коштів на рахунку' },
    'interest',
    month,
  );
}

export interface RefundOfReturnOptions {
  returned: { uid: string; no: string; agent: string };
  toCustomer: boolean;
}

/** The money back for a return just posted: a supplier's refund for goods sent back, ours to a customer for goods brought back. */
export async function refundOfReturn(ctx: DemoContext, date: string, { returned, toCustomer }: RefundOfReturnOptions): Promise<void> {
  const row = await ctx.trx.selectFrom('documents').select('total').where('uid', '=', returned.uid).executeTakeFirstOrThrow();
  const basis = `${toCustomer ? 'поверненням товару покупцем' : 'поверненням товару постачальнику'} № ${returned.no} від ${formatDateUk(date)}`;
  await payMoney(
    ctx,
    {
      type: toCustomer ? 'refundToCustomer' : 'refundFromSupplier',
      date,
      agent: { uid: returned.agent },
      sum: moneyOf(row.total),
      memo: `Повернення коштів у зв'язку з ${basis}`,
    },
    'refund',
    returned.uid,
  );
}
