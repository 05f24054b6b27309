import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { ColumnName } from '../../database/sql-names.js';
import type { DocumentIndexQuery } from '../../../shared/api/index.js';
import { dependenceOf } from '../cache-dependents.js';
import { counterValues, countersOf, stampOf } from '../change-kinds.js';
import type { CompanyContext } from '../context.js';
import { requireOrderedPeriod } from '../errors.js';
import type { Db } from '../types.js';
import { selectDocuments } from './read.js';

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

/**
 * What of a list a person may see (docs/security.md, "Rights and roles"): the types whose area they
 * read, and, for the types of a store-limited area, only those naming no store but theirs. Absent: all.
 */
export interface ListScope {
  types: readonly string[];
  storeLimited?: { types: readonly string[]; stores: readonly string[] };
}

/** A list's query with the scope of the person asking. */
export type ScopedIndexQuery = DocumentIndexQuery & { scope?: ListScope | undefined };

/** The list's period and filters, on the documents table named `alias`. */
function indexFilter(category: 'document' | 'payment', query: ScopedIndexQuery, alias: 'd' | 'i' = 'd'): Expression<SqlBool> {
  // Typed over the table under either alias, so a renamed column fails to compile here (docs/style.md, "SQL").
  const eb = expressionBuilder<Record<'d' | 'i', Database['documents']>, 'd' | 'i'>();
  const column = <C extends ColumnName<'documents'>>(name: C) => eb.ref(`${alias}.${name}`);
  const parts = [eb(column('category'), '=', category), eb(column('date'), '>=', query.from), eb(column('date'), '<=', query.to)];
  if (query.agent) parts.push(eb(column('agent_uid'), '=', query.agent));
  if (query.dateModified) parts.push(eb(column('modified_at'), '>=', modifiedSince(query.dateModified)));
  // `in ()` is no statement on PostgreSQL: an empty list is false.
  const inList = (name: 'type' | 'store_in' | 'store_out', values: readonly string[]) =>
    values.length === 0 ? eb.lit(false) : eb(column(name), 'in', [...values]);
  const { scope } = query;
  if (scope) parts.push(inList('type', scope.types));
  if (scope?.storeLimited) {
    const { types, stores } = scope.storeLimited;
    const inStores = (name: 'store_in' | 'store_out') => eb.or([eb(column(name), 'is', null), inList(name, stores)]);
    parts.push(eb.or([eb.not(inList('type', types)), eb.and([inStores('store_in'), inStores('store_out')])]));
  }
  return eb.and(parts);
}

/**
 * What the lists keep between writes, with the stamps of the counters it holds for: the count of
 * each period and filter, which depends on the kinds `DEPENDENTS_OF_KIND` names for `listCounts`, and the rendered
 * pages, on those it names for `listPages` (cache-dependents.ts). Each write of a kind moves its
 * counter in the writing transaction (change-kinds.ts), so one lookup tells whether what is kept still
 * holds. The counters are read before the data: a write that commits in between moves one of them,
 * and what was read after it is never asked for again. Kept items are never changed in place; a
 * stamp that moved starts a new set.
 */
export interface CachedLists {
  counted: string;
  paged: string;
  counts: Map<string, number>;
  pages: Map<string, Buffer>;
  /** Pages being read and rendered now: one asked for again meanwhile waits for that one (every open app re-reads a list a change touched, at once). */
  rendering: Map<string, Promise<Buffer>>;
}
/** Filters whose counts are kept at once; past it the kept ones are forgotten (a user asks for a few periods at a time). */
const MAX_CACHED_COUNTS = 256;
/** Rendered pages kept at once (at most 100 documents each, about 50 KB); the oldest goes first. */
const MAX_CACHED_PAGES = 64;

/** The kinds each depends on (cache-dependents.ts). */
const LIST_COUNTS = dependenceOf('listCounts');
const LIST_PAGES = dependenceOf('listPages');
/** The counters of both (the pages' kinds take in the counts'), read in one statement. */
const LIST_COUNTERS = countersOf(LIST_PAGES);

