import type { DocumentRecord, InvoiceStatus, Line } from '../../../shared/api/index.js';
import { isInvoiceType, isShipmentType, postingProfileOf, SCALE, SHIPMENT_TYPES, toJsonNumber } from '../../../shared/api/index.js';
import { fromMinor, minorUnits, moneyOf, rawFigure, type Minor, type Money } from '../../database/minor-units.js';
import { jsonNumber } from '../reports/balance-rows.js';
import type { CompanyContext } from '../context.js';
import { documentId } from '../stock/keys.js';
import { paidOf } from './paid-figure.js';
import type { Db } from '../types.js';

/**
 * Selects documents with their names, paid and shipped figures, ready for `toApiDocument`. Kysely's
 * builders never change once made, so the query is built once for the company's handle (kept in its
 * context) and each caller adds its own conditions to it: every list page and document load used to
 * build it anew. A transaction, or a caller without the context (history, printed forms), builds its own.
 */
export function selectDocuments(db: Db, context: CompanyContext | null) {
  return queriesOf(db, context).withTotals;
}

/** The documents' queries built for one handle (selectDocuments). */
export interface DocumentQueries {
  db: Db;
  heads: ReturnType<typeof selectHeads>;
  withTotals: ReturnType<typeof buildQueries>['withTotals'];
}

function queriesOf(db: Db, context: CompanyContext | null): DocumentQueries {
  const cached = context?.documentQueries;
  if (cached?.db === db) return cached;
  const queries = { db, ...buildQueries(db) };
  if (context && !db.isTransaction) context.documentQueries = queries;
  return queries;
}

function buildQueries(db: Db) {
  const heads = selectHeads(db);
  return {
    heads,
    // Built once per connection and kept (queriesOf): the builder's work is not a request's.
    withTotals: heads.select((eb) => [
      paidOf(eb).as('paid'),
      eb
        .selectFrom('documents as s')
        .select((s) => s.fn.coalesce(s.fn.sum('s.total'), s.lit(0)).$castTo<Money>().as('shipped'))
        .whereRef('s.parent_uid', '=', 'd.uid')
        .where((s) => s.ref('s.done'))
        .where('s.type', 'in', [...SHIPMENT_TYPES])
        .$asScalar()
        .as('shipped'),
    ]),
  };
}

/** The row asked for: the record's `uid`, and its `category` (document or payment). */
export interface DocumentRowOf {
  uid: string;
  category: 'document' | 'payment';
}

/**
 * One document with its names, paid and shipped figures, as `selectDocuments` gives it, for a
 * document load: a lookup by key, so on the service's own read connection. Its posted children are
 * read by the index of documents that have a parent and added here, exactly, as integers of kopecks;
 * the SUM of the list's query would send the lookup to the reader thread and back (docs/database.md).
 */
export async function documentRow(
  db: Db,
  context: CompanyContext | null,
  { uid, category }: DocumentRowOf,
): Promise<DocumentRow | undefined> {
  const head = await queriesOf(db, context).heads.where('d.uid', '=', uid).where('d.category', '=', category).executeTakeFirst();
  if (!head) return undefined;
  const children = await db
    .selectFrom('documents as p')
    .select(['p.category', 'p.type', 'p.sum', 'p.total'])
    .where('p.parent_uid', '=', uid)
    .where('p.done', '=', true)
    .execute();
  let paid = 0;
  let shipped = 0;
  for (const child of children) {
    if (child.category === 'payment') paid += minorUnits(child.sum);
    if (isShipmentType(child.type)) shipped += minorUnits(child.total);
    // Beyond exact integers (never for real amounts), the engine adds them.
    if (!Number.isSafeInteger(paid) || !Number.isSafeInteger(shipped))
      return selectDocuments(db, context).where('d.uid', '=', uid).where('d.category', '=', category).executeTakeFirst();
  }
  return { ...head, paid: paid as unknown as Money, shipped: shipped as unknown as Money };
}

/** Documents (`d`) joined to their counterparty (`a`), contract (`c`) and stores in (`si`) and out (`so`), to name them. */
export function documentsWithTheirRecords(db: Db) {
  return db
    .selectFrom('documents as d')
    .leftJoin('agents as a', 'a.uid', 'd.agent_uid')
    .leftJoin('contracts as c', 'c.uid', 'd.contract_uid')
    .leftJoin('stores as si', 'si.uid', 'd.store_in')
    .leftJoin('stores as so', 'so.uid', 'd.store_out');
}

/** Documents with their records (documentsWithTheirRecords) and a payment's money accounts, `mo` and a transfer's receiving `mt`. */
export function documentsWithMoneyAccounts(db: Db) {
  return documentsWithTheirRecords(db)
    .leftJoin('money_accounts as mo', 'mo.uid', 'd.money_account')
    .leftJoin('money_accounts as mt', 'mt.uid', 'd.to_money_account');
}

