import { sql } from 'kysely';
import type { DirectoryDeclaration, DirectoryField } from './fields.js';
import { requireExisting } from '../references.js';
import type { Db } from '../types.js';

/** Agents, entities, contracts, stores: load, index, update and batch share one shape. */
export interface Directory<In extends { uid: string }, Out> extends Omit<DirectoryDeclaration, 'fields'> {
  /** Row values from an input merged over the stored row; unsent fields keep their values. */
  toRow(input: In, stored: Record<string, unknown> | undefined): Record<string, unknown>;
  /** Checks references an input makes to other records. */
  check(db: Db, inputs: In[]): Promise<void>;
  load(db: Db, uids: string[]): Promise<Out[]>;
}

type AnyField = DirectoryField<string, unknown, unknown, unknown>;

/** The alias of the directory a reference is joined to, and the column its name is read into. */
const joined = (field: AnyField) => `${field.column}_ref`;
const nameColumn = (field: AnyField) => `${field.column}_name`;

/**
 * The row mapping of a directory, made from its declaration (directories/fields.ts): an update's
 * row (a sent field replaces the stored value, an unsent one keeps it, a new record takes the
 * field's fallback), the check of its references, and the load of whole records in creation order.
 */
export function directoryOf<In extends { uid: string }, Out>(declaration: DirectoryDeclaration): Directory<In, Out> {
  const fields = Object.entries(declaration.fields as Record<string, AnyField>);
  const refs = fields.filter(([, field]) => field.refersTo);
  const { table } = declaration;
  return {
    table,
    label: declaration.label,
    ...(declaration.rowCheck ? { rowCheck: declaration.rowCheck } : {}),
    toRow: (input, stored) => {
      const sent = input as Record<string, unknown>;
      return Object.fromEntries(
        fields.map(([name, field]) => [
          field.column,
          sent[name] !== undefined ? field.toColumn(sent[name]) : (stored?.[field.column] ?? field.fallback),
        ]),
      );
    },
    check: async (db, inputs) => {
      for (const [name, field] of refs) {
        const uids = inputs.map((input) => (input as Record<string, { uid?: string } | null | undefined>)[name]?.uid);
        if (field.refersTo) await requireExisting(db, field.refersTo, uids);
      }
    },
    load: async (db, uids) => {
      // Built from the declaration, so its column names are not Kysely's to check: a test compares them with the tables.
      let query = db.selectFrom(`${table} as t` as 'stores as t');
      for (const [, field] of refs) {
        query = query.leftJoin(
          `${field.refersTo} as ${joined(field)}` as 'stores as s',
          `${joined(field)}.uid` as 's.uid',
          `t.${field.column}` as 't.uid',
        );
      }
      const rows = await query
        .select([
          't.uid',
          't.version',
          ...fields.map(([, field]) => sql.ref(`t.${field.column}`).as(field.column)),
          ...refs.map(([, field]) => sql.ref(`${joined(field)}.name`).as(nameColumn(field))),
        ])
        .where('t.uid', 'in', uids)
        .orderBy('t.id')
        .execute();
      return rows.map((row) => {
        const stored = row as Record<string, unknown>;
        const record: Record<string, unknown> = { uid: row.uid };
        for (const [name, field] of fields) {
          record[name] = field.fromColumn(
            stored[field.column],
            field.refersTo ? ((stored[nameColumn(field)] as string | null) ?? null) : null,
          );
        }
        record.version = Number(row.version);
        return record as Out;
      });
    },
  };
}
