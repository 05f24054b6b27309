import { ACCOUNT_ANALYTICS, type AccountAnalytic, type RoleAccounts } from '../../../shared/api/index.js';
import { readRoleAccounts } from '../accounts/account-roles.js';
import { dependenceOf } from '../cache-dependents.js';
import { readStamp } from '../change-kinds.js';
import type { CompanyContext } from '../context.js';
import type { Db } from '../types.js';
import type { AnalyticsOf } from './build-entries.js';
import { entryPracticeOf, type CompanyPractice } from './entry-practice.js';

const isAnalytic = (name: string): name is AccountAnalytic => (ACCOUNT_ANALYTICS as readonly string[]).includes(name);

/** What the entries take from the company rather than the document: whether it pays VAT, its roles' accounts, what each account is kept by. */
export interface EntrySettings {
  practice: CompanyPractice;
  analyticsOf: AnalyticsOf;
  /** The company's account of every role (docs/general-ledger.md, "Account roles"). */
  roles: RoleAccounts;
  /** Whether any account of the chart is deactivated (none is, mostly: a posting then needs no look at its entries' accounts). */
  anyInactive: boolean;
}

/** Entry settings with the stamp of the counters of the kinds `entrySettings` depends on (cache-dependents.ts) they were read at. */
export interface CachedEntrySettings {
  counter: string;
  settings: EntrySettings;
}

/**
 * Reads the settings: the company's VAT, its roles' accounts, the chart's analytics of every account (a
 * hundred or so rows) and whether any is deactivated.
 */
async function readEntrySettings(db: Db): Promise<EntrySettings> {
  const rows = await db.selectFrom('accounts').select(['code', 'analytics', 'active']).execute();
  const byCode = new Map(rows.map((r) => [r.code, r.analytics.split(',').filter(isAnalytic)]));
  return {
    practice: await entryPracticeOf(db),
    analyticsOf: (code) => byCode.get(code) ?? [],
    roles: await readRoleAccounts(db),
    anyInactive: rows.some((r) => !r.active),
  };
}

/** The kinds of record whose writes make these wrong (cache-dependents.ts). */
const DEPENDENCE = dependenceOf('entrySettings');

/**
 * The entry settings for write transaction `db` (docs/general-ledger.md, "Entries"). Every posting
 * needs them and they seldom change, so they are kept: for the transaction, and for the company once
 * a transaction that read them commits (CompanyContext.committed). Each use checks the counter of
 * the kinds they depend on (`ledger_change`), which every write of the chart, the roles or the
 * settings moves (by triggers, in that write's transaction): a change, this transaction's or a
 * committed one, is read anew, and a rolled-back one is never kept. Without a context (the schema upgrade) they are read each time.
 */
export async function entrySettingsOf(db: Db, context?: CompanyContext): Promise<EntrySettings> {
  const caches = context?.cachesOf(db);
  if (!context || !caches) return readEntrySettings(db);
  const counter = await readStamp(db, DEPENDENCE);
  // The company's are a committed state's; this transaction sees the same value only if neither it nor anyone since changed them.
  const cached = [caches.entrySettings, context.entrySettings].find((k) => k?.counter === counter);
  if (cached) return cached.settings;
  const settings = await readEntrySettings(db);
  caches.entrySettings = { counter, settings };
  return settings;
}
