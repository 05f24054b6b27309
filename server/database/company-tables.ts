import { nextStep } from './migrations.js';

/** The first schema a company file was ever written with: files start there (migrations.ts). */
export const FIRST_FILE_SCHEMA = 4;

/** A table made, dropped or renamed by one statement of a schema step. */
const TABLE_CHANGE = /create table (?:if not exists )?(\w+)|drop table (?:if exists )?(\w+)|alter table (\w+) rename to (\w+)/gi;

/**
 * The tables a company file of schema `version` (from FIRST_FILE_SCHEMA on) holds, read from the
 * very steps that build one, so the list never drifts from the schema: every table a step makes,
 * renames or drops is followed up to `version`. `meta`, made before any step, is among them.
 */
export function companyTablesOf(version: number): Set<string> {
  const tables = new Set(['meta']);
  for (let at = 0; at < version;) {
    const step = nextStep(at, 'sqlite');
    for (const [, made, dropped, renamedFrom, renamedTo] of step.text.matchAll(TABLE_CHANGE)) {
      if (made) tables.add(made.toLowerCase());
      if (dropped) tables.delete(dropped.toLowerCase());
      if (renamedFrom && renamedTo) {
        tables.delete(renamedFrom.toLowerCase());
        tables.add(renamedTo.toLowerCase());
      }
    }
    at = step.to;
  }
  return tables;
}
