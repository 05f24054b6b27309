import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../../../shared/api/index.js';
import { advanceVatOf, type AdvanceMove } from '../../../../../server/ledger/entries/advance-vat.js';

const sale = (uid: string, total: number, vat: number): AdvanceMove => ({
  uid,
  payment: false,
  owed: new Decimal(total),
  vat: new Decimal(vat),
});
const back = (uid: string, total: number, vat: number): AdvanceMove => ({
  uid,
  payment: false,
  owed: new Decimal(-total),
  vat: new Decimal(vat),
});
const paid = (uid: string, sum: number): AdvanceMove => ({ uid, payment: true, owed: new Decimal(-sum), vat: new Decimal(0) });
const figures = (moves: AdvanceMove[]) => Object.fromEntries([...advanceVatOf(moves)].map(([uid, vat]) => [uid, vat.toFixed(2)]));

/** The first event rule's VAT per move of one counterparty (docs/service-behaviour.md, "VAT on advances"). */
describe('the VAT of advances', () => {
  it('extracts the VAT of the part of a payment above the debt, and gives a later sale the share its advance paid', () => {
    expect(figures([sale('s1', 600, 100), paid('p', 1800), sale('s2', 2400, 400)])).toEqual({ p: '200.00', s2: '200.00' });
  });

  it('makes no advance of a return: a customer owed a credit for goods sent back paid nothing ahead', () => {
    expect(figures([sale('s1', 1200, 200), back('r', 1200, 200), sale('s2', 1200, 200)])).toEqual({});
    // A payment while the customer is owed a credit is an advance in full; the credit is not.
    expect(figures([back('r', 600, 100), paid('p', 600), sale('s', 1200, 200)])).toEqual({ p: '100.00', s: '100.00' });
  });

  it('uses each advance once, and a sale without VAT takes none', () => {
    expect(figures([paid('p', 120), sale('s0', 100, 0), sale('s1', 120, 20)])).toEqual({ p: '20.00', s1: '3.33' });
  });
});
