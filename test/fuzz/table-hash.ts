import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/database/schema.js';

const NOT_COMPANY_DATA = new Set(['presence']);

/**
 * A hash of every row of every table, read with nothing but `select *` ordered by every column
 * (names quoted by Kysely), so the same code serves PostgreSQL, PGlite and SQLite alike. Table and column
 * names come from the database's own catalogue (Kysely's introspection), so a table added later
 * is covered without a change here.
 */
export async function hashTables(db: Kysely<Database>): Promise<Map<string, string>> {
  // Who is connected is not the company's data: any authenticated request, refused or not, is a
  // heartbeat that may write its person's row (docs/office.md, "Live changes and presence").
  const tables = (await db.introspection.getTables()).filter((table) => !NOT_COMPANY_DATA.has(table.name));
  const hashes = new Map<string, string>();
  for (const table of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    const order = sql.join(table.columns.map((column) => sql.ref(column.name)));
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)} order by ${order}`.execute(db);
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
