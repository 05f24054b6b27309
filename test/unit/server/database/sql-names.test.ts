import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/database/schema.js';
import { sqlNames, textNames } from '../../../../server/database/sql-names.js';

// A compiler with no database: what the text becomes, as PostgreSQL would be sent it.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('SQL text names its tables and columns through the schema (docs/style.md, "SQL")', () => {
  it('writes the text a hand would have written, with its parameters apart', () => {
    const d = sqlNames('documents', 'd');
    const l = sqlNames('document_lines', 'l');
    const query = sql`select ${d.uid}, ${l.qty} from ${d.$} join ${l.$} on ${l.document_id} = ${d.id} where ${d.done} = ${true}`.compile(
      db,
    );
    expect(query.sql).toBe('select d.uid, l.qty from documents d join document_lines l on l.document_id = d.id where d.done = $1');
    expect(query.parameters).toEqual([true]);
  });

  it('names a table once when it is its own alias or has none, for upserts and their `excluded` rows', () => {
    const c = sqlNames('counters');
    const counters = sqlNames('counters', 'counters');
    const query = sql`insert into ${c.$} (${c.name}) values (${'x'}) on conflict (${c.name}) do update set ${c.value} = ${counters.value} + 1`;
    expect(query.compile(db).sql).toBe(
      'insert into counters (name) values ($1) on conflict (name) do update set value = counters.value + 1',
    );
  });

  it('gives plain strings for text put together outside a template', () => {
    const t = textNames('stock_totals', 't');
    expect(`${t.$}: ${t.store_id}, ${t.change}`).toBe('stock_totals t: t.store_id, t.change');
  });

  it('refuses a name that is not a plain SQL name, however it was put together', () => {
    expect(() => textNames('documents', 'd; drop table documents')).toThrow('not a plain SQL name');
    const names = textNames('documents') as unknown as Record<string, string>;
    expect(() => names['uid = 1 or 1']).toThrow('not a plain SQL name');
  });

  it('does not compile a column the table lacks', () => {
    const d = sqlNames('documents', 'd');
    // @ts-expect-error: documents have no column `dune`; if they ever do, this line fails the typecheck.
    expect(String(sql`${d.dune}`.compile(db).sql)).toBe('d.dune');
    // @ts-expect-error: nor a table the schema lacks.
    expect(() => sqlNames('document', 'd')).not.toThrow();
  });

  it('is not taken for a node or a promise when put into a template or awaited by mistake', () => {
    const d = sqlNames('documents', 'd') as unknown as Record<string, unknown>;
    expect(d.toOperationNode).toBeUndefined();
    expect(d.then).toBeUndefined();
  });
});
