import { numberSortKey, type DocumentType, type OperationType, type PaymentType } from '../../../shared/api/index.js';
import type { Db } from '../types.js';

/**
 * The prefix of each type's own number series (docs/general-ledger.md, "Numbers of operations and
 * closes"): a manual operation and a month's close are numbered apart from the documents and from
 * each other, so the opening operation and the first close never both read «000001». Every other
 * type numbers with digits alone, as before. Typed by the type lists: a new type chooses its prefix.
 */
const SERIES_PREFIXES: { readonly [T in DocumentType | PaymentType | OperationType]: string } = {
  invoice: '',
  invoiceIn: '',
  waybillOut: '',
  waybillIn: '',
  billCompleteWork: '',
  billCompleteWorkIn: '',
  waybillRetIn: '',
  waybillRetOut: '',
  inventoryMove: '',
  inventoryWriteOff: '',
  manufacture: '',
  payFromCustomer: '',
  payToSupplier: '',
  cashIn: '',
  cashOut: '',
  refundFromSupplier: '',
  refundToCustomer: '',
  otherOut: '',
  otherIn: '',
  transfer: '',
  ledgerOperation: 'ОП-',
  monthClose: 'ЗМ-',
};

/** The prefix a type's numbers carry: `ОП-` for a manual operation, none for a document. */
function seriesPrefixOf(type: string): string {
  return Object.hasOwn(SERIES_PREFIXES, type) ? SERIES_PREFIXES[type as keyof typeof SERIES_PREFIXES] : '';
}

/**
 * A document's number as the documents table keeps it: as written, as it sorts, and its place in
 * its type's series: the number itself when it is all digits (as every number was before the
 * series had prefixes), or the digits after the type's prefix.
 */
export function numberColumns(no: string, type: string) {
  return { no, no_key: numberSortKey(no), no_number: numberInSeries(no, type) };
}

/** A number made only of digits (at most 15, so it stays exact) as a number; null for any other. */
function numberOf(no: string): number | null {
  return /^[0-9]{1,15}$/.test(no) ? Number(no) : null;
}

/** Where `no` stands in the series of `type`: its digits, with or without the type's prefix; null when it is not of the series. */
export function numberInSeries(no: string, type: string): number | null {
  const prefix = seriesPrefixOf(type);
  return prefix && no.startsWith(prefix) ? numberOf(no.slice(prefix.length)) : numberOf(no);
}

/**
 * The next number for a type in the year of `date`: one above the largest number of its series used
 * that year, six digits wide, after the type's prefix. A company's numbers from before the prefixes
 * count in the series, so it goes on above them.
 */
export async function nextDocumentNumber(db: Db, type: string, date: string): Promise<string> {
  const year = date.slice(0, 4);
  // The partial index documents_numbering holds (type, date, no_number) of the numbered documents only.
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.max('no_number').as('max'))
    .where('type', '=', type)
    .where('date', '>=', `${year}-01-01`)
    .where('date', '<=', `${year}-12-31`)
    .where('no_number', 'is not', null)
    .executeTakeFirst();
  const next = row?.max != null ? Number(row.max) + 1 : 1;
  return `${seriesPrefixOf(type)}${String(next).padStart(6, '0')}`;
}
