import type { CompanyContext } from '../context.js';
import { LedgerError } from '../errors.js';
import type { Db } from '../types.js';
import { entrySettingsOf } from './entry-settings.js';

/** The entries to check: of the document `documentId`, `where` naming an entry's place in the refusal, and the `context` whose chart is cached (if any). */
export interface ActiveAccountsCheck {
  documentId: number;
  where: (position: number) => string;
  context?: CompanyContext | undefined;
}

/**
 * Refuses (422 `ACCOUNT_INACTIVE`) a posting whose entries, just written in its transaction, name a
 * deactivated account: such an account keeps its entries and takes no new ones (docs/general-ledger.md,
 * "Changing the chart"). The refusal names the account and, through `where`, the entry or record that
 * wanted it; the caller's transaction then undoes the whole posting. With `context`, a chart with no
 * deactivated account (as the posting keeps it, entry-settings.ts) needs no look at the entries.
 */
export async function requireActiveEntryAccounts(db: Db, { documentId, where, context }: ActiveAccountsCheck): Promise<void> {
  if (context && !(await entrySettingsOf(db, context)).anyInactive) return;
  const found = await db
    .selectFrom('entries as e')
    // Left joins: an off-balance account's entry has one side only.
    .leftJoin('accounts as d', 'd.code', 'e.debit')
    .leftJoin('accounts as c', 'c.code', 'e.credit')
    .select(['e.position', 'e.debit', 'e.credit', 'd.active as debit_active'])
    .where('e.document_id', '=', documentId)
    .where((eb) => eb.or([eb('d.active', '=', false), eb('c.active', '=', false)]))
    .orderBy('e.position')
    .limit(1)
    .executeTakeFirst();
  if (!found) return;
  const code = found.debit !== null && !found.debit_active ? found.debit : found.credit;
  throw new LedgerError(
    'ACCOUNT_INACTIVE',
    `${where(found.position)}: account ${code} is deactivated; activate it in the chart of accounts`,
  );
}
