import { describe, expect, it } from 'vitest';
import { positionsOfLines, type StockLine } from '../../../../../server/ledger/stock/positions.js';

const goods = (entity: string, kind: string | null = null): StockLine => ({ entity_uid: entity, kind, entity_kind: 'goods' });
const service = (entity: string, kind: string | null = null): StockLine => ({ entity_uid: entity, kind, entity_kind: 'service' });

/** Which positions a document's lines move (docs/service-behaviour.md, "Posting effects"): `store|entity`, issues first. */
const cases: { name: string; type: string; lines: StockLine[]; positions: string[] }[] = [
  { name: 'a sale takes its goods out of storeOut', type: 'waybillOut', lines: [goods('g1'), goods('g2')], positions: ['A|g1', 'A|g2'] },
  { name: 'a purchase puts its goods into storeIn', type: 'waybillIn', lines: [goods('g1')], positions: ['B|g1'] },
  {
    name: 'a move takes out of storeOut before it puts into storeIn',
    type: 'inventoryMove',
    lines: [goods('g1')],
    positions: ['A|g1', 'B|g1'],
  },
  { name: 'services never move stock, in a sale', type: 'waybillOut', lines: [service('s1'), goods('g1')], positions: ['A|g1'] },
  {
    name: 'services never move stock, among the materials of a manufacture',
    type: 'manufacture',
    lines: [goods('p1', 'product'), goods('m1', 'material'), service('s1', 'material')],
    positions: ['A|m1', 'B|p1'],
  },
  { name: 'an invoice moves nothing', type: 'invoice', lines: [goods('g1')], positions: [] },
  { name: 'a payment moves nothing', type: 'payFromCustomer', lines: [goods('g1')], positions: [] },
];

describe('the positions a document moves', () => {
  it.each(cases)('$name', ({ type, lines, positions }) => {
    const moved = positionsOfLines({ type, store_out: 'A', store_in: 'B' }, lines);
    expect(moved.map((p) => `${p.store}|${p.entity}`)).toEqual(positions);
  });
});
