import { expressionBuilder, type AliasableExpression, type Expression } from 'kysely';
import type { Money } from '../../database/minor-units.js';
import type { Database } from '../../database/schema.js';

/** The three figures of settlements over a period, each a sum over the moves. */
export interface SettlementFigures {
  /** The balance of the moves before the period (debit − credit). */
  opening: AliasableExpression<Money>;
  /** The debit of the moves from the period's start on. */
  debit: AliasableExpression<Money>;
  /** The credit of the moves from the period's start on. */
  credit: AliasableExpression<Money>;
}

/**
 * The three figures of settlements over a period, as SQL over `settlement_moves` aliased `m`: the
 * balance of the moves before `from` (debit − credit), and the debit and the credit from `from` on.
 * The caller keeps the moves to those up to the period's end. The agent turnover report and the
 * reconciliation act both sum through these, so the two cannot come to different figures.
 */
export function settlementFigures(from: string): SettlementFigures {
  // Typed over the table, so a column renamed in the schema fails to compile here (docs/style.md, "SQL").
  const eb = expressionBuilder<{ m: Database['settlement_moves'] }, 'm'>();
  const before = eb('m.date', '<', from);
  const within = eb('m.date', '>=', from);
  const zero = eb.lit(0);
  // Kysely's `fn.sum` is typed for plain numbers; the figures are money in kopecks.
  const sum = (value: Expression<unknown>) => eb.fn.agg<Money>('sum', [value]);
  return {
    opening: sum(
      eb
        .case()
        .when(before)
        .then(eb('m.debit', '-', eb.ref('m.credit')))
        .else(zero)
        .end(),
    ),
    debit: sum(eb.case().when(within).then(eb.ref('m.debit')).else(zero).end()),
    credit: sum(eb.case().when(within).then(eb.ref('m.credit')).else(zero).end()),
  };
}
