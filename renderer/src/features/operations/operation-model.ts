import type { RoleAccounts } from '../../../../shared/api/account-roles.js';
import { withVersion } from '../../lib/record-conflict.js';
import { ACCOUNT_ANALYTICS, type Account, type AccountAnalytic } from '../../../../shared/api/accounts.js';
import type { LedgerOperation, OperationEntry } from '../../../../shared/api/ledger-operations.js';
import type { BridgeRequest } from '../../lib/bridge.js';
import { Decimal, moneyText, SCALE, sumDecimals, toDbNumeric } from '../../../../shared/api/money.js';
import { formatAmount, formatCount } from '../../lib/format.js';
import { parseTyped, type RefValue } from '../../lib/typed-input.js';
import { typedFigureFits } from '../../lib/number-input.js';

/** The two sides of an entry. */
export const SIDES = ['debit', 'credit'] as const;
export type Side = (typeof SIDES)[number];

/** One side's analytics as picked: a record per analytic its account tracks. */
export type PickedAnalytics = Partial<Record<AccountAnalytic, RefValue | null>>;

/** An entry as typed in the editor: figures as the user typed them, read exactly when sent. */
export interface EntryDraft {
  key: number;
  debit: string;
  credit: string;
  debitAnalytics: PickedAnalytics;
  creditAnalytics: PickedAnalytics;
  qty: string;
  amount: string;
  memo: string;
}

/** A manual operation as the editor holds it. */
export interface OperationDraft {
  uid: string;
  isNew: boolean;
  no: string;
  date: string;
  memo: string;
  done: boolean;
  entries: EntryDraft[];
  /** The stored operation's version this draft was loaded at, sent with each change so a stale one is refused. */
  version?: number;
}

let lastKey = 0;
/** A key of its own for each row, so React keeps a row's focus when rows are added or removed. */
export const nextEntryKey = (): number => (lastKey += 1);

/** An empty entry; `debit` and `credit` prefilled where a template knows them. */
export const emptyEntry = (debit = '', credit = ''): EntryDraft => ({
  key: nextEntryKey(),
  debit,
  credit,
  debitAnalytics: {},
  creditAnalytics: {},
  qty: '',
  amount: '',
  memo: '',
});

/** A new operation of `date` with one empty entry. */
export const newOperation = (date: string, uid: string): OperationDraft => ({
  uid,
  isNew: true,
  no: '',
  date,
  memo: '',
  done: false,
  entries: [emptyEntry()],
});

export interface OpeningBalancesOperationOptions {
  memo: string;
  roles: RoleAccounts;
}

/**
 * A new operation for entering opening balances (docs/general-ledger.md, "Manual operations"): each
 * balance against the balancing account (the role's 00), which ends with none once all are entered. The
 * rows name the usual accounts, the company's of their roles (goods, bank, customers, capital); the user
 * fills in the analytics and figures and drops the rows not needed.
 */
export function openingBalancesOperation(date: string, uid: string, { memo, roles }: OpeningBalancesOperationOptions): OperationDraft {
  const against = roles.openingBalance;
  return {
    ...newOperation(date, uid),
    memo,
    entries: [
      emptyEntry(roles.goodsStock, against),
      emptyEntry(roles.bank, against),
      emptyEntry(roles.customers, against),
      emptyEntry(against, roles.equity),
    ],
  };
}

const analyticsOf = (side: OperationEntry['debitAnalytics']): PickedAnalytics =>
  Object.fromEntries(ACCOUNT_ANALYTICS.flatMap((a) => (side[a] ? [[a, { uid: side[a].uid, name: side[a].name }]] : [])));

/** The editor's draft of a stored operation. */
export function draftOfOperation(op: LedgerOperation): OperationDraft {
  return {
    uid: op.uid,
    isNew: false,
    no: op.no,
    date: op.date,
    memo: op.memo,
    done: op.done,
    version: op.version,
    entries: op.entries.map((e) => ({
      key: nextEntryKey(),
      // An off-balance account's entry has one side; the other stays empty in the grid.
      debit: e.debit ?? '',
      credit: e.credit ?? '',
      debitAnalytics: analyticsOf(e.debitAnalytics),
      creditAnalytics: analyticsOf(e.creditAnalytics),
      qty: e.qty === null ? '' : formatCount(e.qty),
      amount: formatAmount(e.amount),
      memo: e.memo,
    })),
  };
}

/** Whether a row holds anything: an empty row left at the end of the grid is not sent. */
const isFilled = (e: EntryDraft) => e.debit !== '' || e.credit !== '' || e.amount.trim() !== '' || e.memo.trim() !== '';

/** The analytics `code` tracks, by the chart; none for a code the chart lacks. */
export const trackedAnalytics = (chart: ReadonlyMap<string, Account>, code: string): readonly AccountAnalytic[] =>
  chart.get(code)?.analytics ?? [];

/**
 * Whether `code` is off-balance (class 0 but 00): its entry names no corresponding account
 * (docs/general-ledger.md, "Off-balance accounts"), so the other side stays empty.
 */
export const isOffBalance = (chart: ReadonlyMap<string, Account>, code: string): boolean => chart.get(code)?.offBalance ?? false;

/** Whether an entry takes a quantity: one of its accounts tracks goods. */
export const takesQty = (chart: ReadonlyMap<string, Account>, e: Pick<EntryDraft, 'debit' | 'credit'>): boolean =>
  trackedAnalytics(chart, e.debit).includes('entity') || trackedAnalytics(chart, e.credit).includes('entity');

/** A side's analytics after its account changed: only what the new account keeps stays picked. */
export function stillTracked(picked: PickedAnalytics, tracked: readonly AccountAnalytic[]): PickedAnalytics {
  return Object.fromEntries(Object.entries(picked).filter(([analytic]) => tracked.includes(analytic as AccountAnalytic)));
}

/** The total of the typed amounts that are figures. */
export function operationTotal(entries: readonly EntryDraft[]): Decimal {
  return sumDecimals(entries.flatMap((e) => parseTyped(e.amount) ?? []));
}

const sentSide = (picked: PickedAnalytics) =>
  Object.fromEntries(Object.entries(picked).flatMap(([analytic, ref]) => (ref ? [[analytic, { uid: ref.uid }]] : [])));

/**
 * The body `operations.update` takes. A figure that does not read is sent as typed, so the service
 * refuses it in its own words, as it refuses every other bad entry.
 */
export function updateBodyOf(draft: OperationDraft): BridgeRequest<'operations.update'> {
  // Amounts in kopecks' text, quantities as exact decimals (toDbNumeric), both never through a float.
  const figure = (typed: string, text: (value: Decimal) => string = moneyText, places: number = SCALE.sum) => {
    const value = parseTyped(typed);
    if (value === null) return typed;
    // One with more decimals than it keeps goes exactly, for the service to refuse, never rounded into another figure.
    return typedFigureFits(typed, places) ? text(value) : value.toFixed();
  };
  return {
    uid: draft.uid,
    date: draft.date,
    memo: draft.memo,
    ...(draft.no ? { no: draft.no } : {}),
    ...withVersion(draft.version),
    entries: draft.entries.filter(isFilled).map((e) => ({
      // An empty side is none: the service takes it for an off-balance account and says why for any other.
      debit: e.debit || null,
      credit: e.credit || null,
      amount: figure(e.amount),
      ...(e.qty.trim() ? { qty: figure(e.qty, toDbNumeric, SCALE.qty) } : {}),
      debitAnalytics: sentSide(e.debitAnalytics),
      creditAnalytics: sentSide(e.creditAnalytics),
      memo: e.memo,
    })),
  };
}
