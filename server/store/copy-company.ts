import { sql, type Transaction } from 'kysely';
import { resetSequences } from './engines.js';
import type { CompanyDb } from './company-db.js';
import type { Database } from './schema.js';

type Table = keyof Database;

/**
 * The tables in an order their foreign keys allow, each with the columns that identify a row (the
 * pages of the copy follow them), or none for the tables read whole (small, or without a key).
 * Documents go in without their parent first: a parent may come later in the copy.
 */
const TABLES: { table: Table; key: string[] }[] = [
  { table: 'meta', key: ['key'] },
  { table: 'users', key: ['id'] },
  { table: 'tokens', key: ['hash'] },
  { table: 'agents', key: ['uid'] },
  { table: 'entities', key: ['uid'] },
  { table: 'contracts', key: ['uid'] },
  { table: 'stores', key: ['uid'] },
  { table: 'documents', key: ['uid'] },
  { table: 'document_lines', key: ['document_id', 'position'] },
  { table: 'stock_moves', key: ['id'] },
  { table: 'settlement_moves', key: [] },
  { table: 'stock_balances', key: [] },
  { table: 'stock_totals', key: ['store_id', 'entity_id'] },
  { table: 'stock_snapshot_periods', key: ['period_end'] },
  { table: 'stock_snapshots', key: ['period_end', 'store_id', 'entity_id'] },
  { table: 'history', key: ['id'] },
];

/** Rows read from the source per page. */
const PAGE = 5000;
/** Bound values per insert, below SQLite's limit of 32,766. */
const VALUES_PER_INSERT = 30_000;

/** Thrown when the target of a copy already holds a company. */
export class TargetNotEmptyError extends Error {}

async function isEmpty(companyDb: CompanyDb): Promise<boolean> {
  for (const table of ['documents', 'agents', 'entities', 'stores', 'contracts', 'users'] as const) {
    const row = await companyDb.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    if (Number(row?.n ?? 0) > 0) return false;
  }
  return true;
}

async function insertRows(trx: Transaction<Database>, table: Table, rows: Record<string, unknown>[]): Promise<void> {
  const [head] = rows;
  if (!head) return;
  const perInsert = Math.max(1, Math.floor(VALUES_PER_INSERT / Object.keys(head).length));
  for (let i = 0; i < rows.length; i += perInsert) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + perInsert))
      .execute();
  }
}

/** Pages through a table of the source in key order (or reads it whole), handing each page on. */
async function readPages(
  source: CompanyDb,
  table: Table,
  key: string[],
  page: (rows: Record<string, unknown>[]) => Promise<void>,
): Promise<void> {
  if (key.length === 0) {
    await page((await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(source.db)).rows);
    return;
  }
  const columns = sql.join(key.map((k) => sql.ref(k)));
  let after: unknown[] | null = null;
  for (;;) {
    const where: ReturnType<typeof sql> = after === null ? sql`1 = 1` : sql`(${columns}) > (${sql.join(after)})`;
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table)} where ${where} order by ${columns} limit ${PAGE}`.execute(source.db);
    const last = rows.at(-1);
    if (last === undefined) return;
    await page(rows.map((r) => ({ ...r })));
    after = key.map((k) => last[k]);
    if (rows.length < PAGE) return;
  }
}

/**
 * Copies a whole company from one store into another that holds none (either engine to either):
 * every table, ids and change stamps included, in one transaction of the target, so a failed copy
 * leaves it empty. Returns the number of rows copied per table.
 */
export async function copyCompany(source: CompanyDb, target: CompanyDb): Promise<Record<string, number>> {
  if (!(await isEmpty(target))) throw new TargetNotEmptyError('the target already holds a company; copy into an empty one');
  const counts: Record<string, number> = {};
  await target.write(async (trx) => {
    for (const { table, key } of TABLES) {
      counts[table] = 0;
      const parents: { uid: unknown; parent_uid: unknown }[] = [];
      await readPages(source, table, key, async (rows) => {
        let page = rows;
        if (table === 'meta') page = rows.filter((r) => r.key !== 'schema_version');
        if (table === 'documents') {
          page = rows.map((r) => {
            if (r.parent_uid !== null) parents.push({ uid: r.uid, parent_uid: r.parent_uid });
            return { ...r, parent_uid: null };
          });
        }
        await insertRows(trx, table, page);
        counts[table] = (counts[table] ?? 0) + page.length;
      });
      for (const p of parents)
        await trx
          .updateTable('documents')
          .set({ parent_uid: p.parent_uid as string })
          .where('uid', '=', p.uid as string)
          .execute();
    }
    const stamp = await source.db.selectFrom('counters').select(['name', 'value']).execute();
    for (const c of stamp) await trx.updateTable('counters').set({ value: c.value }).where('name', '=', c.name).execute();
    await resetSequences(target.engine, trx);
  });
  return counts;
}
