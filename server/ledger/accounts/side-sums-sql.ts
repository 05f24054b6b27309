import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../types.js';
import { entrySides, periodFigures } from './entry-sides-sql.js';

// The reports' sums over the entries' sides (entry-sides-sql.ts), whose columns are the sides' own:
// grouped sums over a union, written out (docs/style.md, "SQL").

/** A period's figures of one group of sides: the balance before it, its debits and its credits. */
export interface PeriodFigures {
  opening: unknown;
  debit: unknown;
  credit: unknown;
}

/** The period's figures of `sides` per correspondent account (`against`; null for an off-balance account's one-sided entries). */
export async function figuresByAgainst(
  db: Db,
  sides: RawBuilder<unknown>,
  from: string,
): Promise<(PeriodFigures & { against: string | null })[]> {
  const { rows } = await sql<PeriodFigures & { against: string | null }>`select s.against, ${periodFigures(from)}
    from ${sides} s group by s.against`.execute(db);
  return rows;
}

/** The period's start, and the analytic the figures are summed by. */
export interface FiguresByAccountOptions {
  from: string;
  by: 'agent' | 'contract' | 'entity' | 'store';
}

/** The period's figures of `sides` per account and the side's record of the analytic `by` (its key; null for none). */
export async function figuresByAccount(
  db: Db,
  sides: RawBuilder<unknown>,
  { from, by }: FiguresByAccountOptions,
): Promise<(PeriodFigures & { account: string; key: number | null })[]> {
  const key = sql.ref(`s.${by}_id`);
  const { rows } = await sql<
    PeriodFigures & { account: string; key: number | null }
  >`select s.account, ${key} as key, ${periodFigures(from)}
    from ${sides} s group by s.account, ${key}`.execute(db);
  return rows;
}

/** Each account's balance per counterparty before `from` and at `to`. */
export async function balancesByAgent(
  db: Db,
  from: string,
  to: string,
): Promise<{ account: string; opening: unknown; closing: unknown }[]> {
  const { rows } = await sql<{ account: string; opening: unknown; closing: unknown }>`select s.account,
      sum(case when s.date < ${from} then s.dr - s.cr else 0 end) as opening, sum(s.dr - s.cr) as closing
    from ${entrySides(to, null)} s group by s.account, s.agent_id`.execute(db);
  return rows;
}

/** Each account's credit less debit turnover in a period, without the sides against 79 (the closing of the results). */
export async function turnoversBesidesClosing(db: Db, from: string, to: string): Promise<{ account: string; turnover: unknown }[]> {
  const { rows } = await sql<{ account: string; turnover: unknown }>`select s.account, sum(s.cr - s.dr) as turnover
    from ${entrySides(to, null)} s where s.date >= ${from} and s.against not like '79%' group by s.account`.execute(db);
  return rows;
}
