import { sql } from 'kysely';
import {
  Decimal, roundMoney, sumDecimals, todayIso, toJsonNumber, toReportDateTime,
  type AgentTurnover, type AgentTurnoverQuery, type WarehouseBalance, type WarehouseBalanceQuery,
} from '../../shared/api/index.js';
import { requireOrderedPeriod } from './errors.js';
import type { Db } from './types.js';

/**
 * Stock balances at the end of a date (default today) from posted movements: one row per store
 * and entity with a non-zero quantity; price = sum / qty rounded to kopecks.
 */
export async function warehouseBalance(db: Db, query: WarehouseBalanceQuery, today = todayIso()): Promise<WarehouseBalance> {
  const date = query.date ?? today;
  const filters = (alias: string) => sql.join([
    sql`true`,
    ...(query.store ? [sql`${sql.ref(`${alias}.store_uid`)} = ${query.store}`] : []),
    ...(query.supplier ? [sql`${sql.ref(`${alias}.supplier_uid`)} = ${query.supplier}`] : []),
  ], sql` and `);
  const source = await balanceSource(db, date);
  // Running totals minus the moves after the date, or the moves up to the date: whichever reads fewer rows.
  const parts = source === 'history'
    ? sql`select m.store_uid, m.entity_uid, m.qty, m.amount from stock_moves m where m.date <= ${date} and ${filters('m')}`
    : sql`select b.store_uid, b.entity_uid, b.qty, b.amount from ${sql.table(query.supplier ? 'stock_balances' : 'stock_totals')} b
        where ${query.supplier ? filters('b') : query.store ? sql`b.store_uid = ${query.store}` : sql`true`}${source === 'totals' ? sql`` : sql`
        union all select m.store_uid, m.entity_uid, -m.qty, -m.amount from stock_moves m where m.date > ${date} and ${filters('m')}`}`;
  // The totals per position are already one row each: nothing to aggregate.
  const balances = source === 'totals' && !query.supplier
    ? sql`select t.store_uid, t.entity_uid, t.qty, t.amount from stock_totals t where t.qty <> 0 and ${filters('t')}`
    : sql`select p.store_uid, p.entity_uid, sum(p.qty) as qty, sum(p.amount) as amount from (${parts}) p
          group by p.store_uid, p.entity_uid having sum(p.qty) <> 0`;
  const { rows } = await sql<{
    store_uid: string; store_name: string; entity_uid: string; entity_name: string; article: string; unit: string; qty: string; amount: string;
  }>`select b.store_uid, s.name as store_name, b.entity_uid, e.name as entity_name, e.article, e.unit, b.qty, b.amount
    from (${balances}) b
    join stores s on s.uid = b.store_uid join entities e on e.uid = b.entity_uid
    order by s.name, b.store_uid, e.name, b.entity_uid`.execute(db);
  return {
    date: toReportDateTime(date),
    rows: rows.map((r) => {
      const qty = new Decimal(r.qty);
      const sum = new Decimal(r.amount);
      return {
        store: { uid: r.store_uid, name: r.store_name },
        entity: { uid: r.entity_uid, name: r.entity_name, article: r.article, unit: r.unit },
        qty: toJsonNumber(qty),
        price: toJsonNumber(roundMoney(sum.dividedBy(qty))),
        sum: toJsonNumber(sum),
      };
    }),
  };
}

/**
 * How to read balances at the end of `date`: the running totals alone when no move is later, the
 * totals minus the later moves when those are the smaller part of history, else history up to the date.
 */
async function balanceSource(db: Db, date: string): Promise<'totals' | 'totals-minus-later' | 'history'> {
  const span = await db.selectFrom('stock_moves')
    .select([sql<string | null>`min(date)`.as('first'), sql<string | null>`max(date)`.as('last')]).executeTakeFirst();
  if (!span?.first || !span.last || date >= span.last) return 'totals';
  if (date < span.first) return 'history';
  const laterShare = (Date.parse(span.last) - Date.parse(date)) / Math.max(1, Date.parse(span.last) - Date.parse(span.first));
  return laterShare <= 0.5 ? 'totals-minus-later' : 'history';
}

/** Splits a balance onto one side: debit when positive, credit when negative. */
function sides(balance: Decimal): [Decimal, Decimal] {
  return balance.isNegative() ? [new Decimal(0), balance.negated()] : [balance, new Decimal(0)];
}

/**
 * Settlement turnover per agent on an account: opening balance before `from`, debit and credit
 * within [from, to], closing balance after `to`. Only agents with a balance or turnover appear.
 */
export async function agentTurnover(db: Db, query: AgentTurnoverQuery): Promise<AgentTurnover> {
  requireOrderedPeriod(query.from, query.to);
  let moves = db.selectFrom('settlement_moves as m')
    .innerJoin('agents as a', 'a.uid', 'm.agent_uid')
    .select([
      'm.agent_uid', 'a.name',
      sql<string>`sum(case when m.date < ${query.from} then m.debit - m.credit else 0 end)`.as('opening'),
      sql<string>`sum(case when m.date >= ${query.from} then m.debit else 0 end)`.as('debit'),
      sql<string>`sum(case when m.date >= ${query.from} then m.credit else 0 end)`.as('credit'),
    ])
    .where('m.account', '=', query.accCode)
    .where('m.date', '<=', query.to)
    .groupBy(['m.agent_uid', 'a.name'])
    .orderBy('a.name').orderBy('m.agent_uid');
  if (query.agent) moves = moves.where('m.agent_uid', '=', query.agent);
  const rows = (await moves.execute()).map((r) => {
    const opening = new Decimal(r.opening);
    const debit = new Decimal(r.debit);
    const credit = new Decimal(r.credit);
    const [startDb, startCr] = sides(opening);
    const [endDb, endCr] = sides(opening.plus(debit).minus(credit));
    return { agent: { uid: r.agent_uid, name: r.name }, figures: [startDb, startCr, debit, credit, endDb, endCr] };
  }).filter((r) => r.figures.some((f) => !f.isZero()));
  const FIELDS = ['balanceStartDb', 'balanceStartCr', 'dbSum', 'crSum', 'balanceEndDb', 'balanceEndCr'] as const;
  const asFields = (figures: Decimal[]) =>
    Object.fromEntries(FIELDS.map((f, i) => [f, toJsonNumber(figures[i])])) as Record<(typeof FIELDS)[number], number>;
  return {
    accCode: query.accCode,
    from: toReportDateTime(query.from),
    to: toReportDateTime(query.to),
    rows: rows.map((r) => ({ agent: r.agent, ...asFields(r.figures) })),
    total: asFields(FIELDS.map((_, i) => sumDecimals(rows.map((r) => r.figures[i])))),
  };
}
