import { Decimal } from '../../shared/api/index.js';

/** A balance (debit minus credit) as its debit and credit figures, one of them zero. */
export function sides(balance: Decimal): [Decimal, Decimal] {
  return balance.isNegative() ? [new Decimal(0), balance.negated()] : [balance, new Decimal(0)];
}
