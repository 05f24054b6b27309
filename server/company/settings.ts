import { CompanySettings, SETTINGS_UID, type CompanySettingsRecord, type CompanySettingsUpdate } from '../../shared/api/index.js';
import { modifiedNow } from '../ledger/clock.js';
import { viewOfRecord } from '../../shared/api/record-diff.js';
import type { HistoryTarget, VersionKeeper } from '../ledger/history/history.js';
import { UNNAMED } from '../ledger/history/versions.js';
import { forgetLockDate } from '../ledger/closed-period.js';
import type { CompanyContext } from '../ledger/context.js';
import type { Db } from '../ledger/types.js';
import { fillMainBankAccount } from '../ledger/money-accounts/money-accounts.js';

/** The `meta` key that holds our company's requisites as JSON. */
export const COMPANY_META_KEY = 'company';

/** The `meta` key that holds the settings' version and when it last moved on, as JSON (`{ version, at }`). */
const VERSION_META_KEY = 'company_version';

/**
 * What a company with no settings prints: a neutral name and blanks to be filled by hand. Whether it pays
 * VAT is not assumed either way: the app asks (docs/service-behaviour.md, "Whether the company pays VAT").
 */
export const DEFAULT_COMPANY: CompanySettings = {
  name: 'Наша організація',
  code: '',
  taxCode: '',
  address: '',
  iban: '',
  bank: '',
  vatPayer: null,
  vatFirstEvent: false,
  director: '',
  accountant: '',
  lockDate: null,
};

/**
 * Reads the company settings; fields that are missing take the defaults, and settings that
 * cannot be read at all give the defaults, so a damaged record never stops printing.
 */
export async function readCompany(db: Db): Promise<CompanySettings> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', COMPANY_META_KEY).executeTakeFirst();
  if (!row) return { ...DEFAULT_COMPANY };
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return { ...DEFAULT_COMPANY };
  }
  if (typeof stored !== 'object' || stored === null) return { ...DEFAULT_COMPANY };
  const merged = CompanySettings.safeParse({ ...DEFAULT_COMPANY, ...stored });
  if (merged.success) return merged.data;
  // Keep the fields that are valid rather than dropping the whole record for one bad field.
  const valid = Object.fromEntries(
    Object.entries(stored).filter(
      ([key, value]) => key in CompanySettings.shape && CompanySettings.shape[key as keyof CompanySettings].safeParse(value).success,
    ),
  );
  return { ...DEFAULT_COMPANY, ...valid };
}

/** Stores the company settings (validated; fields not sent keep their stored values) and returns what is stored now. */
export async function writeCompany(db: Db, context: CompanyContext, settings: Partial<CompanySettings>): Promise<CompanySettings> {
  const next = CompanySettings.parse({ ...(await readCompany(db)), ...settings });
  const value = JSON.stringify(next);
  forgetLockDate(db, context);
  await db
    .insertInto('meta')
    .values({ key: COMPANY_META_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
  if (next.iban) await fillMainBankAccount(db, next.iban, next.bank);
  return next;
}

/**
 * `POST /company/settings`: changes the fields sent. Its endpoint needs the period's right for the lock
 * date and the settings' for the rest (shared/api/endpoints.ts).
 */
export async function updateCompanySettings(db: Db, context: CompanyContext, body: CompanySettingsUpdate): Promise<CompanySettingsRecord> {
  const { version: _sent, ...fields } = body;
  await writeCompany(db, context, fields);
  return readSettingsRecord(db);
}

/** The settings' version and its time; a company whose settings never changed through the service is at 1. */
async function settingsVersion(db: Db): Promise<{ version: number; at: string | null }> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', VERSION_META_KEY).executeTakeFirst();
  const stored: unknown = row ? JSON.parse(row.value) : null;
  const { version, at } = (stored ?? {}) as { version?: unknown; at?: unknown };
  return { version: typeof version === 'number' ? version : 1, at: typeof at === 'string' ? at : null };
}

/** `GET /company/settings`: the settings with their version. */
export async function readSettingsRecord(db: Db): Promise<CompanySettingsRecord> {
  return { ...(await readCompany(db)), version: (await settingsVersion(db)).version };
}

/** Where the settings' version is kept: in `meta`, beside them. */
const SETTINGS_VERSIONS: VersionKeeper = {
  read: async (db) => {
    const { version, at } = await settingsVersion(db);
    // Settings never changed through the service have no time of their own: the epoch says "not recorded".
    return { version, at: at ?? new Date(0).toISOString() };
  },
  bump: async (db) => {
    const value = JSON.stringify({ version: (await settingsVersion(db)).version + 1, at: modifiedNow() });
    await db
      .insertInto('meta')
      .values({ key: VERSION_META_KEY, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    return new Map([[UNNAMED, (await settingsVersion(db)).version]]);
  },
};

/** The settings as the history records their changes (kind `settings`, docs/service-behaviour.md "History of changes"). */
export const settingsHistory = (): HistoryTarget => ({
  kind: 'settings',
  uids: [SETTINGS_UID],
  view: async (db) => new Map([[SETTINGS_UID, viewOfRecord(await readCompany(db))]]),
  versions: SETTINGS_VERSIONS,
});
