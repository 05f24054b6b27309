import type { CompanyContext } from '../context.js';
import { postingProfileOf, type DayMove } from '../../../shared/api/index.js';
import { lockDateOf } from '../closed-period.js';
import { LedgerError } from '../errors.js';
import type { Db } from '../types.js';
import { consumptionSignature, dependentInfos, dependentPositions, type DependentInfo } from './dependents.js';
import { loadEventsOf } from './events.js';
import { eventsAppendedBy, type AppendedPosition, type PostedDocument } from './appended.js';
import { runFifo, type Batch, type Shortage, type Start, type StockEvent } from './fifo.js';
import { cacheQueue, type CachedQueue } from './cached-queues.js';
import { positionKey, type Position } from './positions.js';
import { receiptSourceOf } from './receipt-cost.js';
import type { ManufactureCost } from './receipt-pieces.js';
import { describeShortage, refuseClosedChange, writeManufactureFigures } from './replay-ends.js';
import { startsOf } from './starts.js';
import { commonPrefix, earliest, loadMovesOf, type PositionToReplay } from './stored-moves.js';
import { writePositions, type PendingWrite } from './write-moves.js';
import { rewriteEntries } from '../entries/write-entries.js';

/**
 * One position's moves from `start` (fifo.ts), each receipt it reaches given what it copies from
 * other documents. `flush` first writes the pending moves of other positions, so a receipt reads the
 * cost an issue left with.
 */
async function computePosition(
  db: Db,
  context: CompanyContext,
  { events, start, costs, flush }: { events: StockEvent[]; start: Start; costs: Map<string, ManufactureCost>; flush: () => Promise<void> },
) {
  const reached = (e: StockEvent) => e.direction === 'in' && (start.from === null || e.date >= start.from);
  const copying = events.filter((e) => reached(e) && postingProfileOf(e.type)?.receiptCost !== 'line');
  if (copying.length > 0) await flush();
  const sourced = [];
  for (const e of events) sourced.push(reached(e) ? { ...e, source: await receiptSourceOf(db, e, costs) } : e);
  return runFifo(sourced, start);
}

/**
 * How many position re-computations one replay may do in all: each position it starts with, and up
 * to POSITIONS_REACHED more that receive costs copied from them, re-computed up to
 * PASSES_PER_POSITION times each. A posting re-computes its own positions once, then each receipt
 * that copies a changed cost (a move's, a manufacture's products, a return's) once per round, along
 * the chain of documents that copy from each other; a chain of real documents is a few links long.
 * Only costs that feed each other spend the rounds: two transfers of the same goods on the same
 * day, each way between two stores, each taking part of the other's receipt, whose costs approach
 * their fixed point by a fraction a pass until kopeck rounding stops them. Running out means such a
 * loop did not settle: the request fails as an internal error and its transaction changes nothing.
 */
const PASSES_PER_POSITION = 50;
const POSITIONS_REACHED = 20;
const recomputationBound = (initialPositions: number) => PASSES_PER_POSITION * (initialPositions + POSITIONS_REACHED);

/** The positions to replay (`initial`), the manufactures touched, the date to replay `from` (null: their start), and the document being appended (`appendedBy`), if any. */
export interface ReplayRequest {
  initial: Position[];
  touchedManufacture?: Iterable<string>;
  from?: string | null;
  appendedBy?: { uid: string; posted?: PostedDocument } | undefined;
}

/**
 * Re-computes the stock movements of the given positions from the posted documents, and of every
 * position whose receipts copy a cost that changed, until nothing changes. `from` is the earliest
 * date whose events changed: each position restarts there from the batches its stored moves leave
 * before it (none given: from its first event). Refuses (422) when any balance would go negative at
 * any date; the caller's transaction then rolls everything back. The result depends only on the
 * set of posted documents, never on the order they were posted in. `appendedBy` names a document
 * just posted (with its header and lines when posting has read them): the positions where it comes
 * after every posted event keep their stored moves and only add its own. The entries of every document whose moves or manufacture figures changed are
 * written anew in the same transaction (a back-dated posting re-costs later issues' 902/281); it
 * answers those documents' uids.
 */
