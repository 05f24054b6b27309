import { LedgerError } from './errors.js';
import type { Db } from './types.js';

type RefTable = 'agents' | 'entities' | 'contracts' | 'stores';
const LABEL: Record<RefTable, string> = { agents: 'agent', entities: 'entity', contracts: 'contract', stores: 'store' };

/** Refuses (422) a body that points at records that do not exist. */
export async function requireExisting(db: Db, table: RefTable, uids: Iterable<string | null | undefined>): Promise<void> {
  const wanted = [...new Set([...uids].filter((u): u is string => typeof u === 'string'))];
  if (wanted.length === 0) return;
  const found = new Set<string>();
  for (let i = 0; i < wanted.length; i += 1000) {
    const rows = await db
      .selectFrom(table)
      .select('uid')
      .where('uid', 'in', wanted.slice(i, i + 1000))
      .execute();
    for (const row of rows) found.add(row.uid);
  }
  const missing = wanted.filter((uid) => !found.has(uid));
  if (missing.length > 0) {
    throw new LedgerError('UNKNOWN_REFERENCE', `no ${LABEL[table]} with uid ${missing.slice(0, 5).join(', ')}`);
  }
}
