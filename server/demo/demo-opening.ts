import { LedgerOperationUpdateBody } from '../../shared/api/ledger-operations.js';
import { updateOperation } from '../ledger/operations/operations.js';
import { post, type DemoContext } from './demo-ledger.js';

/** Fixed, so the opening operation never shifts the random sequence the rest of the demo is drawn from. */
const OPENING_UID = 'b7e3c1a0-5d2f-4c8e-9a61-3f0d2e4c5b70';

/**
 * The demo company's opening balances (docs/general-ledger.md, "The demo company's books"): its founders' capital and a bank credit
 * that pay for its first year of purchases. Without them the bank account runs into the red, and the
 * balance sheet (Форма № 1-м) shows negative cash, which no real company has.
 */
export async function writeOpeningBalances(ctx: DemoContext, firstDay: string): Promise<void> {
  const body = LedgerOperationUpdateBody.parse({
    uid: OPENING_UID,
    date: firstDay,
    memo: 'Введення залишків: статутний капітал і кредит банку',
    entries: [
      { debit: '311', credit: '40', amount: '1000000.00', memo: 'Внесок засновників до статутного капіталу' },
      { debit: '301', credit: '40', amount: '20000.00', memo: 'Внесок засновників готівкою' },
      { debit: '311', credit: '601', amount: '7500000.00', memo: 'Кредит банку на поповнення обігових коштів' },
    ],
  });
  await updateOperation(ctx.trx, ctx.context, { body });
  await post(ctx, OPENING_UID);
}
