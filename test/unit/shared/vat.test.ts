import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../shared/api/money.js';
import { computePartVat, computeVat, VAT_CODES, VatCodeSchema, vatRate, type InvoiceRest } from '../../../shared/api/vat.js';

const split = (sum: string, code: Parameters<typeof computeVat>[1], inPrice: boolean) => {
  const r = computeVat(new Decimal(sum), code, inPrice);
  return { vatSum: r.vatSum.toFixed(2), total: r.total.toFixed(2), net: r.net.toFixed(2) };
};

describe('VAT codes', () => {
  it('knows the rate of every code', () => {
    expect(Object.fromEntries(VAT_CODES.map((c) => [c, vatRate(c)]))).toEqual({ '20': 20, '14': 14, '7': 7, '0': 0, exempt: 0, none: 0 });
  });

  it('treats a missing code as no VAT', () => {
    expect(vatRate(null)).toBe(0);
    expect(vatRate(undefined)).toBe(0);
  });

  it('accepts a code as a number, a string, or in any letter case', () => {
    expect(VatCodeSchema.parse(20)).toBe('20');
    expect(VatCodeSchema.parse('7')).toBe('7');
    expect(VatCodeSchema.parse(0)).toBe('0');
    expect(VatCodeSchema.parse(' Exempt ')).toBe('exempt');
    expect(VatCodeSchema.parse('NONE')).toBe('none');
  });

  it('refuses a rate that is not one of ours and names the allowed codes', () => {
    for (const bad of ['10', 21, '20%', '', 'zero']) {
      const result = VatCodeSchema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toContain('vatCode must be one of 20, 14, 7, 0, exempt, none');
    }
  });
});

describe('computeVat', () => {
  it('adds VAT on top when prices are without VAT', () => {
    expect(split('100.00', '20', false)).toEqual({ vatSum: '20.00', total: '120.00', net: '100.00' });
    expect(split('100.00', '14', false)).toEqual({ vatSum: '14.00', total: '114.00', net: '100.00' });
    expect(split('100.00', '7', false)).toEqual({ vatSum: '7.00', total: '107.00', net: '100.00' });
  });

  it('extracts VAT from the sum when prices include VAT', () => {
    expect(split('120.00', '20', true)).toEqual({ vatSum: '20.00', total: '120.00', net: '100.00' });
    expect(split('114.00', '14', true)).toEqual({ vatSum: '14.00', total: '114.00', net: '100.00' });
    expect(split('107.00', '7', true)).toEqual({ vatSum: '7.00', total: '107.00', net: '100.00' });
  });

  it('charges no VAT at 0 %, exempt, none or without a code, whichever way prices are given', () => {
    for (const code of ['0', 'exempt', 'none', null, undefined] as const) {
      expect(split('99.99', code, true)).toEqual({ vatSum: '0.00', total: '99.99', net: '99.99' });
      expect(split('99.99', code, false)).toEqual({ vatSum: '0.00', total: '99.99', net: '99.99' });
    }
  });

  it('rounds VAT on top to kopecks, a half kopeck up', () => {
    expect(split('0.25', '14', false)).toEqual({ vatSum: '0.04', total: '0.29', net: '0.25' }); // 0.035
    expect(split('0.07', '7', false)).toEqual({ vatSum: '0.00', total: '0.07', net: '0.07' }); // 0.0049
    expect(split('33.33', '20', false)).toEqual({ vatSum: '6.67', total: '40.00', net: '33.33' }); // 6.666
  });

  it('rounds extracted VAT to kopecks and keeps net + VAT equal to the sum', () => {
    expect(split('10.00', '14', true)).toEqual({ vatSum: '1.23', total: '10.00', net: '8.77' }); // 1.2280…
    expect(split('0.03', '20', true)).toEqual({ vatSum: '0.01', total: '0.03', net: '0.02' }); // exactly 0.005
    expect(split('0.02', '20', true)).toEqual({ vatSum: '0.00', total: '0.02', net: '0.02' }); // 0.0033…
  });

  it('handles negative sums symmetrically, rounding away from zero', () => {
    expect(split('-0.25', '14', false)).toEqual({ vatSum: '-0.04', total: '-0.29', net: '-0.25' });
    expect(split('-120.00', '20', true)).toEqual({ vatSum: '-20.00', total: '-120.00', net: '-100.00' });
  });
});

describe('computePartVat', () => {
  const d = (value: string) => new Decimal(value);
  /** An invoice of 150,04 at 20% (VAT 30,01) of which a part of 100,02 with VAT 20,00 is shipped. */
  const invoice = (over: Partial<InvoiceRest> = {}): InvoiceRest => ({
    sum: d('150.04'),
    vatSum: d('30.01'),
    vatCode: '20',
    vatInPrice: false,
    parts: [{ sum: d('100.02'), vatSum: d('20.00') }],
    ...over,
  });
  const part = (sum: string, rest: InvoiceRest | null, code: '20' | '7' = '20') => {
    const r = computePartVat({ sum: d(sum), code, vatInPrice: rest?.vatInPrice ?? false }, rest);
    return { vatSum: r.vatSum.toFixed(2), total: r.total.toFixed(2) };
  };

  it('gives the part that completes the invoice the rest of its VAT, so the totals add up to 180,05', () => {
    expect(part('50.02', invoice())).toEqual({ vatSum: '10.01', total: '60.03' });
  });

  it('with VAT in the price, the last part keeps its sum as its total and takes the rest of the VAT', () => {
    // 0,03 alone has VAT 0,01 (0,005 rounded up); the invoice of 0,06 has 0,01 in all.
    const rest = invoice({ sum: d('0.06'), vatSum: d('0.01'), vatInPrice: true, parts: [{ sum: d('0.03'), vatSum: d('0.01') }] });
    expect(part('0.03', rest)).toEqual({ vatSum: '0.00', total: '0.03' });
  });

  it('rounds a part on its own when it does not complete the invoice, has another rate, or there is no invoice', () => {
    expect(part('40.02', invoice())).toEqual({ vatSum: '8.00', total: '48.02' });
    expect(part('50.02', invoice(), '7')).toEqual({ vatSum: '3.50', total: '53.52' });
    expect(part('50.02', null)).toEqual({ vatSum: '10.00', total: '60.02' });
    expect(part('150.04', invoice({ parts: [] }))).toEqual({ vatSum: '30.01', total: '180.05' });
  });

  it('keeps its own VAT when the rest is more than rounding away (an earlier part was edited by hand)', () => {
    expect(part('50.02', invoice({ parts: [{ sum: d('100.02'), vatSum: d('5.00') }] }))).toEqual({ vatSum: '10.00', total: '60.02' });
  });
});
