import { sql, type RawBuilder } from 'kysely';
import type { AccountAnalytic } from '../../../shared/api/accounts.js';
import { sqlNames } from '../../database/sql-names.js';
import type { ChartNode } from './chart-tree.js';

// Unions of the entries' two sides and sums over them, which the query builder does not say well, read
// by every ledger report (docs/style.md, "SQL"). The sides' own columns (`s.account`, `s.dr`) are those
// `entrySides` and `totalSides` name here; the tables' come from the schema.
const e = sqlNames('entries');
const t = sqlNames('entry_totals');
const documents = sqlNames('documents');

/**
 * Where a report reads its sides: the daily totals (schema 15), which keep accounts by counterparty
 * and day, where they serve, or the entries alone (a check that both agree).
 */
export type LedgerSource = 'totals' | 'entries';

/** More conditions on one side's entries (`and …`), in terms of its columns: `debit` or `credit`, `debit_agent_id`. */
export type SideFilter = (column: 'debit' | 'credit') => RawBuilder<unknown>;

/**
 * For accounts none of which tracks goods (the `entity` analytic), what their sides always meet anyway,
 * said so the store finds them through the entries' indexes by account, counterparty and date, which
 * leave the goods sides out (schema 18, docs/general-ledger.md, "Where it is kept"): no goods, and no
 * counterparty either where none of them keeps one (311, 641), so the date's range follows the account.
 * Null for goods accounts. An account's analytics stay as they were once it has entries, and a side
 * keeps only its account's analytics, so no side is left out.
 */
export function withoutGoods(chart: Map<string, ChartNode>, accounts: string[]): SideFilter | null {
  const keep = (analytic: AccountAnalytic) => accounts.some((code) => chart.get(code)?.analytics.includes(analytic));
  if (keep('entity')) return null;
  const agents = keep('agent');
  return (column) => sql`and ${e[`${column}_entity_id`]} is null ${agents ? sql`` : sql`and ${e[`${column}_agent_id`]} is null`}`;
}

/**
 * The sides of the documents dated in a period, found through the documents' dates and the entries'
 * key (an entry is dated as its document): how a goods account's sides of a period are read, which
 * no index by account holds.
 */
export function ofPeriodDocuments(from: string, to: string): SideFilter {
  return () =>
    sql`and ${e.document_id} in (select ${documents.id} from ${documents.$} where ${documents.date} >= ${from} and ${documents.date} <= ${to})`;
}

/**
 * Every entry up to `to` as its two sides, one row each: the side's account, its analytics' integer
 * keys, and the amount in `dr` or `cr`, and `against`, the other side's account (null for an
 * off-balance account's entry of one side, which has no other side). The trial balance and the
 * account card read a side at a time, so an entry between two sub-accounts of one account counts on
 * both. `accounts` keeps the sides to those accounts (null: all), `narrow` to what it adds.
 */
export function entrySides(to: string, accounts: string[] | null, narrow: SideFilter = () => sql``): RawBuilder<unknown> {
  const only = (column: 'debit' | 'credit') =>
    sql`${accounts ? sql`and ${e[column]} in (${sql.join(accounts)})` : sql`and ${e[column]} is not null`} ${narrow(column)}`;
  const side = (column: 'debit' | 'credit') => {
    const key = (analytic: AccountAnalytic) => e[`${column}_${analytic}_id`];
    const [dr, cr] = column === 'debit' ? [e.amount, sql`0`] : [sql`0`, e.amount];
    return sql`select ${e[column]} as account, ${key('agent')} as agent_id, ${key('contract')} as contract_id,
      ${key('entity')} as entity_id, ${key('store')} as store_id, ${e.date}, ${e.document_id}, ${e.position}, ${dr} as dr, ${cr} as cr,
      ${e[column === 'debit' ? 'credit' : 'debit']} as against
      from ${e.$} where ${e.date} <= ${to} ${only(column)}`;
  };
  return sql`(${side('debit')} union all ${side('credit')})`;
}

/**
 * The same sides up to `to` from the daily totals (schema 15, docs/general-ledger.md): per account,
 * counterparty and day, with `agent_id` (0: none) and the day's `dr` and `cr`. A row per day a counterparty
 * moved an account, rather than per entry, so the trial balance of any period reads few rows; it
 * serves what is grouped by account and counterparty only.
 */
export function totalSides(to: string, accounts: string[] | null): RawBuilder<unknown> {
  const only = accounts ? sql`and ${t.account} in (${sql.join(accounts)})` : sql``;
  // `agent_id` as kept (0: none), so grouping by account and counterparty follows the table's key rather than sorting.
  return sql`(select ${t.account}, ${t.agent_id}, ${t.date}, ${t.debit} as dr, ${t.credit} as cr
    from ${t.$} where ${t.date} <= ${to} ${only})`;
}

/** The period's three figures of grouped sides, as SQL over `entrySides` aliased `s`: balance before `from`, debits and credits from it on. */
export function periodFigures(from: string) {
  return sql`sum(case when s.date < ${from} then s.dr - s.cr else 0 end) as opening,
    sum(case when s.date >= ${from} then s.dr else 0 end) as debit,
    sum(case when s.date >= ${from} then s.cr else 0 end) as credit`;
}
