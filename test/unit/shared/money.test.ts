import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  Decimal,
  lineSum,
  moneyText,
  parseDecimal,
  roundMoney,
  roundTo,
  splitProportionally,
  sumDecimals,
  toDbNumeric,
  toJsonNumber,
} from '../../../shared/api/money.js';

const d = (text: string) => new Decimal(text);
const texts = (values: Decimal[]) => values.map((v) => v.toFixed(2));

describe('parseDecimal', () => {
  it('reads JSON numbers and numeric strings to the same exact value', () => {
    expect(parseDecimal(12.5)?.toFixed()).toBe('12.5');
    expect(parseDecimal('12.50')?.toFixed()).toBe('12.5');
    expect(parseDecimal(' 7 ')?.toFixed()).toBe('7');
    expect(parseDecimal('-0.25')?.toFixed()).toBe('-0.25');
    expect(parseDecimal('+3')?.toFixed()).toBe('3');
    expect(parseDecimal('.5')?.toFixed()).toBe('0.5');
    expect(parseDecimal('5.')?.toFixed()).toBe('5');
  });

  it('keeps a float literal at the decimal it was written as, not its binary approximation', () => {
    expect(
      parseDecimal(0.1)
        ?.plus(parseDecimal(0.2) as Decimal)
        .toFixed(),
    ).toBe('0.3');
  });

  it('refuses anything that is not a plain finite decimal', () => {
    for (const bad of [
      '',
      ' ',
      'abc',
      '12,50',
      '1 000',
      '1e3',
      '0x10',
      'NaN',
      'Infinity',
      '--1',
      '1.2.3',
      NaN,
      Infinity,
      -Infinity,
      null,
      undefined,
      true,
      {},
      [],
    ]) {
      expect(parseDecimal(bad), inspect(bad)).toBeNull();
    }
  });
});

describe('roundTo', () => {
  it('rounds a half up, away from zero, where a float would round down', () => {
    // 1.005 and 2.675 are just below the half as binary floats; the decimal value is exact.
    expect(roundTo(d('1.005'), 2).toFixed(2)).toBe('1.01');
    expect(roundTo(d('2.675'), 2).toFixed(2)).toBe('2.68');
    expect(roundTo(d('0.125'), 2).toFixed(2)).toBe('0.13');
  });

  it('rounds a negative half away from zero too', () => {
    expect(roundTo(d('-1.005'), 2).toFixed(2)).toBe('-1.01');
    expect(roundTo(d('-0.125'), 2).toFixed(2)).toBe('-0.13');
  });

  it('rounds below the half down and above it up', () => {
    expect(roundTo(d('1.0049'), 2).toFixed(2)).toBe('1.00');
    expect(roundTo(d('1.0051'), 2).toFixed(2)).toBe('1.01');
    expect(roundTo(d('-1.0049'), 2).toFixed(2)).toBe('-1.00');
  });

  it('rounds to other scales: a quantity to 3 places, a price to 4', () => {
    expect(roundTo(d('0.0005'), 3).toFixed()).toBe('0.001');
    expect(roundTo(d('1.23455'), 4).toFixed()).toBe('1.2346');
    expect(roundTo(d('12.5'), 0).toFixed()).toBe('13');
  });

  it('roundMoney rounds to kopecks', () => {
    expect(roundMoney(d('10.555')).toFixed(2)).toBe('10.56');
  });
});

describe('lineSum and sumDecimals', () => {
  it('computes qty × price rounded to kopecks without float error', () => {
    expect(lineSum(d('3'), d('0.335')).toFixed(2)).toBe('1.01');
    expect(lineSum(d('1.5'), d('19.99')).toFixed(2)).toBe('29.99');
  });

  it('adds up exactly and gives zero for an empty list', () => {
    expect(sumDecimals([d('0.1'), d('0.2')]).toFixed()).toBe('0.3');
    expect(sumDecimals([]).toFixed()).toBe('0');
  });
});

describe('splitProportionally', () => {
  it('gives the rounding remainder to the largest weight, wherever it stands', () => {
    // 1/7, 5/7, 1/7 of 1.00 round to 0.14, 0.71, 0.14 = 0.99; the missing kopeck goes to the middle line.
    expect(texts(splitProportionally(d('1.00'), [d('1'), d('5'), d('1')]))).toEqual(['0.14', '0.72', '0.14']);
  });

  it('takes an excess kopeck back from the largest weight when the shares round up too far', () => {
    // 0.015, 0.03, 0.005 round to 0.02, 0.03, 0.01 = 0.06, one kopeck over 0.05.
    const shares = splitProportionally(d('0.05'), [d('3'), d('6'), d('1')]);
    expect(texts(shares)).toEqual(['0.02', '0.02', '0.01']);
  });

  it('adds up to the total exactly for equal weights', () => {
    const shares = splitProportionally(d('100.00'), [d('1'), d('1'), d('1')]);
    expect(texts(shares)).toEqual(['33.34', '33.33', '33.33']);
    expect(sumDecimals(shares).toFixed(2)).toBe('100.00');
  });

  it('adds up to the total exactly for awkward weights and a negative total', () => {
    const weights = [d('0.333'), d('2.5'), d('7'), d('0.001')];
    for (const total of ['1234.57', '0.01', '-99.99']) {
      expect(sumDecimals(splitProportionally(d(total), weights)).toFixed(2)).toBe(total);
    }
  });

  it('returns nothing for no weights and refuses weights that sum to zero', () => {
    expect(splitProportionally(d('10'), [])).toEqual([]);
    expect(() => splitProportionally(d('10'), [d('0'), d('0')])).toThrow();
  });
});

describe('conversions', () => {
  it('stores decimals as plain text, without exponent notation', () => {
    expect(toDbNumeric(d('0.0000001'))).toBe('0.0000001');
    expect(toDbNumeric(d('1e15'))).toBe('1000000000000000');
  });

  it('writes an amount with its kopecks exactly, rounding a third place half away from zero', () => {
    expect(moneyText(d('1234.5'))).toBe('1234.50');
    expect(moneyText(d('999999999999.99'))).toBe('999999999999.99');
    expect(moneyText(d('0.1').plus(d('0.2')))).toBe('0.30');
    expect(moneyText(d('2.345'))).toBe('2.35');
    expect(moneyText(d('-2.345'))).toBe('-2.35');
    expect(moneyText(d('0'))).toBe('0.00');
  });

  it('turns stored numeric text and decimals into JSON numbers', () => {
    expect(toJsonNumber('12.50')).toBe(12.5);
    expect(toJsonNumber(d('-0.01'))).toBe(-0.01);
    expect(toJsonNumber('999999999999.99')).toBe(999999999999.99);
  });
});
