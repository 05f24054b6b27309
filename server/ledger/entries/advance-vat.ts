import { computeVat, Decimal, roundMoney, type VatCode } from '../../../shared/api/index.js';

/**
 * The rate of an advance's VAT: a payment names no rate, and the basic rate is the one a trading office's
 * goods carry (docs/service-behaviour.md, "VAT on advances").
 */
const ADVANCE_VAT_CODE: VatCode = '20';

/** One settlement move of a counterparty, in the register's order, as the first event rule reads it. */
export interface AdvanceMove {
  uid: string;
  /** A payment (it can be an advance) or a document (a sale or purchase can be paid by one; a return only settles). */
  payment: boolean;
  /** What it adds to what is owed on the account's side: a sale on 361 or a receipt on 631 above zero, a payment or return below. */
  owed: Decimal;
  /** A document's VAT (zero for a payment). */
  vat: Decimal;
}

/**
 * The VAT each move accounts for under the first event rule, by uid (moves with none are left out), from
 * one counterparty's moves on one settlement account in the register's order. A payment above what
 * the counterparty owed before it (nothing, when it owed nothing or was owed) is an advance for the part
 * above, whose VAT is extracted at the basic rate. A later sale or purchase is paid by the advances not
 * yet used, oldest first: the VAT of the part they paid, its share of the document's own VAT, is what
 * the advance already accounted for. Pure and by the order of the moves alone, so the order in which
 * documents were posted does not matter.
 */
export function advanceVatOf(moves: readonly AdvanceMove[]): Map<string, Decimal> {
  const found = new Map<string, Decimal>();
  let owed = new Decimal(0);
  // The advances not yet used by a sale or purchase: never more than what is owed the other way.
  let unused = new Decimal(0);
  for (const move of moves) {
    if (move.payment) {
      const paid = move.owed.negated();
      const advance = Decimal.max(0, paid.minus(Decimal.max(0, owed)));
      unused = unused.plus(advance);
      if (advance.greaterThan(0)) found.set(move.uid, computeVat(advance, ADVANCE_VAT_CODE, true).vatSum);
    } else if (move.owed.greaterThan(0)) {
      const covered = Decimal.min(move.owed, unused);
      unused = unused.minus(covered);
      const vat = covered.equals(move.owed) ? move.vat : roundMoney(move.vat.times(covered).dividedBy(move.owed));
      if (vat.greaterThan(0)) found.set(move.uid, vat);
    }
    owed = owed.plus(move.owed);
  }
  return found;
}
