import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * A hash of every row of every table, read through Kysely with nothing but `select *` ordered
 * by every column, so the same code serves PostgreSQL, PGlite and SQLite alike. Table and column
 * names come from the database's own catalogue (Kysely's introspection), so a table added later
 * is covered without a change here.
 */
export async function hashTables(db: Kysely<any>): Promise<Map<string, string>> {
  const tables = await db.introspection.getTables();
  const hashes = new Map<string, string>();
  for (const table of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    let query = db.selectFrom(table.name).selectAll();
    for (const column of table.columns) query = query.orderBy(column.name);
    const rows = await query.execute();
    const hash = createHash('sha256');
    // Values are stringified with their type, so `1` and `"1"` (or `null` and `"null"`) never hash alike.
    for (const row of rows) hash.update(JSON.stringify(Object.entries(row).map(([key, value]) => [key, typeof value, String(value)])));
    hashes.set(table.name, `${rows.length}:${hash.digest('hex')}`);
  }
  return hashes;
}

/** The tables whose hash differs between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}
