import { postingProfileOf } from '../../../shared/api/index.js';
import { readRoleAccounts, requireRoleAccount } from '../accounts/account-roles.js';
import { LedgerError } from '../errors.js';
import type { Db } from '../types.js';

/** A payment's named account: its `type`, the account `sent` (if any), and the `stored` row being changed (if any). */
export interface NamedAccountChoice {
  type: string;
  sent: string | undefined;
  stored: { type: string; pay_account: string | null } | undefined;
}

/**
 * The account of the chart a document or payment of `type` names itself (other money out's or in's, a
 * write-off's expense account; `pay_account`), after a change that sent `sent`: what it sent, else what
 * it had (while its type stays), else its profile's role's account now, so the record shows and posts
 * the account it names (docs/general-ledger.md, "Account roles"). Null for a type that names none.
 * Refuses, before anything is written, an account on a type that takes none (422 ACCOUNT_UNSUITABLE)
 * and one its role cannot take (requireRoleAccount).
 */
export async function namedAccountOf(db: Db, { type, sent, stored }: NamedAccountChoice): Promise<string | null> {
  const named = postingProfileOf(type)?.account;
  if (!named) {
    if (sent !== undefined)
      throw new LedgerError(
        'ACCOUNT_UNSUITABLE',
        `${type} takes no account of its own: its entries take its type's (otherOut, otherIn and inventoryWriteOff name one)`,
      );
    return null;
  }
  if (sent !== undefined) {
    await requireRoleAccount(db, named.role, { code: sent, what: 'account' });
    return sent;
  }
  return (stored?.type === type ? stored.pay_account : null) ?? (await readRoleAccounts(db))[named.role];
}
