import { z } from 'zod';
import { AMOUNT_LIMIT, amountIssue, LIMIT_TEXT, lineOverflow, linesTotalOverflow } from './amount-rules.js';
import { AccountCode } from './accounts.js';
import { Amount, decimalField, MemoText, NamedRef, Price, Qty, RECORD_HEAD, Ref, ShortText, Uid, queryInt } from './common.js';
import { lineSum, SCALE } from './money.js';
import { DateOrDateTime, IsoDate } from './dates.js';
import { DOCUMENT_TYPES, DocumentTypeSchema, INVOICE_STATUSES } from './document-types.js';
import { VAT_CODES, VatCodeSchema } from './vat.js';
import { RecordVersion, SENT_VERSION } from './versions.js';

/**
 * The unit cost a customer return without a basis brings its goods back at (docs/service-behaviour.md,
 * "Returns from customers"): a price's four decimals, not negative.
 */
export const UnitCost = decimalField(SCALE.price, 'unitCost', { sign: 'nonNegative' });

/** A line as a client sends it in `details`. */
export const LineInput = z
  .object({
    uid: Uid.optional(),
    entity: z.object({ uid: Uid, kind: z.string().optional(), name: z.string().optional() }),
    qty: Qty,
    price: Price.optional(),
    sum: Amount.optional(),
    memo: MemoText.optional(),
    kind: z.enum(['product', 'material'], { error: 'kind must be "product" or "material"' }).optional(),
    /** A customer return's unit cost (UNIT_COST_TYPE only); null or absent: none. */
    unitCost: UnitCost.nullable().optional(),
  })
  .superRefine((line, ctx) => {
    const overflow = lineOverflow(line);
    if (overflow) ctx.addIssue(amountIssue(overflow.message, [overflow.field]));
    // The batch the line brings back costs qty × unitCost, which must fit where a sum would.
    if (line.unitCost && lineSum(line.qty, line.unitCost).greaterThanOrEqualTo(AMOUNT_LIMIT))
      ctx.addIssue(amountIssue(`(qty × unitCost) ${LIMIT_TEXT}`, ['unitCost']));
  });
export type LineInput = z.output<typeof LineInput>;

const nullableRef = Ref.nullable().optional();

/** The body of POST /document/update: everything but uid is optional; unsent fields keep their values. */
export const DocumentUpdateBody = z
  .object({
    uid: Uid,
    date: IsoDate.optional(),
    type: DocumentTypeSchema.optional(),
    no: ShortText.optional(),
    sum: Amount.optional(),
    vatCode: VatCodeSchema.nullable().optional(),
    vatInPrice: z.boolean().optional(),
    memo: MemoText.optional(),
    agent: nullableRef,
    contract: nullableRef,
    storeIn: nullableRef,
    storeOut: nullableRef,
    /** A write-off's expense account (947 by default, docs/general-ledger.md "Write-off"); refused on the other types. */
    account: AccountCode.optional(),
    details: z.array(LineInput).max(10_000).optional(),
    ...SENT_VERSION,
    // done, parent, paid and shipped are read-only: accepted and ignored (spec: "done … ignored on update").
  })
  .superRefine((body, ctx) => {
    // An unsent sum becomes the sum of the lines, which must fit where a sent one would.
    const overflow = body.sum === undefined && body.details ? linesTotalOverflow(body.details) : null;
    if (overflow) ctx.addIssue(amountIssue(overflow, ['sum']));
  });
export type DocumentUpdateBody = z.output<typeof DocumentUpdateBody>;

/** A line as the service returns it. */
export const Line = z
  .object({
    uid: z.string(),
    entity: z.object({ uid: z.string(), kind: z.string(), name: z.string() }).loose(),
    qty: z.number(),
    price: z.number(),
    sum: z.number(),
    memo: z.string(),
    kind: z.enum(['product', 'material']).optional(),
    /** A customer return's unit cost, when its line has one. */
    unitCost: z.number().optional(),
  })
  .loose();
export type Line = z.output<typeof Line>;

/** A document as index (without details) and load (with details) return it. */
export const DocumentRecord = z
  .object({
    ...RECORD_HEAD,
    vatCode: z.string().nullable(),
    vatInPrice: z.boolean(),
    vatSum: z.number(),
    total: z.number(),
    memo: z.string(),
    agent: NamedRef.nullable(),
    contract: NamedRef.nullable(),
    storeIn: NamedRef.nullable(),
    storeOut: NamedRef.nullable(),
    /** An extension of ours: a write-off's expense account; absent on the other types. */
    account: z.string().nullable().optional(),
    done: z.boolean(),
    parent: z.object({ uid: z.string() }).loose().optional(),
    paid: z.number(),
    shipped: z.number(),
    status: z.enum(INVOICE_STATUSES).optional(),
    deletionMark: z.boolean(),
    dateModified: z.string(),
    version: RecordVersion,
    details: z.array(Line).optional(),
  })
  .loose();
export type DocumentRecord = z.output<typeof DocumentRecord>;

/** A document as a client accepts it: fields our service adds beyond the spec may be missing on another service. */
export const Document = DocumentRecord.partial({
  vatSum: true,
  total: true,
  dateModified: true,
  memo: true,
  vatCode: true,
  vatInPrice: true,
  contract: true,
  storeIn: true,
  storeOut: true,
  done: true,
  paid: true,
  shipped: true,
  deletionMark: true,
  version: true,
});
export type Document = z.output<typeof Document>;

/** Query of GET /document/index/ and /paydocument/index/. */
export const DocumentIndexQuery = z.object({
  from: IsoDate,
  to: IsoDate,
  pageSize: queryInt('pageSize', { min: 1, max: 100, fallback: 100 }),
  offset: queryInt('offset', { min: 0, max: 2_147_483_647, fallback: 0 }),
  dateModified: DateOrDateTime.optional(),
  agent: Uid.optional(),
});
export type DocumentIndexQuery = z.output<typeof DocumentIndexQuery>;

/** Body of POST /document/setdone. */
export const SetDoneBody = z.object({ uid: Uid, done: z.boolean(), ...SENT_VERSION });
export type SetDoneBody = z.output<typeof SetDoneBody>;

/** Reply of setdone and getdone. */
export const DoneState = z.object({ uid: z.string(), done: z.boolean() });
export type DoneState = z.output<typeof DoneState>;

/** Body of POST /document/mark (an extension of ours): the document's deletion mark set or cleared. */
export const MarkBody = z.object({ uid: Uid, deletionMark: z.boolean(), ...SENT_VERSION });
export type MarkBody = z.output<typeof MarkBody>;

/** Reply of /document/mark: the mark the document now has. */
export const MarkState = z.object({ uid: z.string(), deletionMark: z.boolean() });
export type MarkState = z.output<typeof MarkState>;

/** Body of POST /document/linkto: `parent: null` removes the link. */
export const LinkBody = z.object({ uid: Uid, parent: Uid.nullable(), ...SENT_VERSION });
export type LinkBody = z.output<typeof LinkBody>;

/** Path parameter `{uid}`. */
export const UidParams = z.object({ uid: Uid });

/** Query of GET /document/pdf/{uid}. */
export const PdfQuery = z.object({ form: z.string().max(50).optional() });

export { DOCUMENT_TYPES, VAT_CODES };
