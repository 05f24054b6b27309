import type { CompanyContext } from '../context.js';
import { replayPositions } from '../stock/replay.js';
import { operationPositions } from '../stock/operation-events.js';
import type { Db } from '../types.js';
import { postOperationSettlements } from './operation-registers.js';

/**
 * Writes the register moves of the manual operations posted before operations moved registers
 * (docs/general-ledger.md, "What an operation moves"), in the upgrade's transaction `db`: the
 * settlement moves of each posted operation that has none, and the stock of every posted
 * operation's goods, re-computed from the first, so later issues take them at their cost and their
 * entries follow. Their books were written then; the registers are brought to agree with them,
 * in a closed period too (the books there already hold them).
 */
export async function backfillOperationRegisters(db: Db, context: CompanyContext): Promise<void> {
  const operations = await db
    .selectFrom('documents as d')
    .select(['d.id', 'd.date'])
    .where('d.category', '=', 'operation')
    .where('d.done', '=', true)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('settlement_moves as m').select('m.document_id').whereRef('m.document_id', '=', 'd.id'))))
    .orderBy('d.id')
    .execute();
  for (const doc of operations) await postOperationSettlements(db, doc);
  const positions = await operationPositions(db);
  if (positions.length === 0) return;
  // The upgrade is not a change of the closed period: it writes what posting wrote since.
  const caches = context.cachesOf(db);
  if (caches) caches.lockDate = Promise.resolve(null);
  await replayPositions(db, context, { initial: positions });
}
