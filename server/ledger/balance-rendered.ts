import { entryKey, joinRows, orderOf, rowOf, type Entry, type Names, type Row } from './balance-rows.js';
import { yieldToOthers } from './yield.js';

/**
 * A balance's `rows` array as UTF-8 JSON, with where each row ends, so that a few changed positions
 * make a new array by copying the unchanged stretches of bytes around them, instead of rendering
 * and joining 100,000 rows again.
 */
export interface Rendered {
  names: Names;
  /** Non-zero positions in the report's order: key, place, and the byte offset just past the row. */
  keys: number[];
  orders: number[];
  ends: number[];
  bytes: Buffer;
}

/** Rows rendered between two turns of other requests. */
const PIECE = 5000;

/**
 * Renders every non-zero position in the report's order, a store at a time and at most PIECE rows
 * between turns of other requests: a whole company is 100,000 rows, a few hundred milliseconds of
 * the service's only thread in one go (docs/performance.md). `stores` are the positions of each
 * store, taken when the render starts, so the result is of one moment.
 */
export async function renderInPieces(names: Names, stores: Entry[][]): Promise<Rendered> {
  const rankOf = (list: Entry[]) => (list[0] ? (names.stores.get(list[0].store)?.rank ?? 0) : 0);
  const ordered = stores.map((list) => ({ rank: rankOf(list), list })).sort((a, b) => a.rank - b.rank);
  const keys: number[] = [];
  const orders: number[] = [];
  const ends: number[] = [];
  const pieces: Buffer[] = [Buffer.from('[')];
  let length = 1;
  for (const { list } of ordered) {
    const rows: (Row & { key: number })[] = [];
    for (let i = 0; i < list.length; i += PIECE) {
      await yieldToOthers();
      for (const e of list.slice(i, i + PIECE)) {
        const row = rowOf(names, e);
        if (row) rows.push({ ...row, key: entryKey(e.store, e.entity) });
      }
    }
    rows.sort((a, b) => a.order - b.order);
    for (let i = 0; i < rows.length; i += PIECE) {
      await yieldToOthers();
      const piece = rows.slice(i, i + PIECE);
      // joinRows gives "[row,row]": its rows, with a comma before them unless they are the first.
      const joined = joinRows(piece);
      const body = joined.subarray(keys.length === 0 ? 1 : 0, joined.length - 1);
      if (keys.length > 0) body[0] = 0x2c; // the "[" becomes the comma after the previous row
      let at = length + (keys.length === 0 ? 0 : 1);
      for (const r of piece) {
        at += r.store.length + r.entity.length + r.figures.length;
        keys.push(r.key);
        orders.push(r.order);
        ends.push(at);
        at += 1;
      }
      pieces.push(body);
      length += body.length;
    }
  }
  pieces.push(Buffer.from(']'));
  return { names, keys, orders, ends, bytes: Buffer.concat(pieces, length + 1) };
}

/** The first index whose place is not before `order`. */
function lowerBound(orders: number[], order: number): number {
  let [lo, hi] = [0, orders.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (orders[mid]! < order)
      lo = mid + 1; // lo ≤ mid < hi ≤ orders.length
    else hi = mid;
  }
  return lo;
}

/** `base` with the given positions' new figures: their rows replaced, removed (zero) or inserted in order. */
export function patch(base: Rendered, changes: Iterable<[number, Entry]>): Rendered {
  const { names } = base;
  // Per index of base: the rows that go before it (inserted) and whether its own row is replaced.
  const edits = new Map<number, { insert: { key: number; row: Row }[]; replace?: Row | null }>();
  const edit = (i: number) => edits.get(i) ?? (edits.set(i, { insert: [] }), edits.get(i)!);
  for (const [key, e] of changes) {
    const order = orderOf(names, e);
    const i = lowerBound(base.orders, order);
    const row = rowOf(names, e);
    if (i < base.keys.length && base.keys[i] === key) edit(i).replace = row;
    else if (row) edit(i).insert.push({ key, row });
  }
  const keys: number[] = [];
  const orders: number[] = [];
  const ends: number[] = [];
  const pieces: Buffer[] = [Buffer.from('[')];
  let length = 1;
  let shift = 0;
  const put = (piece: Buffer) => {
    pieces.push(piece);
    length += piece.length;
  };
  const comma = Buffer.from(',');
  let from = 0;
  // Unchanged rows [from, to) of base go over as one stretch of bytes.
  const copy = (to: number) => {
    if (to <= from) return;
    // Rows [from, to) are rows of base: 0 ≤ from < to ≤ its length, so every index below is within it.
    const start = from === 0 ? 1 : base.ends[from - 1]! + 1;
    if (keys.length > 0) put(comma);
    const stretch = base.bytes.subarray(start, base.ends[to - 1]);
    shift = length - start;
    put(stretch);
    for (let i = from; i < to; i++) {
      keys.push(base.keys[i]!);
      orders.push(base.orders[i]!);
      ends.push(base.ends[i]! + shift);
    }
    from = to;
  };
  const add = (key: number, row: Row) => {
    if (keys.length > 0) put(comma);
    put(row.store);
    put(row.entity);
    put(Buffer.from(row.figures, 'latin1'));
    keys.push(key);
    orders.push(row.order);
    ends.push(length);
  };
  for (const i of [...edits.keys()].sort((a, b) => a - b)) {
    const e = edits.get(i)!;
    copy(i);
    for (const { key, row } of e.insert.sort((a, b) => a.row.order - b.row.order)) add(key, row);
    if (e.replace !== undefined) {
      if (e.replace) add(base.keys[i]!, e.replace); // only a row of base is replaced: i < base.keys.length
      from = i + 1;
    }
  }
  copy(base.keys.length);
  put(Buffer.from(']'));
  return { names, keys, orders, ends, bytes: Buffer.concat(pieces, length) };
}
