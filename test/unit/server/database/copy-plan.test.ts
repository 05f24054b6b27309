import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyTablesOf } from '../../../../server/database/company-tables.js';
import { openCompanyDb, type CompanyDb } from '../../../../server/database/company-db.js';
import { COPY_PLAN, copyPlanFor, UnplannedTableError } from '../../../../server/database/copy-plan.js';
import { SCHEMA_VERSION } from '../../../../server/database/migrations.js';

/**
 * The copy of a company between a file and PostgreSQL takes every table of the schema, in an order its
 * foreign keys allow, each paged by its key (docs/database.md, "Moving a company between a file and
 * PostgreSQL"). A table added to the schema without a thought for the copy fails here: the copy once
 * left the chart, the entries and the money accounts behind because its list of tables was written by
 * hand and never grew.
 */
describe('the copy plan of a company', () => {
  let fresh: CompanyDb;
  beforeAll(async () => {
    fresh = await openCompanyDb({ memory: true });
  });
  afterAll(async () => {
    await fresh.close();
  });

  const rowsOf = async <R>(query: ReturnType<typeof sql<R>>) => (await query.execute(fresh.db)).rows;
  const planOf = (table: string) => COPY_PLAN.find((t) => t.table === table);

  it('names every table of the current schema, and only those, so no table is left behind', () => {
    const schema = companyTablesOf(SCHEMA_VERSION);
    expect(() => copyPlanFor(schema)).not.toThrow();
    expect(new Set(COPY_PLAN.map((t) => t.table))).toEqual(schema);
    expect(COPY_PLAN.map((t) => t.table)).toHaveLength(schema.size);
  });

  it('refuses a schema with a table it has no plan for, naming it, rather than copy without it', () => {
    const schema = [...companyTablesOf(SCHEMA_VERSION), 'fixed_assets'];
    expect(() => copyPlanFor(schema)).toThrow(UnplannedTableError);
    expect(() => copyPlanFor(schema)).toThrow(/fixed_assets/);
    expect(() => copyPlanFor([...companyTablesOf(SCHEMA_VERSION)].filter((t) => t !== 'entries'))).toThrow(/entries/);
  });

  it('reads the same tables from the schema steps as a new company has', async () => {
    const made = await rowsOf(sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`);
    expect(new Set(made.map((t) => t.name))).toEqual(companyTablesOf(SCHEMA_VERSION));
  });

  it('puts each table after the tables its foreign keys name; a reference to its own table is written last', async () => {
    const order = COPY_PLAN.map((t) => t.table as string);
    for (const [at, plan] of COPY_PLAN.entries()) {
      const keys = await rowsOf(sql<{ table: string; from: string }>`select "table", "from" from pragma_foreign_key_list(${plan.table})`);
      for (const key of keys) {
        if (key.table === plan.table) {
          expect(plan.take === 'rows' && plan.selfReference, `${plan.table}.${key.from}`).toBe(key.from);
          continue;
        }
        expect(order.indexOf(key.table), `${plan.table}.${key.from} → ${key.table}`).toBeGreaterThanOrEqual(0);
        expect(order.indexOf(key.table), `${plan.table}.${key.from} → ${key.table}`).toBeLessThan(at);
      }
    }
  });

  it('pages each copied table by its primary key, and reads whole only a table without one', async () => {
    for (const plan of COPY_PLAN) {
      if (plan.take !== 'rows') continue;
      const key = await rowsOf(sql<{ name: string }>`select name from pragma_table_info(${plan.table}) where pk > 0 order by pk`);
      expect(plan.key, plan.table).toEqual(key.map((k) => k.name));
    }
  });

  it('leaves to triggers only what triggers of the table it names keep', async () => {
    const built = COPY_PLAN.filter((t) => t.take === 'built');
    expect(built.map((t) => `${t.table} ← ${t.from}`)).toEqual(['entry_totals ← entries']);
    for (const plan of built) {
      const triggers = await rowsOf(sql<{ sql: string }>`select sql from sqlite_master where type = 'trigger' and tbl_name = ${plan.from}`);
      expect(triggers.length, plan.table).toBeGreaterThan(0);
      expect(triggers.some((trigger) => trigger.sql.includes(plan.table), plan.table)).toBe(true);
      // Any other trigger of the table moves a counter only (the books' limit), and the counters are copied last, as values.
      for (const trigger of triggers.filter((t) => !t.sql.includes(plan.table))) {
        const body = trigger.sql.slice(trigger.sql.search(/\bbegin\b/i));
        const written = [...body.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(\w+)/gi)].map((m) => m[1]);
        expect(new Set(written), plan.table).toEqual(new Set(['counters']));
      }
    }
  });

  it('knows every table a new company is given rows of, so the source replaces them rather than clash with them', async () => {
    for (const table of companyTablesOf(SCHEMA_VERSION)) {
      const [row] = await rowsOf(sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`);
      if (Number(row?.n) === 0) continue;
      const plan = planOf(table);
      expect(plan?.take === 'values' || (plan?.take === 'rows' && plan.seeded), `${table} holds rows in a new company`).toBe(true);
    }
  });

  it('copies no table that is not the books without saying why', () => {
    const skipped = COPY_PLAN.filter((t) => t.take === 'nothing');
    expect(skipped.map((t) => t.table)).toEqual(['presence']);
    for (const plan of skipped) expect(plan.why.length).toBeGreaterThan(20);
  });
});
