import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../database/schema.js';
import { toJsonNumber, type AccountStanding } from '../../../shared/api/index.js';
import { minorUnits, moneyOf } from '../../database/minor-units.js';
import { notFound } from '../errors.js';
import type { Db } from '../types.js';
import { readChart, subtree } from './chart-tree.js';

/** What keeps an account from being deleted or losing its shape: its entries, its sub-accounts, the goods, roles and documents naming it. */
export interface AccountUsers {
  hasEntries: boolean;
  subAccounts: number;
  /** How many entities name it as their own account. */
  entities: number;
  /** The roles whose account it is (docs/general-ledger.md, "Account roles"). */
  roles: string[];
  /** How many documents and payments name it as their own account (a write-off's, other money out's). */
  documents: number;
}

/** Who uses account `code`: whether entries are written to it, its sub-accounts, and the entities, roles and documents that name it. */
export async function usersOfAccount(db: Db, code: string): Promise<AccountUsers> {
  const entry = await db
    .selectFrom('entries')
    .select('document_id')
    .where((eb) => eb.or([eb('debit', '=', code), eb('credit', '=', code)]))
    .limit(1)
    .executeTakeFirst();
  const subs = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parent', '=', code)
    .executeTakeFirstOrThrow();
  const named = await db
    .selectFrom('entities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account', '=', code)
    .executeTakeFirstOrThrow();
  const roles = await db.selectFrom('account_roles').select('role').where('account', '=', code).orderBy('role').execute();
  const documents = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('pay_account', '=', code)
    .executeTakeFirstOrThrow();
  return {
    hasEntries: entry !== undefined,
    subAccounts: Number(subs.n),
    entities: Number(named.n),
    roles: roles.map((r) => r.role),
    documents: Number(documents.n),
  };
}

/**
 * `GET /account/standing/`: the entries of account `code` and of every account below it, an entry between
 * two of them counted once, and the balance they leave (debit minus credit), so the app can say what a
 * deactivation keeps before it is made (docs/general-ledger.md, "Changing the chart"). 404 for a code
 * the chart lacks.
 */
export async function accountStanding(db: Db, code: string): Promise<AccountStanding> {
  const chart = await readChart(db);
  if (!chart.has(code)) throw notFound('account', code);
  const accounts = subtree(chart, code);
  const sideSum = (eb: ExpressionBuilder<Database, 'entries'>, side: 'debit' | 'credit') =>
    eb.fn.sum(eb.case().when(side, 'in', accounts).then(eb.ref('amount')).else(eb.lit(0)).end());
  const row = await db
    .selectFrom('entries')
    .select((eb) => [eb.fn.countAll().as('entries'), eb(sideSum(eb, 'debit'), '-', sideSum(eb, 'credit')).as('balance')])
    .where((eb) => eb.or([eb('debit', 'in', accounts), eb('credit', 'in', accounts)]))
    .executeTakeFirst();
  return { code, entries: Number(row?.entries ?? 0), balance: toJsonNumber(moneyOf(minorUnits(row?.balance as never))) };
}
