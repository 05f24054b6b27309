import {
  computePartVat,
  computeVat,
  Decimal,
  isInvoiceType,
  isShipmentType,
  postingProfileOf,
  SHIPMENT_TYPES,
  type InvoiceRest,
  type VatCode,
} from '../../../shared/api/index.js';
import { moneyOf, moneyToDb } from '../../database/minor-units.js';
import type { Db } from '../types.js';

/** A document's own figures that decide its VAT. */
interface VatFigures {
  uid: string;
  type: string;
  sum: Decimal;
  vatCode: VatCode | null;
  vatInPrice: boolean;
  parentUid: string | null;
}

/**
 * VAT and total of a document: a delivery note or an act linked to an invoice that completes the
 * invoice's sum takes the rest of its VAT, so that the parts add up to the invoice's total to the
 * kopeck (docs/service-behaviour.md, "Links"). Only posted parts count, as they do in `shipped`.
 */
export async function documentVat(db: Db, doc: VatFigures): Promise<{ vatSum: Decimal; total: Decimal }> {
  if (!postingProfileOf(doc.type)?.vat) return { vatSum: new Decimal(0), total: doc.sum };
  if (!doc.parentUid || !isShipmentType(doc.type)) return computeVat(doc.sum, doc.vatCode, doc.vatInPrice);
  return computePartVat({ sum: doc.sum, code: doc.vatCode, vatInPrice: doc.vatInPrice }, await invoiceRest(db, doc.parentUid, doc.uid));
}

async function invoiceRest(db: Db, parentUid: string, childUid: string): Promise<InvoiceRest | null> {
  const invoice = await db
    .selectFrom('documents')
    .select(['type', 'sum', 'vat_sum', 'vat_code', 'vat_in_price'])
    .where('uid', '=', parentUid)
    .executeTakeFirst();
  if (!invoice || !isInvoiceType(invoice.type)) return null;
  const parts = await db
    .selectFrom('documents')
    .select(['sum', 'vat_sum'])
    .where('parent_uid', '=', parentUid)
    .where('uid', '!=', childUid)
    .where('done', '=', true)
    .where('type', 'in', [...SHIPMENT_TYPES])
    .execute();
  return {
    sum: moneyOf(invoice.sum),
    vatSum: moneyOf(invoice.vat_sum),
    vatCode: invoice.vat_code as VatCode | null,
    vatInPrice: invoice.vat_in_price,
    parts: parts.map((part) => ({ sum: moneyOf(part.sum), vatSum: moneyOf(part.vat_sum) })),
  };
}

/** Recomputes a draft's VAT and total after its parent changed; a posted document keeps its figures. */
export async function refreshDraftVat(db: Db, uid: string): Promise<void> {
  const doc = await db
    .selectFrom('documents')
    .select(['type', 'sum', 'vat_code', 'vat_in_price', 'parent_uid', 'done'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!doc || doc.done) return;
  const vat = await documentVat(db, {
    uid,
    type: doc.type,
    sum: moneyOf(doc.sum),
    vatCode: doc.vat_code as VatCode | null,
    vatInPrice: doc.vat_in_price,
    parentUid: doc.parent_uid,
  });
  await db
    .updateTable('documents')
    .set({ vat_sum: moneyToDb(vat.vatSum), total: moneyToDb(vat.total) })
    .where('uid', '=', uid)
    .execute();
}
