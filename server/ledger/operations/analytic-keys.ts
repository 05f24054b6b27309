import { ACCOUNT_ANALYTICS, type AccountAnalytic } from '../../../shared/api/accounts.js';
import { LedgerError } from '../errors.js';
import type { Db } from '../types.js';

const TABLE = { agent: 'agents', contract: 'contracts', entity: 'entities', store: 'stores' } as const;

/** The integer keys of the records some entries name by uid, per analytic; a uid that names nothing is refused (422). */
export async function analyticKeys(
  db: Db,
  wanted: Record<AccountAnalytic, Set<string>>,
): Promise<Record<AccountAnalytic, Map<string, number>>> {
  const keys = {} as Record<AccountAnalytic, Map<string, number>>;
  for (const analytic of ACCOUNT_ANALYTICS) {
    const uids = [...wanted[analytic]];
    const found = new Map<string, number>();
    for (let i = 0; i < uids.length; i += 1000) {
      const rows = await db
        .selectFrom(TABLE[analytic])
        .select(['uid', 'id'])
        .where('uid', 'in', uids.slice(i, i + 1000))
        .execute();
      for (const r of rows) found.set(r.uid, Number(r.id));
    }
    const missing = uids.filter((uid) => !found.has(uid));
    if (missing.length) throw new LedgerError('UNKNOWN_REFERENCE', `no ${analytic} with uid ${missing.slice(0, 5).join(', ')}`);
    keys[analytic] = found;
  }
  return keys;
}
