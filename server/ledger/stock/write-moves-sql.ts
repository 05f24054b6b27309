import { runWithRows, type ValuesRow } from '../../database/rows-statement.js';
import { textNames } from '../../database/sql-names.js';
import type { Db } from '../types.js';

// A posting writes its moves and running totals on every call: one text and one list of values each,
// since assembling them through the query builder took longer than the database's insert (docs/style.md, "SQL").
const m = textNames('stock_moves');
const b = textNames('stock_balances');
const balances = textNames('stock_balances', 'stock_balances');
const t = textNames('stock_totals');
const totals = textNames('stock_totals', 'stock_totals');

const MOVES_INSERT = `insert into ${m.$} (${m.document_id}, ${m.line}, ${m.date}, ${m.store_id}, ${m.entity_id}, ${m.supplier_id}, ${m.qty}, ${m.amount})`;

/** Writes stock moves, each `[document_id, line, date, store_id, entity_id, supplier_id, qty, amount]`. */
export async function insertMoves(db: Db, rows: readonly ValuesRow[]): Promise<void> {
  await runWithRows(db, { head: MOVES_INSERT, rows });
}

const BALANCES_UPSERT = [
  `insert into ${b.$} (${b.store_id}, ${b.entity_id}, ${b.supplier_id}, ${b.qty}, ${b.amount})`,
  `on conflict (${b.store_id}, ${b.entity_id}, ${b.supplier_id})
    do update set ${b.qty} = ${balances.qty} + excluded.${b.qty}, ${b.amount} = ${balances.amount} + excluded.${b.amount}
    returning ${b.qty} = 0 and ${b.amount} = 0 as empty`,
] as const;

/**
 * Adds differences to the per-supplier running totals, each `[store_id, entity_id, supplier_id, qty, amount]`;
 * whether any row came to zero (those rows are then deleted).
 */
export async function addToBalances(db: Db, rows: readonly ValuesRow[]): Promise<boolean> {
  const result = await runWithRows<{ empty: boolean | number }>(db, { head: BALANCES_UPSERT[0], rows, tail: BALANCES_UPSERT[1] });
  return result.rows.some((row) => Boolean(row.empty));
}

const TOTALS_UPSERT = [
  `insert into ${t.$} (${t.store_id}, ${t.entity_id}, ${t.qty}, ${t.amount}, ${t.change})`,
  `on conflict (${t.store_id}, ${t.entity_id})
    do update set ${t.qty} = ${totals.qty} + excluded.${t.qty}, ${t.amount} = ${totals.amount} + excluded.${t.amount}, ${t.change} = excluded.${t.change}`,
] as const;

/** Adds differences to the per-position running totals with their new change stamps, each `[store_id, entity_id, qty, amount, change]`. */
export async function addToTotals(db: Db, rows: readonly ValuesRow[]): Promise<void> {
  await runWithRows(db, { head: TOTALS_UPSERT[0], rows, tail: TOTALS_UPSERT[1] });
}
