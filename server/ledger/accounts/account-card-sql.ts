import { sql } from 'kysely';
import type { AccountCardQuery, Decimal } from '../../../shared/api/index.js';
import { moneyOf } from '../../database/minor-units.js';
import { sqlNames } from '../../database/sql-names.js';
import type { Db } from '../types.js';
import { entrySides, ofPeriodDocuments, type LedgerSource, type SideFilter } from './entry-sides-sql.js';

// The account card's reads over the entries' sides (entry-sides-sql.ts), written out (docs/style.md, "SQL").
const agents = sqlNames('agents');
const totals = sqlNames('entry_totals');
const d = sqlNames('documents', 'd');
const e = sqlNames('entries', 'e');
const KEYED = { agents, entities: sqlNames('entities'), stores: sqlNames('stores') } as const;

/** One side of the card, with its document and the entry's memo. */
export interface Side {
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
    .map(
      ([column, table, uid]) =>
        sql`and s.${sql.ref(column)} = (select ${KEYED[table].id} from ${KEYED[table].$} where ${KEYED[table].uid} = ${uid})`,
    );
  return sql.join(parts, sql` `);
}

/** Which sides a card reads: its accounts, from the totals or the entries, and the entries' own filter where one applies. */
export interface CardSidesOf {
  accounts: string[];
  source: LedgerSource;
  /** Null where the card reads the period's documents rather than the entries' index. */
  plain: SideFilter | null;
}

const agentKey = (uid: string) => sql`(select ${agents.id} from ${agents.$} where ${agents.uid} = ${uid})`;

/**
 * The balance before the period: from the daily totals unless the card is of goods or a store,
 * which they do not keep (or `source` asks for the entries).
 */
export async function openingOf(db: Db, query: AccountCardQuery, { accounts, source, plain }: CardSidesOf): Promise<Decimal> {
  const { rows } =
    source === 'totals' && query.entity === undefined && query.store === undefined
      ? await sql<{ opening: unknown }>`select sum(${totals.debit} - ${totals.credit}) as opening from ${totals.$}
          where ${totals.account} in (${sql.join(accounts)}) and ${totals.date} < ${query.from}
          ${query.agent === undefined ? sql`` : sql`and ${totals.agent_id} = ${agentKey(query.agent)}`}`.execute(db)
      : await sql<{ opening: unknown }>`select sum(s.dr - s.cr) as opening from ${entrySides(query.to, accounts, plain ?? undefined)} s
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
 * The sides of the card's period in date order, of one counterparty, goods item or store where it
 * asks: from the daily totals' period where they serve (`source`), narrowed by `plain` where the
 * accounts keep no goods.
 */
export async function cardSides(db: Db, query: AccountCardQuery, { accounts, source, plain }: CardSidesOf): Promise<Side[]> {
  const sides = entrySides(query.to, accounts, source === 'totals' ? inPeriod(query, plain) : (plain ?? undefined));
  const { rows } = await sql<Side>`select s.*, ${d.uid} as document_uid, ${d.type}, ${d.no}, ${e.memo} from ${sides} s
    join ${d.$} on ${d.id} = s.document_id join ${e.$} on ${e.document_id} = s.document_id and ${e.position} = s.position
    where s.date >= ${query.from} ${recordFilter(query)} order by s.date, s.document_id, s.position, s.dr desc`.execute(db);
  return rows;
}
