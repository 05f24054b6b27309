import { DEFAULT_ACCOUNTS, serviceAccountUse, type AccountUse, type EntityKind } from '../../../shared/api/index.js';

/**
 * The account an entity of `kind` takes for `use` when it names none (docs/general-ledger.md,
 * "Chart of accounts"): stock 281 goods, 201 materials, 26 products; a service 703 when sold and
 * 92 when bought (and 92 asked for stock, which a service never is in).
 */
export function defaultAccountOf(kind: EntityKind, use: AccountUse): string {
  return DEFAULT_ACCOUNTS[kind][use];
}

/**
 * The account an entity's entries use for `use`: its own account where that serves the use (a
 * stock account for stock; a service's revenue account when it is sold, its expense account when
 * it is bought, and for stock, which a service never is in), otherwise its kind's default.
 */
export function accountOfEntity(kind: EntityKind, account: string | null, use: AccountUse): string {
  if (kind === 'service') {
    const wanted = use === 'stock' ? 'expense' : use;
    return account !== null && serviceAccountUse(account) === wanted ? account : defaultAccountOf(kind, wanted);
  }
  return use === 'stock' && account !== null ? account : defaultAccountOf(kind, use);
}
