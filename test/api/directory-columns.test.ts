import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_DECLARATIONS, type DeclaredField } from '../../server/ledger/directories/fields.js';
import type { CompanyDb } from '../../server/database/company-db.js';
import { testService } from '../support/test-service.js';

/** A column as both engines can tell it: its name, whether it takes null, and its default written as SQL. */
interface Column {
  name: string;
  nullable: boolean;
  default: string | null;
}

/** The columns of `table` in the database's latest schema, the engine's spelling of a default's type left out. */
async function storedColumns(companyDb: CompanyDb, table: string): Promise<Column[]> {
  if (companyDb.sqlite) {
    // SQLite lets a text primary key hold null unless told not to; the uid is the key, always given.
    const rows = companyDb.sqlite
      .prepare('select name, "notnull" or pk > 0 as required, dflt_value as dflt from pragma_table_info(?)')
      .all(table) as { name: string; required: number; dflt: string | null }[];
    return rows.map((r) => ({ name: r.name, nullable: r.required === 0, default: r.dflt }));
  }
  const { rows } = await sql<{ name: string; nullable: string; dflt: string | null }>`
    select column_name as name, is_nullable as nullable, column_default as dflt from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(companyDb.db);
  return rows.map((r) => ({ name: r.name, nullable: r.nullable === 'YES', default: r.dflt?.replace(/::[\w ]+$/, '') ?? null }));
}

/** A declared fallback as the column default that gives it. */
const asDefault = (fallback: unknown) =>
  typeof fallback === 'string' ? `'${fallback}'` : typeof fallback === 'number' ? String(fallback) : null;

const byName = (columns: Column[]) => [...columns].sort((a, b) => a.name.localeCompare(b.name));

describe('a directory declaration', () => {
  let companyDb: CompanyDb;
  beforeAll(async () => {
    companyDb = (await testService()).companyDb;
  });

  it.each(Object.values(DIRECTORY_DECLARATIONS))('agrees with the columns of $table', async (declaration) => {
    const declared: Column[] = [
      { name: 'uid', nullable: false, default: null },
      { name: 'id', nullable: false, default: null },
      ...Object.values<DeclaredField>(declaration.fields).map((field) => ({
        name: field.column,
        nullable: field.fallback === null,
        default: asDefault(field.fallback),
      })),
      { name: 'modified_at', nullable: false, default: null },
      { name: 'version', nullable: false, default: '1' },
    ];
    expect(byName(await storedColumns(companyDb, declaration.table))).toEqual(byName(declared));
  });
});
