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
  let moves = db.selectFrom('stock_moves as m')
    .select(['m.store_uid', 'm.entity_uid', sql<string>`sum(m.qty)`.as('qty'), sql<string>`sum(m.amount)`.as('amount')])
    .where('m.date', '<=', date)
    .groupBy(['m.store_uid', 'm.entity_uid'])
    .having(sql<boolean>`sum(m.qty) <> 0`);
  if (query.store) moves = moves.where('m.store_uid', '=', query.store);
  if (query.supplier) moves = moves.where('m.supplier_uid', '=', query.supplier);
  const rows = await db.selectFrom(moves.as('b'))
    .innerJoin('stores as s', 's.uid', 'b.store_uid')
    .innerJoin('entities as e', 'e.uid', 'b.entity_uid')
    .select(['b.store_uid', 's.name as store_name', 'b.entity_uid', 'e.name as entity_name', 'e.article', 'e.unit', 'b.qty', 'b.amount'])
    .orderBy('s.name').orderBy('b.store_uid').orderBy('e.name').orderBy('b.entity_uid')
    .execute();
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
