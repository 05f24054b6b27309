import { sql } from 'kysely';
import { monthStartOf, moneyMovesOf, type MoneyBalances, type MoneyBalancesQuery } from '../../../shared/api/index.js';
import { Decimal } from '../../../shared/api/money.js';
import { moneyOf, type Money } from '../../store/minor-units.js';
import type { Db } from '../types.js';
import { listMoneyAccounts } from './money-accounts.js';

type Figures = { opening: Decimal; in: Decimal; out: Decimal };
const zero = (): Figures => ({ opening: new Decimal(0), in: new Decimal(0), out: new Decimal(0) });

/** Figures as the reply gives them, the closing balance added: opening + in − out. */
const asReply = (f: Figures) => ({
  opening: f.opening.toNumber(),
  in: f.in.toNumber(),
  out: f.out.toNumber(),
  closing: f.opening.plus(f.in).minus(f.out).toNumber(),
});

/**
 * «Залишки коштів» (docs/service-behaviour.md, "Our money accounts"): every bank account and cash
 * desk of ours, in the order of their list, with its balance before `from` (the first day of the
 * month of `date` when not sent), the money in and out
 * from `from` to the end of `date` and its balance then, and the totals. Posted payments are
 * summed in SQL per type and money accounts, and each sum moved by `moneyMovesOf`, so the report
 * reads money as the payment types move it (a transfer out of one account and into another).
 */
export async function moneyBalances(db: Db, query: MoneyBalancesQuery): Promise<MoneyBalances> {
  const { date } = query;
  const from = query.from ?? monthStartOf(date);
  const groups = await db
    .selectFrom('documents as d')
    .select([
      'd.type',
      'd.money_account',
      'd.to_money_account',
      sql<Money>`sum(case when d.date < ${from} then d.sum else 0 end)`.as('before'),
      sql<Money>`sum(case when d.date >= ${from} then d.sum else 0 end)`.as('within'),
    ])
    .where('d.category', '=', 'payment')
    .where('d.done', '=', true)
    .where('d.date', '<=', date)
    .groupBy(['d.type', 'd.money_account', 'd.to_money_account'])
    .execute();
  const byAccount = new Map<string, Figures>();
  for (const g of groups) {
    const moves = moneyMovesOf({
      type: g.type,
      moneyAccount: g.money_account ? { uid: g.money_account } : null,
      toMoneyAccount: g.to_money_account ? { uid: g.to_money_account } : null,
    });
    for (const move of moves) {
      const figures = byAccount.get(move.moneyAccount) ?? zero();
      const sign = move.direction === 'in' ? 1 : -1;
      figures.opening = figures.opening.plus(moneyOf(g.before).times(sign));
      figures[move.direction] = figures[move.direction].plus(moneyOf(g.within));
      byAccount.set(move.moneyAccount, figures);
    }
  }
  const total = zero();
  const rows = (await listMoneyAccounts(db)).map((account) => {
    const figures = byAccount.get(account.uid) ?? zero();
    total.opening = total.opening.plus(figures.opening);
    total.in = total.in.plus(figures.in);
    total.out = total.out.plus(figures.out);
    return { moneyAccount: { uid: account.uid, name: account.name }, kind: account.kind, iban: account.iban, ...asReply(figures) };
  });
  return { date, from, rows, total: asReply(total) };
}
