import type { MoneyAccount, MoneyAccountKind, MoneyAccountUpdateBody } from '../../../shared/api/index.js';
import { normaliseIban } from '../../../shared/api/registry-codes.js';
import { kindsWritten } from '../change-kinds.js';
import { modifiedNow } from '../clock.js';
import { LedgerError, notFound } from '../errors.js';
import type { Db } from '../types.js';

type Row = { uid: string; name: string; kind: MoneyAccountKind; iban: string; bank_name: string; main: boolean; modified_at: string };

const COLUMNS = ['uid', 'name', 'kind', 'iban', 'bank_name', 'main', 'modified_at'] as const;

const toApi = (row: Row): MoneyAccount => ({
  uid: row.uid,
  name: row.name,
  kind: row.kind,
  iban: row.iban,
  bankName: row.bank_name,
  main: Boolean(row.main),
  dateModified: row.modified_at,
});

/** Our money accounts (docs/service-behaviour.md, "Our money accounts"): bank accounts first, the main one of a kind first, then by name. */
export async function listMoneyAccounts(db: Db): Promise<MoneyAccount[]> {
  const rows = await db.selectFrom('money_accounts').select(COLUMNS).execute();
  const order = (r: Row) => `${r.kind === 'bank' ? 0 : 1}${r.main ? 0 : 1}${r.name}`;
  return rows.sort((a, b) => order(a).localeCompare(order(b), 'uk')).map(toApi);
}

/** One of our money accounts; 404 when there is none. */
export async function loadMoneyAccount(db: Db, uid: string): Promise<MoneyAccount> {
  const row = await db.selectFrom('money_accounts').select(COLUMNS).where('uid', '=', uid).executeTakeFirst();
  if (!row) throw notFound('money account', uid);
  return toApi(row);
}

/** The kind of one of our money accounts, or null when there is none of that uid. */
export async function moneyAccountKind(db: Db, uid: string): Promise<MoneyAccountKind | null> {
  const row = await db.selectFrom('money_accounts').select('kind').where('uid', '=', uid).executeTakeFirst();
  return row?.kind ?? null;
}

/** The main money account of a kind: every company has one of each (schema 17). */
export async function mainMoneyAccount(db: Db, kind: MoneyAccountKind): Promise<string> {
  const row = await db.selectFrom('money_accounts').select('uid').where('kind', '=', kind).where('main', '=', true).executeTakeFirst();
  if (!row) throw new LedgerError('MONEY_ACCOUNT_REQUIRED', `the company has no main ${kind === 'bank' ? 'bank account' : 'cash desk'}`);
  return row.uid;
}

/**
 * Creates or changes one of our money accounts; unsent fields keep their values. A new one needs its
 * name and kind; a cash desk has no IBAN; a kind never changes once payments could name it. Made main,
 * it takes that place from the former main one of its kind.
 */
export async function updateMoneyAccount(db: Db, body: MoneyAccountUpdateBody): Promise<MoneyAccount> {
  const existing = await db.selectFrom('money_accounts').select(COLUMNS).where('uid', '=', body.uid).executeTakeFirst();
  const kind = body.kind ?? existing?.kind;
  const name = (body.name ?? existing?.name ?? '').trim();
  if (!kind || name === '') {
    const missing = [!name && 'name', !kind && 'kind'].filter(Boolean).join(' and ');
    throw new LedgerError('MISSING_FIELD', `a money account needs its ${missing}`);
  }
  if (existing && kind !== existing.kind) throw new LedgerError('TYPE_CHANGE', 'the kind of a money account cannot change');
  const iban = body.iban ?? existing?.iban ?? '';
  if (kind === 'cash' && iban !== '') throw new LedgerError('VALIDATION', 'iban: a cash desk has no IBAN');
  const main = body.main ?? existing?.main ?? false;
  if (body.main) await db.updateTable('money_accounts').set({ main: false }).where('kind', '=', kind).where('main', '=', true).execute();
  const row = { name, kind, iban, bank_name: body.bankName ?? existing?.bank_name ?? '', main, modified_at: modifiedNow() };
  if (existing) await db.updateTable('money_accounts').set(row).where('uid', '=', body.uid).execute();
  else
    await db
      .insertInto('money_accounts')
      .values({ uid: body.uid, ...row })
      .execute();
  return loadMoneyAccount(db, body.uid);
}

/**
 * Gives the main bank account the company's IBAN and bank while it has no IBAN of its own: a new
 * company's starts without one, and its requisites are where an office types it first. One the
 * office has given an IBAN keeps it.
 */
export async function fillMainBankAccount(db: Db, iban: string, bankName: string): Promise<void> {
  const filled = await db
    .updateTable('money_accounts')
    .set({ iban: normaliseIban(iban), bank_name: bankName, modified_at: modifiedNow() })
    .where('kind', '=', 'bank')
    .where('main', '=', true)
    .where('iban', '=', '')
    .executeTakeFirst();
  // A money account changed under the settings' history, which names no money account: its counter is moved here.
  if (Number(filled.numUpdatedRows) > 0) await kindsWritten(db, ['moneyAccount']);
}