function selectHeads(db: Db) {
  return documentsWithMoneyAccounts(db).select([
    'd.uid',
    'd.category',
    'd.type',
    'd.date',
    'd.no',
    'd.sum',
    'd.vat_code',
    'd.vat_in_price',
    'd.vat_sum',
    'd.total',
    'd.memo',
    'd.agent_uid',
    'a.name as agent_name',
    'd.contract_uid',
    'c.name as contract_name',
    'd.store_in',
    'si.name as store_in_name',
    'd.store_out',
    'so.name as store_out_name',
    'd.done',
    'd.deletion_mark',
    'd.parent_uid',
    'd.modified_at as modified',
    'd.money_account',
    'mo.name as money_account_name',
    'd.to_money_account',
    'mt.name as to_money_account_name',
    'd.pay_account',
    'd.cash_flow_item',
    'd.version',
  ]);
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['executeTakeFirstOrThrow']>>;

/** An invoice's `total`, and how much of it is `paid` and `shipped`, as stored amounts. */
export interface InvoiceSums {
  total: Money;
  paid: Money;
  shipped: Money;
}

/** Invoice status from posting, paid and shipped (docs/service-behaviour.md, "Links"). */
export function invoiceStatus(done: boolean, { total, paid, shipped }: InvoiceSums): InvoiceStatus {
  if (!done) return 'draft';
  if (below(paid, total)) return 'awaitingPayment';
  if (below(shipped, total)) return 'awaitingShipment';
  return 'closed';
}

/** a < b for two stored amounts (or SUMs): as integers while exact, else as Decimals. */
function below(a: Money, b: Money): boolean {
  const [x, y] = [Number(rawFigure(a) ?? 0), Number(rawFigure(b) ?? 0)];
  return Number.isSafeInteger(x) && Number.isSafeInteger(y) ? x < y : moneyOf(a).lessThan(moneyOf(b));
}

/**
 * A stored figure (or a SUM of them) of 10^-scale units as the JSON number the API sends: the
 * number its exact decimal text reads as, which is what `toJsonNumber(fromMinor(…))` gives, without
 * a Decimal per figure (a page of the list has 500 of them). Beyond exact integers, through the Decimal.
 */
function figureNumber(value: Minor<number> | number | string | bigint | null, scale: number): number {
  const units = Number(rawFigure(value) ?? 0);
  return Number.isSafeInteger(units) ? Number(jsonNumber(units, scale)) : toJsonNumber(fromMinor(value, scale));
}
const moneyNumber = (value: Money | null) => figureNumber(value, SCALE.sum);

const ref = (uid: string | null, name: string | null) => (uid ? { uid, name: name ?? '' } : null);

/** A document's row as the head of a record reads it. */
export interface RecordHeadRow {
  uid: string;
  date: string;
  type: string;
  no: string;
  sum: Money;
}

/** The fields a document and a payment document both start with, as the API returns them. */
export function recordHeadOf(row: RecordHeadRow) {
  return { uid: row.uid, date: row.date, type: row.type, no: row.no, sum: moneyNumber(row.sum) };
}

/** The API shape of a document row (details added by the caller on load). */
export function toApiDocument(row: DocumentRow, details?: Line[]): DocumentRecord {
  const isInvoice = isInvoiceType(row.type);
  return {
    ...recordHeadOf(row),
    vatCode: row.vat_code,
    vatInPrice: row.vat_in_price,
    vatSum: moneyNumber(row.vat_sum),
    total: moneyNumber(row.total),
    memo: row.memo,
    agent: ref(row.agent_uid, row.agent_name),
    contract: ref(row.contract_uid, row.contract_name),
    storeIn: ref(row.store_in, row.store_in_name),
    storeOut: ref(row.store_out, row.store_out_name),
    // Only a type that names an account of its own (a write-off) shows it.
    ...(postingProfileOf(row.type)?.account ? { account: row.pay_account } : {}),
    done: row.done,
    ...(row.parent_uid ? { parent: { uid: row.parent_uid } } : {}),
    paid: moneyNumber(row.paid),
    shipped: moneyNumber(row.shipped),
    ...(isInvoice ? { status: invoiceStatus(row.done, { total: row.total, paid: row.paid, shipped: row.shipped }) } : {}),
    deletionMark: row.deletion_mark,
    dateModified: row.modified,
    version: Number(row.version),
    ...(details ? { details } : {}),
  };
}

/** Lines of a document in response order: product lines first, then materials, each in entry order. */
export async function loadLines(db: Db, documentUid: string): Promise<Line[]> {
  const rows = await db
    .selectFrom('document_lines as l')
    .innerJoin('entities as e', 'e.id', 'l.entity_id')
    .select([
      'l.uid',
      'e.uid as entity_uid',
      'e.kind as entity_kind',
      'e.name as entity_name',
      'l.qty',
      'l.price',
      'l.sum',
      'l.memo',
      'l.kind',
      'l.unit_cost',
    ])
    .where('l.document_id', '=', documentId(documentUid))
    .orderBy((eb) => eb.case().when('l.kind', '=', 'material').then(eb.lit(1)).else(eb.lit(0)).end())
    .orderBy('l.position')
    .execute();
  return rows.map((r) => ({
    uid: r.uid,
    entity: { uid: r.entity_uid, kind: r.entity_kind, name: r.entity_name },
    qty: figureNumber(r.qty, SCALE.qty),
    price: figureNumber(r.price, SCALE.price),
    sum: moneyNumber(r.sum),
    memo: r.memo,
    ...(r.kind ? { kind: r.kind } : {}),
    ...(r.unit_cost === null ? {} : { unitCost: figureNumber(r.unit_cost, SCALE.price) }),
  }));
}
