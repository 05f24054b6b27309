import { ACCOUNTS } from '../../../shared/api/index.js';
import { minorUnits } from '../../database/minor-units.js';
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
  const settlements = await db
    .selectFrom('settlement_moves')
    .select((eb) => ['account', 'agent_id', eb(eb.fn.sum('debit'), '-', eb.fn.sum('credit')).as('net')])
    .groupBy(['account', 'agent_id'])
    .execute();
  const ledger = await Promise.all(
    (['debit', 'credit'] as const).map((side) =>
      db
        .selectFrom('entries')
        .select((eb) => [eb.ref(side).as('account'), eb.ref(`${side}_agent_id`).as('agent'), eb.fn.sum('amount').as('net')])
        .where(side, 'in', ACCOUNTS)
        .where(`${side}_agent_id`, 'is not', null)
        .groupBy([side, `${side}_agent_id`])
        .execute(),
    ),
  );
  const owed = differences(
    netOf(settlements.map((r) => ({ key: `${r.account}:${r.agent_id}`, net: r.net as number }))),
    netOf(sidesOf(ledger, (r) => `${r.account}:${r.agent}`)),
  );
  if (owed.length > 0)
    throw new Error(
      `the entries of the settlement accounts ${ACCOUNTS.join('/')} differ from the settlements at ${owed.slice(0, 5).join(', ')}`,
    );

  const stock = await db
    .selectFrom('stock_moves')
    .select((eb) => ['store_id', 'entity_id', eb.fn.sum('amount').as('net')])
    .groupBy(['store_id', 'entity_id'])
    .execute();
  const goods = await Promise.all(
    (['debit', 'credit'] as const).map((side) =>
      db
        .selectFrom('entries')
        .select((eb) => [eb.ref(`${side}_store_id`).as('store'), eb.ref(`${side}_entity_id`).as('entity'), eb.fn.sum('amount').as('net')])
        .where(`${side}_entity_id`, 'is not', null)
        .groupBy([`${side}_store_id`, `${side}_entity_id`])
        .execute(),
    ),
  );
  const held = differences(
    netOf(stock.map((r) => ({ key: `${r.store_id}:${r.entity_id}`, net: r.net as number }))),
    netOf(sidesOf(goods, (r) => `${r.store}:${r.entity}`)),
  );
  if (held.length > 0) throw new Error(`the entries of goods accounts differ from the stock at store:goods ${held.slice(0, 5).join(', ')}`);
}

/** The debit sides' sums and the credit sides' negated, as rows of (key, net) in kopecks. */
function sidesOf<R extends { net: unknown }>([debits, credits]: R[][], keyOf: (row: R) => string): { key: string; net: number }[] {
  return [
    ...debits!.map((r) => ({ key: keyOf(r), net: minorUnits(r.net as number) })),
    ...credits!.map((r) => ({ key: keyOf(r), net: -minorUnits(r.net as number) })),
  ];
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
