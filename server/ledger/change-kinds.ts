import { kindsOf, type HistoryKind, type KindDependence } from '../../shared/api/index.js';
import { counterValue, takeChangeStamps, type Counter } from './change-stamps.js';
import { readCounters } from './counters-sql.js';
import type { Db } from './types.js';

/**
 * How a kind's counter moves with every write of it (docs/database.md, "Kinds, counters and
 * dependents"): `trigger`, by the schema's triggers on its table (engines.ts, `counterTriggers`), so
 * no write path can forget it; `history`, with the history the write records of the kind
 * (`recordHistory`, history/history.ts), since every write of a record records what it changed, or
 * where a write changes records of a kind without recording their history, by `kindsWritten` there.
 */
export type CounterMove = 'trigger' | 'history';

/** The counter of every kind the service writes, and how it moves: a new kind fails to compile until it has one. */
export const KIND_COUNTERS = {
  document: { counter: 'document_change', moves: 'trigger' },
  payment: { counter: 'document_change', moves: 'trigger' },
  operation: { counter: 'document_change', moves: 'trigger' },
  agent: { counter: 'directory_change', moves: 'history' },
  entity: { counter: 'directory_change', moves: 'history' },
  contract: { counter: 'directory_change', moves: 'history' },
  store: { counter: 'directory_change', moves: 'history' },
  account: { counter: 'ledger_change', moves: 'trigger' },
  accountRole: { counter: 'ledger_change', moves: 'trigger' },
  settings: { counter: 'ledger_change', moves: 'trigger' },
  moneyAccount: { counter: 'money_account_change', moves: 'history' },
  token: { counter: 'token_change', moves: 'history' },
} as const satisfies { readonly [K in HistoryKind]: { counter: Counter; moves: CounterMove } };

/**
 * Moves, in the writing transaction, the counters of `kinds` that no trigger moves: called by the
 * history for the kinds it records, and by a write that changes records of a kind without recording
 * their history (the settings' IBAN copied into the main bank account).
 */
export async function kindsWritten(db: Db, kinds: Iterable<HistoryKind>): Promise<void> {
  const counters = new Set<Counter>();
  for (const kind of kinds) if (KIND_COUNTERS[kind].moves === 'history') counters.add(KIND_COUNTERS[kind].counter);
  for (const counter of counters) await takeChangeStamps(db, 1, counter);
}

/** The counters a dependence is checked against, each once. */
export function countersOf(dependence: KindDependence): Counter[] {
  return [...new Set(kindsOf(dependence).map((kind) => KIND_COUNTERS[kind].counter))];
}

/**
 * The values of `counters`, read in one statement by key. A counter a database has no row of yet is
 * 0 (takeChangeStamps starts it at the first stamp).
 */
export async function counterValues(db: Db, counters: readonly Counter[]): Promise<Map<Counter, number>> {
  const rows = await readCounters(db, counters);
  const values = new Map<Counter, number>(counters.map((counter) => [counter, 0]));
  for (const row of rows) values.set(row.name, Number(row.value));
  return values;
}

/**
 * A stamp of what a dependence depends on, from counters read before the data it keeps: equal
 * stamps mean no write of any of its kinds committed in between.
 */
export function stampOf(values: ReadonlyMap<Counter, number>, dependence: KindDependence): string {
  return countersOf(dependence)
    .map((counter) => `${counter}=${values.get(counter) ?? 0}`)
    .join(',');
}

/** The stamp of `dependence` now (`stampOf`): one lookup by key where it has one counter, one statement where more. */
export async function readStamp(db: Db, dependence: KindDependence): Promise<string> {
  const counters = countersOf(dependence);
  const [only] = counters;
  if (only && counters.length === 1) return `${only}=${await counterValue(db, only)}`;
  return stampOf(await counterValues(db, counters), dependence);
}
