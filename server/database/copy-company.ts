import { sql, type Kysely, type Transaction } from 'kysely';
import { companyTablesOf } from './company-tables.js';
import { checkCopy, type CopyChecked } from './copy-check.js';
import { copyPlanFor, type CompanyTable, type TableCopy } from './copy-plan.js';
import { resetSequences } from './engines.js';
import { SCHEMA_VERSION } from './migrations.js';
import type { CompanyDb } from './company-db.js';
import type { Database } from './schema.js';

type Row = Record<string, unknown>;
type RowsCopy = Extract<TableCopy, { take: 'rows' }>;

/** Rows read from the source per page. */
const PAGE = 5000;
/** Bound values per insert, below SQLite's limit of 32,766. */
const VALUES_PER_INSERT = 30_000;

/** Thrown when the target of a copy already holds a company. */
export class TargetNotEmptyError extends Error {}

/** What a copy did: the rows it copied per table (a table built by triggers: the rows they built), and what it was checked on. */
export interface CopyResult {
  counts: Record<string, number>;
  checked: CopyChecked;
}

/**
 * The first table of the books that holds rows in `companyDb`, or null when it holds no company: every
 * table the copy writes is empty but for what a new company is given (its chart, roles, main money
 * accounts and schema version), which the source's rows replace.
 */
async function heldTable(companyDb: CompanyDb, plan: readonly TableCopy[]): Promise<string | null> {
  for (const step of plan) {
    if (step.take === 'nothing' || step.take === 'values' || (step.take === 'rows' && step.seeded)) continue;
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(step.table)}`.execute(companyDb.db);
    if (Number(rows[0]?.n ?? 0) > 0) return step.table;
  }
  return null;
}

async function insertRows(trx: Transaction<Database>, table: CompanyTable, rows: Row[]): Promise<void> {
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
  source: Kysely<Database>,
  { table, key }: { table: CompanyTable; key: readonly string[] },
  page: (rows: Row[]) => Promise<void>,
) {
  if (key.length === 0) {
    await page((await sql<Row>`select * from ${sql.table(table)}`.execute(source)).rows);
    return;
  }
  const columns = sql.join(key.map((k) => sql.ref(k)));
  let after: unknown[] | null = null;
  for (;;) {
    const where: ReturnType<typeof sql> = after === null ? sql`1 = 1` : sql`(${columns}) > (${sql.join(after)})`;
    const { rows } = await sql<Row>`select * from ${sql.table(table)} where ${where} order by ${columns} limit ${PAGE}`.execute(source);
    const last = rows.at(-1);
    if (last === undefined) return;
    await page(rows.map((r) => ({ ...r })));
    after = key.map((k) => last[k]);
    if (rows.length < PAGE) return;
  }
}

/**
 * Copies one table's rows. A reference to a row of the same table (a document's parent, an account's)
 * goes in empty and is written once every row is in, since the row it names may come later.
 */
async function copyRows(source: Kysely<Database>, trx: Transaction<Database>, step: RowsCopy): Promise<number> {
  const { table, key, keep, selfReference } = step;
  const [keyColumn] = key;
  if (selfReference && (key.length !== 1 || keyColumn === undefined))
    throw new Error(`${table}: a reference to its own rows needs a one-column key`);
  const later: [unknown, unknown][] = [];
  let count = 0;
  await readPages(source, { table, key }, async (rows) => {
    let page = keep ? rows.filter((r) => !keep.values.includes(String(r[keep.column]))) : rows;
    if (selfReference && keyColumn) {
      page = page.map((r) => {
        if (r[selfReference] !== null) later.push([r[keyColumn], r[selfReference]]);
        return { ...r, [selfReference]: null };
      });
    }
    await insertRows(trx, table, page);
    count += page.length;
  });
  for (const [at, reference] of later)
    await sql`update ${sql.table(table)} set ${sql.ref(selfReference!)} = ${reference} where ${sql.ref(keyColumn!)} = ${at}`.execute(trx);
  return count;
}

/** Removes what a new company was given of the seeded tables (dependants first), but for the rows it keeps. */
async function clearSeeds(trx: Transaction<Database>, plan: readonly TableCopy[]): Promise<void> {
  for (const step of [...plan].reverse()) {
    if (step.take !== 'rows' || !step.seeded) continue;
    const { keep } = step;
    const keepWhere = keep ? sql`where ${sql.ref(keep.column)} not in (${sql.join(keep.values)})` : sql``;
    await sql`delete from ${sql.table(step.table)} ${keepWhere}`.execute(trx);
  }
}

/**
 * Reads the source in one transaction, so the copy and its check see one moment of it: on PostgreSQL a
 * repeatable-read, read-only snapshot while other services may write; a company file is held by this
 * process alone.
 */
function inSnapshot<T>(source: CompanyDb, work: (snapshot: Transaction<Database>) => Promise<T>): Promise<T> {
  const begun = source.db.transaction();
  return (source.engine === 'postgres' ? begun.setIsolationLevel('repeatable read').setAccessMode('read only') : begun).execute(work);
}

/**
 * Copies a whole company from one database into another that holds none (either engine to either): every
 * table of the schema by its plan (copy-plan.ts), ids, versions and change stamps included, in one
 * transaction of the target, then reads both and compares their stock, settlements and books
 * (copy-check.ts). A refusal of the plan, a failure or a difference rolls the target back to empty.
 */
export async function copyCompany(source: CompanyDb, target: CompanyDb): Promise<CopyResult> {
  const plan = copyPlanFor(companyTablesOf(SCHEMA_VERSION));
  const held = await heldTable(target, plan);
  if (held) throw new TargetNotEmptyError(`the target already holds a company (its ${held}); copy into an empty one`);
  return inSnapshot(source, (snapshot) =>
    target.write(async (trx) => {
      await clearSeeds(trx, plan);
      const counts: Record<string, number> = {};
      for (const step of plan) {
        if (step.take === 'rows') counts[step.table] = await copyRows(snapshot, trx, step);
        if (step.take === 'values') {
          await sql`delete from ${sql.table(step.table)}`.execute(trx);
          const { rows } = await sql<Row>`select * from ${sql.table(step.table)}`.execute(snapshot);
          await insertRows(trx, step.table, rows);
        }
      }
      for (const step of plan) {
        if (step.take !== 'built') continue;
        const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(step.table)}`.execute(trx);
        counts[step.table] = Number(rows[0]?.n ?? 0);
      }
      await resetSequences(target.engine, trx);
      return { counts, checked: await checkCopy(snapshot, trx) };
    }),
  );
}
