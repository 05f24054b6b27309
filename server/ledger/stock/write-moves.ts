import type { CompanyContext } from '../context.js';
import { sql } from 'kysely';
import { Decimal } from '../../../shared/api/index.js';
import { moneyToDb, qtyToDb, ZERO } from '../../store/minor-units.js';
import { takeChangeStamps } from '../change-stamps.js';
import type { Db } from '../types.js';
import type { Move } from './fifo.js';
import { positionKey, type Position } from './positions.js';
import { dayOf, keyOf, keysOf } from './keys.js';
import { moveSnapshots } from './snapshots.js';
import { positionKeys, positionsIn, type StoredMove } from './stored-moves.js';

/** A written position's difference before its moves are added (Decimals are immutable, so one serves all). */
const NO_CHANGE = new Decimal(0);

/** A position's new moves: its stored moves from its start on (`stale`, from `keep` on) are replaced by `moves` from `keep` on. */
export interface PendingWrite {
  position: Position;
  moves: Move[];
  stale: StoredMove[];
  keep: number;
}

/**
 * Writes the changed tail of each position's moves (the unchanged head keeps its rows, and ids keep
 * the FIFO order) and moves the position's running totals by the difference, in a few statements.
 * Answers the change stamp each position's totals took.
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
  const written = pending.flatMap(({ moves, keep }) => moves.slice(keep));
  const suppliers = await keysOf(
    db,
    context,
    'agents',
    written.flatMap((m) => (m.supplier === null ? [] : [m.supplier])),
  );
  const supplierId = (uid: string | null) => (uid === null ? 0 : keyOf(suppliers, uid));
  // A statement of its own rather than the query builder's: a posting writes its moves on every call, and the builder
  // takes longer to assemble the values than the database to insert them.
  const inserted = pending.flatMap(({ position, moves, keep }) =>
    moves
      .slice(keep)
      .map(
        (m) =>
          sql`(${m.documentId}, ${m.line}, ${dayOf(m.date)}, ${keyOf(keys.stores, position.store)}, ${keyOf(
            keys.entities,
            position.entity,
          )}, ${supplierId(m.supplier)}, ${qtyToDb(m.qty)}, ${moneyToDb(m.amount)})`,
      ),
  );
  for (let i = 0; i < inserted.length; i += 2000)
    await sql`insert into stock_moves (document_id, line, date, store_id, entity_id, supplier_id, qty, amount)
      values ${sql.join(inserted.slice(i, i + 2000))}`.execute(db);

  // Running totals move by the difference, only for the suppliers whose moves changed.
  const deltas = new Map<string, { store_uid: string; entity_uid: string; supplier_uid: string | null; qty: Decimal; amount: Decimal }>();
  const add = (position: Position, supplier: string | null, qty: Decimal.Value, amount: Decimal.Value) => {
    const key = `${positionKey(position)}|${supplier}`;
    const d = deltas.get(key) ?? {
      store_uid: position.store,
      entity_uid: position.entity,
      supplier_uid: supplier,
      qty: new Decimal(0),
      amount: new Decimal(0),
    };
    deltas.set(key, { ...d, qty: d.qty.plus(qty), amount: d.amount.plus(amount) });
  };
  const staleSuppliers = await keysOf(
    db,
    context,
    'agents',
    pending.flatMap(({ stale, keep }) => stale.slice(keep).flatMap((m) => (m.supplier === null ? [] : [m.supplier]))),
  );
  for (const [uid, id] of staleSuppliers.id) suppliers.id.set(uid, id);
  for (const { position, moves, stale, keep } of pending) {
    for (const m of stale.slice(keep)) add(position, m.supplier, m.qty.negated(), m.amount.negated());
    for (const m of moves.slice(keep)) add(position, m.supplier, m.qty, m.amount);
  }
  const changed = [...deltas.values()].filter((d) => !d.qty.isZero() || !d.amount.isZero());
  let anyZero = false;
  for (let i = 0; i < changed.length; i += 2000) {
    const values = sql.join(
      changed
        .slice(i, i + 2000)
        .map(
          (d) =>
            sql`(${keyOf(keys.stores, d.store_uid)}, ${keyOf(keys.entities, d.entity_uid)}, ${supplierId(d.supplier_uid)}, ${qtyToDb(
              d.qty,
            )}, ${moneyToDb(d.amount)})`,
        ),
    );
    const { rows } = await sql<{
      empty: boolean | number;
    }>`insert into stock_balances (store_id, entity_id, supplier_id, qty, amount) values ${values}
      on conflict (store_id, entity_id, supplier_id)
      do update set qty = stock_balances.qty + excluded.qty, amount = stock_balances.amount + excluded.amount
      returning qty = 0 and amount = 0 as empty`.execute(db);
    anyZero ||= rows.some((row) => Boolean(row.empty));
  }
  const perPosition = new Map<string, { store_uid: string; entity_uid: string; qty: Decimal; amount: Decimal }>();
  for (const { position } of pending)
    perPosition.set(positionKey(position), { store_uid: position.store, entity_uid: position.entity, qty: NO_CHANGE, amount: NO_CHANGE });
  for (const d of changed) {
    const key = positionKey({ store: d.store_uid, entity: d.entity_uid });
    const t = perPosition.get(key)!;
    perPosition.set(key, { ...t, qty: t.qty.plus(d.qty), amount: t.amount.plus(d.amount) });
  }
  // Every written position takes a new change stamp, a zero difference included: the balance mirror reads the rows
  // stamped after its last look, and a kept FIFO queue holds only while its position keeps the stamp it was kept
  // with (kept-queues.ts); a re-costing that leaves the totals as they were still changes the queue.
  const stamps = new Map<string, number>();
  const rows = [...perPosition.entries()];
  let stamp = await takeChangeStamps(db, rows.length);
  for (let i = 0; i < rows.length; i += 2000) {
    const values = sql.join(
      rows.slice(i, i + 2000).map(([key, d]) => {
        stamps.set(key, stamp);
        return sql`(${keyOf(keys.stores, d.store_uid)}, ${keyOf(keys.entities, d.entity_uid)}, ${qtyToDb(d.qty)}, ${moneyToDb(
          d.amount,
        )}, ${stamp++})`;
      }),
    );
    await sql`insert into stock_totals (store_id, entity_id, qty, amount, change) values ${values}
      on conflict (store_id, entity_id)
      do update set qty = stock_totals.qty + excluded.qty, amount = stock_totals.amount + excluded.amount, change = excluded.change`.execute(
      db,
    );
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
