import { READY_ROLES, type RightKey, type RoleDefinition, type TokenRight } from '../../shared/api/index.js';

/**
 * The four rights of before roles, mapped onto roles (docs/service-behaviour.md, "Tokens and rights"),
 * for the upgrade of a company (migration-roles.ts) and for clients that still send them: a token that
 * could manage tokens becomes a Головний бухгалтер; one that could post and unpost, a Бухгалтер. Any
 * other set had less than a Бухгалтер (a token without rights still edited every draft), so it gets a
 * copy of Бухгалтер without what it lacked, and with the lock date where it had it: every right it had
 * is kept and none is added.
 */

/** The rights of a token before roles, as its four flags. */
export interface LegacyRights {
  canPost: boolean;
  canUnpost: boolean;
  canClosePeriod: boolean;
  canManageTokens: boolean;
}

/** A role that a legacy set of rights maps onto: a ready role's code, or a copy of Бухгалтер made for it. */
export interface LegacyRole {
  code: string;
  /** The copy of Бухгалтер to make, where no ready role matches; undefined for a ready role. */
  copy?: RoleDefinition;
}

const withoutAction = (rights: readonly RightKey[], action: string) => rights.filter((key) => !key.endsWith(`.${action}`));

/** The role the legacy rights `legacy` map onto. */
export function roleOfLegacyRights(legacy: LegacyRights): LegacyRole {
  if (legacy.canManageTokens) return { code: 'chiefAccountant' };
  const { canPost, canUnpost, canClosePeriod } = legacy;
  if (canPost && canUnpost && !canClosePeriod) return { code: 'accountant' };
  let rights: readonly RightKey[] = READY_ROLES.accountant.rights;
  const said: string[] = [];
  if (!canPost) {
    rights = withoutAction(rights, 'post');
    said.push('без проведення');
  }
  if (!canUnpost) {
    rights = withoutAction(rights, 'unpost');
    said.push('без скасування проведення');
  }
  if (canClosePeriod) {
    rights = [...rights, 'period.edit'];
    said.push('із закриттям періоду');
  }
  const code = `accountant${canPost ? '' : '-no-post'}${canUnpost ? '' : '-no-unpost'}${canClosePeriod ? '-period' : ''}`;
  return { code, copy: { name: `Бухгалтер (${said.join(', ')})`, rights, storeLimited: [] } };
}

/** The legacy rights a list of their names gives. */
export function legacyRightsOfList(list: readonly TokenRight[]): LegacyRights {
  return {
    canPost: list.includes('post'),
    canUnpost: list.includes('unpost'),
    canClosePeriod: list.includes('close-period'),
    canManageTokens: list.includes('manage-tokens'),
  };
}

/** What of the four rights of before roles a role's rights give: any posting, any unposting, the lock date, the people. */
export function legacyListOfRights(rights: ReadonlySet<RightKey>): TokenRight[] {
  const any = (action: string) => [...rights].some((key) => key.endsWith(`.${action}`));
  const list: TokenRight[] = [];
  if (any('post')) list.push('post');
  if (any('unpost')) list.push('unpost');
  if (rights.has('period.edit')) list.push('close-period');
  if (rights.has('people.edit')) list.push('manage-tokens');
  return list;
}

/** Every legacy set of rights, for the upgrade to map each one that some user holds. */
export const ALL_LEGACY_RIGHTS: readonly LegacyRights[] = [false, true].flatMap((canPost) =>
  [false, true].flatMap((canUnpost) =>
    [false, true].flatMap((canClosePeriod) =>
      [false, true].map((canManageTokens) => ({ canPost, canUnpost, canClosePeriod, canManageTokens })),
    ),
  ),
);
