import { closestPrefix, Decimal, RESULT_LINES, toJsonNumber, toThousands, type ResultStatementLine } from '../../../shared/api/index.js';
import { moneyOf } from '../../database/minor-units.js';
import type { Db } from '../types.js';
import { turnoversBesidesClosing } from '../accounts/side-sums-sql.js';
import { prefixesOf, withTotals, type Pair } from './line-sums.js';

const PREFIXES = new Map(RESULT_LINES.flatMap((line) => (line.accounts ?? []).map((prefix) => [prefix, line] as const)));

/**
 * Each revenue and expense account's turnover (credit minus debit) in a period, without the entries
 * that close it to 79: the result of a closed month is read as if it were open.
 */
async function turnovers(db: Db, from: string, to: string): Promise<Map<string, Decimal>> {
  const rows = await turnoversBesidesClosing(db, from, to);
  return new Map(rows.map((r) => [r.account, moneyOf(r.turnover as never)]));
}

/** A period of the statement, `YYYY-MM-DD` both. */
export interface StatementPeriod {
  from: string;
  to: string;
}

/**
 * Форма № 2-м «Звіт про фінансові результати» (docs/general-ledger.md, "Statements"): each line of
 * the period and of `previous`, a revenue line the credit turnover of its accounts less their
 * debits, an expense line the debits less the credits.
 */
export async function resultsStatement(db: Db, period: StatementPeriod, previous: StatementPeriod): Promise<ResultStatementLine[]> {
  const own = new Map<string, Pair>();
  const periods = [await turnovers(db, period.from, period.to), await turnovers(db, previous.from, previous.to)];
  periods.forEach((found, at) => {
    for (const [account, turnover] of found) {
      const prefix = closestPrefix(account, PREFIXES.keys());
      const line = prefix === undefined ? undefined : PREFIXES.get(prefix);
      if (!line) continue;
      const pair = own.get(line.code) ?? [new Decimal(0), new Decimal(0)];
      pair[at] = pair[at]!.plus(line.sign === -1 ? turnover.negated() : turnover);
      own.set(line.code, pair);
    }
  });
  const amounts = withTotals(RESULT_LINES, own);
  return RESULT_LINES.map((line) => {
    const [current, before] = amounts.get(line.code)!;
    return {
      code: line.code,
      current: toJsonNumber(current),
      previous: toJsonNumber(before),
      currentThousands: toThousands(current),
      previousThousands: toThousands(before),
      accounts: prefixesOf(line.accounts ?? []),
    };
  });
}
