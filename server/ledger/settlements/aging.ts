import {
  AGING_ACCOUNTS,
  agingBucket,
  Decimal,
  toJsonNumber,
  type Aging,
  type AgingItem,
  type AgingQuery,
  type AgingRow,
} from '../../../shared/api/index.js';
import { minorUnits, type Money } from '../../database/minor-units.js';
import { compareNames } from '../directories/name-order.js';
import type { Db } from '../types.js';
import { yieldToOthers } from '../yield.js';

/** One settlement move as the report reads it, its amount in kopecks from the side's point of view. */
interface Move {
  uid: string;
  parent: string | null;
  date: string;
  /** Positive when it raises what is owed on this side (a sale on 361, a receipt on 631), negative when it settles. */
  kopecks: number;
}

/** An item still open after the moves before it: `left` kopecks, the same sign as its move's. */
interface Open {
  move: Move;
  left: number;
}

/**
 * Pairs the moves linked to each other, in date order: each settles the oldest amounts of the other
 * sign before it that it is linked to, one made on the other or both on the same invoice. The open
 * amounts are found through their uid and their parent, so a counterparty with thousands of
 * documents is not scanned once per move. Returns what is left, all moves still in date order.
 */
function settleLinked(moves: Move[]): Open[] {
  const amounts: Open[] = moves.map((move) => ({ move, left: move.kopecks }));
  const byKey = new Map<string, number[]>();
  const index = (key: string | null, at: number) => {
    if (key === null) return;
    const list = byKey.get(key);
    if (list) list.push(at);
    else byKey.set(key, [at]);
  };
  amounts.forEach((entry, at) => {
    const { move } = entry;
    // Earlier amounts linked to this move: made on what it was made on (or on it), or what it was made on.
    const candidates = [...new Set([...(move.parent === null ? [] : (byKey.get(move.parent) ?? [])), ...(byKey.get(move.uid) ?? [])])];
    for (const earlier of candidates.sort((a, b) => a - b)) {
      const item = amounts[earlier];
      if (entry.left === 0) break;
      if (!item || Math.sign(item.left) !== -Math.sign(entry.left)) continue;
      const taken = Math.sign(entry.left) * Math.min(Math.abs(entry.left), Math.abs(item.left));
      item.left += taken;
      entry.left -= taken;
    }
    index(move.uid, at);
    index(move.parent, at);
  });
  return amounts.filter((entry) => entry.left !== 0);
}

/**
 * Settles what is left FIFO, in date order: each amount the oldest of the other sign before it.
 * What stays open is all of one sign, so an amount of that sign only joins it.
 */
function settleOldestFirst(amounts: Open[]): Open[] {
  let open: Open[] = [];
  for (const { move, left } of amounts) {
    let rest = left;
    if (open.length > 0 && Math.sign(open[0]?.left ?? 0) === -Math.sign(rest)) {
      for (const item of open) {
        if (rest === 0) break;
        const taken = Math.sign(rest) * Math.min(Math.abs(rest), Math.abs(item.left));
        item.left += taken;
        rest -= taken;
      }
      open = open.filter((item) => item.left !== 0);
    }
    if (rest !== 0) open.push({ move, left: rest });
  }
  return open;
}

/**
 * What of one counterparty's moves is still open: first the moves linked to each other settle
 * each other (a payment the shipments of the invoice it was made on, a return the sale it
 * returns, whichever came first), then what is left settles the oldest on the other side (FIFO).
 * What stays open is the debts (positive) or the advances (negative), never both; their sum is
 * the counterparty's balance.
 */
