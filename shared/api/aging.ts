import { z } from 'zod';
import { IsoDate } from './dates.js';

/** Whose debts the aging report lists: customers' to us (361) or ours to suppliers (631). */
export const AGING_SIDES = ['receivable', 'payable'] as const;
export type AgingSide = (typeof AGING_SIDES)[number];

/** The settlement account of each side. */
export const AGING_ACCOUNTS: Readonly<Record<AgingSide, '361' | '631'>> = { receivable: '361', payable: '631' };

/** The age buckets, by days since the document's date: 0–30, 31–60, 61–90 and over 90. */
export const AGING_BUCKETS = ['d0_30', 'd31_60', 'd61_90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The bucket of an item `days` old. */
export function agingBucket(days: number): AgingBucket {
  if (days <= 30) return 'd0_30';
  if (days <= 60) return 'd31_60';
  if (days <= 90) return 'd61_90';
  return 'over90';
}

/** Query of `GET /report/aging/`: the date the debts are seen at, and the side (customers by default). */
export const AgingQuery = z.object({
  date: IsoDate,
  side: z.enum(AGING_SIDES, { error: 'side must be receivable or payable' }).default('receivable'),
});
export type AgingQuery = z.output<typeof AgingQuery>;

const DocumentRef = z.object({ uid: z.string(), type: z.string(), no: z.string(), date: z.string() }).loose();

/**
 * One open item: a document that still carries an open amount at the report's date. `open` is
 * positive for a debt (a customer's unpaid shipment, our unpaid receipt) and negative for an
 * advance (a payment not yet covered by shipments); an advance has no bucket. `reference` is the
 * document it was linked to (the invoice of a shipment or of a payment), when there is one.
 */
export const AgingItem = z.object({
  document: DocumentRef,
  reference: DocumentRef.nullable(),
  amount: z.number(),
  open: z.number(),
  days: z.number(),
  bucket: z.enum([...AGING_BUCKETS, 'advance']),
});
export type AgingItem = z.output<typeof AgingItem>;

const AgingFigures = {
  d0_30: z.number(),
  d31_60: z.number(),
  d61_90: z.number(),
  over90: z.number(),
  /** The advances, as a negative figure (or 0). */
  advance: z.number(),
  /** Everything overdue beyond 30 days: d31_60 + d61_90 + over90. */
  over30: z.number(),
  /** The balance: the buckets plus the advance (negative when advances outweigh debts). It is the turnover report's closing balance on the side's account. */
  balance: z.number(),
};

/** One counterparty of the aging report: its figures and its open items, oldest first. */
export const AgingRow = z.object({
  agent: z.object({ uid: z.string(), name: z.string() }).loose(),
  ...AgingFigures,
  items: z.array(AgingItem),
});
export type AgingRow = z.output<typeof AgingRow>;

/** Data of the aging report. Amounts are JSON numbers in hryvnias with kopecks, as elsewhere in the API. */
export const Aging = z.object({
  date: z.string(),
  side: z.enum(AGING_SIDES),
  accCode: z.string(),
  rows: z.array(AgingRow),
  total: z.object(AgingFigures),
});
export type Aging = z.output<typeof Aging>;
