import type { AccountAnalytic } from '../../../shared/api/accounts.js';
import type { Db } from '../types.js';

const TABLE = { agent: 'agents', contract: 'contracts', entity: 'entities', store: 'stores' } as const;

/** The uid and name of the records of one analytic, by their integer keys (the entries keep keys, the API shows records). */
export async function analyticNames(
  db: Db,
  analytic: AccountAnalytic,
  keys: number[],
): Promise<Map<number, { uid: string; name: string }>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom(TABLE[analytic]).select(['id', 'uid', 'name']).where('id', 'in', keys).execute();
  return new Map(rows.map((r) => [Number(r.id), { uid: r.uid, name: r.name }]));
}
