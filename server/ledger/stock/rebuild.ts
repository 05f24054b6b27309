import { positionKey, positionsOfLines, type Position } from './positions.js';
import { replayPositions } from './replay.js';
import { operationPositions } from './operation-events.js';
import type { CompanyContext } from '../context.js';
import type { Db } from '../types.js';

/**
 * Fills the emptied stock tables from the posted documents (and manual operations' goods) by the ledger's own re-computation,
 * after a schema step that made them again (migrations.ts, version 7). Every position in one
 * re-computation: a receipt that copies a cost (a move, a manufacture, a return) may come before
 * the issue it copies, and only the one re-computation settles those together.
 */
export async function rebuildStock(db: Db, context: CompanyContext): Promise<void> {
  const lines = await db
    .selectFrom('document_lines as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .innerJoin('entities as e', 'e.id', 'l.entity_id')
    .select(['d.type', 'd.store_in', 'd.store_out', 'e.uid as entity_uid', 'l.kind', 'e.kind as entity_kind'])
    .distinct()
    .where('d.done', '=', true)
    .where('d.category', '=', 'document')
    .execute();
  const positions = new Map<string, Position>();
  for (const { type, store_in, store_out, ...line } of lines)
    for (const p of positionsOfLines({ type, store_in, store_out }, [line])) positions.set(positionKey(p), p);
  for (const p of await operationPositions(db)) positions.set(positionKey(p), p);
  if (positions.size > 0) await replayPositions(db, context, { initial: [...positions.values()] });
}
