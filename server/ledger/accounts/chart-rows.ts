import type { AccountAnalytic, AccountKind } from '../../../shared/api/accounts.js';

/** One account of the chart as written down: its code, its name as the order gives it, its kind and what it is kept by. */
export type ChartRow = readonly [code: string, name: string, kind: AccountKind, analytics?: readonly AccountAnalytic[]];

/** Settlements with counterparties, tracked by counterparty and contract as in BAS (361, 631, 371, 685, …). */
export const BY_AGENT: readonly AccountAnalytic[] = ['agent', 'contract'];
/** Settlements with a person (372 with an accountable person, 375 with whoever owes for a loss): by counterparty only. */
export const BY_PERSON: readonly AccountAnalytic[] = ['agent'];
/** Stock an entity may name as its own (20x, 22, 26, 281–284): by goods and store, with quantities. */
export const BY_GOODS: readonly AccountAnalytic[] = ['entity', 'store'];
