import { sql, type RawBuilder } from 'kysely';
import type { Money } from '../../database/minor-units.js';

/**
 * The three figures of settlements over a period, as SQL over `settlement_moves` aliased `m`: the
 * balance of the moves before `from` (debit − credit), and the debit and the credit from `from` on.
 * The caller keeps the moves to those up to the period's end. The agent turnover report and the
 * reconciliation act both sum through these, so the two cannot come to different figures.
 */
export function settlementFigures(from: string): { opening: RawBuilder<Money>; debit: RawBuilder<Money>; credit: RawBuilder<Money> } {
  return {
    opening: sql<Money>`sum(case when m.date < ${from} then m.debit - m.credit else 0 end)`,
    debit: sql<Money>`sum(case when m.date >= ${from} then m.debit else 0 end)`,
    credit: sql<Money>`sum(case when m.date >= ${from} then m.credit else 0 end)`,
  };
}
