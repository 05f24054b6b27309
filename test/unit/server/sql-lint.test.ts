import { describe, expect, it } from 'vitest';
import { lintSnippets } from '../../support/lint-snippets.js';

/** Statements written as text outside their named homes (docs/style.md, "SQL"): lint refuses each. */
const REFUSED: [what: string, file: string, code: string][] = [
  ['a select executed', 'server/ledger/documents/x.ts', 'export const f = (db: never) => sql`select uid from documents`.execute(db);'],
  [
    'a typed update',
    'server/ledger/x.ts',
    'export const f = (db: never) => sql<{ n: number }>`update documents set done = ${true}`.execute(db);',
  ],
  ['a subquery', 'server/ledger/stock/x.ts', 'export const id = (uid: string) => sql`(select id from documents where uid = ${uid})`;'],
  ['an upsert after blanks', 'server/company/x.ts', 'export const q = sql`\n  insert into counters (name, value) values (1, 2)`;'],
  ['a common table expression', 'server/auth.ts', 'export const q = sql`with p as (select 1) select * from p`;'],
  ['raw text', 'server/ledger/x.ts', "export const q = sql.raw('select 1');"],
  ['a compiled raw query', 'server/database/company-db.ts', "export const q = CompiledQuery.raw('delete from documents', []);"],
  [
    'a column named in an expression',
    'server/ledger/x.ts',
    'export const q = (from: string) => sql`sum(case when m.date < ${from} then 1 else 0 end)`;',
  ],
  ['a column named after a value', 'server/ledger/x.ts', 'export const q = (a: unknown) => sql`${a} - m.credit`;'],
  ['a bare column', 'server/ledger/directories/x.ts', 'export const q = sql<number>`id`;'],
  ['a column reference as text', 'server/ledger/x.ts', "export const q = sql.ref('t.id');"],
];

/** What the rule leaves alone: text in a *-sql.ts module or schema work, and small expressions inside a builder chain. */
const ALLOWED: [what: string, file: string, code: string][] = [
  [
    'a statement in a hot-path module',
    'server/ledger/documents/posting-sql.ts',
    'export const f = (db: never) => sql`select uid from documents`.execute(db);',
  ],
  ['raw text in a hot-path module', 'server/ledger/stock/x-sql.ts', "export const q = sql.raw('select 1');"],
  ['a migration', 'server/database/migrations.ts', 'export const q = sql`create table if not exists meta (key text)`;'],
  ['an expression for the builder', 'server/ledger/x.ts', 'export const q = (a: unknown) => sql`sum(${a}) over (partition by ${a})`;'],
  ['a cast', 'server/ledger/x.ts', 'export const q = (a: unknown) => sql`cast(${a} as bigint)`;'],
  ['a number', 'server/ledger/x.ts', 'export const q = sql`1`;'],
  ['a decimal', 'server/ledger/x.ts', 'export const q = (a: unknown) => sql`${a} * 1.5`;'],
  ['a column named in a hot-path module', 'server/ledger/stock/x-sql.ts', 'export const q = sql`m.qty < 0`;'],
  ['a reference built from a declaration', 'server/ledger/x.ts', 'export const q = (column: string) => sql.ref(`t.${column}`);'],
  ['a statement in a test', 'test/api/x.test.ts', 'export const f = (db: never) => sql`select 1`.execute(db);'],
];

describe('lint keeps SQL text in its named homes', () => {
  const restrictions = lintSnippets((rule) => rule === 'no-restricted-syntax');

  it.each(REFUSED)('refuses %s (in %s)', async (_what, file, code) => {
    expect(await restrictions(file, code)).toEqual([expect.stringContaining('docs/style.md, "SQL"')]);
  });

  it.each(ALLOWED)('allows %s', async (_what, file, code) => {
    expect(await restrictions(file, code)).toEqual([]);
  });
});
