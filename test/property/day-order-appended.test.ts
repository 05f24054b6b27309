import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberSortKey, receivesFromOwnIssues, STORES_OF_TYPE, type DocumentType } from '../../shared/api/index.js';
import { dayMovesIn, followsDayEnd, latestMovesIn, mayFollow, type DayHeader } from '../../server/ledger/stock/day-moves.js';
import { eventsOfLines } from '../../server/ledger/stock/events.js';
import { orderEvents } from '../../server/ledger/stock/fifo.js';
import { positionKey } from '../../server/ledger/stock/positions.js';
import { Decimal } from '../../shared/api/money.js';
import { moneyToDb, qtyToDb } from '../../server/database/minor-units.js';
import { runsFor, timeoutFor } from './arbitraries.js';

/**
 * The appended check (server/ledger/stock/appended.ts) decides from documents' headers that a posting
 * comes after every event of a position, so the cached FIFO queue can go on instead of a replay. The
 * FIFO itself orders the events of the lines (orderEvents). Both take their order from
 * shared/api/day-order.ts; here, over random days of receipts, issues, moves, operations and
 * manufactures that are their own material, with equal numbers and uids in any order, whatever the
 * check accepts really sorts last, and where the headers fix every move's place it accepts all that does.
 */

const STORES = ['A', 'B'] as const;
const GOODS = ['x', 'y'] as const;
const DATES = ['2026-05-05', '2026-05-06'] as const;
const TYPES = ['waybillIn', 'waybillOut', 'waybillRetOut', 'manufacture', 'inventoryMove', 'inventoryWriteOff', 'ledgerOperation'] as const;
type Type = (typeof TYPES)[number];
/** The position every case looks at. */
const POSITION = { store: 'A', entity: 'x' };

interface Line {
  entity: string;
  kind: 'product' | 'material' | null;
  /** A manual operation's receipt names its store on the line. */
  store: string;
}
interface Doc {
  header: DayHeader;
  lines: Line[];
}

const line = (type: Type) =>
  fc.record({
    entity: fc.constantFrom(...GOODS),
    kind: type === 'manufacture' ? fc.constantFrom('product' as const, 'material' as const) : fc.constant(null),
    store: fc.constantFrom(...STORES),
  });

/** A document of a type with the stores its type reads (a move between two different ones), its number from a few that repeat. */
const doc = (uid: string): fc.Arbitrary<Doc> =>
  fc.constantFrom(...TYPES).chain((type) =>
    fc
      .record({
        date: fc.constantFrom(...DATES),
        no: fc.constantFrom('1', '2', '10', 'A-1'),
        storeIn: fc.constantFrom(...STORES),
        storeOut: fc.constantFrom(...STORES),
        lines: fc.array(line(type), { minLength: 1, maxLength: 3 }),
      })
      .filter((d) => type !== 'inventoryMove' || d.storeIn !== d.storeOut)
      .map((d) => {
        const stores = type === 'ledgerOperation' ? { storeIn: false, storeOut: false } : STORES_OF_TYPE[type as DocumentType];
        return {
          header: {
            document_uid: uid,
            type,
            date: d.date,
            no_key: numberSortKey(d.no),
            store_in: stores.storeIn ? d.storeIn : null,
            store_out: stores.storeOut ? d.storeOut : null,
          },
          lines: d.lines,
        };
      }),
  );

/** A day or two of documents; their uids differ but sort in any order against their numbers. */
const days = fc
  .uniqueArray(fc.stringMatching(/^[0-9a-f]{3}$/), { minLength: 1, maxLength: 7 })
  .chain((uids) => fc.tuple(...uids.map((uid) => doc(uid))));

/** The posted lines as the stock events read them (events.ts): a manual operation's receipt comes into its line's store. */
function rowsOf(docs: readonly Doc[]) {
  return docs.flatMap((d, i) =>
    d.lines.map((l, position) => ({
      ...d.header,
      store_in: d.header.type === 'ledgerOperation' ? l.store : d.header.store_in,
      document_id: i + 1,
      vat_code: null,
      vat_in_price: false,
      agent_uid: null,
      parent_uid: null,
      line_uid: `${d.header.document_uid}:${position}`,
      entity_uid: l.entity,
      position,
      kind: l.kind,
      qty: qtyToDb(new Decimal(1)),
      sum: moneyToDb(new Decimal(1)),
      cost_with_vat: null,
    })),
  );
}

