import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import {
  MONEY_ACCOUNT_KINDS,
  monthStartOf,
  moneyMovesOf,
  ROLE_OF_MONEY,
  type MoneyAccountKind,
  type MoneyBalances,
  type MoneyBalancesQuery,
} from '../../../shared/api/index.js';
import { Decimal } from '../../../shared/api/money.js';
import { moneyOf, type Money } from '../../database/minor-units.js';
import { readRoleAccounts } from '../accounts/account-roles.js';
import type { Db } from '../types.js';
import { listMoneyAccounts } from './money-accounts.js';

type Figures = { opening: Decimal; in: Decimal; out: Decimal };
const zero = (): Figures => ({ opening: new Decimal(0), in: new Decimal(0), out: new Decimal(0) });

/** The sum of `amount` over the rows where `when` holds (Kysely's `fn.sum` is typed for plain numbers, the figures are kopecks). */
function sumIf<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, when: Expression<SqlBool>, amount: Expression<Money>) {
  return eb.fn.agg<Money>('sum', [eb.case().when(when).then(amount).else(eb.lit(0)).end()]);
}

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
    .select((eb) => [
      'd.type',
      'd.money_account',
      'd.to_money_account',
      sumIf(eb, eb('d.date', '<', from), eb.ref('d.sum')).as('before'),
      sumIf(eb, eb('d.date', '>=', from), eb.ref('d.sum')).as('within'),
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
  const accounts = await listMoneyAccounts(db);
  await addOperations(db, { from, date }, { accounts, byAccount });
  const total = zero();
  const rows = accounts.map((account) => {
    const figures = byAccount.get(account.uid) ?? zero();
    total.opening = total.opening.plus(figures.opening);
    total.in = total.in.plus(figures.in);
    total.out = total.out.plus(figures.out);
    return { moneyAccount: { uid: account.uid, name: account.name }, kind: account.kind, iban: account.iban, ...asReply(figures) };
  });
  return { date, from, rows, total: asReply(total) };
}

/**
 * Adds what posted manual operations moved on the bank's and the till's accounts (the roles' 311 and
 * 301; opening balances, above all): an operation names no money account of ours, so it moves the main
 * one of the account's kind, and the report agrees with the books' 311 and 301.
 */
async function addOperations(
  db: Db,
  period: { from: string; date: string },
  { accounts, byAccount }: { accounts: { uid: string; kind: MoneyAccountKind; main: boolean }[]; byAccount: Map<string, Figures> },
): Promise<void> {
  const roles = await readRoleAccounts(db);
  const moneyCodes = MONEY_ACCOUNT_KINDS.map((kind): [MoneyAccountKind, string] => [kind, roles[ROLE_OF_MONEY[kind]]]);
  const codes = moneyCodes.map(([, code]) => code);
  const groups = await db
    .selectFrom('entries as e')
    .innerJoin('documents as d', 'd.id', 'e.document_id')
    .select((eb) => [
      'e.debit',
      'e.credit',
      sumIf(eb, eb('e.date', '<', period.from), eb.ref('e.amount')).as('before'),
      sumIf(eb, eb('e.date', '>=', period.from), eb.ref('e.amount')).as('within'),
    ])
    .where('d.category', '=', 'operation')
    .where('d.done', '=', true)
    .where('e.date', '<=', period.date)
    .where((eb) => eb.or([eb('e.debit', 'in', codes), eb('e.credit', 'in', codes)]))
    .groupBy(['e.debit', 'e.credit'])
    .execute();
  const mainOf = (code: string) => {
    const kind = moneyCodes.find(([, c]) => c === code)?.[0];
    return kind ? accounts.find((a) => a.kind === kind && a.main)?.uid : undefined;
  };
  for (const g of groups) {
    for (const [code, direction] of [
      [g.debit, 'in'],
      [g.credit, 'out'],
    ] as const) {
      const uid = code === null ? undefined : mainOf(code);
      if (!uid) continue;
      const figures = byAccount.get(uid) ?? zero();
      figures.opening = figures.opening.plus(moneyOf(g.before).times(direction === 'in' ? 1 : -1));
      figures[direction] = figures[direction].plus(moneyOf(g.within));
      byAccount.set(uid, figures);
    }
  }
}
