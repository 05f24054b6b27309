import type { CompanyContext } from '../context.js';
import type { LinkBody } from '../../../shared/api/index.js';
import { requireOpenPeriod } from '../closed-period.js';
import { LedgerError, notFound } from '../errors.js';
import { refreshDraftVat } from './part-vat.js';
import { touch } from './posting.js';
import { positionsOfDocument } from '../stock/events.js';
import { replayPositions } from '../stock/replay.js';
import type { Db } from '../types.js';

/**
 * Sets, replaces or (with `parent: null`) removes the one parent of a document (spec "Rules for
 * linkto"). Idempotent for the same pair; a link that would make a cycle is refused (409).
 */
export async function linkTo(db: Db, context: CompanyContext, body: LinkBody): Promise<Record<string, never>> {
  const child = await db
    .selectFrom('documents')
    .select(['uid', 'type', 'date', 'done', 'parent_uid'])
    .where('uid', '=', body.uid)
    .executeTakeFirst();
  if (!child) throw notFound('document', body.uid);
  if (child.parent_uid === body.parent) return {};
  // The child's own record changes; a parent in the closed period may still gain a child (an old invoice paid today).
  await requireOpenPeriod(db, context, [child.date], 'documents dated on or before it cannot be linked or unlinked');
  if (body.parent !== null) {
    const parent = await db.selectFrom('documents').select('uid').where('uid', '=', body.parent).executeTakeFirst();
    if (!parent) throw notFound('parent document', body.parent);
    // Walk up from the new parent: meeting the child means the link would close a cycle.
    let cursor: string | null = body.parent;
    for (let depth = 0; cursor !== null; depth++) {
      if (cursor === body.uid || depth > 10_000) throw new LedgerError('LINK_CYCLE', 'the link would make a document its own ancestor');
      const up: { parent_uid: string | null } | undefined = await db
        .selectFrom('documents')
        .select('parent_uid')
        .where('uid', '=', cursor)
        .executeTakeFirst();
      cursor = up?.parent_uid ?? null;
    }
  }
  await db.updateTable('documents').set({ parent_uid: body.parent }).where('uid', '=', body.uid).execute();
  await refreshDraftVat(db, body.uid);
  for (const uid of [body.uid, child.parent_uid, body.parent]) if (uid) await touch(db, context, uid);
  // A posted customer return takes its cost from the delivery note it is linked to.
  if (child.done && child.type === 'waybillRetOut') await replayPositions(db, context, await positionsOfDocument(db, body.uid));
  return {};
}
