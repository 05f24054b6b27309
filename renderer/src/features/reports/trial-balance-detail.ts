/**
 * How deep the ОСВ unfolds (docs/desktop-app.md, "The ОСВ"): its accounts alone, with their
 * sub-accounts, or with sub-accounts and the records of their analytics (counterparties, goods).
 * The choice is the user's on this computer, kept in localStorage for the next session; the accounts
 * folded or unfolded by hand are kept for the session in the report memory.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { TrialBalance } from '../../../../shared/api/ledger-reports.js';
import { memberOf } from '../../lib/member-of.js';
import { subscribeToStored } from '../../lib/stored-settings.js';
import { unfoldBy } from './trial-balance-model.js';

export const TRIAL_BALANCE_DETAILS = ['accounts', 'subAccounts', 'all'] as const;
export type TrialBalanceDetail = (typeof TRIAL_BALANCE_DETAILS)[number];

const KEY = 'oblik.trialBalance.detail';
const CHANGED = 'oblik-trial-balance-detail-changed';
const subscribe = subscribeToStored(CHANGED);

/** The detail chosen on this computer (the accounts alone at first), and its setter, which keeps it. */
export function useTrialBalanceDetail(): [TrialBalanceDetail, (detail: TrialBalanceDetail) => void] {
  const text = useSyncExternalStore(subscribe, () => window.localStorage.getItem(KEY) ?? '');
  const set = useCallback((detail: TrialBalanceDetail) => {
    window.localStorage.setItem(KEY, detail);
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [memberOf(TRIAL_BALANCE_DETAILS, text) ?? 'accounts', set];
}

/** Accounts the user unfolded and folded by hand, over what the detail unfolds. */
export interface FoldedByHand {
  opened: ReadonlySet<string>;
  closed: ReadonlySet<string>;
}

/**
 * The accounts shown unfolded, off-balance ones too: those the detail unfolds (an account with sub-accounts from
 * `subAccounts` on, an account kept by an analytic at `all`), and those unfolded by hand, less those
 * folded by hand.
 */
export function unfoldedAccounts(
  report: Pick<TrialBalance, 'rows'> & Partial<Pick<TrialBalance, 'offBalance'>>,
  detail: TrialBalanceDetail,
  byHand: FoldedByHand,
): Set<string> {
  // The off-balance section unfolds as the balance accounts do.
  const rows = [...report.rows, ...(report.offBalance?.rows ?? [])];
  const parents = new Set(rows.map((row) => row.parent));
  const unfolded = new Set<string>();
  for (const row of rows) {
    if (byHand.closed.has(row.account)) continue;
    const hasSubs = parents.has(row.account);
    const byDetail = detail === 'all' ? hasSubs || unfoldBy(row) !== null : detail === 'subAccounts' && hasSubs;
    if (byDetail || byHand.opened.has(row.account)) unfolded.add(row.account);
  }
  return unfolded;
}
