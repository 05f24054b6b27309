import {
  ACCOUNT_ANALYTICS,
  toJsonNumber,
  type AccountAnalytic,
  type Entry,
  type EntryAnalytics,
  type OperationEntry,
} from '../../../shared/api/index.js';
import { moneyOf, qtyOf } from '../../database/minor-units.js';
import type { OperationLineTable } from '../../database/schema-books.js';
import { analyticNames } from '../accounts/analytic-names.js';
import { notFound } from '../errors.js';
import type { Db } from '../types.js';

type Side = 'debit' | 'credit';
const SIDES: Side[] = ['debit', 'credit'];
const keyColumn = (side: Side, analytic: AccountAnalytic) => `${side}_${analytic}_id` as const;

/**
 * Entries as the API shows them, from rows of `entries` or `operation_lines` (the same columns but
 * the date): amounts in hryvnias, each side's analytics by uid and name, only those it keeps.
 */
export async function namedEntries(db: Db, rows: OperationLineTable[]): Promise<OperationEntry[]> {
  const names = new Map<AccountAnalytic, Map<number, { uid: string; name: string }>>();
  for (const analytic of ACCOUNT_ANALYTICS) {
    const keys = rows.flatMap((r) => SIDES.map((side) => r[keyColumn(side, analytic)])).filter((k): k is number => k !== null);
    names.set(analytic, await analyticNames(db, analytic, [...new Set(keys.map(Number))]));
  }
  const analyticsOf = (row: OperationLineTable, side: Side): EntryAnalytics =>
    Object.fromEntries(
      ACCOUNT_ANALYTICS.flatMap((analytic) => {
        const key = row[keyColumn(side, analytic)];
        const named = key === null ? undefined : names.get(analytic)?.get(Number(key));
        return named ? [[analytic, named]] : [];
      }),
    );
  return rows.map((r) => ({
    debit: r.debit,
    credit: r.credit,
    amount: toJsonNumber(moneyOf(r.amount)),
    qty: r.qty === null ? null : toJsonNumber(qtyOf(r.qty)),
    debitAnalytics: analyticsOf(r, 'debit'),
    creditAnalytics: analyticsOf(r, 'credit'),
    memo: r.memo,
  }));
}

/**
 * `GET /document/entries/{uid}`: the entries a posted document, payment or manual operation wrote,
 * in their order, with their analytics by name (docs/general-ledger.md, "Entries"); none while it is
 * unposted. 404 when no record has that uid.
 */
export async function entriesOf(db: Db, uid: string): Promise<Entry[]> {
  const doc = await db.selectFrom('documents').select('id').where('uid', '=', uid).executeTakeFirst();
  if (!doc) throw notFound('document', uid);
  const rows = await db.selectFrom('entries').selectAll().where('document_id', '=', doc.id).orderBy('position').execute();
  const named = await namedEntries(db, rows);
  return rows.map((r, i) => ({ date: String(r.date).slice(0, 10), ...named[i]! }));
}
