import { MAX_OWN_LEVELS, otherFormOf, ownLevelsOf, parentCodeOf, type Account, type AccountInput } from '../../../shared/api/index.js';
import { modifiedNow } from '../clock.js';
import { LedgerError } from '../errors.js';
import type { Db } from '../types.js';
import { accountsByCode, loadAccount } from './accounts.js';
import { usersOfAccount } from './account-use.js';

const sameList = (a: readonly string[], b: readonly string[]) => a.join(',') === b.join(',');

/** Refuses a parent sent that is not the one the code names: the code is where an account sits. */
function requireOwnParent(input: AccountInput, parent: string | null): void {
  if (input.parent !== undefined && input.parent !== parent)
    throw new LedgerError('VALIDATION', `body.parent: the parent of ${input.code} is ${parent ?? 'none'}, as its code says`);
}

/**
 * A new sub-account (docs/general-ledger.md, "Changing the chart"): below an existing active account
 * its code names (361 for 361.1 and 3611, 20 for 209), at most two levels of the company's own below
 * the order's, and not the same sub-account as one the chart has in the other form (3611 beside
 * 361.1); it takes its parent's kind, analytics and off-balance unless told its own kind and analytics.
 */
async function createAccount(db: Db, input: AccountInput): Promise<void> {
  const parent = parentCodeOf(input.code);
  if (parent === null)
    throw new LedgerError(
      'VALIDATION',
      `body.code: ${input.code} would be a new synthetic account; those are the order's, add a sub-account such as ${input.code}1 or 361.1`,
    );
  if (ownLevelsOf(input.code) > MAX_OWN_LEVELS)
    throw new LedgerError(
      'VALIDATION',
      `body.code: a company adds at most ${MAX_OWN_LEVELS} levels of its own sub-accounts (361.1.2 or 3611.2)`,
    );
  requireOwnParent(input, parent);
  if (input.name === undefined) throw new LedgerError('MISSING_FIELD', 'body.name: a new account needs a name');
  const twin = otherFormOf(input.code);
  const found = await accountsByCode(db, twin === null ? [parent] : [parent, twin]);
  if (twin !== null && found.has(twin))
    throw new LedgerError(
      'ACCOUNT_CODE_TAKEN',
      `body.code: ${input.code} is the sub-account the chart has as ${twin} already; add another number or use ${twin}`,
    );
  const above = found.get(parent);
  if (!above) throw new LedgerError('UNKNOWN_REFERENCE', `body.parent: no account ${parent} to add ${input.code} below`);
  if (!above.active) throw new LedgerError('ACCOUNT_INACTIVE', `account ${parent} is deactivated; activate it before adding ${input.code}`);
  if (input.offBalance !== undefined && input.offBalance !== above.offBalance)
    throw new LedgerError('VALIDATION', `body.offBalance: a sub-account is off-balance exactly when ${parent} is`);
  await db
    .insertInto('accounts')
    .values({
      code: input.code,
      name: input.name,
      parent,
      kind: input.kind ?? above.kind,
      off_balance: above.offBalance,
      analytics: (input.analytics ?? above.analytics).join(','),
      active: input.active ?? true,
      modified_at: modifiedNow(),
    })
    .execute();
}

/** Refuses what an account's entries, sub-accounts or goods forbid of a change to it. */
async function requireChangeAllowed(db: Db, input: AccountInput, stored: Account): Promise<void> {
  const reshaped =
    (input.kind !== undefined && input.kind !== stored.kind) ||
    (input.analytics !== undefined && !sameList(input.analytics, stored.analytics));
  const deactivated = input.active === false && stored.active;
  if (input.active === true && !stored.active && stored.parent !== null) {
    const above = await loadAccount(db, stored.parent);
    if (!above.active) throw new LedgerError('ACCOUNT_INACTIVE', `account ${above.code} is deactivated; activate it before ${stored.code}`);
  }
  if (!reshaped && !deactivated) return;
  const users = await usersOfAccount(db, stored.code);
  if (reshaped && users.hasEntries)
    throw new LedgerError('ACCOUNT_IN_USE', `account ${stored.code} has entries: its kind and analytics stay as they were written with`);
  if (deactivated && users.entities > 0)
    throw new LedgerError(
      'ACCOUNT_IN_USE',
      `account ${stored.code} is the account of ${users.entities} goods or services; give them another first`,
    );
  if (deactivated && (await hasActiveSubAccounts(db, stored.code)))
    throw new LedgerError('ACCOUNT_HAS_SUBACCOUNTS', `account ${stored.code} has active sub-accounts; deactivate them first`);
}

async function hasActiveSubAccounts(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('code')
    .where('parent', '=', code)
    .where('active', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A change of an existing account: its name, kind, analytics and whether it is active; its place and class stay. */
async function changeAccount(db: Db, input: AccountInput, stored: Account): Promise<void> {
  requireOwnParent(input, stored.parent);
  if (input.offBalance !== undefined && input.offBalance !== stored.offBalance)
    throw new LedgerError('VALIDATION', `body.offBalance: whether ${stored.code} is off-balance follows its class and does not change`);
  await requireChangeAllowed(db, input, stored);
  await db
    .updateTable('accounts')
    .set({
      name: input.name ?? stored.name,
      kind: input.kind ?? stored.kind,
      analytics: (input.analytics ?? stored.analytics).join(','),
      active: input.active ?? stored.active,
      modified_at: modifiedNow(),
    })
    .where('code', '=', stored.code)
    .execute();
}

/**
 * `POST /account/update`: a code the chart has changes that account (name, kind, analytics, active);
 * a new one adds a sub-account. Returns the account as it is stored now.
 */
export async function updateAccount(db: Db, input: AccountInput): Promise<Account> {
  const stored = (await accountsByCode(db, [input.code])).get(input.code);
  if (stored) await changeAccount(db, input, stored);
  else await createAccount(db, input);
  return loadAccount(db, input.code);
}
