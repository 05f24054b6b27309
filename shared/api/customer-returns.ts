import { z } from 'zod';
import { NamedRef, Uid } from './common.js';
import { IsoDate } from './dates.js';
import type { DocumentType } from './document-types.js';
import { formatDateUk } from './format-uk.js';

/**
 * Returns from customers (docs/service-behaviour.md, "Returns from customers"): what the service and
 * the document editor both need to know of them.
 */

/** A return from a customer: the one type made «на підставі» a sale, and the one whose lines take a `unitCost`. */
export const CUSTOMER_RETURN_TYPE = 'waybillRetOut' satisfies DocumentType;

/** Query of GET /entity/lastcost/{uid}: the store the goods come back into, and the return's date (none: every receipt). */
export const LastCostQuery = z.object({ store: Uid.optional(), date: IsoDate.optional() });
export type LastCostQuery = z.output<typeof LastCostQuery>;

/**
 * Reply of GET /entity/lastcost/{uid}: the unit cost the goods last came into `store` at, up to `date`
 * (else into any store), what a return without a basis offers as its cost; all null when they never came in.
 */
export const LastCost = z.object({
  unitCost: z.number().nullable(),
  date: z.string().nullable(),
  store: NamedRef.nullable(),
  document: z.object({ uid: z.string(), type: z.string(), no: z.string() }).nullable(),
});
export type LastCost = z.output<typeof LastCost>;

/**
 * The line a customer return's posting refused (RETURN_EXCEEDS_BASIS, UNIT_COST_REQUIRED), carried
 * after the service's sentence as JSON, so a client names the line and its figures in the user's
 * language without parsing English (as a shortage, shortage.ts). Quantities are exact decimal strings.
 */
export const ReturnLineProblem = z.object({
  /** The line's index in the document, from 0. */
  line: z.number().int(),
  entity: z.string(),
  unit: z.string(),
  /** What the return brings back of the goods up to this line; the basis's sale and its earlier returns. */
  returned: z.string().optional(),
  sold: z.string().optional(),
  returnedBefore: z.string().optional(),
});
export type ReturnLineProblem = z.output<typeof ReturnLineProblem>;

const PROBLEM_MARKER = ' | line=';

/** An error text of a refused return line: the sentence, then its figures. */
export function returnProblemMessage(sentence: string, problem: ReturnLineProblem): string {
  return `${sentence}${PROBLEM_MARKER}${JSON.stringify(problem)}`;
}

/** The figures of a refused return line from an error text that carries them, or null. */
export function returnProblemOf(message: string): ReturnLineProblem | null {
  const at = message.lastIndexOf(PROBLEM_MARKER);
  if (at < 0) return null;
  try {
    const parsed = ReturnLineProblem.safeParse(JSON.parse(message.slice(at + PROBLEM_MARKER.length)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The sale a customer return names: its type, number and date. */
export interface ReturnedSale {
  type: string;
  no: string;
  date: string;
}

/**
 * The memo of a return made on a sale: «Повернення за видатковою накладною № 000012 від 10.05.2026»,
 * or «… за актом …». It is printed on the document, so it is Ukrainian whatever the language of the app.
 */
export function returnMemo(sale: ReturnedSale): string {
  const basis = sale.type === 'billCompleteWork' ? 'актом' : 'видатковою накладною';
  return `Повернення за ${basis} № ${sale.no} від ${formatDateUk(sale.date)}`;
}
