/** What the user typed into a field, read exactly: figures as decimals, picked records as uid and name. */
import { Decimal, parseDecimal } from '../../../shared/api/money.js';

/** A record picked in a field (an agent, a store, a contract): what is sent and what is shown. */
export interface RefValue {
  uid: string;
  name: string;
}

/** Reads a figure typed the Ukrainian way (`1 234,5`) or the programmer's way (`1234.5`); null when it is not one. */
export function parseTyped(text: string): Decimal | null {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  return parseDecimal(cleaned);
}
