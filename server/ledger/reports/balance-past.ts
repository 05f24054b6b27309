import { mirrorOf, totalsMirror, type BalanceWriter, type Mirror } from './balance-now.js';
import { movesBetweenDays, snapshotSource } from './balance-sql.js';
import { dayOf } from '../stock/keys.js';
import { addFigures, directoryNames, plus, type Entry, type FigureRow } from './balance-rows.js';
import { daysBetween, ensureSnapshot, quarterEnds } from '../stock/snapshots.js';
import type { Writer } from './reports.js';
import type { CompanyContext, PieceTuning } from '../context.js';
import type { Db } from '../types.js';
import { yieldToOthers } from '../yield.js';

/** Per-position sums of the moves dated in (after, upTo] (balance-sql.ts). */
function movesBetween(
  db: Db,
  { after, upTo, store }: { after: string | null; upTo: string | null; store?: number | undefined },
): Promise<FigureRow[]> {
  return movesBetweenDays(db, { after: after === null ? null : dayOf(after), upTo: upTo === null ? null : dayOf(upTo), store });
}

/** Positions' sums added into `into` a few thousand at a time, other requests running between (a month and a half of moves touch tens of thousands). */
async function addInPieces(
  rows: FigureRow[],
  into: Map<number, Entry>,
  { sign, pieceTuning }: { sign: 1 | -1; pieceTuning: PieceTuning },
): Promise<void> {
  for (let i = 0; i < rows.length; i += pieceTuning.edits) {
    if (i > 0) await yieldToOthers();
    addFigures(rows.slice(i, i + pieceTuning.edits), into, sign);
  }
}

/** A past balance asked for: the `writer` of its rows, its `date`, the `span` of dates with moves, the `storeUid` it is limited to (if any), and how to `write` while reading. */
export interface BalanceAtRequest<T> {
  writer: BalanceWriter<T>;
  date: string;
  span: { first: string; last: string };
  storeUid: string | undefined;
  write: Writer;
}

/**
 * The balance at the end of `date` (before the last move), as `writer` writes it: from
 * whichever base is nearest to the date (the first move, a quarter's snapshot, or the running
 * totals), plus the moves from the base up to the date, or less those from the date to the base.
 * The writer has the base's rows from its mirror, and patches in only the positions those moves
 * touch (server/replies/balance-replies.ts).
 */
export async function balanceAt<T>(
  db: Db,
  context: CompanyContext,
  { writer, date, span, storeUid, write }: BalanceAtRequest<T>,
): Promise<T> {
  const { before, after } = quarterEnds(date);
  const snapshot = daysBetween(date, before) <= daysBetween(after, date) ? before : after;
  const bases = [
    { kind: 'start' as const, distance: daysBetween(date, span.first) },
    { kind: 'totals' as const, distance: daysBetween(span.last, date) },
    ...(snapshot > span.first && snapshot < span.last ? [{ kind: 'snapshot' as const, distance: daysBetween(date, snapshot) }] : []),
  ];
  const base = bases.reduce((a, b) => (b.distance < a.distance ? b : a));
  const names = await directoryNames(db, context);
  const pieceTuning = context.tuning.pieces;
  // An unknown store has no positions: -1 matches none.
  const store = storeUid === undefined ? undefined : (names.storeKeys.get(storeUid) ?? -1);
  if (base.kind === 'start') {
    const entries = new Map<number, Entry>();
    addFigures(await movesBetween(db, { after: null, upTo: date, store }), entries);
    return writer.positions(names, entries.values(), store);
  }
  let mirror: Mirror;
  let readMoves: (into: Map<number, Entry>) => Promise<void>;
  if (base.kind === 'totals') {
    mirror = await totalsMirror(db, context);
    readMoves = async (into) => addInPieces(await movesBetween(db, { after: date, upTo: null, store }), into, { sign: -1, pieceTuning });
  } else {
    await write((trx, reader) => ensureSnapshot(trx, context, { periodEnd: snapshot, span, reader }));
    mirror = await mirrorOf(db, context, { name: `snapshot ${snapshot}`, source: snapshotSource(snapshot) });
    readMoves = async (into) =>
      snapshot < date
        ? addInPieces(await movesBetween(db, { after: snapshot, upTo: date, store }), into, { sign: 1, pieceTuning })
        : addInPieces(await movesBetween(db, { after: date, upTo: snapshot, store }), into, { sign: -1, pieceTuning });
  }
  // The base's figures and the moves must be of one moment: the moves are read again when something was
  // written meanwhile (twice at most: a stream of postings does not keep the report waiting).
  for (let attempt = 1; ; attempt++) {
    const stamp = mirror.stamp;
    const delta = new Map<number, Entry>();
    await readMoves(delta);
    const work = () => replyOf(delta);
    const reply = attempt < 3 ? await mirror.steadySince(db, stamp, work) : await mirror.steady(work);
    if (reply) return reply;
  }

  /** The base's positions with the moves' sums, written; the mirror stays as it is meanwhile, whatever is posted. */
  async function replyOf(delta: Map<number, Entry>): Promise<T> {
    const changes = new Map<number, Entry>();
    let done = 0;
    for (const [key, d] of delta) {
      if (++done % pieceTuning.edits === 0) await yieldToOthers();
      const e = mirror.entries.get(key);
      changes.set(key, e ? { store: e.store, entity: e.entity, qty: plus(e.qty, d.qty), amount: plus(e.amount, d.amount) } : d);
    }
    // One store: its own positions only, with the changes (all of that store: the moves were read for it alone).
    if (store !== undefined) return writer.positions(names, new Map([...mirror.entriesOf(store), ...changes]).values(), store);
    return writer.patched(mirror, names, changes);
  }
}