/** The position's events in the FIFO's order, as document uids. */
function fifoOrder(docs: readonly Doc[]): string[] {
  const events = eventsOfLines([POSITION], rowsOf(docs)).get(positionKey(POSITION)) ?? [];
  return orderEvents(events).map((e) => e.documentUid);
}

/** Whether every event of `uid` in the FIFO's order comes after every other document's. */
function sortsLast(order: readonly string[], uid: string): boolean {
  const first = order.indexOf(uid);
  return first >= 0 && order.slice(first).every((u) => u === uid);
}

/** Whether some document may take either place for its receipts in the position: a manufacture receiving into and issuing from its store. */
const placeUnsure = (d: Doc) =>
  receivesFromOwnIssues(d.header.type) && d.header.store_in === POSITION.store && d.header.store_out === POSITION.store;

const STORE_A = new Set([POSITION.store]);

describe('the day order of the FIFO and of the appended check', () => {
  it(
    'accepts as appended only a posting whose events sort after every other, and every such one where the headers fix the places',
    () => {
      fc.assert(
        fc.property(days, fc.nat(), (docs, pick) => {
          const order = fifoOrder(docs);
          const moving = docs.filter((d) => order.includes(d.header.document_uid));
          fc.pre(moving.length > 0);
          const posted = moving[pick % moving.length] as Doc;
          const uid = posted.header.document_uid;
          const others = docs.filter((d) => d !== posted);
          const last = sortsLast(order, uid);
          const exact = !docs.some(placeUnsure);
          const moves = (d: Doc) => order.includes(d.header.document_uid);

          // Without a cached queue: the lines of the documents that may follow are read; none may move the position.
          const later = others.filter((d) => mayFollow(d.header, posted.header, STORE_A));
          const accepted = !later.some(moves);
          if (accepted) expect(last, 'accepted without a cached queue, yet not last').toBe(true);
          if (exact) expect(accepted, 'the headers fix every place').toBe(last);

          // With a cached queue: the position's last day as the postings before kept it, a superset of the documents that move it.
          const before = others.filter(moves);
          fc.pre(before.length > 0);
          const lastDate = before.map((d) => d.header.date).reduce((a, b) => (a > b ? a : b));
          const ofLastDay = (d: Doc) => d.header.date === lastDate;
          const kept = {
            lastDate,
            lastDay: latestMovesIn(
              others.filter(ofLastDay).map((d) => d.header),
              POSITION.store,
            ),
          };
          if (followsDayEnd(kept, posted.header, POSITION.store)) expect(last, 'accepted on a cached queue, yet not last').toBe(true);
          const exactDay = {
            lastDate,
            lastDay: latestMovesIn(
              before.filter(ofLastDay).map((d) => d.header),
              POSITION.store,
            ),
          };
          if (exact) expect(followsDayEnd(exactDay, posted.header, POSITION.store), 'the kept day fixes every place').toBe(last);
        }),
        runsFor(20, 2_000),
      );
    },
    timeoutFor(20, 2_000),
  );

  it('gives a document the moves its header allows in a store and none elsewhere', () => {
    const header = (type: Type, store_in: string | null, store_out: string | null): DayHeader => ({
      document_uid: 'u',
      type,
      date: DATES[0],
      no_key: numberSortKey('1'),
      store_in,
      store_out,
    });
    const places = (h: DayHeader) => dayMovesIn(h, STORE_A).map((m) => m.receivedFirst);
    expect(places(header('waybillIn', 'A', null))).toEqual([true]);
    expect(places(header('waybillOut', null, 'A'))).toEqual([false]);
    expect(places(header('waybillIn', 'B', null))).toEqual([]);
    // A manufacture in one store may receive its product before or after its materials leave.
    expect(places(header('manufacture', 'A', 'A'))).toEqual([true, false]);
    expect(places(header('manufacture', 'A', 'B'))).toEqual([true]);
    expect(places(header('ledgerOperation', null, null))).toEqual([true]);
  });
});
