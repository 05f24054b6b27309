import { describe, expect, it } from 'vitest';
import { compareDayMoves, numberSortKey, type DayMove } from '../../../shared/api/day-order.js';
import { documentSumOfLines } from '../../../shared/api/amount-rules.js';
import { DOCUMENT_TYPES, ISSUE_TYPES, RECEIPT_TYPES, STORES_OF_TYPE, stockMovesOfLine } from '../../../shared/api/document-types.js';
import { Decimal } from '../../../shared/api/money.js';

const product = { kind: 'product', sum: new Decimal('100.00') };
const material = { kind: 'material', sum: new Decimal('40.00') };

describe('the default sum of a document', () => {
  it("is a manufacture's product lines only: 100.00 of products made from 40.00 of materials is 100.00, not 140.00", () => {
    expect(documentSumOfLines('manufacture', [product, material]).toFixed(2)).toBe('100.00');
  });

  it('is every line of any other type', () => {
    const lines = [{ sum: new Decimal('100.00') }, { sum: new Decimal('40.00') }];
    for (const type of DOCUMENT_TYPES.filter((t) => t !== 'manufacture')) expect(documentSumOfLines(type, lines).toFixed(2)).toBe('140.00');
  });
});

describe('which lines move stock', () => {
  it('brings a manufacture’s products into storeIn and takes its materials out of storeOut', () => {
    expect(stockMovesOfLine('manufacture', 'product')).toEqual({ into: true, outOf: false });
    expect(stockMovesOfLine('manufacture', 'material')).toEqual({ into: false, outOf: true });
  });

  it('moves every line of a stock document the way its type goes, and none of an invoice or an unknown type', () => {
    expect(stockMovesOfLine('waybillIn', undefined)).toEqual({ into: true, outOf: false });
    expect(stockMovesOfLine('waybillOut', undefined)).toEqual({ into: false, outOf: true });
    expect(stockMovesOfLine('inventoryMove', undefined)).toEqual({ into: true, outOf: true });
    expect(stockMovesOfLine('invoice', undefined)).toEqual({ into: false, outOf: false });
    expect(stockMovesOfLine('__proto__', undefined)).toEqual({ into: false, outOf: false });
  });

  it('has the stores a type reads agree with the lines it moves', () => {
    for (const type of DOCUMENT_TYPES) {
      expect(STORES_OF_TYPE[type].storeIn, type).toBe(RECEIPT_TYPES.includes(type));
      expect(STORES_OF_TYPE[type].storeOut, type).toBe(ISSUE_TYPES.includes(type));
    }
  });
});

describe('the order of moves within a day', () => {
  const move = (no: string, receivedFirst: boolean, date = '2026-05-05'): DayMove => ({
    date,
    receivedFirst,
    noKey: numberSortKey(no),
    documentUid: no,
  });

  it('puts the day’s receipts before its issues whatever their numbers, then orders by number as numbers', () => {
    const moves = [move('10', false), move('9', false), move('11', true), move('1', false, '2026-05-06')];
    expect(moves.sort(compareDayMoves).map((m) => m.documentUid)).toEqual(['11', '9', '10', '1']);
  });
});
