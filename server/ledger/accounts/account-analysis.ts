import {
  compareAccountCodes,
  Decimal,
  toJsonNumber,
  toReportDateTime,
  type AccountAnalysis,
  type AccountAnalysisQuery,
} from '../../../shared/api/index.js';
import { LedgerError, requireOrderedPeriod } from '../errors.js';
import { moneyOf } from '../../database/minor-units.js';
import type { Db } from '../types.js';
import { readChart, subtree } from './chart-tree.js';
import { entrySides, withoutGoods } from './entry-sides-sql.js';
import { figuresByAgainst } from './side-sums-sql.js';

interface Turnover {
  /** Null for an off-balance account's entries of one side. */
  against: string | null;
  opening: unknown;
  debit: unknown;
  credit: unknown;
}

/**
 * The account analysis (аналіз рахунку, docs/general-ledger.md): an account's (and its
 * sub-accounts') debit and credit turnovers of a period per correspondent account, between the
 * balance before the period and at its end.
 */
export async function accountAnalysis(db: Db, query: AccountAnalysisQuery): Promise<AccountAnalysis> {
  requireOrderedPeriod(query.from, query.to);
  const chart = await readChart(db);
  const node = chart.get(query.account);
  if (!node) throw new LedgerError('NOT_FOUND', `account ${query.account} not found`);
  const accounts = subtree(chart, query.account);
  const found: Turnover[] = await figuresByAgainst(
    db,
    entrySides(query.to, accounts, withoutGoods(chart, accounts) ?? undefined),
    query.from,
  );

  let opening = new Decimal(0);
  let debit = new Decimal(0);
  let credit = new Decimal(0);
  const rows: AccountAnalysis['rows'] = [];
  for (const turnover of found) {
    opening = opening.plus(moneyOf(turnover.opening as never));
    const [dr, cr] = [moneyOf(turnover.debit as never), moneyOf(turnover.credit as never)];
    if (dr.isZero() && cr.isZero()) continue;
    debit = debit.plus(dr);
    credit = credit.plus(cr);
    const against = turnover.against === null ? undefined : chart.get(turnover.against);
    rows.push({ against: turnover.against, name: against?.name ?? '', debit: toJsonNumber(dr), credit: toJsonNumber(cr) });
  }
  // The entries without a correspondent account (an off-balance account's) first, then by code.
  rows.sort((a, b) => (a.against === null ? -1 : b.against === null ? 1 : compareAccountCodes(a.against, b.against)));
  return {
    account: node.code,
    name: node.name,
    from: toReportDateTime(query.from),
    to: toReportDateTime(query.to),
    opening: toJsonNumber(opening),
    rows,
    debit: toJsonNumber(debit),
    credit: toJsonNumber(credit),
    closing: toJsonNumber(opening.plus(debit).minus(credit)),
  };
}