function openItems(moves: Move[]): Open[] {
  return settleOldestFirst(settleLinked(moves));
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const hryvnias = (kopecks: number) => toJsonNumber(new Decimal(kopecks).dividedBy(100));

type Figures = Omit<AgingRow, 'agent' | 'items'>;
type Kopecks = Record<keyof Figures, number>;
const zero = (): Kopecks => ({ d0_30: 0, d31_60: 0, d61_90: 0, over90: 0, advance: 0, over30: 0, balance: 0 });
const asFigures = (k: Kopecks): Figures =>
  Object.fromEntries(Object.entries(k).map(([field, value]) => [field, hryvnias(value)])) as unknown as Figures;

/** Agents (by their number) whose moves are read at a time: a few thousand moves a read on a big company. */
const AGENTS_PER_READ = 200;
/** How many keys one lookup names (SQLite's limit of bound values is far above it). */
const LOOKUP_CHUNK = 500;
/** How many moves are worked through, and items made, before other requests get their turn (a few ms each). */
const MOVES_PER_TURN = 1_000;
const ITEMS_PER_TURN = 1_000;

/** The names of the counterparties and the documents the open items were linked to, read by key in pieces. */
async function lookups(db: Db, agents: string[], parents: string[]) {
  const names = new Map<string, string>();
  const refs = new Map<string, { uid: string; type: string; no: string; date: string }>();
  for (let i = 0; i < agents.length; i += LOOKUP_CHUNK) {
    const found = await db
      .selectFrom('agents')
      .select(['uid', 'name'])
      .where('uid', 'in', agents.slice(i, i + LOOKUP_CHUNK))
      .execute();
    for (const a of found) names.set(a.uid, a.name);
  }
  for (let i = 0; i < parents.length; i += LOOKUP_CHUNK) {
    const found = await db
      .selectFrom('documents')
      .select(['uid', 'type', 'no', 'date'])
      .where('uid', 'in', parents.slice(i, i + LOOKUP_CHUNK))
      .execute();
    for (const d of found) refs.set(d.uid, d);
  }
  return { names, refs };
}

/**
 * Who owes what and since when, at the end of `date`: per counterparty, the documents that still
 * carry an open amount on 361 (customers) or 631 (suppliers), with their age in days from the
 * document's date and their bucket, the counterparty's figures per bucket, and the totals. Read
 * from the same settlement moves as the agent turnover report in one pass (one query, on the
 * reader thread, docs/database.md), so a counterparty's total is that report's closing balance on
 * the account (docs/service-behaviour.md, "Aging"). Names and linked invoices are then looked up
 * by key for the open items only. Amounts are added as whole kopecks.
 */
export async function aging(db: Db, query: AgingQuery): Promise<Aging> {
  const accCode = AGING_ACCOUNTS[query.side];
  // A debt on 361 is a debit; on 631 a credit.
  const sign = query.side === 'receivable' ? 1 : -1;
  // The moves of a range of agents at a time: the whole company's 65,000 moves came from the reader's
  // thread in one message, whose taking apart held the service's loop ~40 ms (docs/performance.md).
  const bounds = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('settlement_moves')
        .select((m) => m.fn.min('agent_id').as('low'))
        .where('account', '=', accCode)
        .$asScalar()
        .as('low'),
      eb
        .selectFrom('settlement_moves')
        .select((m) => m.fn.max('agent_id').as('high'))
        .where('account', '=', accCode)
        .$asScalar()
        .as('high'),
    ])
    .executeTakeFirst();
  const movesOf = (low: number, high: number) =>
    db
      .selectFrom('settlement_moves as m')
      .innerJoin('documents as d', 'd.id', 'm.document_id')
      .innerJoin('agents as a', 'a.id', 'm.agent_id')
      .select((eb) => [
        'a.uid as agent_uid',
        'm.date',
        'm.debit',
        'm.credit',
        'd.uid',
        'd.type',
        'd.no',
        'd.parent_uid',
        // The balance each counterparty must come to: the check on the items below (and a summing read,
        // which the company file sends to its reader thread).
        eb.fn
          .agg<Money>('sum', [eb('m.debit', '-', eb.ref('m.credit'))])
          .over((over) => over.partitionBy('m.agent_id'))
          .as('balance'),
      ])
      .where('m.account', '=', accCode)
      .where('m.date', '<=', query.date)
      // Within a day, documents before payments, as the reconciliation act lists them.
      .orderBy('m.agent_id')
      .orderBy('m.date')
      .orderBy('d.category')
      .orderBy('d.no_key')
      .orderBy('d.uid')
      .where('m.agent_id', '>=', low)
      .where('m.agent_id', '<', high)
      .execute();
  const found: Awaited<ReturnType<typeof movesOf>> = [];
  for (let low = Number(bounds?.low ?? 0), high = Number(bounds?.high ?? -1); low <= high; low += AGENTS_PER_READ) {
    for (const row of await movesOf(low, low + AGENTS_PER_READ)) found.push(row);
  }

  type Found = (typeof found)[number];
  const opened: { agent: string; figures: Kopecks; items: { row: Found; move: Move; left: number }[] }[] = [];
  let start = 0;
  let worked = 0;
  while (start < found.length) {
    const first = found[start];
    if (!first) break;
    let end = start;
    while (found[end]?.agent_uid === first.agent_uid) end += 1;
    const group = found.slice(start, end);
    start = end;
    const byUid = new Map(group.map((r) => [r.uid, r]));
    const moves = group.map((r) => ({
      uid: r.uid,
      parent: r.parent_uid,
      date: r.date,
      kopecks: sign * (minorUnits(r.debit) - minorUnits(r.credit)),
    }));
    const items = openItems(moves).flatMap(({ move, left }) => {
      const row = byUid.get(move.uid);
      return row ? [{ row, move, left }] : [];
    });
    const figures = zero();
    for (const { move, left } of items) {
      const bucket = left > 0 ? agingBucket(daysBetween(move.date, query.date)) : 'advance';
      figures[bucket] += left;
      figures.balance += left;
      if (bucket !== 'advance' && bucket !== 'd0_30') figures.over30 += left;
    }
    if (figures.balance !== sign * minorUnits(first.balance)) {
      throw new Error(`aging: the open items of agent ${first.agent_uid} do not add up to its balance`);
    }
    if (items.length > 0) opened.push({ agent: first.agent_uid, figures, items });
    // A big company's moves are worked through in pieces, letting other requests in between.
    worked += group.length;
    if (worked >= MOVES_PER_TURN) {
      worked = 0;
      await yieldToOthers();
    }
  }

  const parents = [...new Set(opened.flatMap((o) => o.items.flatMap((i) => (i.row.parent_uid ? [i.row.parent_uid] : []))))];
  const { names, refs } = await lookups(
    db,
    opened.map((o) => o.agent),
    parents,
  );
  const total = zero();
  const rows: AgingRow[] = [];
  let made = 0;
  for (const { agent, figures, items } of opened) {
    for (const field of Object.keys(total) as (keyof Kopecks)[]) total[field] += figures[field];
    rows.push({
      agent: { uid: agent, name: names.get(agent) ?? '' },
      ...asFigures(figures),
      items: items.map(({ row, move, left }): AgingItem => {
        const days = daysBetween(move.date, query.date);
        return {
          document: { uid: row.uid, type: row.type, no: row.no, date: row.date },
          reference: (row.parent_uid && refs.get(row.parent_uid)) || null,
          amount: hryvnias(Math.abs(move.kopecks)),
          open: hryvnias(left),
          days,
          bucket: left > 0 ? agingBucket(days) : 'advance',
        };
      }),
    });
    made += items.length;
    if (made >= ITEMS_PER_TURN) {
      made = 0;
      await yieldToOthers();
    }
  }
  rows.sort((a, b) => compareNames(a.agent.name, b.agent.name) || (a.agent.uid < b.agent.uid ? -1 : 1));
  return { date: query.date, side: query.side, accCode, rows, total: asFigures(total) };
}
