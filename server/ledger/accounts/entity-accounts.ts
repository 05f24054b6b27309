import { accountSuitsEntity, ENTITY_KINDS, type EntityKind } from '../../../shared/api/index.js';
import { LedgerError } from '../errors.js';
import type { Db } from '../types.js';
import { listAccounts } from './accounts.js';

const isKind = (kind: unknown): kind is EntityKind => (ENTITY_KINDS as readonly unknown[]).includes(kind);

/** An entity's row as it will be stored: its uid, kind and own account (null: its kind's). */
export interface EntityAccountRow {
  uid: string;
  kind?: unknown;
  account?: unknown;
}

/**
 * A check of the accounts entities name, the chart read once for a whole batch: an account must
 * exist, be active and suit the entity's kind (shared/api/account-rules.ts) as the row will be
 * stored, so that turning goods with 281 into a service is refused as well.
 */
export async function entityAccountCheck(db: Db): Promise<(row: EntityAccountRow) => void> {
  const chart = new Map((await listAccounts(db)).map((account) => [account.code, account]));
  return ({ uid, kind, account }) => {
    if (typeof account !== 'string' || !isKind(kind)) return;
    const code = account;
    const found = chart.get(code);
    if (!found) throw new LedgerError('UNKNOWN_REFERENCE', `entity ${uid}: no account ${code} in the chart`);
    if (!found.active) throw new LedgerError('ACCOUNT_INACTIVE', `entity ${uid}: account ${code} is deactivated`);
    if (!accountSuitsEntity(kind, code))
      throw new LedgerError(
        'ACCOUNT_UNSUITABLE',
        kind === 'service'
          ? `entity ${uid}: a service's account is a revenue (70–74) or expense (90–97) account, not ${code}`
          : `entity ${uid}: the account of ${kind} is a stock account (20x, 22, 26, 28x), not ${code}`,
      );
  };
}
