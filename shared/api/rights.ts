import { z } from 'zod';
import {
  DOCUMENT_TYPES,
  OPERATION_TYPES,
  PAYMENT_TYPES,
  type DocumentType,
  type OperationType,
  type PaymentType,
} from './document-types.js';

/**
 * A person's rights: an action on an area of the company (docs/security.md, "Rights and roles"). The
 * lists are typed, so an area or an action a role or an endpoint does not decide fails to compile.
 */

/**
 * The areas of the company a right is given on: documents by kind, money by bank and by cash, the
 * directories, the chart with its manual operations and ledger reports, the settlement and stock
 * reports, tax invoices, the closed period, the settings with our money accounts, and the people.
 */
export const RIGHT_AREAS = [
  'sales',
  'purchases',
  'stockMoves',
  'manufacture',
  'bank',
  'cash',
  'directories',
  'ledger',
  'reports',
  'taxInvoices',
  'period',
  'settings',
  'people',
] as const;
export type RightArea = (typeof RIGHT_AREAS)[number];

/** What may be done in an area: read it, edit its drafts, post, unpost, delete (and mark for deletion). */
export const RIGHT_ACTIONS = ['read', 'edit', 'post', 'unpost', 'delete'] as const;
export type RightAction = (typeof RIGHT_ACTIONS)[number];

/** One right as it is stored and sent: `sales.post`. */
export type RightKey = `${RightArea}.${RightAction}`;

/** Every right there is, area by area. */
export const ALL_RIGHT_KEYS: readonly RightKey[] = RIGHT_AREAS.flatMap((area) =>
  RIGHT_ACTIONS.map((action): RightKey => `${area}.${action}`),
);

/** A right as the 403 envelope names it (`data.right`). */
export interface Right {
  area: RightArea;
  action: RightAction;
}

/** The key of a right. */
export const rightKey = ({ area, action }: Right): RightKey => `${area}.${action}`;

/** A right's key as a client sends it. */
export const RightKeySchema = z.enum(ALL_RIGHT_KEYS as [RightKey, ...RightKey[]]);

/** The areas of documents: the first four areas, one of which every document type belongs to. */
export type DocumentArea = Extract<RightArea, 'sales' | 'purchases' | 'stockMoves' | 'manufacture'>;

/**
 * The area of every document type. A customer's return is a sale's (it undoes one), a return to a
 * supplier a purchase's; moves between stores and write-offs are the storekeeper's stock moves.
 */
export const DOCUMENT_AREAS: { readonly [T in DocumentType]: DocumentArea } = {
  invoice: 'sales',
  waybillOut: 'sales',
  billCompleteWork: 'sales',
  waybillRetOut: 'sales',
  invoiceIn: 'purchases',
  waybillIn: 'purchases',
  billCompleteWorkIn: 'purchases',
  waybillRetIn: 'purchases',
  inventoryMove: 'stockMoves',
  inventoryWriteOff: 'stockMoves',
  manufacture: 'manufacture',
};

/**
 * The area of every payment type: the cash orders (ПКО, ВКО) are the cashier's, the rest moves money
 * through the bank. A refund, other money or a transfer is entered from the bank statement.
 */
export const PAYMENT_AREAS: { readonly [T in PaymentType]: Extract<RightArea, 'bank' | 'cash'> } = {
  payFromCustomer: 'bank',
  payToSupplier: 'bank',
  cashIn: 'cash',
  cashOut: 'cash',
  refundFromSupplier: 'bank',
  refundToCustomer: 'bank',
  otherOut: 'bank',
  otherIn: 'bank',
  transfer: 'bank',
};

/** The area of the ledger's own records: a manual operation and a month's close. */
export const OPERATION_AREAS: { readonly [T in OperationType]: Extract<RightArea, 'ledger'> } = {
  ledgerOperation: 'ledger',
  monthClose: 'ledger',
};

const AREA_OF_TYPE: Readonly<Record<string, RightArea>> = Object.freeze({ ...DOCUMENT_AREAS, ...PAYMENT_AREAS, ...OPERATION_AREAS });

/**
 * The area of a record of type `type` (a document's, a payment's or an operation's, canonical code), or
 * null for a type that is none of them.
 */
export function areaOfType(type: string): RightArea | null {
  return Object.hasOwn(AREA_OF_TYPE, type) ? (AREA_OF_TYPE[type] ?? null) : null;
}

/** The areas documents, payments and operations are listed in: what a list's read right covers. */
export const LISTED_AREAS = {
  document: [...new Set(DOCUMENT_TYPES.map((t) => DOCUMENT_AREAS[t]))],
  payment: [...new Set(PAYMENT_TYPES.map((t) => PAYMENT_AREAS[t]))],
  operation: [...new Set(OPERATION_TYPES.map((t) => OPERATION_AREAS[t]))],
} as const satisfies Record<string, readonly RightArea[]>;

/**
 * The right an endpoint needs (docs/service-behaviour.md, "Tokens and rights"), declared by every
 * endpoint in ENDPOINTS:
 *
 * - `{ area, action }`: one right;
 * - `{ ofRecord: action }`: the action on the area of the document, payment or operation the request
 *   names, by its type in the body and the stored record's type (both, for a change of type), and in
 *   the stores it names; `done` is posting or unposting, as the body's `done` says; `unnamed` is
 *   needed where the request names no such record (the whole history of a period);
 * - `{ ofList: category }`: reading at least one area of the category; the list shows only those;
 * - `{ fields, others }`: a change whose fields need different rights (the lock date the period's,
 *   the requisites the settings'); each field sent needs its right, any other field `others`;
 * - `{ open: why }`: any token of the company, for the reason given.
 */
export type EndpointRight =
  | Right
  | { ofRecord: RightAction | 'done'; unnamed?: Right }
  | { ofList: keyof typeof LISTED_AREAS }
  | { fields: Readonly<Record<string, Right>>; others: Right }
  | { open: string };
