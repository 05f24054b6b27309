import { describe, expect, it } from 'vitest';
import type { Money } from '../../../../../server/database/minor-units.js';
import { costsWithVat, takesVatIntoCost } from '../../../../../server/ledger/stock/receipt-vat.js';

/** Figures in kopecks, as the store keeps them. */
const money = (kopecks: number) => kopecks as unknown as Money;
const lines = (...sums: number[]) => sums.map((sum, position) => ({ position, sum: money(sum) }));

describe("a non-payer's purchase lines cost their sum with their VAT", () => {
  it('adds to each line its share of the VAT on top, by the lines’ sums, the shares adding up to the VAT', () => {
    // 10 000,00 + VAT 2 000,00 on one line: 12 000,00.
    expect(costsWithVat({ vat_sum: money(200_000), vat_in_price: false }, lines(1_000_000))).toEqual([1_200_000]);
    // 100,00 and 30,00, VAT 26,00: 20,00 and 6,00.
    expect(costsWithVat({ vat_sum: money(2_600), vat_in_price: false }, lines(10_000, 3_000))).toEqual([12_000, 3_600]);
    // Three lines of 0,01 and VAT 0,01: the kopeck goes to the first of the largest, as the entries give it.
    expect(costsWithVat({ vat_sum: money(1), vat_in_price: false }, lines(1, 1, 1))).toEqual([2, 1, 1]);
  });

  it('takes a line with VAT in the price at its sum, and one without VAT at its sum', () => {
    expect(costsWithVat({ vat_sum: money(6_000), vat_in_price: true }, lines(36_000))).toEqual([36_000]);
    expect(costsWithVat({ vat_sum: money(0), vat_in_price: false }, lines(10_000, 500))).toEqual([10_000, 500]);
  });

  it('shares the VAT of lines of no sum equally', () => {
    expect(costsWithVat({ vat_sum: money(3), vat_in_price: false }, lines(0, 0, 0))).toEqual([1, 1, 1]);
  });

  it('is for purchase notes only: their receipts cost their own line and they carry VAT', () => {
    expect(takesVatIntoCost('waybillIn')).toBe(true);
    for (const type of [
      'waybillOut',
      'waybillRetOut',
      'waybillRetIn',
      'inventoryMove',
      'manufacture',
      'billCompleteWorkIn',
      'payToSupplier',
    ])
      expect(takesVatIntoCost(type), type).toBe(false);
  });
});
