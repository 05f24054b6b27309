import { sql } from 'kysely';
import { ACCOUNTS } from '../../../shared/api/index.js';
import { minorUnits } from '../../store/minor-units.js';
import type { Db } from '../types.js';
import { rewriteEntries } from './write-entries.js';

/** Net debit turnovers by key, from rows of (key, debit − credit) in kopecks; zero rows left out. */
function netOf(rows: { key: string; net: number | string | bigint }[]): Map<string, number> {
  const net = new Map<string, number>();
  for (const r of rows) net.set(r.key, (net.get(r.key) ?? 0) + minorUnits(r.net));
  for (const [key, value] of net) if (value === 0) net.delete(key);
  return net;
}

/** The keys at which two turnovers differ. */
function differences(a: Map<string, number>, b: Map<string, number>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((key) => (a.get(key) ?? 0) !== (b.get(key) ?? 0));
}

/**
 * Checks the books against the registers they are written from (docs/general-ledger.md, "Invariants"):
 * the settlement accounts per counterparty equal the settlement movements, and the goods accounts per
 * store and goods equal the stock balances. Debits equal credits by the entries' form (one amount,
 * two sides). Throws naming the first keys that differ.
 */
export async function checkEntryInvariants(db: Db): Promise<void> {
  const settlements = await sql<{ key: string; net: number }>`
    select account || ':' || agent_id as ${sql.ref('key')}, sum(debit) - sum(credit) as net from settlement_moves group by account, agent_id`.execute(
    db,
  );
  const ledger = await sql<{ key: string; net: number }>`
    select debit || ':' || debit_agent_id as ${sql.ref('key')}, sum(amount) as net from entries
      where debit in (${sql.join(ACCOUNTS)}) and debit_agent_id is not null group by debit, debit_agent_id
    union all
    select credit || ':' || credit_agent_id, -sum(amount) from entries
      where credit in (${sql.join(ACCOUNTS)}) and credit_agent_id is not null group by credit, credit_agent_id`.execute(db);
  const owed = differences(netOf(settlements.rows), netOf(ledger.rows));
  if (owed.length > 0)
    throw new Error(
      `the entries of the settlement accounts ${ACCOUNTS.join('/')} differ from the settlements at ${owed.slice(0, 5).join(', ')}`,
    );

  const stock = await sql<{ key: string; net: number }>`
    select store_id || ':' || entity_id as ${sql.ref('key')}, sum(amount) as net from stock_moves group by store_id, entity_id`.execute(db);
  const goods = await sql<{ key: string; net: number }>`
    select debit_store_id || ':' || debit_entity_id as ${sql.ref('key')}, sum(amount) as net from entries
      where debit_entity_id is not null group by debit_store_id, debit_entity_id
    union all
    select credit_store_id || ':' || credit_entity_id, -sum(amount) from entries
      where credit_entity_id is not null group by credit_store_id, credit_entity_id`.execute(db);
  const held = differences(netOf(stock.rows), netOf(goods.rows));
  if (held.length > 0) throw new Error(`the entries of goods accounts differ from the stock at store:goods ${held.slice(0, 5).join(', ')}`);
}

/**
 * Writes the entries of every posted document and payment of a company that kept none (its upgrade to
 * schema 13, migrations.ts) and checks them before the upgrade finishes.
 */
export async function writeEntriesOfPostedDocuments(db: Db): Promise<void> {
  const posted = await db.selectFrom('documents').select('uid').where('done', '=', true).orderBy('id').execute();
  await rewriteEntries(
    db,
    posted.map((d) => d.uid),
  );
  await checkEntryInvariants(db);
}
