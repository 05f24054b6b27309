import type { Database } from './schema.js';

/** A table of a company's database. */
export type CompanyTable = keyof Database;

/**
 * How a copy of a company (copy-company.ts) takes one of its tables (docs/database.md, "Moving a
 * company between a file and PostgreSQL"):
 *
 * - `rows`: its rows as they are, read in pages in the order of `key`, its primary key (none: read
 *   whole, for a table without one). `seeded`: a new company already holds rows of it (the chart, the
 *   roles, the main money accounts), which give way to the source's, but for the rows whose `keep`
 *   column holds one of its values (the target's own schema version); `selfReference`: a column
 *   naming a row of the same table, written once every row is in, since the row it names may come later;
 * - `built`: made by the target's own triggers from the rows of `from` as they come in, never copied,
 *   so it cannot be counted twice; the check of the books afterwards reads it;
 * - `values`: replaced by the source's rows once every other row is in (the counters, which the
 *   triggers move while rows come in);
 * - `nothing`: not part of the company's books; `why` says why.
 */
export type TableCopy =
  | {
      table: CompanyTable;
      take: 'rows';
      key: readonly string[];
      seeded?: true;
      keep?: { column: string; values: readonly string[] };
      selfReference?: string;
    }
  | { table: CompanyTable; take: 'built'; from: CompanyTable }
  | { table: CompanyTable; take: 'values' }
  | { table: CompanyTable; take: 'nothing'; why: string };

/**
 * Every table of a company of the current schema, in an order its foreign keys allow. A table the
 * schema gains must be added here, or the copy refuses to run (copyPlanFor) and a test fails
 * (test/unit/server/database/copy-plan.test.ts).
 */
export const COPY_PLAN: readonly TableCopy[] = [
  { table: 'meta', take: 'rows', key: ['key'], seeded: true, keep: { column: 'key', values: ['schema_version'] } },
  { table: 'roles', take: 'rows', key: ['code'], seeded: true },
  { table: 'users', take: 'rows', key: ['id'] },
  { table: 'tokens', take: 'rows', key: ['hash'] },
  { table: 'agents', take: 'rows', key: ['uid'] },
  { table: 'entities', take: 'rows', key: ['uid'] },
  { table: 'contracts', take: 'rows', key: ['uid'] },
  { table: 'stores', take: 'rows', key: ['uid'] },
  { table: 'accounts', take: 'rows', key: ['code'], seeded: true, selfReference: 'parent' },
  { table: 'account_roles', take: 'rows', key: ['role'], seeded: true },
  { table: 'money_accounts', take: 'rows', key: ['uid'], seeded: true },
  { table: 'documents', take: 'rows', key: ['uid'], selfReference: 'parent_uid' },
  { table: 'document_lines', take: 'rows', key: ['document_id', 'position'] },
  { table: 'operation_lines', take: 'rows', key: ['document_id', 'position'] },
  { table: 'entries', take: 'rows', key: ['document_id', 'position'] },
  { table: 'entry_totals', take: 'built', from: 'entries' },
  { table: 'stock_moves', take: 'rows', key: ['id'] },
  { table: 'settlement_moves', take: 'rows', key: [] },
  { table: 'stock_balances', take: 'rows', key: ['store_id', 'entity_id', 'supplier_id'] },
  { table: 'stock_totals', take: 'rows', key: ['store_id', 'entity_id'] },
  { table: 'stock_snapshot_periods', take: 'rows', key: ['period_end'] },
  { table: 'stock_snapshots', take: 'rows', key: ['period_end', 'store_id', 'entity_id'] },
  { table: 'bank_lines', take: 'rows', key: ['account', 'date', 'amount', 'party', 'no', 'place', 'occurrence'] },
  { table: 'bank_party_kinds', take: 'rows', key: ['direction', 'party'] },
  { table: 'history', take: 'rows', key: ['id'] },
  { table: 'counters', take: 'values' },
  {
    table: 'presence',
    take: 'nothing',
    why: 'who is connected to a service now: a row a minute old means nothing, and nobody is connected to the copy yet',
  },
];

/** Thrown when the schema has a table the copy has no plan for, or the plan names one it lacks: nothing is copied. */
export class UnplannedTableError extends Error {}

/**
 * The plan for a database holding `tables` (companyTablesOf the schema version): COPY_PLAN, once every
 * table is in it and it names no other. A table without a plan would be left behind, which is how
 * the books were once lost in a move; so the copy refuses instead.
 */
export function copyPlanFor(tables: Iterable<string>): readonly TableCopy[] {
  const planned = new Set<string>(COPY_PLAN.map((t) => t.table));
  const schema = new Set(tables);
  const unplanned = [...schema].filter((t) => !planned.has(t));
  const gone = [...planned].filter((t) => !schema.has(t));
  if (unplanned.length > 0) throw new UnplannedTableError(`the copy does not know how to copy the tables ${unplanned.join(', ')}`);
  if (gone.length > 0) throw new UnplannedTableError(`the copy names tables the schema does not have: ${gone.join(', ')}`);
  return COPY_PLAN;
}
