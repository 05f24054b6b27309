import { describe, expect, it } from 'vitest';
import { agentActivity, entityMovement, stockCandidates, stockMoves } from '../../../../renderer/src/features/reports/drilldown.js';
import { Decimal } from '../../../../shared/api/money.js';
import type { Document } from '../../../../shared/api/documents.js';

const S1 = { uid: 's1', name: 'Центральний' };
const S2 = { uid: 's2', name: 'Магазин' };
const line = (entity: string, qty: number, kind?: 'product' | 'material') => ({
  uid: `${entity}-${qty}`,
  entity: { uid: entity, kind: 'goods', name: entity },
  qty,
  price: 1,
  sum: qty,
  memo: '',
  kind,
});
const doc = (over: Partial<Document>): Document => ({
  uid: 'u',
  date: '2026-11-01',
  type: 'waybillIn',
  no: '1',
  sum: 0,
  agent: null,
  done: true,
  storeIn: null,
  storeOut: null,
  ...over,
});

describe('stock drill-down', () => {
  it('keeps posted documents whose type moves stock through that store', () => {
    const docs = [
      doc({ uid: 'in', type: 'waybillIn', storeIn: S1 }),
      doc({ uid: 'draft', type: 'waybillIn', storeIn: S1, done: false }),
      doc({ uid: 'other', type: 'waybillOut', storeOut: S2 }),
      doc({ uid: 'move', type: 'inventoryMove', storeOut: S2, storeIn: S1 }),
      doc({ uid: 'invoice', type: 'invoice', storeOut: S1 }), // an invoice never moves stock, whatever store it names
      doc({ uid: 'sale', type: 'WaybillOut', storeOut: S1 }),
    ];
    expect(stockCandidates(docs, 's1').map((d) => d.uid)).toEqual(['in', 'move', 'sale']);
  });

  it('counts products in and materials out of a manufacture, and both sides of a move within one store', () => {
    const made = doc({
      type: 'manufacture',
      storeIn: S1,
      storeOut: S1,
      details: [line('e', 2, 'product'), line('e', 0.5, 'material'), line('x', 9, 'material')],
    });
    expect(entityMovement(made, 'e', 's1')).toEqual({ in: new Decimal(2), out: new Decimal(0.5) });
    expect(entityMovement(made, 'nothing', 's1')).toBeNull();
    const move = doc({ type: 'inventoryMove', storeOut: S1, storeIn: S2, details: [line('e', 3)] });
    expect(entityMovement(move, 'e', 's1')).toEqual({ in: new Decimal(0), out: new Decimal(3) });
    expect(entityMovement(move, 'e', 's2')).toEqual({ in: new Decimal(3), out: new Decimal(0) });
  });

  it('runs the balance from the opening through the moves in date and number order', () => {
    const moves = stockMoves(
      new Decimal('1.1'),
      [
        doc({ uid: 'b', date: '2026-11-02', no: '10', type: 'waybillOut', storeOut: S1, details: [line('e', 0.2)] }),
        doc({ uid: 'a', date: '2026-11-02', no: '9', type: 'waybillIn', storeIn: S1, details: [line('e', 0.1), line('e', 0.1)] }),
        doc({ uid: 'c', date: '2026-11-01', type: 'waybillIn', storeIn: S1, details: [line('other', 5)] }),
      ],
      { entityUid: 'e', storeUid: 's1' },
    );
    expect(moves.map((m) => [m.uid, m.in.toFixed(), m.out.toFixed(), m.balance.toFixed()])).toEqual([
      ['a', '0.2', '0', '1.3'],
      ['b', '0', '0.2', '1.1'],
    ]);
  });
});

describe('agent drill-down', () => {
  it("merges the agent's documents and payments by date and leaves out other agents", () => {
    const rows = agentActivity(
      'a',
      [
        doc({ uid: 'd1', date: '2026-11-03', agent: { uid: 'a', name: 'А' }, total: 120.3 }),
        doc({ uid: 'd2', agent: { uid: 'b', name: 'Б' } }),
      ],
      [{ uid: 'p1', date: '2026-11-02', type: 'payFromCustomer', no: '1', sum: 100, agent: { uid: 'a', name: 'А' }, done: true }],
    );
    expect(rows.map((r) => [r.kind, r.uid, r.amount.toFixed(2)])).toEqual([
      ['payment', 'p1', '100.00'],
      ['document', 'd1', '120.30'],
    ]);
  });
});
