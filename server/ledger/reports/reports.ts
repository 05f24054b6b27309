import {
  Decimal,
  roundMoney,
  sumDecimals,
  todayIso,
  toJsonNumber,
  toReportDateTime,
  type AgentTurnover,
  type AgentTurnoverQuery,
  type WarehouseBalance,
  type WarehouseBalanceQuery,
} from '../../../shared/api/index.js';
import { balanceAt } from './balance-past.js';
import { balanceNow, type BalanceWriter } from './balance-now.js';
import { exactBalances } from './balance-sql.js';
import { UnsafeFigure } from './balance-rows.js';
import { requireOrderedPeriod } from '../errors.js';
import { sides } from '../balance-sides.js';
import { moneyOf, qtyOf } from '../../database/minor-units.js';
import { compareNames } from '../directories/name-order.js';
import { settlementFigures } from '../settlements/figures.js';
import { agentId, dayOf, isoOf, storeId } from '../stock/keys.js';
import type { CompanyContext } from '../context.js';
import type { Db } from '../types.js';

/**
 * Runs work in a write transaction (the store's `write`): a past balance may first make its
 * quarter's snapshot. `reader` reads what the transaction sees before it writes, off the writer's
 * connection where the database has another (the transaction itself where it has not).
 */
export type Writer = <T>(work: (trx: Db, reader: Db) => Promise<T>) => Promise<T>;

/** The balance's rows: written by the writer from the mirrored figures, or exact (in Decimals) where those fall short. */
export type BalanceRows<T> = { exact: false; rows: T } | { exact: true; rows: WarehouseBalance['rows'] };

/** A balance asked for: the `writer` of its rows, the `query`, what day is `today`, and how to `write` while reading. */
export interface BalanceRequest<T> {
  /** Writes the rows from the mirrored positions. */
  writer: BalanceWriter<T>;
  query: WarehouseBalanceQuery;
  /** The report's date when the query names none (default: today). */
  today?: string | undefined;
  /** Runs the work that fills the mirrors (default: on `db` itself). */
  write?: Writer | undefined;
}

/**
 * Stock balances at the end of a date (default today) from posted movements: one row per store
 * and entity with a non-zero quantity; price = sum / qty rounded to kopecks. The rows are written by
 * `writer` from the mirrored positions (a big company's balance has 100,000 rows, and building
 * objects for them costs more than the whole report otherwise does); for one supplier, or figures
 * too large for exact integer arithmetic, they come exact, as objects. `date` is the report's date.
 */
export async function warehouseBalanceOf<T>(
  db: Db,
  context: CompanyContext,
  { writer, query, today = todayIso(), write = (work) => work(db, db) }: BalanceRequest<T>,
): Promise<{ date: string } & BalanceRows<T>> {
  const date = query.date ?? today;
  const reportDate = toReportDateTime(date);
  const exact = async () => ({ date: reportDate, exact: true as const, rows: await exactRows(db, query, date) });
  if (query.supplier) return exact();
  // Two statements: SQLite reads one end of the date index for a lone min() or max(), but scans all of it for both at once.
  const first = await db
    .selectFrom('stock_moves')
    .select((eb) => eb.fn.min('date').as('day'))
    .executeTakeFirst();
  const last = await db
    .selectFrom('stock_moves')
    .select((eb) => eb.fn.max('date').as('day'))
    .executeTakeFirst();
  const dateOf = (row: { day: number | null } | undefined) => (row?.day === undefined || row.day === null ? null : isoOf(row.day));
  const span = { first: dateOf(first), last: dateOf(last) };
  try {
    // No move after the date: the running totals are the balance.
    const rows =
      !span.first || !span.last || date >= span.last
        ? await balanceNow(db, context, { writer, store: query.store })
        : await balanceAt(db, context, { writer, date, span: { first: span.first, last: span.last }, storeUid: query.store, write });
    return { date: reportDate, exact: false, rows };
  } catch (error) {
    if (!(error instanceof UnsafeFigure)) throw error;
    return exact();
  }
}

/**
 * Balances from the running totals (per supplier when one is asked for) less the moves after the
 * date, in SQL and Decimals: for one supplier, and for figures too large for reports/balance-rows.ts.
 */
