import { postingProfileOf } from '../../../shared/api/index.js';
import { minorUnits, type Money } from '../../database/minor-units.js';
import { splitUnits, sumUnits } from '../entries/kopeck-shares.js';
import type { Db } from '../types.js';
import type { PostedLine } from './appended.js';
import { writeCostsWithVat } from './receipt-vat-sql.js';

/**
 * A non-payer's VAT in the cost of what it buys (docs/general-ledger.md, "A non-payer's VAT"). НП(С)БО 9
 * п. 9 puts into the purchase cost the taxes that are not recovered, and a company that does not pay
 * VAT recovers none. So a non-payer's purchase line costs its sum with its share of the document's
 * VAT, fixed on the line when the document is posted: a re-computation of stock later reads it
 * whatever the settings say by then.
 */

/** Whether a type's receipts cost their own line and its document carries VAT: a purchase note. */
export function takesVatIntoCost(type: string): boolean {
  const profile = postingProfileOf(type);
  return !!profile && profile.vat && profile.receiptCost === 'line';
}

/** A posted document's figures that its lines' costs come from. */
export interface VatOfDocument {
  vat_sum: Money;
  vat_in_price: boolean;
}

/**
 * Each line's cost with its VAT, in kopecks, by the line's place among `lines`: with VAT in the price,
 * its sum; with VAT on top, its sum and its share of the document's VAT, shared by the lines' sums as
 * the entries share it (kopeck-shares.ts), so the goods and the services of a note add up to its total.
 */
export function costsWithVat(doc: VatOfDocument, lines: readonly Pick<PostedLine, 'position' | 'sum'>[]): number[] {
  const sums = lines.map((l) => minorUnits(l.sum));
  const vat = minorUnits(doc.vat_sum);
  if (doc.vat_in_price || vat === 0 || lines.length === 0) return sums;
  const shares = splitUnits(vat, sumUnits(sums) === 0 ? sums.map(() => 1) : sums);
  return sums.map((sum, i) => sum + shares[i]!);
}

/** Lines written per statement: a note of thousands of lines is several. */
const CHUNK = 500;

/** A receipt whose costs take its VAT: its `documentId`, its header (`doc`) and its `lines`. */
export interface VatOfReceipt<L extends PostedLine> {
  documentId: number;
  doc: VatOfDocument;
  lines: readonly L[];
}

/**
 * Fixes the costs of a purchase a non-payer posts on its lines, and returns the lines with them
 * (the posting's own events read them). `lines` are all the document's, services included: they take
 * their share of the VAT too, so the goods' shares are the ones the entries give.
 */
export async function fixCostsWithVat<L extends PostedLine>(db: Db, { documentId, doc, lines }: VatOfReceipt<L>): Promise<L[]> {
  const ordered = [...lines].sort((a, b) => a.position - b.position);
  const costs = costsWithVat(doc, ordered);
  for (let i = 0; i < ordered.length; i += CHUNK) {
    await writeCostsWithVat(
      db,
      documentId,
      ordered.slice(i, i + CHUNK).map((l, j) => ({ position: l.position, cost: costs[i + j]! })),
    );
  }
  return ordered.map((l, i) => ({ ...l, cost_with_vat: costs[i] as unknown as Money }));
}

/** Forgets the costs a non-payer's purchase was posted with, when it is unposted: posted again, it takes the settings of then. */
export async function forgetCostsWithVat(db: Db, documentId: number): Promise<void> {
  await db.updateTable('document_lines').set({ cost_with_vat: null }).where('document_id', '=', documentId).execute();
}
