import { sql } from 'kysely';
import {
  Decimal,
  toJsonNumber,
  toReportDateTime,
  type AccountCard,
  type AccountCardQuery,
  type AccountCardRow,
} from '../../../shared/api/index.js';
import { LedgerError, requireOrderedPeriod } from '../errors.js';
import { moneyOf } from '../../store/minor-units.js';
import type { Db } from '../types.js';
import { analyticNames } from './analytic-names.js';
import { readChart, subtree } from './chart-tree.js';
import { entrySides, ofPeriodDocuments, withoutGoods, type LedgerSource, type SideFilter } from './entry-sides.js';

interface Side {
  account: string;
  /** Null for an off-balance account's entry of one side. */
  against: string | null;
  date: string;
  dr: unknown;
  cr: unknown;
  agent_id: number | null;
  contract_id: number | null;
  entity_id: number | null;
  store_id: number | null;
  document_uid: string;
  type: string;
  no: string;
  memo: string;
}

/** Keeps the sides to one counterparty, goods item or store, by uid. */
function recordFilter(query: AccountCardQuery) {
  const parts = (
    [
      ['agent_id', 'agents', query.agent],
      ['entity_id', 'entities', query.entity],
      ['store_id', 'stores', query.store],
    ] as const
  )
    .filter(([, , uid]) => uid !== undefined)
    .map(([column, table, uid]) => sql`and s.${sql.ref(column)} = (select id from ${sql.table(table)} where uid = ${uid})`);
  return sql.join(parts, sql` `);
}

const agentKey = (uid: string) => sql`(select id from agents where uid = ${uid})`;

/**
 * The balance before the period: from the daily totals unless the card is of goods or a store,
 * which they do not keep (or `source` asks for the entries).
 */
async function openingOf(db: Db, query: AccountCardQuery, accounts: string[], source: LedgerSource, plain?: SideFilter): Promise<Decimal> {
  const { rows } =
    source === 'totals' && query.entity === undefined && query.store === undefined
      ? await sql<{ opening: unknown }>`select sum(debit - credit) as opening from entry_totals
          where account in (${sql.join(accounts)}) and date < ${query.from}
          ${query.agent === undefined ? sql`` : sql`and agent_id = ${agentKey(query.agent)}`}`.execute(db)
      : await sql<{ opening: unknown }>`select sum(s.dr - s.cr) as opening from ${entrySides(query.to, accounts, plain)} s
          where s.date < ${query.from} ${recordFilter(query)}`.execute(db);
  return moneyOf((rows[0]?.opening ?? 0) as never);
}

/**
 * The sides of the period only; of one counterparty, found by its key on that side, so a customer's
 * card of 361 reads its own entries, not the year's. An account without goods reads them by the
 * entries' index by account, counterparty and date (`plain`, schema 18), a goods account through the
 * period's documents.
 */
function inPeriod(query: AccountCardQuery, plain: SideFilter | null): SideFilter {
  const narrow = plain ?? ofPeriodDocuments(query.from, query.to);
  return (column) => {
    const agent = query.agent === undefined ? sql`` : sql`and ${sql.ref(`${column}_agent_id`)} = ${agentKey(query.agent)}`;
    return sql`and date >= ${query.from} ${agent} ${narrow(column)}`;
  };
}

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
  const filter = recordFilter(query);
  const plain = withoutGoods(chart, accounts);
  const opening = await openingOf(db, query, accounts, source, plain ?? undefined);
  const sides = entrySides(query.to, accounts, source === 'totals' ? inPeriod(query, plain) : (plain ?? undefined));
  const { rows } = await sql<Side>`select s.*, d.uid as document_uid, d.type, d.no, e.memo from ${sides} s
    join documents d on d.id = s.document_id join entries e on e.document_id = s.document_id and e.position = s.position
    where s.date >= ${query.from} ${filter} order by s.date, s.document_id, s.position, s.dr desc`.execute(db);

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
