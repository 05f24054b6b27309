import type { HistoryKind } from './history.js';

/**
 * Every kind of record the service writes, as its history and its change feed name them
 * (`HISTORY_KINDS`), with what the rest of the code may rely on about it. Whatever keeps something
 * read from the company, in the service or in the app, says which of these kinds it depends on
 * with a `KindDependence`, typed over every kind: adding a kind to `HISTORY_KINDS` fails to compile
 * until each of them has said (docs/database.md, "Kinds, counters and dependents").
 */
export interface RecordKindFacts {
  /**
   * Whether a record of the kind is ever deleted. A cache of integer keys by uid relies on `false`
   * (the service's stock keys), and the history refuses to record a delete of such a kind.
   */
  readonly deleted: boolean;
}

/** The facts of every kind: a directory record, a money account or a role is never deleted (an account of the chart is). */
export const RECORD_KINDS = {
  document: { deleted: true },
  payment: { deleted: true },
  operation: { deleted: true },
  agent: { deleted: false },
  entity: { deleted: false },
  contract: { deleted: false },
  store: { deleted: false },
  account: { deleted: true },
  token: { deleted: true },
  settings: { deleted: false },
  moneyAccount: { deleted: false },
  accountRole: { deleted: false },
} as const satisfies { readonly [K in HistoryKind]: RecordKindFacts };

/** The kinds whose records are never deleted. */
export type UndeletedKind = { [K in HistoryKind]: (typeof RECORD_KINDS)[K]['deleted'] extends false ? K : never }[HistoryKind];

/**
 * What one cache or refresh depends on: for every kind, whether a write of it may change what it
 * keeps. A mapped type over every kind, not a list, so a new kind cannot be forgotten.
 */
export type KindDependence = { readonly [K in HistoryKind]: boolean };

/** The kinds a dependence names, in the order of `HISTORY_KINDS`. */
export function kindsOf(dependence: KindDependence): HistoryKind[] {
  return (Object.keys(dependence) as HistoryKind[]).filter((kind) => dependence[kind]);
}