async function exactRows(db: Db, query: WarehouseBalanceQuery, date: string) {
  const rows = await exactBalances(db, {
    day: dayOf(date),
    ...(query.supplier ? { supplier: agentId(query.supplier) } : {}),
    ...(query.store ? { store: storeId(query.store) } : {}),
  });
  rows.sort(
    (a, b) =>
      compareNames(a.store_name, b.store_name) ||
      byText(a.store_uid, b.store_uid) ||
      compareNames(a.entity_name, b.entity_name) ||
      byText(a.entity_uid, b.entity_uid),
  );
  return rows.map((r) => {
    const qty = qtyOf(r.qty);
    const sum = moneyOf(r.amount);
    return {
      store: { uid: r.store_uid, name: r.store_name },
      entity: { uid: r.entity_uid, name: r.entity_name, article: r.article, unit: r.unit },
      qty: toJsonNumber(qty),
      price: toJsonNumber(roundMoney(sum.dividedBy(qty))),
      sum: toJsonNumber(sum),
    };
  });
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The figures of an agent-turnover row, in the order the reply lists them. */
const TURNOVER_FIELDS = ['balanceStartDb', 'balanceStartCr', 'dbSum', 'crSum', 'balanceEndDb', 'balanceEndCr'] as const;
type TurnoverField = (typeof TURNOVER_FIELDS)[number];
type Figures = Record<TurnoverField, Decimal>;

/**
 * Settlement turnover per agent on an account: opening balance before `from`, debit and credit
 * within [from, to], closing balance after `to`. Only agents with a balance or turnover appear.
 */
export async function agentTurnover(db: Db, query: AgentTurnoverQuery): Promise<AgentTurnover> {
  requireOrderedPeriod(query.from, query.to);
  const figures = settlementFigures(query.from);
  // Summed per agent id from the covering index first, then joined to the agents: joining each of a
  // year's moves to its agent before grouping by name took several times longer (docs/performance.md).
  let sums = db
    .selectFrom('settlement_moves as m')
    .select(['m.agent_id', figures.opening.as('opening'), figures.debit.as('debit'), figures.credit.as('credit')])
    .where('m.account', '=', query.accCode)
    .where('m.date', '<=', query.to)
    .groupBy('m.agent_id');
  if (query.agent) sums = sums.where('m.agent_id', '=', agentId(query.agent));
  const moves = db
    .selectFrom(sums.as('t'))
    .innerJoin('agents as a', 'a.id', 't.agent_id')
    .select(['a.uid as agent_uid', 'a.name', 't.opening', 't.debit', 't.credit']);
  const found = (await moves.execute()).sort((a, b) => compareNames(a.name, b.name) || byText(a.agent_uid, b.agent_uid));
  const rows = found
    .map((r) => {
      const opening = moneyOf(r.opening);
      const debit = moneyOf(r.debit);
      const credit = moneyOf(r.credit);
      const [startDb, startCr] = sides(opening);
      const [endDb, endCr] = sides(opening.plus(debit).minus(credit));
      const figures: Figures = {
        balanceStartDb: startDb,
        balanceStartCr: startCr,
        dbSum: debit,
        crSum: credit,
        balanceEndDb: endDb,
        balanceEndCr: endCr,
      };
      return { agent: { uid: r.agent_uid, name: r.name }, figures };
    })
    .filter((r) => TURNOVER_FIELDS.some((field) => !r.figures[field].isZero()));
  const asFields = (figures: Figures) =>
    Object.fromEntries(TURNOVER_FIELDS.map((field) => [field, toJsonNumber(figures[field])])) as Record<TurnoverField, number>;
  const total = Object.fromEntries(TURNOVER_FIELDS.map((field) => [field, sumDecimals(rows.map((r) => r.figures[field]))])) as Figures;
  return {
    accCode: query.accCode,
    from: toReportDateTime(query.from),
    to: toReportDateTime(query.to),
    rows: rows.map((r) => ({ agent: r.agent, ...asFields(r.figures) })),
    total: asFields(total),
  };
}
