import { z } from 'zod';
import { Uid } from './common.js';
import { IsoDate } from './dates.js';
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

/** What an act's row calls each document and payment type that moves settlements. */
export const RECONCILIATION_TITLES_UK: Readonly<Record<string, string>> = {
  waybillOut: 'Видаткова накладна',
  billCompleteWork: 'Акт виконаних робіт',
  waybillRetOut: 'Повернення від покупця',
  waybillIn: 'Прибуткова накладна',
  billCompleteWorkIn: 'Акт надання послуг',
  waybillRetIn: 'Повернення постачальнику',
  payFromCustomer: 'Оплата від покупця',
  cashIn: 'Прибутковий касовий ордер',
  payToSupplier: 'Оплата постачальнику',
  cashOut: 'Видатковий касовий ордер',
  refundFromSupplier: 'Повернення коштів від постачальника',
  refundToCustomer: 'Повернення коштів покупцю',
  ledgerOperation: 'Операція, введена вручну',
};

/** «Видаткова накладна № 12»: a row's document without its date, for a table that has a date column. */
export function reconciliationDocName(type: string, no: string): string {
  const name = RECONCILIATION_TITLES_UK[type] ?? type;
  return no ? `${name} № ${no}` : name;
}

/** «Видаткова накладна № 12 від 21.11.2026»: the row's title in the reply. */
export function reconciliationTitle(type: string, no: string, date: string): string {
  return `${reconciliationDocName(type, no)} від ${formatDateUk(date)}`;
}
