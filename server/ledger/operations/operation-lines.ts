import { ACCOUNT_ANALYTICS, type AccountAnalytic, type OperationEntry, type OperationEntryInput } from '../../../shared/api/index.js';
import { LedgerError } from '../errors.js';
import { moneyToDb, qtyToDb } from '../../database/minor-units.js';
import { namedEntries } from '../entries/read-entries.js';
import { storedAnalytics } from '../accounts/accounts.js';
import type { OperationLineTable } from '../../database/schema-books.js';
import type { Db } from '../types.js';
import { analyticKeys } from './analytic-keys.js';
import { refuseEntrySides, refuseStockCredit } from './operation-registers.js';

type Side = 'debit' | 'credit';
const SIDES: Side[] = ['debit', 'credit'];
const column = (side: Side, analytic: AccountAnalytic) => `${side}_${analytic}_id` as const;

/**
 * The rows of a manual operation's entries, checked (docs/general-ledger.md, "Manual operations"):
 * each account is in the chart and active, an off-balance account's entry has one side and a balance
 * account's two, each side names only analytics its account tracks, and the records named exist, and
 * no goods are credited to a stock account (refuseStockCredit). A refusal names the entry by its
 * place, from 1.
 */
export async function operationRows(db: Db, documentId: number, entries: OperationEntryInput[]): Promise<OperationLineTable[]> {
  const codes = [...new Set(entries.flatMap((e) => [e.debit, e.credit]).filter((code): code is string => Boolean(code)))];
  const accounts = new Map(
    (
      await db
        .selectFrom('accounts')
        .select(['code', 'active', 'analytics', 'off_balance'])
        .where('code', 'in', codes.length ? codes : [''])
        .execute()
    ).map((a) => [
      a.code,
      { code: a.code, active: Boolean(a.active), analytics: storedAnalytics(a.analytics), offBalance: Boolean(a.off_balance) },
    ]),
  );
  const wanted = Object.fromEntries(ACCOUNT_ANALYTICS.map((a) => [a, new Set<string>()])) as Record<AccountAnalytic, Set<string>>;
  entries.forEach((entry, i) => {
    for (const side of SIDES) {
      const code = entry[side];
      if (!code) continue;
      const account = accounts.get(code);
      const where = `entries[${i + 1}].${side}`;
      if (!account) throw new LedgerError('UNKNOWN_REFERENCE', `${where}: the chart has no account ${code}`);
      if (!account.active)
        throw new LedgerError('ACCOUNT_INACTIVE', `${where}: account ${code} is deactivated; activate it or choose another`);
      if (side === 'credit') refuseStockCredit(where, code, account.analytics);
      const sent = entry[`${side}Analytics`] ?? {};
      for (const analytic of ACCOUNT_ANALYTICS) {
        const uid = sent[analytic]?.uid;
        if (!uid) continue;
        if (!account.analytics.includes(analytic)) {
          throw new LedgerError('VALIDATION', `${where}Analytics.${analytic}: account ${code} keeps no ${analytic}`);
        }
        wanted[analytic].add(uid);
      }
    }
    const sideOf = (code: string | null | undefined) => (code ? (accounts.get(code) ?? null) : null);
    refuseEntrySides(`entries[${i + 1}]`, sideOf(entry.debit), sideOf(entry.credit));
  });
  const keys = await analyticKeys(db, wanted);
  return entries.map((entry, position) => {
    const row: Record<string, unknown> = {
      document_id: documentId,
      position,
      debit: entry.debit ?? null,
      credit: entry.credit ?? null,
      amount: moneyToDb(entry.amount),
      qty: entry.qty ? qtyToDb(entry.qty) : null,
      memo: entry.memo ?? '',
    };
    for (const side of SIDES) {
      for (const analytic of ACCOUNT_ANALYTICS) {
        const uid = entry[`${side}Analytics`]?.[analytic]?.uid;
        row[column(side, analytic)] = uid ? (keys[analytic].get(uid) ?? null) : null;
      }
    }
    return row as unknown as OperationLineTable;
  });
}

/** A manual operation's entries as the API shows them, analytics named. */
export async function readOperationEntries(db: Db, documentId: number): Promise<OperationEntry[]> {
  const rows = await db.selectFrom('operation_lines').selectAll().where('document_id', '=', documentId).orderBy('position').execute();
  return namedEntries(db, rows);
}