/** The lists' cached counts and pages (in the company's context) that hold now; none inside a transaction, which sees its own writes. */
async function currentLists(db: Db, context: CompanyContext): Promise<CachedLists | null> {
  if (db.isTransaction) return null;
  const values = await counterValues(db, LIST_COUNTERS);
  const counted = stampOf(values, LIST_COUNTS);
  const paged = stampOf(values, LIST_PAGES);
  const cached = context.lists;
  if (cached?.counted === counted && cached.paged === paged) return cached;
  // A name written: the counts still hold, the pages (with their names) do not.
  const fresh = {
    counted,
    paged,
    counts: cached?.counted === counted ? cached.counts : new Map(),
    pages: new Map(),
    rendering: new Map(),
  };
  context.lists = fresh;
  return fresh;
}

/**
 * How many documents the list's period and filters hold. Counting a whole period reads every
 * entry of it in the index (100,000 documents in three years: a few milliseconds, the longest part
 * of a page), and every page of the list asks the same; so the count is kept until a document is written.
 */
async function countOf(
  db: Db,
  lists: CachedLists | null,
  { category, query, filter }: { category: 'document' | 'payment'; query: ScopedIndexQuery; filter: Expression<SqlBool> },
) {
  const key = JSON.stringify([category, query.from, query.to, query.agent ?? null, query.dateModified ?? null, query.scope ?? null]);
  const known = lists?.counts.get(key);
  if (known !== undefined) return known;
  const counted = await db
    .selectFrom('documents as d')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(filter)
    .executeTakeFirstOrThrow();
  const n = Number(counted.n);
  if (lists) {
    if (lists.counts.size >= MAX_CACHED_COUNTS) lists.counts.clear();
    lists.counts.set(key, n);
  }
  return n;
}

/** One page of a list (indexDocuments) and its totalCount. */
export type IndexPage = Awaited<ReturnType<typeof pageOf>>;

/** A page asked for: of documents or payments (`category`), by the index `query`, written by `render`. */
export interface IndexPageRequest {
  category: 'document' | 'payment';
  query: ScopedIndexQuery;
  render: (page: IndexPage) => Buffer;
}

/**
 * One page of a list rendered by `render` (the reply's bytes), kept until a write of a kind it
 * depends on: the app's list, and every user who opens it, asks for the same first pages
 * again and again, and a page takes the reader thread a query of its documents with their paid and
 * shipped totals and the service's thread its JSON (docs/performance.md).
 */
export async function indexPageBytes(db: Db, context: CompanyContext, { category, query, render }: IndexPageRequest): Promise<Buffer> {
  requireOrderedPeriod(query.from, query.to);
  const lists = await currentLists(db, context);
  const key = JSON.stringify([
    category,
    query.from,
    query.to,
    query.agent ?? null,
    query.dateModified ?? null,
    query.pageSize,
    query.offset,
    query.scope ?? null,
  ]);
  const known = lists?.pages.get(key) ?? lists?.rendering.get(key);
  if (known) return known;
  const rendered = pageOf(db, context, { lists, category, query }).then(render);
  if (!lists) return rendered;
  lists.rendering.set(key, rendered);
  try {
    const bytes = await rendered;
    const oldest = lists.pages.size >= MAX_CACHED_PAGES ? lists.pages.keys().next() : null;
    if (oldest && !oldest.done) lists.pages.delete(oldest.value);
    lists.pages.set(key, bytes);
    return bytes;
  } finally {
    lists.rendering.delete(key);
  }
}

/** A page asked for: of documents or payments (`category`), by the index `query`. */
export interface IndexQueryOf {
  category: 'document' | 'payment';
  query: DocumentIndexQuery;
}

/** A page read afresh, neither kept nor taken from what is kept: a connection's first reads at the service's start (warm-up.ts). */
export function readIndexPage(db: Db, context: CompanyContext, { category, query }: IndexQueryOf) {
  return pageOf(db, context, { lists: null, category, query });
}

/**
 * One page of documents or payment documents in the period, sorted by date, number and uid
 * so pages are stable; totalCount respects the period and the filters.
 */
async function pageOf(
  db: Db,
  context: CompanyContext,
  { lists, category, query }: { lists: CachedLists | null; category: 'document' | 'payment'; query: ScopedIndexQuery },
) {
  const filter = indexFilter(category, query);
  const totalCount = await countOf(db, lists, { category, query, filter });
  // One statement, on the reader thread: the page's uids from the index alone (a deep page skips
  // its offset there, without working out the paid and shipped totals of every document it
  // skips), then those documents with their names and totals.
  const rows = await selectDocuments(db, context)
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
