import { jsonNumber, priceKopecks, type Entry, type Names } from '../ledger/reports/balance-rows.js';

/**
 * The warehouse balance's rows as JSON bytes, assembled from the ledger's positions and names: a
 * full company's balance has about 100,000 rows, and an object and JSON.stringify for each cost
 * seconds, as does joining 100,000 strings with Cyrillic names and encoding the result.
 */

/** Stores and entities with their place in the report's order and the UTF-8 bytes of their part of a row. */
export interface NameBytes {
  /** By integer key (stores.id, entities.id). */
  stores: Map<number, { bytes: Buffer; rank: number }>;
  entities: Map<number, { bytes: Buffer; rank: number }>;
}

/** The bytes of the names' parts of a row: the store's opening of the row, the entity's field. */
export function nameBytesOf(names: Names): NameBytes {
  const stores = [...names.stores].map(
    ([id, { uid, name, rank }]) => [id, { rank, bytes: Buffer.from(`{"store":${JSON.stringify({ uid, name })},`) }] as const,
  );
  const entities = [...names.entities].map(
    ([id, { uid, name, article, unit, rank }]) =>
      [id, { rank, bytes: Buffer.from(`"entity":${JSON.stringify({ uid, name, article, unit })},`) }] as const,
  );
  return { stores: new Map(stores), entities: new Map(entities) };
}

/** One report row: its place, the bytes of its store and entity, and its figures as ASCII JSON text. */
export interface Row {
  order: number;
  store: Buffer;
  entity: Buffer;
  figures: string;
}

/** Where a position's row goes: by store (name, uid), then entity (name, uid). */
export function orderOf(names: NameBytes, e: Entry): number {
  return (names.stores.get(e.store)?.rank ?? 0) * (names.entities.size + 1) + (names.entities.get(e.entity)?.rank ?? 0);
}

/** A position's row; null for a zero quantity (the report shows non-zero balances only). */
export function rowOf(names: NameBytes, e: Entry): Row | null {
  if (e.qty === 0) return null;
  const store = names.stores.get(e.store);
  const entity = names.entities.get(e.entity);
  if (!store || !entity) throw new Error(`stock of ${e.store}/${e.entity} refers to a missing store or entity`);
  return {
    order: orderOf(names, e),
    store: store.bytes,
    entity: entity.bytes,
    figures: `"qty":${jsonNumber(e.qty, 3)},"price":${jsonNumber(priceKopecks(e.qty, e.amount), 2)},"sum":${jsonNumber(e.amount, 2)}}`,
  };
}

/** The rows, already in order, as the UTF-8 bytes of a JSON array. */
export function joinRows(rows: Iterable<Row | null>): Buffer {
  const list: Row[] = [];
  let length = 2;
  for (const r of rows) {
    if (!r) continue;
    list.push(r);
    length += r.store.length + r.entity.length + r.figures.length + 1;
  }
  const out = Buffer.allocUnsafe(list.length === 0 ? 2 : length - 1);
  let at = 0;
  out[at++] = 0x5b; // [
  list.forEach((r, i) => {
    if (i > 0) out[at++] = 0x2c; // ,
    at += r.store.copy(out, at);
    at += r.entity.copy(out, at);
    at += out.write(r.figures, at, 'latin1');
  });
  out[at++] = 0x5d; // ]
  return out;
}

/** Positions' balances in the report's order, as the UTF-8 bytes of the `rows` array. */
export function rowsBytes(names: NameBytes, entries: Iterable<Entry>, store?: number): Buffer {
  const rows: Row[] = [];
  for (const e of entries) {
    if (store !== undefined && e.store !== store) continue;
    const row = rowOf(names, e);
    if (row) rows.push(row);
  }
  rows.sort((a, b) => a.order - b.order);
  return joinRows(rows);
}