export async function replayPositions(
  db: Db,
  context: CompanyContext,
  { initial, touchedManufacture = [], from = null, appendedBy }: ReplayRequest,
): Promise<Set<string>> {
  let toReplay = new Map<string, PositionToReplay>();
  const addToReplay = (position: Position, start: string | null) => {
    const key = positionKey(position);
    const waiting = toReplay.get(key);
    if (!waiting) toReplay.set(key, { position: { store: position.store, entity: position.entity }, from: start });
    else if (waiting.from !== null && (start === null || start < waiting.from)) waiting.from = start;
  };
  for (const p of initial) addToReplay(p, from);
  const shortages = new Map<string, Shortage & { position: Position }>();
  const manufactureDocs = new Set<string>(touchedManufacture);
  let budget = recomputationBound(initial.length);

  const infos = new Map<string, DependentInfo>();
  const pending: PendingWrite[] = [];
  // Each position's stamp and how many times it was written: a queue computed once and written once is kept.
  const writes = new Map<string, { stamp: number; count: number }>();
  const flush = async () => {
    for (const [key, stamp] of await writePositions(db, context, pending.splice(0)))
      writes.set(key, { stamp, count: (writes.get(key)?.count ?? 0) + 1 });
  };
  const toCache: { key: string; held: Batch[]; lastDate: string; lastDay: readonly DayMove[] }[] = [];
  const changed: { documentUid: string; entity: string }[] = [];
  const rewritten = new Set<string>();
  const lockDate = await lockDateOf(db, context);

  // Rounds: every position to replay at once, its events, stored moves and starting batches read in a few queries.
  for (let firstRound = true; toReplay.size > 0; firstRound = false) {
    const round = [...toReplay.values()];
    toReplay = new Map();
    budget -= round.length;
    if (budget < 0) throw new Error('stock re-computation did not settle: costs copied between positions keep changing');
    // A position found short earlier in this re-computation has stored moves that are not a valid start.
    for (const q of round) if (shortages.has(positionKey(q.position))) q.from = null;
    // The first round of a posting: where the document comes after every posted event, its own events are all there is to add.
    const fromIt = round.filter((q) => q.from === from).map((q) => q.position);
    const appended =
      appendedBy !== undefined && from !== null && firstRound
        ? await eventsAppendedBy(db, context, { positions: fromIt, from: { date: from, ...appendedBy } })
        : new Map<string, AppendedPosition>();
    for (const q of round) q.appended = appended.has(positionKey(q.position));
    const general = round.filter((q) => !q.appended);
    const storedOf = await loadMovesOf(db, context, general);
    const start = earliest(general);
    const eventsOf = await loadEventsOf(
      db,
      general.map((q) => q.position),
      start === null
        ? undefined
        : { date: start, ids: [...storedOf.values()].flatMap((moves) => moves.map((m) => m.documentId)), uid: appendedBy?.uid },
    );
    const cached = new Map<string, CachedQueue>();
    for (const [key, a] of appended) {
      eventsOf.set(key, a.events);
      if (a.cached) cached.set(key, a.cached);
    }
    const starts = await startsOf(db, context, { round, storedOf, eventsOf, cached });
    const restarted = round.filter((q) => q.from !== null && starts.get(positionKey(q.position))?.from === null);
    for (const q of restarted) {
      q.from = null;
      q.appended = false;
    }
    // A position that starts from its first event needs every stored move and event of it.
    for (const [key, moves] of await loadMovesOf(db, context, restarted)) storedOf.set(key, moves);
    for (const [key, events] of await loadEventsOf(
      db,
      restarted.map((q) => q.position),
    ))
      eventsOf.set(key, events);
    for (const { position, appended: fromItsEnd } of round) {
      const key = positionKey(position);
      const costs = new Map<string, ManufactureCost>();
      const { moves, shortage, held } = await computePosition(db, context, {
        events: eventsOf.get(key) ?? [],
        start: starts.get(key)!,
        costs,
        flush,
      });
      // Started from all it held (startsOf), the position's FIFO leaves its whole queue.
      const lastDay = fromItsEnd ? appended.get(key)?.lastDay : undefined;
      if (lastDay && from !== null && !shortage) toCache.push({ key, held, lastDate: from, lastDay });
      for (const uid of costs.keys()) manufactureDocs.add(uid);
      if (shortage) shortages.set(key, { ...shortage, position });
      else shortages.delete(key);

      const old = storedOf.get(key) ?? [];
      const keep = commonPrefix(old, moves);
      // Nothing changed: nothing to write, and no receipt elsewhere copies a changed cost.
      if (keep === old.length && keep === moves.length) continue;
      if (lockDate !== null) await refuseClosedChange(db, lockDate, { stored: old[keep], computed: moves[keep] });
      pending.push({ position, moves, stale: old, keep });

      const before = consumptionSignature(old.slice(keep));
      const after = consumptionSignature(moves.slice(keep));
      for (const lineKey of new Set([...before.keys(), ...after.keys()])) {
        const was = before.get(lineKey);
        const now = after.get(lineKey);
        if (was?.text === now?.text) continue;
        // Written again with the same figures (after an earlier change in the position), a line keeps its entries.
        const { documentUid, issue } = (now ?? was)!;
        rewritten.add(documentUid);
        if (issue) changed.push({ documentUid, entity: position.entity });
      }
    }
    // Issues whose consumption changed: the receipts that copy their cost are re-computed next round.
    await dependentInfos(
      db,
      changed.map((c) => c.documentUid),
      infos,
    );
    for (const { documentUid, entity } of changed.splice(0)) {
      const info = infos.get(documentUid);
      if (!info) continue;
      const dependents = dependentPositions(info, entity);
      if (dependents.manufacture) manufactureDocs.add(documentUid);
      for (const d of dependents.positions) addToReplay(d, d.from);
    }
    await flush();
  }

  const firstShortage = shortages.values().next();
  if (!firstShortage.done) throw new LedgerError('NOT_ENOUGH_STOCK', await describeShortage(db, firstShortage.value));
  for (const { key, held, lastDate, lastDay } of toCache) {
    const written = writes.get(key);
    if (written?.count === 1) cacheQueue(db, context, { key, queue: { stamp: written.stamp, batches: held, lastDate, lastDay } });
  }
  for (const uid of manufactureDocs) {
    await writeManufactureFigures(db, uid);
    rewritten.add(uid);
  }
  await rewriteEntries(db, rewritten, context);
  return rewritten;
}
