import {
  Decimal,
  toJsonNumber,
  toReportDateTime,
  type AccountCard,
  type AccountCardQuery,
  type AccountCardRow,
} from '../../../shared/api/index.js';
import { LedgerError, requireOrderedPeriod } from '../errors.js';
import { moneyOf } from '../../database/minor-units.js';
import type { Db } from '../types.js';
import { analyticNames } from './analytic-names.js';
import { readChart, subtree } from './chart-tree.js';
import { cardSides, openingOf } from './account-card-sql.js';
import { withoutGoods, type LedgerSource } from './entry-sides-sql.js';

/**
 * The account card (картка рахунку, docs/general-ledger.md): every entry of an account and its
 * sub-accounts in a period, optionally of one counterparty, goods item or store, in date order
 * with the balance after each, between the balance before the period and at its end. It reads the
 * daily totals where they serve unless `source` asks for the entries alone (a check that both agree).
 */
export async function accountCard(db: Db, query: AccountCardQuery, source: LedgerSource = 'totals'): Promise<AccountCard> {
  requireOrderedPeriod(query.from, query.to);
  const chart = await readChart(db);
  const node = chart.get(query.account);
  if (!node) throw new LedgerError('NOT_FOUND', `account ${query.account} not found`);
  const accounts = subtree(chart, query.account);
  const plain = withoutGoods(chart, accounts);
  const opening = await openingOf(db, query, { accounts, source, plain });
  const rows = await cardSides(db, query, { accounts, source, plain });

  const names = await Promise.all(
    (['agent', 'contract', 'entity', 'store'] as const).map(async (analytic) => {
      const keys = [...new Set(rows.map((r) => r[`${analytic}_id`]).filter((k): k is number => k !== null))].map(Number);
      return [analytic, await analyticNames(db, analytic, keys)] as const;
    }),
  );
  const named = Object.fromEntries(names);
  const nameOf = (analytic: keyof typeof named, key: number | null) => (key === null ? null : (named[analytic]?.get(Number(key)) ?? null));

  let balance = opening;
  let debit = new Decimal(0);
  let credit = new Decimal(0);
  const card: AccountCardRow[] = rows.map((r) => {
    const dr = moneyOf(r.dr as never);
    const cr = moneyOf(r.cr as never);
    balance = balance.plus(dr).minus(cr);
    debit = debit.plus(dr);
    credit = credit.plus(cr);
    return {
      date: toReportDateTime(String(r.date).slice(0, 10)),
      document: { uid: r.document_uid, type: r.type, no: r.no },
      account: r.account,
      against: r.against,
      debit: toJsonNumber(dr),
      credit: toJsonNumber(cr),
      analytics: {
        agent: nameOf('agent', r.agent_id),
        contract: nameOf('contract', r.contract_id),
        entity: nameOf('entity', r.entity_id),
        store: nameOf('store', r.store_id),
      },
      balance: toJsonNumber(balance),
      memo: r.memo,
    };
  });
  return {
    account: node.code,
    name: node.name,
    from: toReportDateTime(query.from),
    to: toReportDateTime(query.to),
    opening: toJsonNumber(opening),
    rows: card,
    debit: toJsonNumber(debit),
    credit: toJsonNumber(credit),
    closing: toJsonNumber(balance),
  };
}
