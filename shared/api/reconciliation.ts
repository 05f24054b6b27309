import { z } from 'zod';
import { Uid } from './common.js';
import { IsoDate } from './dates.js';
import type { DocumentType, OperationType, PaymentType } from './document-types.js';
import { formatDateUk } from './format-uk.js';

/**
 * Query of `GET /report/reconciliation/` and of its printed form `GET /report/reconciliation/pdf`:
 * one counterparty, a period and, optionally, one of its contracts.
 */
export const ReconciliationQuery = z.object({
  agent: Uid,
  from: IsoDate,
  to: IsoDate,
  contract: Uid.optional(),
});
export type ReconciliationQuery = z.output<typeof ReconciliationQuery>;

/**
 * One posted document or payment that moved 361 or 631 with the counterparty, seen from our side:
 * `debit` is what raised the counterparty's debt to us (a sale, our payment to it), `credit` what
 * lowered it (its payment, a purchase from it, a return to us).
 */
export const ReconciliationRow = z.object({
  date: z.string(),
  document: z.object({ uid: z.string(), type: z.string(), no: z.string() }).loose(),
  title: z.string(),
  debit: z.number(),
  credit: z.number(),
});
export type ReconciliationRow = z.output<typeof ReconciliationRow>;

/**
 * Data of the reconciliation act. Amounts are JSON numbers in hryvnias with kopecks, as everywhere
 * else in the API. `opening` and `closing` are balances from our side: positive when the
 * counterparty owes us, negative when we owe it. opening + debitTotal − creditTotal = closing.
 */
export const Reconciliation = z.object({
  agent: z.object({ uid: z.string(), name: z.string() }).loose(),
  contract: z.object({ uid: z.string(), name: z.string() }).loose().nullable(),
  from: z.string(),
  to: z.string(),
  opening: z.number(),
  rows: z.array(ReconciliationRow),
  debitTotal: z.number(),
  creditTotal: z.number(),
  closing: z.number(),
});
export type Reconciliation = z.output<typeof Reconciliation>;

/**
 * What an act's row calls each type of record: a title for every type that moves settlements with a
 * counterparty, null for the others (no row of an act is ever one of them). Typed by the type lists,
 * so a new type must say whether it appears in an act.
 */
export const RECONCILIATION_TITLES_UK = {
  invoice: null,
  invoiceIn: null,
  waybillOut: 'Видаткова накладна',
  billCompleteWork: 'Акт виконаних робіт',
  waybillRetOut: 'Повернення від покупця',
  waybillIn: 'Прибуткова накладна',
  billCompleteWorkIn: 'Акт надання послуг',
  waybillRetIn: 'Повернення постачальнику',
  inventoryMove: null,
  inventoryWriteOff: null,
  manufacture: null,
  payFromCustomer: 'Оплата від покупця',
  cashIn: 'Прибутковий касовий ордер',
  payToSupplier: 'Оплата постачальнику',
  cashOut: 'Видатковий касовий ордер',
  refundFromSupplier: 'Повернення коштів від постачальника',
  refundToCustomer: 'Повернення коштів покупцю',
  otherOut: null,
  otherIn: null,
  transfer: null,
  ledgerOperation: 'Операція, введена вручну',
  monthClose: null,
} as const satisfies { readonly [T in DocumentType | PaymentType | OperationType]: string | null };

/** The types of record an act's rows can be: those with a title in RECONCILIATION_TITLES_UK. */
export type ReconciledType = {
  [T in keyof typeof RECONCILIATION_TITLES_UK]: (typeof RECONCILIATION_TITLES_UK)[T] extends string ? T : never;
}[keyof typeof RECONCILIATION_TITLES_UK];

/** «Видаткова накладна № 12»: a row's document without its date, for a table that has a date column. */
export function reconciliationDocName(type: string, no: string): string {
  const title = Object.hasOwn(RECONCILIATION_TITLES_UK, type)
    ? RECONCILIATION_TITLES_UK[type as keyof typeof RECONCILIATION_TITLES_UK]
    : null;
  const name = title ?? type;
  return no ? `${name} № ${no}` : name;
}

/** «Видаткова накладна № 12 від 21.11.2026»: the row's title in the reply. */
export function reconciliationTitle(type: string, no: string, date: string): string {
  return `${reconciliationDocName(type, no)} від ${formatDateUk(date)}`;
}
