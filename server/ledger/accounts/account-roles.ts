import { createHash } from 'node:crypto';
import {
  ACCOUNT_ROLES,
  DEFAULT_ROLE_ACCOUNTS,
  ROLE_RULES,
  roleAccountRefusal,
  type AccountRole,
  type AccountRoleRecord,
  type AccountRoleUpdateBody,
  type RoleAccounts,
} from '../../../shared/api/index.js';
import { viewOfRecord, type FieldView } from '../../../shared/api/record-diff.js';
import { modifiedNow } from '../clock.js';
import { LedgerError } from '../errors.js';
import type { HistoryTarget, VersionKeeper } from '../history/history.js';
import type { Db } from '../types.js';
import { accountsByCode } from './accounts.js';

/**
 * The uid a role's history is kept under: a name-based UUID (version 5 layout) of its name, as the
 * history keeps records by UUID on both engines (an account's is made the same way from its code).
 */
export function accountRoleUid(role: AccountRole): string {
  const hex = createHash('sha1').update(`ledger.accountRoles:${role}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const ROLE_OF_UID = new Map(ACCOUNT_ROLES.map((role) => [accountRoleUid(role), role]));

type RoleRow = { role: string; account: string; version: number; modified_at: string };

async function storedRoles(db: Db, roles?: readonly AccountRole[]): Promise<Map<string, RoleRow>> {
  const rows = await db
    .selectFrom('account_roles')
    .select(['role', 'account', 'version', 'modified_at'])
    .$if(roles !== undefined, (q) => q.where('role', 'in', roles ?? []))
    .execute();
  return new Map(rows.map((r) => [r.role, { ...r, version: Number(r.version) }]));
}

/**
 * The company's account of every role (docs/general-ledger.md, "Account roles"): the one it keeps, else
 * the role's default (a role newer than the company's rows, or whose default its chart lacked when upgraded).
 */
export async function readRoleAccounts(db: Db): Promise<RoleAccounts> {
  const stored = await storedRoles(db);
  return Object.fromEntries(ACCOUNT_ROLES.map((role) => [role, stored.get(role)?.account ?? DEFAULT_ROLE_ACCOUNTS[role]])) as {
    [R in AccountRole]: string;
  };
}

const recordOf = (role: AccountRole, row: RoleRow | undefined): AccountRoleRecord => ({
  role,
  uid: accountRoleUid(role),
  account: row?.account ?? DEFAULT_ROLE_ACCOUNTS[role],
  defaultAccount: DEFAULT_ROLE_ACCOUNTS[role],
  fixed: ROLE_RULES[role].fixed === true,
  version: row?.version ?? 1,
});

/** `GET /ledger/accountroles/`: every role with its account, default and version, in the list's order. */
export async function listAccountRoles(db: Db): Promise<AccountRoleRecord[]> {
  const stored = await storedRoles(db);
  return ACCOUNT_ROLES.map((role) => recordOf(role, stored.get(role)));
}

/** The account chosen for a role: its `code`, and `what` the refusal names (the field it came in). */
export interface RoleAccountChoice {
  code: string;
  what: string;
}

/**
 * Refuses an account that cannot serve `role` (`what` names it in the refusal): one the chart lacks
 * (422 UNKNOWN_REFERENCE), one deactivated (422 ACCOUNT_INACTIVE), and one off the balance, outside the
 * accounts the role takes or not keeping the analytics its entries carry (422 ACCOUNT_UNSUITABLE).
 */
export async function requireRoleAccount(db: Db, role: AccountRole, { code, what }: RoleAccountChoice): Promise<void> {
  const account = (await accountsByCode(db, [code])).get(code);
  if (!account) throw new LedgerError('UNKNOWN_REFERENCE', `${what}: account ${code} is not in the chart of accounts`);
  const rule = ROLE_RULES[role];
  const refusal = roleAccountRefusal(role, account);
  if (refusal === 'unsuitable') {
    const takes = rule.fixed
      ? `only ${rule.default}, which the settlement register and the API are kept by`
      : `an account on the balance at or below ${rule.within.join(', ')}${rule.except ? `, not ${rule.except.join(', ')}` : ''}`;
    throw new LedgerError('ACCOUNT_UNSUITABLE', `${what}: account ${code} does not suit ${role}, which takes ${takes}`);
  }
  if (refusal === 'analytics')
    throw new LedgerError(
      'ACCOUNT_UNSUITABLE',
      `${what}: account ${code} is not kept by ${(rule.tracks ?? []).join(' and ')}, which ${role} needs`,
    );
  if (refusal === 'inactive')
    throw new LedgerError('ACCOUNT_INACTIVE', `${what}: account ${code} is deactivated; activate it in the chart of accounts`);
}

/**
 * `POST /ledger/accountroles/update`: the account a role takes from the next posting on; entries already
 * written keep theirs. Refused as `requireRoleAccount` says, nothing changed.
 */
export async function updateAccountRole(db: Db, body: AccountRoleUpdateBody): Promise<AccountRoleRecord> {
  await requireRoleAccount(db, body.role, { code: body.account, what: 'body.account' });
  const current = (await storedRoles(db, [body.role])).get(body.role);
  if (current?.account !== body.account) {
    const row = { account: body.account, modified_at: modifiedNow() };
    if (current) await db.updateTable('account_roles').set(row).where('role', '=', body.role).execute();
    else
      await db
        .insertInto('account_roles')
        .values({ role: body.role, ...row })
        .execute();
  }
  return recordOf(body.role, (await storedRoles(db, [body.role])).get(body.role));
}

/** Where a role's version is kept: in its row; a role without one (never changed, its default) is at 1. */
const ROLE_VERSIONS: VersionKeeper = {
  read: async (db, uid) => {
    const role = ROLE_OF_UID.get(uid);
    if (!role) return undefined;
    const row = (await storedRoles(db, [role])).get(role);
    // A conflict names the role, as the client sent it, rather than the uid its history is kept under.
    return { version: row?.version ?? 1, at: row?.modified_at ?? new Date(0).toISOString(), key: role };
  },
  bump: async (db, uids) => {
    const roles = uids.flatMap((uid) => ROLE_OF_UID.get(uid) ?? []);
    if (roles.length === 0) return new Map();
    await db
      .updateTable('account_roles')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('role', 'in', roles)
      .execute();
    const stored = await storedRoles(db, roles);
    return new Map(roles.map((role) => [accountRoleUid(role), stored.get(role)?.version ?? 1]));
  },
};

/** A role as the history records its changes (kind `accountRole`): its account, old → new. */
export function accountRoleHistory(role: AccountRole): HistoryTarget {
  const uid = accountRoleUid(role);
  return {
    kind: 'accountRole',
    uids: [uid],
    versions: ROLE_VERSIONS,
    view: async (db) => {
      const { account } = recordOf(role, (await storedRoles(db, [role])).get(role));
      return new Map<string, FieldView>([[uid, viewOfRecord({ role, account })]]);
    },
  };
}
