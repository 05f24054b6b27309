import { ACCOUNT_ANALYTICS, compareAccountCodes, type Account, type AccountAnalytic, type AccountKind } from '../../../shared/api/index.js';
import type { AccountTable } from '../../database/schema-books.js';
import { notFound } from '../errors.js';
import type { Db } from '../types.js';

type AccountRow = Omit<AccountTable, 'modified_at' | 'version'> & { version: number };

const isAnalytic = (name: string): name is AccountAnalytic => (ACCOUNT_ANALYTICS as readonly string[]).includes(name);

/** An account's analytics from the stored comma list, in its own order, unknown names left out. */
export const storedAnalytics = (list: string): AccountAnalytic[] => list.split(',').filter(isAnalytic);

/** An account as the API shows it, from its row; SQLite gives its booleans back as 0 and 1. */
function accountOf(row: AccountRow): Account {
  return {
    code: row.code,
    name: row.name,
    parent: row.parent,
    kind: row.kind as AccountKind,
    offBalance: Boolean(row.off_balance),
    analytics: storedAnalytics(row.analytics),
    active: Boolean(row.active),
    version: Number(row.version),
  };
}

const COLUMNS = ['code', 'name', 'parent', 'kind', 'off_balance', 'analytics', 'active', 'version'] as const;

/** Which accounts of the chart to list; all when not said. */
export interface AccountsFilter {
  active?: boolean | undefined;
}

/**
 * The chart of accounts in its natural order (20, 201, 203, 22; 361, 361.1, 362): all of it, or
 * only the active accounts (`active: true`) or the deactivated ones (`active: false`).
 */
export async function listAccounts(db: Db, filter: AccountsFilter = {}): Promise<Account[]> {
  let query = db.selectFrom('accounts').select(COLUMNS);
  if (filter.active !== undefined) query = query.where('active', '=', filter.active);
  const rows = await query.execute();
  return rows.map(accountOf).sort((a, b) => compareAccountCodes(a.code, b.code));
}

/** The accounts of `codes` that exist, by code. */
export async function accountsByCode(db: Db, codes: string[]): Promise<Map<string, Account>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('accounts').select(COLUMNS).where('code', 'in', codes).execute();
  return new Map(rows.map((row) => [row.code, accountOf(row)]));
}

/** One account; 404 when the chart has none with that code. */
export async function loadAccount(db: Db, code: string): Promise<Account> {
  const account = (await accountsByCode(db, [code])).get(code);
  if (!account) throw notFound('account', code);
  return account;
}
