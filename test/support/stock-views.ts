import { sql } from 'kysely';
import type { Money, Qty } from '../../server/database/minor-units.js';

/**
 * The stock tables as the tests read them: with the uids of their documents, lines, stores,
 * entities and suppliers instead of the integer keys they store (docs/database.md, "Integer keys").
 */

interface Figures {
  store_uid: string;
  entity_uid: string;
  qty: Qty;
  amount: Money;
}

/** stock_moves, each with its line's uid; `date` is the day number they keep (ledger/stock/keys.ts dayOf). */
export const stockMovesView = () =>
  sql<Figures & { id: number; document_uid: string; line_uid: string; date: number; supplier_uid: string | null }>`(
    select m.id, d.uid as document_uid, l.uid as line_uid, m.date, s.uid as store_uid, e.uid as entity_uid,
      a.uid as supplier_uid, m.qty, m.amount
    from stock_moves m join documents d on d.id = m.document_id
      join document_lines l on l.document_id = m.document_id and l.position = m.line
      join stores s on s.id = m.store_id join entities e on e.id = m.entity_id left join agents a on a.id = m.supplier_id)`;

/** stock_balances, per supplier. */
export const stockBalancesView = () =>
  sql<Figures & { supplier_uid: string | null }>`(
    select s.uid as store_uid, e.uid as entity_uid, a.uid as supplier_uid, b.qty, b.amount
    from stock_balances b join stores s on s.id = b.store_id join entities e on e.id = b.entity_id
      left join agents a on a.id = b.supplier_id)`;

/** stock_totals, per position. */
export const stockTotalsView = () =>
  sql<Figures & { change: number }>`(
    select s.uid as store_uid, e.uid as entity_uid, t.qty, t.amount, t.change
    from stock_totals t join stores s on s.id = t.store_id join entities e on e.id = t.entity_id)`;
