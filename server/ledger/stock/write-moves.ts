import type { CompanyContext } from '../context.js';
import { FigureOutOfRange, minorUnits, moneyToDb, qtyToDb, ZERO } from '../../database/minor-units.js';
import type { ValuesRow } from '../../database/rows-statement.js';
import { takeChangeStamps } from '../change-stamps.js';
import type { Db } from '../types.js';
import type { Move } from './fifo.js';
import { positionKey, type Position } from './positions.js';
import { dayOf, keyOf, keysOf } from './keys.js';
import { moveSnapshots } from './snapshots.js';
import { positionKeys, positionsIn, type StoredMove } from './stored-moves.js';
import { addToBalances, addToTotals, insertMoves } from './write-moves-sql.js';

/** A position's new moves: its stored moves from its start on (`stale`, from `keep` on) are replaced by `moves` from `keep` on. */
export interface PendingWrite {
  position: Position;
  moves: Move[];
  stale: StoredMove[];
  keep: number;
}

/** A running total's difference, in whole units of the database (minor-units.ts), by its integer keys. */
interface Difference {
  store: number;
  entity: number;
  supplier: number;
  qty: number;
  amount: number;
}

/** A sum of stored figures that must stay exact. */
function exactSum(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw new FigureOutOfRange(`a running total of ${a} and ${b} is beyond exact integer arithmetic`);
  return sum;
}

/**
 * Writes the changed tail of each position's moves (the unchanged head keeps its rows, and ids keep
 * the FIFO order) and moves the position's running totals by the difference, in a few statements.
 * Answers the change stamp each position's totals took. The values go to the database as rows of
 * numbers in one statement each (write-moves-sql.ts): a posting writes its moves on every call, and
 * assembling them through the query builder took longer than the database's insert.
 */
export async function writePositions(db: Db, context: CompanyContext, pending: PendingWrite[]): Promise<Map<string, number>> {
  if (pending.length === 0) return new Map();
  const stale = pending.flatMap((p) => p.stale.slice(p.keep).map((m) => m.id));
  for (let i = 0; i < stale.length; i += 5000)
    await db
      .deleteFrom('stock_moves')
      .where('id', 'in', stale.slice(i, i + 5000))
      .execute();
  const keys = await positionKeys(
    db,
    context,
    pending.map((p) => p.position),
  );
  const suppliers = await keysOf(db, context, {
    table: 'agents',
    uids: pending.flatMap(({ moves, stale, keep }) =>
      [...moves.slice(keep), ...stale.slice(keep)].flatMap((m) => (m.supplier === null ? [] : [m.supplier])),
    ),
  });
  const supplierId = (uid: string | null) => (uid === null ? 0 : keyOf(suppliers, uid));

  const inserted: ValuesRow[] = [];
  // Running totals move by the difference, only for the suppliers whose moves changed.
  const differences = new Map<string, Difference>();
  const perPosition = new Map<string, Difference>();
  const add = (
    into: Map<string, Difference>,
    key: string,
    { at, qty, amount }: { at: Omit<Difference, 'qty' | 'amount'>; qty: number; amount: number },
  ) => {
    const d = into.get(key);
    if (d) {
      d.qty = exactSum(d.qty, qty);
      d.amount = exactSum(d.amount, amount);
    } else into.set(key, { ...at, qty, amount });
  };
  for (const { position, moves, stale, keep } of pending) {
    const store = keyOf(keys.stores, position.store);
    const entity = keyOf(keys.entities, position.entity);
    // Every written position takes a new change stamp, a zero difference included: the balance mirror reads the rows
    // stamped after its last look, and a cached FIFO queue holds only while its position keeps the stamp it was cached
    // with (cached-queues.ts); a re-costing that leaves the totals as they were still changes the queue.
    add(perPosition, positionKey(position), { at: { store, entity, supplier: 0 }, qty: 0, amount: 0 });
    for (const m of stale.slice(keep)) {
      const supplier = supplierId(m.supplier);
      add(differences, `${store}|${entity}|${supplier}`, {
        at: { store, entity, supplier },
        qty: -minorUnits(qtyToDb(m.qty)),
        amount: -minorUnits(moneyToDb(m.amount)),
      });
    }
    for (const m of moves.slice(keep)) {
      const supplier = supplierId(m.supplier);
      const [qty, amount] = [qtyToDb(m.qty), moneyToDb(m.amount)];
      inserted.push([m.documentId, m.line, dayOf(m.date), store, entity, supplier, qty, amount]);
      add(differences, `${store}|${entity}|${supplier}`, {
        at: { store, entity, supplier },
        qty: minorUnits(qty),
        amount: minorUnits(amount),
      });
    }
  }
  for (let i = 0; i < inserted.length; i += 2000) await insertMoves(db, inserted.slice(i, i + 2000));

  const changed = [...differences.values()].filter((d) => d.qty !== 0 || d.amount !== 0);
  let anyZero = false;
  for (let i = 0; i < changed.length; i += 2000) {
    const cameToZero = await addToBalances(
      db,
      changed.slice(i, i + 2000).map((d) => [d.store, d.entity, d.supplier, d.qty, d.amount]),
    );
    anyZero ||= cameToZero;
  }
  const storeUids = new Map(pending.map(({ position }) => [keyOf(keys.stores, position.store), position.store]));
  const entityUids = new Map(pending.map(({ position }) => [keyOf(keys.entities, position.entity), position.entity]));
  for (const d of changed) {
    const key = positionKey({ store: storeUids.get(d.store) as string, entity: entityUids.get(d.entity) as string });
    add(perPosition, key, { at: d, qty: d.qty, amount: d.amount });
  }
  const stamps = new Map<string, number>();
  const totals = [...perPosition.entries()];
  let stamp = await takeChangeStamps(db, totals.length);
  for (let i = 0; i < totals.length; i += 2000) {
    const rows: ValuesRow[] = [];
    for (const [key, d] of totals.slice(i, i + 2000)) {
      stamps.set(key, stamp);
      rows.push([d.store, d.entity, d.qty, d.amount, stamp++]);
    }
    await addToTotals(db, rows);
  }
  // Zero rows of stock_totals stay: the mirror must see that the position went to zero. Those of stock_balances go,
  // looked for only when the upsert above left one (most postings leave none, and the look costs a statement).
  if (anyZero) {
    await db
      .deleteFrom('stock_balances')
      .where(
        positionsIn(
          pending.map((p) => p.position),
          keys,
        ),
      )
      .where('qty', '=', ZERO)
      .where('amount', '=', ZERO)
      .execute();
  }
  await moveSnapshots(
    db,
    context,
    pending.flatMap(({ position, moves, stale, keep }) => [
      ...stale.slice(keep).map((m) => ({ position, date: m.date, qty: m.qty.negated(), amount: m.amount.negated() })),
      ...moves.slice(keep).map((m) => ({ position, date: m.date, qty: m.qty, amount: m.amount })),
    ]),
  );
  return stamps;
}
