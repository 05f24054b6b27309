import { sql } from 'kysely';
import { toJsonNumber, type MixedEntry } from '../../../shared/api/index.js';
import { moneyOf, type Money } from '../../store/minor-units.js';
import type { Db } from '../types.js';

/**
 * The posted entries dated up to `to` that pair an off-balance account with a balance one (Дт 024
 * Кт 311), in date order: written before such entries were refused (docs/general-ledger.md,
 * "Off-balance accounts"). Only a manual operation could write one, so the operations' entries are
 * read, found through the documents' index by category and date.
 */
export async function mixedEntries(db: Db, to: string): Promise<MixedEntry[]> {
  const { rows } = await sql<{
    uid: string;
    type: string;
    no: string;
    date: string;
    position: number;
    debit: string;
    credit: string;
    amount: Money;
  }>`select d.uid, d.type, d.no, d.date, e.position, e.debit, e.credit, e.amount
    from documents d join entries e on e.document_id = d.id
      join accounts a on a.code = e.debit join accounts b on b.code = e.credit
    where d.category = 'operation' and d.date <= ${to} and a.off_balance <> b.off_balance
    order by d.date, d.no_key, d.uid, e.position`.execute(db);
  return rows.map((r) => ({
    document: { uid: r.uid, type: r.type, no: r.no, date: String(r.date).slice(0, 10) },
    entry: Number(r.position) + 1,
    debit: r.debit,
    credit: r.credit,
    amount: toJsonNumber(moneyOf(r.amount)),
  }));
}
