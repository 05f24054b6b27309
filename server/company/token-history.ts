import { createHash } from 'node:crypto';
import type { TokenRight } from '../../shared/api/index.js';
import { recordHistory, type HistoryEntry } from '../ledger/history/history.js';
import type { Db, User } from '../ledger/types.js';

/**
 * The uid a token is filed under in the history: made from its stored hash, so giving and revoking it
 * share one, while neither the token nor its hash can be read back from it.
 */
export function tokenRecordUid(hash: string): string {
  const h = createHash('sha256').update(`history:${hash}`, 'utf8').digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A token given to or taken from a person, as the history shows it. */
export interface TokenChange {
  hash: string;
  name: string;
  /** The role's code (docs/security.md, "Rights and roles"). */
  role: string;
  /** The four rights of before roles as far as the role gives them, which histories before roles recorded. */
  rights: readonly TokenRight[];
}

export interface RecordTokenChangesOptions {
  operation: 'create' | 'delete';
  tokens: readonly TokenChange[];
}

/**
 * Records, in the caller's transaction, who gave (`create`) or revoked (`delete`) each token: the
 * person's name and the rights it carried, so the history shows who gave what to whom.
 */
export async function recordTokenChanges(db: Db, by: User, { operation, tokens }: RecordTokenChangesOptions): Promise<void> {
  const entries = tokens.map((token): HistoryEntry => {
    const fields: [string, string][] = [
      ['name', token.name],
      ['role', token.role],
      ['rights', token.rights.join(',')],
    ];
    return {
      user: by,
      operation,
      kind: 'token',
      uid: tokenRecordUid(token.hash),
      changes: fields.map(([field, value]) =>
        operation === 'create' ? { field, old: null, new: value } : { field, old: value, new: null },
      ),
    };
  });
  await recordHistory(db, entries);
}
