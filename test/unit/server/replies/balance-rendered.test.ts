import { describe, expect, it } from 'vitest';
import { patchInPieces, renderInPieces } from '../../../../server/replies/balance-rendered.js';
import { DEFAULT_TUNING } from '../../../../server/ledger/context.js';
import { entryKey, type Entry } from '../../../../server/ledger/reports/balance-rows.js';
import { rowsBytes, type NameBytes } from '../../../../server/replies/balance-bytes.js';

/** Names of `stores` stores and `entities` entities, ranked in the reverse of their keys (the report's order is by name). */
function namesOf(stores: number, entities: number): NameBytes {
  const ranked = (n: number, part: (i: number) => string) =>
    new Map(Array.from({ length: n }, (_, i) => [i + 1, { rank: n - 1 - i, bytes: Buffer.from(part(i + 1)) }] as const));
  return {
    stores: ranked(stores, (i) => `{"store":{"uid":"s${i}","name":"Склад ${i}"},`),
    entities: ranked(entities, (i) => `"entity":{"uid":"e${i}","name":"Товар ${i}","article":"","unit":"шт"},`),
  };
}

describe('a whole balance rendered in pieces', () => {
  // Three stores of 12,000 positions: several pieces of 5,000 rows in each, some positions zero (no row).
  const names = namesOf(3, 12_000);
  const byStore: Entry[][] = [1, 2, 3].map((store) =>
    Array.from({ length: 12_000 }, (_, i) => ({ store, entity: i + 1, qty: i % 7 === 0 ? 0 : (i % 50) * 1000 + 1, amount: i * 13 })),
  );

  it('is the same JSON as rendering every row at once, and its row ends and keys let a patch copy it', async () => {
    const rendered = await renderInPieces(names, byStore, DEFAULT_TUNING.pieces);
    const whole = rowsBytes(names, byStore.flat());
    expect(rendered.bytes.equals(whole)).toBe(true);
    const rows = JSON.parse(rendered.bytes.toString('utf8')) as unknown[];
    expect(rendered.keys).toHaveLength(rows.length);
    // Each row ends where `ends` says: the byte after it is a comma, or the closing bracket.
    for (const end of rendered.ends) expect([0x2c, 0x5d]).toContain(rendered.bytes[end]);
    expect(new Set(rendered.keys).size).toBe(rows.length);
    // A patch that changes one position and removes another copies the rest around them.
    const changed: [number, Entry][] = [
      [entryKey(2, 8), { store: 2, entity: 8, qty: 5000, amount: 700 }],
      [entryKey(3, 9), { store: 3, entity: 9, qty: 0, amount: 0 }],
    ];
    const patched = await patchInPieces(rendered, changed, { index: true, pieceTuning: DEFAULT_TUNING.pieces });
    const byKey = new Map(changed);
    const expected = byStore.flat().map((e) => byKey.get(entryKey(e.store, e.entity)) ?? e);
    expect(patched.rendered?.bytes.equals(rowsBytes(names, expected))).toBe(true);
    expect(Buffer.concat(patched.parts).equals(rowsBytes(names, expected))).toBe(true);
  });

  it('patched in many pieces is the same JSON as rendering every row at once, and can be patched again', async () => {
    const rendered = await renderInPieces(names, byStore, DEFAULT_TUNING.pieces);
    // Every third position changes, every fifth of those to zero (its row goes), and the zero ones (no row) come back: many turns.
    const changed = new Map<number, Entry>();
    byStore.flat().forEach((e, i) => {
      if (i % 3 === 0) changed.set(entryKey(e.store, e.entity), { ...e, qty: i % 5 === 0 ? 0 : e.qty + 1000, amount: e.amount + 17 });
      else if (e.qty === 0) changed.set(entryKey(e.store, e.entity), { ...e, qty: 3000, amount: 99 });
    });
    const expected = byStore.flat().map((e) => changed.get(entryKey(e.store, e.entity)) ?? e);
    const bytesOnly = await patchInPieces(rendered, changed, { index: false, pieceTuning: DEFAULT_TUNING.pieces });
    expect(bytesOnly.parts.length).toBeGreaterThan(1);
    expect(bytesOnly.rendered).toBeNull();
    expect(Buffer.concat(bytesOnly.parts).equals(rowsBytes(names, expected))).toBe(true);
    const indexed = await patchInPieces(rendered, changed, { index: true, pieceTuning: DEFAULT_TUNING.pieces });
    const again = indexed.rendered;
    expect(again?.bytes.equals(rowsBytes(names, expected))).toBe(true);
    if (!again) return;
    for (const end of again.ends) expect([0x2c, 0x5d]).toContain(again.bytes[end]);
    // Patched once more (a position back from zero), from the index the first patch made.
    const back: [number, Entry][] = [[entryKey(1, 1), { store: 1, entity: 1, qty: 1000, amount: 5 }]];
    const twice = await patchInPieces(again, back, { index: true, pieceTuning: DEFAULT_TUNING.pieces });
    const expectedTwice = expected.map((e) => (e.store === 1 && e.entity === 1 ? back[0]![1] : e));
    expect(twice.rendered?.bytes.equals(rowsBytes(names, expectedTwice))).toBe(true);
  });

  it('of a company with no stock is an empty array', async () => {
    expect((await renderInPieces(names, [], DEFAULT_TUNING.pieces)).bytes.toString()).toBe('[]');
  });
});
