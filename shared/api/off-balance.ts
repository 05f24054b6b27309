/**
 * Off-balance accounts (class 0 but 00, Instruction No. 291 to the chart of accounts) keep assets and
 * obligations that are not the company's own (goods on commission, leased assets, …) by a single
 * entry: an entry on one names no corresponding account, and none is paired with a balance account,
 * whose entries are double (docs/general-ledger.md, "Off-balance accounts"). The service refuses an
 * entry that breaks it, the operation editor leaves the other side empty: both read this rule.
 */

/** An account an entry names, with whether the chart keeps it off the balance. */
export interface SideAccount {
  code: string;
  offBalance: boolean;
}

/** The error code of an entry whose sides break the rule; its HTTP status is 422. */
export const OFF_BALANCE_ENTRY = 'OFF_BALANCE_ENTRY';

/**
 * Why an entry of `debit` and `credit` (null: the side is empty) breaks the rule, in the service's
 * words, or null when it keeps it: an off-balance account alone on one side, or two balance accounts.
 */
export function entrySidesProblem(debit: SideAccount | null, credit: SideAccount | null): string | null {
  if (!debit && !credit) return 'an entry names its debit account, its credit account or, on an off-balance account, one of them';
  if (!debit || !credit) {
    const only = (debit ?? credit)!;
    const empty = debit ? 'credit' : 'debit';
    return only.offBalance
      ? null
      : `account ${only.code} is on the balance: name the ${empty} account too (only an off-balance account, of class 0, takes an entry of one side)`;
  }
  if (debit.offBalance && credit.offBalance)
    return `off-balance accounts ${debit.code} and ${credit.code} take an entry of their own each, with no corresponding account`;
  const off = debit.offBalance ? debit : credit.offBalance ? credit : null;
  if (!off) return null;
  const other = off === debit ? credit : debit;
  return `off-balance account ${off.code} takes no corresponding account: enter it alone, and ${other.code} in an entry between balance accounts`;
}
