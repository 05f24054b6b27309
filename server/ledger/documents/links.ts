import type { CompanyContext } from '../context.js';
import type { LinkBody } from '../../../shared/api/index.js';
import { requireOpenPeriod } from '../closed-period.js';
import { LedgerError, notFound } from '../errors.js';
import { refreshDraftVat } from './part-vat.js';
import { touch } from './posting.js';
import { checkReturnLink } from './return-rules.js';
import type { Db } from '../types.js';

/**
 * Sets, replaces or (with `parent: null`) removes the one parent of a document (spec "Rules for
 * linkto"). Idempotent for the same pair; a link that would make a cycle is refused (409), and so is a
 * change of a posted customer return's basis; a return's basis that is not its customer's sale is 422.
 */
export async function linkTo(db: Db, context: CompanyContext, body: LinkBody): Promise<Record<string, never>> {
  const child = await db
    .selectFrom('documents')
    .select(['uid', 'type', 'date', 'done', 'agent_uid', 'parent_uid'])
    .where('uid', '=', body.uid)
    .executeTakeFirst();
  if (!child) throw notFound('document', body.uid);
  if (child.parent_uid === body.parent) return {};
  // The child's own record changes; a parent in the closed period may still gain a child (an old invoice paid today).
  await requireOpenPeriod(db, context, { dates: [child.date], what: 'documents dated on or before it cannot be linked or unlinked' });
  if (body.parent !== null) {
    const parent = await db.selectFrom('documents').select('uid').where('uid', '=', body.parent).executeTakeFirst();
    if (!parent) throw notFound('parent document', body.parent);
  }
  // A customer return's basis decides its cost and what it may return (return-rules.ts).
  await checkReturnLink(db, child, body.parent);
  if (body.parent !== null) {
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
  return {};
}
