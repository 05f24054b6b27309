import { minorUnits, rawFigure, type Money, type Qty } from '../../database/minor-units.js';
import { dependenceOf } from '../cache-dependents.js';
import { readStamp } from '../change-kinds.js';
import type { CompanyContext } from '../context.js';
import { compareNames } from '../directories/name-order.js';
import type { Db } from '../types.js';

/**
 * Warehouse balance positions and their figures, without a Decimal or an object per figure: a full
 * company's balance has about 100,000 rows, and Decimals for each cost seconds. Figures are the
 * stored integers of their smallest unit (qty in thousandths, sums in kopecks), held as numbers while
 * they are safe integers, which is exact; a figure beyond that (a quantity over nine billion units)
 * throws UnsafeFigure and the caller answers from its exact Decimal path. The reply writer turns
 * them into JSON bytes (server/replies/balance-bytes.ts).
 */

/** A figure too large for exact integer arithmetic in a number. */
export class UnsafeFigure extends Error {}

/** One position's balance: its store's and entity's integer keys (stores.id, entities.id), qty in thousandths, amount in kopecks. */
export interface Entry {
  store: number;
  entity: number;
  qty: number;
  amount: number;
}

/** A position's key in the maps of entries: both integer keys in one number (exact below 2^53). */
export const entryKey = (store: number, entity: number): number => store * 0x1_0000_0000 + entity;

/** Adds two unit integers, refusing a result that is no longer exact. */
export function plus(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw new UnsafeFigure('a balance too large for exact arithmetic here');
  return sum;
}

/** An integer of 10^-scale units as a JSON number without trailing zeros: what Number(value.toFixed()) prints. */
export function jsonNumber(value: number, scale: number): string {
  const digits = String(Math.abs(value)).padStart(scale + 1, '0');
  let end = digits.length;
  while (end > digits.length - scale && digits.charCodeAt(end - 1) === 48) end--;
  const whole = digits.slice(0, digits.length - scale);
  const sign = value < 0 ? '-' : '';
  return end > digits.length - scale ? `${sign}${whole}.${digits.slice(digits.length - scale, end)}` : `${sign}${whole}`;
}

/**
 * price = amount / qty rounded half away from zero to kopecks (money.ts roundMoney): the integer
 * part of (2n + d) / 2d for n = 1000·kopecks and d = thousandths. For n + d within 2^53 the float
 * quotient's floor is exact (an integer quotient less than k falls short of k by at least 1/2d, far
 * more than the rounding error); beyond, BigInt.
 */
export function priceKopecks(qty: number, amount: number): number {
  const n = Math.abs(amount) * 1000;
  const d = Math.abs(qty);
  const negative = amount < 0 !== qty < 0;
  let rounded: number;
  if (2 * n + d <= Number.MAX_SAFE_INTEGER) rounded = Math.floor((2 * n + d) / (2 * d));
  else rounded = Number((2n * BigInt(Math.abs(amount)) * 1000n + BigInt(d)) / (2n * BigInt(d)));
  return negative && rounded !== 0 ? -rounded : rounded;
}

/**
 * Stores and entities with their place in the report's order: name in Ukrainian alphabetical order,
 * then uid (the same on both engines). The reply writer turns them into the bytes of its rows
 * (server/replies/balance-bytes.ts), once for each such set of names.
 */
export interface Names {
  stamp: string;
  /** By integer key (stores.id, entities.id). */
  stores: Map<number, { uid: string; name: string; rank: number }>;
  entities: Map<number, { uid: string; name: string; article: string; unit: string; rank: number }>;
  /** A store's integer key by its uid. */
  storeKeys: Map<string, number>;
}

/** The kinds of record whose writes make these wrong (cache-dependents.ts). */
const DEPENDENCE = dependenceOf('balanceNames');

/**
 * The directory names the report shows, kept in the company's context and read again only when a
 * kind they depend on was written since (one counter, read by key); a transaction reads its own.
 */
export async function directoryNames(db: Db, context: CompanyContext): Promise<Names> {
  const stamp = await readStamp(db, DEPENDENCE);
  const cached = db.isTransaction ? undefined : context.names;
  if (cached?.stamp === stamp) return cached;
  const byName = <T extends { uid: string; name: string }>(rows: T[]) =>
    rows.sort((a, b) => compareNames(a.name, b.name) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  const storeRows = byName(await db.selectFrom('stores').select(['uid', 'id', 'name']).execute());
  const entityRows = byName(await db.selectFrom('entities').select(['uid', 'id', 'name', 'article', 'unit']).execute());
  const names: Names = {
    stamp,
    stores: new Map(storeRows.map(({ uid, id, name }, rank) => [id, { uid, name, rank }] as const)),
    entities: new Map(entityRows.map(({ uid, id, name, article, unit }, rank) => [id, { uid, name, article, unit, rank }] as const)),
    storeKeys: new Map(storeRows.map((s) => [s.uid, s.id])),
  };
  if (!db.isTransaction) context.names = names;
  return names;
}

/** A position's stored figures, as the stock tables and their sums give them. */
export interface FigureRow {
  store_id: number | string;
  entity_id: number | string;
  qty: Qty | number | string;
  amount: Money | number | string;
}

/** Adds (or with sign -1 subtracts) positions' figures into `into`, never changing an entry in place. */
export function addFigures(rows: Iterable<FigureRow>, into: Map<number, Entry>, sign: 1 | -1 = 1): void {
  for (const r of rows) {
    const store = Number(r.store_id);
    const entity = Number(r.entity_id);
    const key = entryKey(store, entity);
    const qty = unitsOf(r.qty) * sign;
    const amount = unitsOf(r.amount) * sign;
    const e = into.get(key);
    // A new entry: the map may be a copy of the mirror's, whose entries must not change.
    into.set(
      key,
      e ? { store: e.store, entity: e.entity, qty: plus(e.qty, qty), amount: plus(e.amount, amount) } : { store, entity, qty, amount },
    );
  }
}

/** A stored figure as a safe integer, or UnsafeFigure. */
function unitsOf(value: Qty | Money | number | string): number {
  try {
    return minorUnits(value);
  } catch {
    throw new UnsafeFigure(`${String(rawFigure(value))} is too large for exact arithmetic here`);
  }
}
