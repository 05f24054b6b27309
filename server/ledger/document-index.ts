import { sql, type RawBuilder } from 'kysely';
import type { DocumentIndexQuery } from '../../shared/api/index.js';
import { counterValue } from './change-stamps.js';
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

/** The list's period and filters, on the documents table named `alias`. */
function indexFilter(category: 'document' | 'payment', query: DocumentIndexQuery, alias: 'd' | 'i' = 'd'): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const parts = [sql`${column('category')} = ${category}`, sql`${column('date')} >= ${query.from}`, sql`${column('date')} <= ${query.to}`];
  if (query.agent) parts.push(sql`${column('agent_uid')} = ${query.agent}`);
  if (query.dateModified) parts.push(sql`${column('modified_at')} >= ${modifiedSince(query.dateModified)}`);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

/** The counts of the lists asked for since a document was last written, by filter, with the counter's value they hold for. */
interface KeptCounts {
  stamp: number;
  counts: Map<string, number>;
}
const keptCounts = new WeakMap<object, KeptCounts>();
/** Filters whose counts are kept at once; past it the kept ones are forgotten (a user asks for a few periods at a time). */
const MAX_KEPT_COUNTS = 256;

/**
 * How many documents the list's period and filters hold. Counting a whole period reads every
 * entry of it in the index (100,000 documents in three years: a few milliseconds, the longest part
 * of a page), and every page of the list asks the same; so the count is kept until a document is
 * written, which moves the `document_change` counter in the same transaction (change-stamps.ts).
 * The counter is read before counting, and a count never sees less than the counter it is kept
 * under: a write that commits in between moves the counter, and the kept count is never asked for again.
 */
async function countOf(db: Db, category: 'document' | 'payment', query: DocumentIndexQuery, filter: RawBuilder<boolean>) {
  const count = async () =>
    Number(
      (
        await db
          .selectFrom('documents as d')
          .select(sql<string>`count(*)`.as('n'))
          .where(filter)
          .executeTakeFirstOrThrow()
      ).n,
    );
  // Inside a transaction the count must see its own writes, which the counter has moved already.
  if (db.isTransaction) return count();
  const stamp = await counterValue(db, 'document_change');
  let kept = keptCounts.get(db);
  if (kept?.stamp !== stamp) {
    kept = { stamp, counts: new Map() };
    keptCounts.set(db, kept);
  }
  const key = JSON.stringify([category, query.from, query.to, query.agent ?? null, query.dateModified ?? null]);
  const known = kept.counts.get(key);
  if (known !== undefined) return known;
  const counted = await count();
  if (kept.counts.size >= MAX_KEPT_COUNTS) kept.counts.clear();
  kept.counts.set(key, counted);
  return counted;
}

/**
 * One page of documents or payment documents in the period, sorted by date, number and uid
 * so pages are stable; totalCount respects the period and the filters.
 */
export async function indexDocuments(db: Db, category: 'document' | 'payment', query: DocumentIndexQuery) {
  requireOrderedPeriod(query.from, query.to);
  const filter = indexFilter(category, query);
  const totalCount = await countOf(db, category, query, filter);
  // One statement, on the reader thread: the page's uids from the index alone (a deep page skips
  // its offset there, without working out the paid and shipped totals of every document it
  // skips), then those documents with their names and totals.
  const rows = await selectDocuments(db)
    .where('d.uid', 'in', (eb) =>
      eb
        .selectFrom('documents as i')
        .select('i.uid')
        .where(indexFilter(category, query, 'i'))
        .orderBy('i.date')
        .orderBy('i.no_key')
        .orderBy('i.uid')
        .limit(query.pageSize)
        .offset(query.offset),
    )
    .orderBy('d.date')
    .orderBy('d.no_key')
    .orderBy('d.uid')
    .execute();
  return { rows, totalCount };
}
