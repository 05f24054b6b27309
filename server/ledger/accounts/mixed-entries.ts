import { toJsonNumber, type MixedEntry } from '../../../shared/api/index.js';
import { moneyOf } from '../../database/minor-units.js';
import type { Db } from '../types.js';

/**
 * The posted entries dated up to `to` that pair an off-balance account with a balance one (Дт 024
 * Кт 311), in date order: written before such entries were refused (docs/general-ledger.md,
 * "Off-balance accounts"). Only a manual operation could write one, so the operations' entries are
 * read, found through the documents' index by category and date.
 */
export async function mixedEntries(db: Db, to: string): Promise<MixedEntry[]> {
  const rows = await db
    .selectFrom('documents as d')
    .innerJoin('entries as e', 'e.document_id', 'd.id')
    .innerJoin('accounts as a', 'a.code', 'e.debit')
    .innerJoin('accounts as b', 'b.code', 'e.credit')
    .select(['d.uid', 'd.type', 'd.no', 'd.date', 'e.position', 'e.debit', 'e.credit', 'e.amount'])
    .where('d.category', '=', 'operation')
    .where('d.date', '<=', to)
    .whereRef('a.off_balance', '<>', 'b.off_balance')
    .orderBy('d.date')
    .orderBy('d.no_key')
    .orderBy('d.uid')
    .orderBy('e.position')
    // Joined to the chart on both sides, so neither is missing.
    .$narrowType<{ debit: string; credit: string }>()
    .execute();
  return rows.map((r) => ({
    document: { uid: r.uid, type: r.type, no: r.no, date: String(r.date).slice(0, 10) },
    entry: Number(r.position) + 1,
    debit: r.debit,
    credit: r.credit,
    amount: toJsonNumber(moneyOf(r.amount)),
  }));
}
