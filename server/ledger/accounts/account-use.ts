import type { Db } from '../types.js';

/** What keeps an account from being deleted or losing its shape: its entries, its sub-accounts, the goods naming it. */
export interface AccountUsers {
  hasEntries: boolean;
  subAccounts: number;
  /** How many entities name it as their own account. */
  entities: number;
}

/** Who uses account `code`: whether entries are written to it, its sub-accounts, and the entities that name it. */
export async function usersOfAccount(db: Db, code: string): Promise<AccountUsers> {
  const entry = await db
    .selectFrom('entries')
    .select('document_id')
    .where((eb) => eb.or([eb('debit', '=', code), eb('credit', '=', code)]))
    .limit(1)
    .executeTakeFirst();
  const subs = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parent', '=', code)
    .executeTakeFirstOrThrow();
  const named = await db
    .selectFrom('entities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account', '=', code)
    .executeTakeFirstOrThrow();
  return { hasEntries: entry !== undefined, subAccounts: Number(subs.n), entities: Number(named.n) };
}
