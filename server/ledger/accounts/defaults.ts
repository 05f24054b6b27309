import { ROLE_OF_ENTITY, serviceAccountUse, type AccountUse, type EntityKind, type RoleAccounts } from '../../../shared/api/index.js';

/**
 * The account an entity of `kind` takes for `use` when it names none: the company's account of its kind's
 * role (docs/general-ledger.md, "Account roles"): stock 281 goods, 201 materials, 26 products; a service
 * 703 when sold and 92 when bought (and 92 asked for stock, which a service never is in), by default.
 */
export function defaultAccountOf(kind: EntityKind, use: AccountUse, roles: RoleAccounts): string {
  return roles[ROLE_OF_ENTITY[kind][use]];
}

/** What an entity's account is for (`use`: stock, sales, costs), and the company's `roles` to fall back on. */
export interface EntityAccountUse {
  use: AccountUse;
  roles: RoleAccounts;
}

/**
 * The account an entity's entries use for `use`: its own account where that serves the use (a
 * stock account for stock; a service's revenue account when it is sold, its expense account when
 * it is bought, and for stock, which a service never is in), otherwise its kind's role's.
 */
export function accountOfEntity(kind: EntityKind, account: string | null, { use, roles }: EntityAccountUse): string {
  if (kind === 'service') {
    const wanted = use === 'stock' ? 'expense' : use;
    return account !== null && serviceAccountUse(account) === wanted ? account : defaultAccountOf(kind, wanted, roles);
  }
  return use === 'stock' && account !== null ? account : defaultAccountOf(kind, use, roles);
}
