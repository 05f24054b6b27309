import { sql, type RawBuilder } from 'kysely';
import type { DocumentIndexQuery } from '../../shared/api/index.js';
import { requireOrderedPeriod } from './errors.js';
import type { Db } from './types.js';
import { selectDocuments } from './document-read.js';

/**
 * Turns a dateModified filter into the stored form of modification times (ISO-8601 in UTC with
 * milliseconds), so the two compare as text; a zone-less value is read as UTC.
 */
export function modifiedSince(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00:00.000Z`;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? zoned : new Date(time).toISOString();
}

function indexFilter(category: 'document' | 'payment', query: DocumentIndexQuery): RawBuilder<boolean> {
  const parts = [sql`d.category = ${category}`, sql`d.date >= ${query.from}`, sql`d.date <= ${query.to}`];
  if (query.agent) parts.push(sql`d.agent_uid = ${query.agent}`);
  if (query.dateModified) parts.push(sql`d.modified_at >= ${modifiedSince(query.dateModified)}`);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

/**
 * One page of documents or payment documents in the period, sorted by date, number and uid
 * so pages are stable; totalCount respects the period and the filters.
 */
export async function indexDocuments(db: Db, category: 'document' | 'payment', query: DocumentIndexQuery) {
  requireOrderedPeriod(query.from, query.to);
  const filter = indexFilter(category, query);
  const counted = await db
    .selectFrom('documents as d')
    .select(sql<string>`count(*)`.as('n'))
    .where(filter)
    .executeTakeFirstOrThrow();
  // The page's uids first, from the index alone: a deep page skips its offset there, without
  // working out the paid and shipped totals of every document it skips.
  const page = await db
    .selectFrom('documents as d')
    .select('d.uid')
    .where(filter)
    .orderBy('d.date')
    .orderBy('d.no_key')
    .orderBy('d.uid')
    .limit(query.pageSize)
    .offset(query.offset)
    .execute();
  const rows =
    page.length === 0
      ? []
      : await selectDocuments(db)
          .where(
            'd.uid',
            'in',
            page.map((p) => p.uid),
          )
          .orderBy('d.date')
          .orderBy('d.no_key')
          .orderBy('d.uid')
          .execute();
  return { rows, totalCount: Number(counted.n) };
}
