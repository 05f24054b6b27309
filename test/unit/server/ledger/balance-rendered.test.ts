import { describe, expect, it } from 'vitest';
import { patch, renderInPieces } from '../../../../server/ledger/balance-rendered.js';
import { entryKey, rowsBytes, type Entry, type Names } from '../../../../server/ledger/balance-rows.js';

/** Names of `stores` stores and `entities` entities, ranked in the reverse of their keys (the report's order is by name). */
function namesOf(stores: number, entities: number): Names {
  const ranked = (n: number, part: (i: number) => string) =>
    new Map(Array.from({ length: n }, (_, i) => [i + 1, { rank: n - 1 - i, bytes: Buffer.from(part(i + 1)) }] as const));
  return {
    stamp: '1',
    stores: ranked(stores, (i) => `{"store":{"uid":"s${i}","name":"Склад ${i}"},`),
    entities: ranked(entities, (i) => `"entity":{"uid":"e${i}","name":"Товар ${i}","article":"","unit":"шт"},`),
    storeKeys: new Map(Array.from({ length: stores }, (_, i) => [`s${i + 1}`, i + 1])),
  };
}

describe('a whole balance rendered in pieces', () => {
  // Three stores of 12,000 positions: several pieces of 5,000 rows in each, some positions zero (no row).
  const names = namesOf(3, 12_000);
  const byStore: Entry[][] = [1, 2, 3].map((store) =>
    Array.from({ length: 12_000 }, (_, i) => ({ store, entity: i + 1, qty: i % 7 === 0 ? 0 : (i % 50) * 1000 + 1, amount: i * 13 })),
  );

  it('is the same JSON as rendering every row at once, and its row ends and keys let a patch copy it', async () => {
    const rendered = await renderInPieces(names, byStore);
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
    const patched = patch(rendered, changed);
    const byKey = new Map(changed);
    const expected = byStore.flat().map((e) => byKey.get(entryKey(e.store, e.entity)) ?? e);
    expect(patched.bytes.equals(rowsBytes(names, expected))).toBe(true);
  });

  it('of a company with no stock is an empty array', async () => {
    expect((await renderInPieces(names, [])).bytes.toString()).toBe('[]');
  });
});
