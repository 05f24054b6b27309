import { describe, expect, it } from 'vitest';
import {
  formatAmountUk,
  formatDateLongUk,
  formatDateUk,
  formatPriceUk,
  formatQtyUk,
  UK_GROUP_SEPARATOR,
} from '../../../shared/api/format-uk.js';
import { Decimal } from '../../../shared/api/money.js';

const nb = (text: string) => text.replace(/ /g, UK_GROUP_SEPARATOR);

describe('Ukrainian number and date formats', () => {
  it('writes amounts with two decimals, a decimal comma and no-break spaces between thousands', () => {
    expect(formatAmountUk('1234.56')).toBe(nb('1 234,56'));
    expect(formatAmountUk(1200)).toBe(nb('1 200,00'));
    expect(formatAmountUk(0)).toBe('0,00');
    expect(formatAmountUk('999.995')).toBe(nb('1 000,00'));
    expect(formatAmountUk(new Decimal('1234567890.1'))).toBe(nb('1 234 567 890,10'));
    expect(formatAmountUk('-1234.5')).toBe(nb('-1 234,50'));
    expect(formatAmountUk('-0.001')).toBe('0,00');
  });

  it('writes quantities with only the decimals they carry and prices with two to four', () => {
    expect(formatQtyUk(1500)).toBe(nb('1 500'));
    expect(formatQtyUk('2.500')).toBe('2,5');
    expect(formatQtyUk('0.125')).toBe('0,125');
    expect(formatPriceUk('12.5')).toBe('12,50');
    expect(formatPriceUk('0.1234')).toBe('0,1234');
    expect(formatPriceUk(4321.09)).toBe(nb('4 321,09'));
  });

  it('refuses what is not a number', () => {
    expect(() => formatAmountUk('abc')).toThrow(RangeError);
  });

  it('writes dates as 21.11.2026 and in words for orders', () => {
    expect(formatDateUk('2026-11-21')).toBe('21.11.2026');
    expect(formatDateUk('2026-01-05T10:00:00Z')).toBe('05.01.2026');
    expect(formatDateLongUk('2026-11-21')).toBe('21 листопада 2026 р.');
    expect(formatDateLongUk('2026-03-01')).toBe('1 березня 2026 р.');
    expect(() => formatDateUk('2026-02-30')).toThrow(RangeError);
  });
});
