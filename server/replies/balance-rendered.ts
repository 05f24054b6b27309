import type { PieceTuning } from '../ledger/context.js';
import { entryKey, type Entry } from '../ledger/reports/balance-rows.js';
import { yieldToOthers } from '../ledger/yield.js';
import { joinRows, orderOf, rowOf, type NameBytes, type Row } from './balance-bytes.js';

/**
 * A balance's `rows` array as UTF-8 JSON, with where each row ends, so that a few changed positions
 * make a new array by copying the unchanged stretches of bytes around them, instead of rendering
 * and joining 100,000 rows again.
 */
export interface Rendered {
  names: NameBytes;
  /** Non-zero positions in the report's order: key, place, and the byte offset just past the row. */
  keys: number[];
  orders: number[];
  ends: number[];
  bytes: Buffer;
}

/**
 * Renders every non-zero position in the report's order, a store at a time and at most `pieceTuning.rows` rows
 * between turns of other requests: a whole company is 100,000 rows, a few hundred milliseconds of
 * the service's only thread in one go (docs/performance.md). `stores` are the positions of each
 * store, taken when the render starts, so the result is of one moment.
 */
export async function renderInPieces(names: NameBytes, stores: Entry[][], pieceTuning: PieceTuning): Promise<Rendered> {
  const rankOf = (list: Entry[]) => (list[0] ? (names.stores.get(list[0].store)?.rank ?? 0) : 0);
  const ordered = stores.map((list) => ({ rank: rankOf(list), list })).sort((a, b) => a.rank - b.rank);
  const keys: number[] = [];
  const orders: number[] = [];
  const ends: number[] = [];
  const pieces: Buffer[] = [Buffer.from('[')];
  let length = 1;
  for (const { list } of ordered) {
    const rows: (Row & { key: number })[] = [];
    for (let i = 0; i < list.length; i += pieceTuning.rows) {
      await yieldToOthers();
      for (const e of list.slice(i, i + pieceTuning.rows)) {
        const row = rowOf(names, e);
        if (row) rows.push({ ...row, key: entryKey(e.store, e.entity) });
      }
    }
    rows.sort((a, b) => a.order - b.order);
    for (let i = 0; i < rows.length; i += pieceTuning.rows) {
      await yieldToOthers();
      const piece = rows.slice(i, i + pieceTuning.rows);
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
  return { names, keys, orders, ends, bytes: await joinInPieces(pieces, length + 1, pieceTuning) };
}

/**
 * The pieces as one buffer of `length` bytes, copied a few megabytes at a time: joining a whole
 * company's 20 MB at once held the loop ~40 ms (most of it the new memory's first touch).
 */
async function joinInPieces(pieces: Buffer[], length: number, pieceTuning: PieceTuning): Promise<Buffer> {
  if (pieces.length === 1 && pieces[0]?.length === length) return pieces[0];
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  let since = 0;
  for (const piece of pieces) {
    for (let from = 0; from < piece.length;) {
      const n = Math.min(piece.length - from, pieceTuning.bytes - since);
      piece.copy(out, at, from, from + n);
      at += n;
      from += n;
      since += n;
      if (since >= pieceTuning.bytes) {
        since = 0;
        await yieldToOthers();
      }
    }
  }
  return out;
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

/** Unchanged bytes of the base from which on a stretch is a part of the patch's reply by itself rather than copied. */
const LONG_STRETCH = 64 * 1024;

/** A patched balance: its bytes in parts (the reply is sent part by part), and the index of its rows when asked for. */
export interface Patched {
  parts: Buffer[];
  rendered: Rendered | null;
}

export interface PatchInPiecesOptions {
  index: boolean;
  pieceTuning: PieceTuning;
}

/**
 * `base` with the given positions' new figures: their rows replaced, removed (zero) or inserted in
 * order, the unchanged stretches of bytes between them copied. A balance at a date mid-quarter
 * changes tens of thousands of a whole company's 100,000 rows, so this goes at most pieceTuning.edits
 * changes (or copied rows) between turns of other requests (docs/performance.md). `base` is not
 * changed meanwhile (a mirror replaces its rendered rows, never writes into them), and `changes` is
 * the caller's own, so what comes out is of one moment. With `index` the result is a `Rendered`
 * (keys, places and row ends, one buffer) that can be patched again; without, only its parts.
 */
export async function patchInPieces(
  base: Rendered,
  changes: Iterable<[number, Entry]>,
  { index, pieceTuning }: PatchInPiecesOptions,
): Promise<Patched> {
  const { names } = base;
  // Per index of base: the rows that go before it (inserted) and whether its own row is replaced.
  const edits = new Map<number, { insert: { key: number; row: Row }[]; replace?: Row | null }>();
  const edit = (i: number) => edits.get(i) ?? (edits.set(i, { insert: [] }), edits.get(i)!);
  let done = 0;
  for (const [key, e] of changes) {
    if (++done % pieceTuning.edits === 0) await yieldToOthers();
    const order = orderOf(names, e);
    const i = lowerBound(base.orders, order);
    const row = rowOf(names, e);
    if (i < base.keys.length && base.keys[i] === key) edit(i).replace = row;
    else if (row) edit(i).insert.push({ key, row });
  }
  const keys: number[] = [];
  const orders: number[] = [];
  const ends: number[] = [];
  const parts: Buffer[] = [];
  // The pieces of the part being written, joined into one part at each turn.
  let pieces: Buffer[] = [Buffer.from('[')];
  let length = 1;
  let rows = 0;
  let work = 0;
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
    if (rows > 0) put(comma);
    const shift = length - start;
    const stretch = base.bytes.subarray(start, base.ends[to - 1]);
    if (stretch.length < LONG_STRETCH) put(stretch);
    else {
      // A long stretch goes as a part of its own, not copied: the parts are joined only when an index is asked for.
      parts.push(Buffer.concat(pieces), stretch);
      pieces = [];
      length += stretch.length;
    }
    if (index) {
      for (let i = from; i < to; i++) {
        keys.push(base.keys[i]!);
        orders.push(base.orders[i]!);
        ends.push(base.ends[i]! + shift);
      }
      work += (to - from) / 10;
    }
    rows += to - from;
    from = to;
  };
  const add = (key: number, row: Row) => {
    if (rows > 0) put(comma);
    put(row.store);
    put(row.entity);
    put(Buffer.from(row.figures, 'latin1'));
    if (index) {
      keys.push(key);
      orders.push(row.order);
      ends.push(length);
    }
    rows += 1;
    work += 1;
  };
  const turn = async () => {
    parts.push(Buffer.concat(pieces));
    pieces = [];
    work = 0;
    await yieldToOthers();
  };
  for (const i of [...edits.keys()].sort((a, b) => a - b)) {
    const e = edits.get(i)!;
    copy(i);
    for (const { key, row } of e.insert.sort((a, b) => a.row.order - b.row.order)) add(key, row);
    if (e.replace !== undefined) {
      if (e.replace) add(base.keys[i]!, e.replace); // only a row of base is replaced: i < base.keys.length
      from = i + 1;
    }
    if (work >= pieceTuning.edits) await turn();
  }
  copy(base.keys.length);
  put(Buffer.from(']'));
  parts.push(Buffer.concat(pieces));
  return { parts, rendered: index ? { names, keys, orders, ends, bytes: await joinInPieces(parts, length, pieceTuning) } : null };
}
