import { describe, expect, it } from 'vitest';
import { amountInWordsUk, integerInWordsUk, pluralUk } from '../../../shared/api/amount-in-words.js';
import { Decimal } from '../../../shared/api/money.js';

describe('amountInWordsUk', () => {
  it.each([
    [0, 'Нуль гривень 00 копійок'],
    [1, 'Одна гривня 00 копійок'],
    [2, 'Дві гривні 00 копійок'],
    [4, 'Чотири гривні 00 копійок'],
    [5, "П'ять гривень 00 копійок"],
    [11, 'Одинадцять гривень 00 копійок'],
    [12, 'Дванадцять гривень 00 копійок'],
    [19, "Дев'ятнадцять гривень 00 копійок"],
    [21, 'Двадцять одна гривня 00 копійок'],
    [22, 'Двадцять дві гривні 00 копійок'],
    [100, 'Сто гривень 00 копійок'],
    [111, 'Сто одинадцять гривень 00 копійок'],
    [212, 'Двісті дванадцять гривень 00 копійок'],
  ])('writes %s hryvnias with the right form of «гривня»', (amount, words) => {
    expect(amountInWordsUk(amount)).toBe(words);
  });

  it.each([
    [1000, 'Одна тисяча гривень 00 копійок'],
    [1200, 'Одна тисяча двісті гривень 00 копійок'],
    [2000, 'Дві тисячі гривень 00 копійок'],
    [5000, "П'ять тисяч гривень 00 копійок"],
    [11000, 'Одинадцять тисяч гривень 00 копійок'],
    [21000, 'Двадцять одна тисяча гривень 00 копійок'],
    [1000000, 'Один мільйон гривень 00 копійок'],
    [2000000, 'Два мільйони гривень 00 копійок'],
    [5000000, "П'ять мільйонів гривень 00 копійок"],
    [1001001, 'Один мільйон одна тисяча одна гривня 00 копійок'],
    [2000000000, 'Два мільярди гривень 00 копійок'],
  ])('writes %s with thousands feminine and millions masculine', (amount, words) => {
    expect(amountInWordsUk(amount)).toBe(words);
  });

  it.each([
    ['0.01', 'Нуль гривень 01 копійка'],
    ['0.02', 'Нуль гривень 02 копійки'],
    ['0.05', 'Нуль гривень 05 копійок'],
    ['1.11', 'Одна гривня 11 копійок'],
    ['2.21', 'Дві гривні 21 копійка'],
    ['3.34', 'Три гривні 34 копійки'],
    ['5.5', "П'ять гривень 50 копійок"],
  ])('writes the kopecks of %s as two digits with the right form of «копійка»', (amount, words) => {
    expect(amountInWordsUk(amount)).toBe(words);
  });

  it('writes large sums exactly, from a string or a Decimal, never through a float', () => {
    const words = "Один мільярд двісті тридцять чотири мільйони п'ятсот шістдесят сім тисяч вісімсот дев'яносто гривень 12 копійок";
    expect(amountInWordsUk('1234567890.12')).toBe(words);
    expect(amountInWordsUk(new Decimal('1234567890.12'))).toBe(words);
    expect(amountInWordsUk('999999999999.99')).toBe(
      "Дев'ятсот дев'яносто дев'ять мільярдів дев'ятсот дев'яносто дев'ять мільйонів дев'ятсот дев'яносто дев'ять тисяч " +
        "дев'ятсот дев'яносто дев'ять гривень 99 копійок",
    );
    expect(amountInWordsUk('1000000000000')).toBe('Один трильйон гривень 00 копійок');
  });

  it('rounds to kopecks half up', () => {
    expect(amountInWordsUk('1.005')).toBe('Одна гривня 01 копійка');
    expect(amountInWordsUk('1.994')).toBe('Одна гривня 99 копійок');
    expect(amountInWordsUk('1.995')).toBe('Дві гривні 00 копійок');
  });

  it('writes a negative amount with «Мінус» in front, and minus zero as zero', () => {
    expect(amountInWordsUk(-21.01)).toBe('Мінус двадцять одна гривня 01 копійка');
    expect(amountInWordsUk('-0.001')).toBe('Нуль гривень 00 копійок');
  });

  it('refuses what it cannot spell', () => {
    expect(() => amountInWordsUk('1e15')).toThrow(RangeError);
    expect(() => amountInWordsUk('1000000000000000')).toThrow(RangeError);
    expect(() => amountInWordsUk('12,50')).toThrow(RangeError);
    expect(() => amountInWordsUk(Number.NaN)).toThrow(RangeError);
  });
});

describe('integerInWordsUk and pluralUk', () => {
  it('agrees one and two with the gender of the noun', () => {
    expect(integerInWordsUk(1n, 'masculine')).toBe('один');
    expect(integerInWordsUk(2n, 'masculine')).toBe('два');
    expect(integerInWordsUk(1n, 'feminine')).toBe('одна');
    expect(integerInWordsUk(2n, 'feminine')).toBe('дві');
    expect(integerInWordsUk(0n, 'feminine')).toBe('нуль');
    expect(() => integerInWordsUk(-1n, 'feminine')).toThrow(RangeError);
  });

  it('picks one, few or many by the last two digits', () => {
    const forms = { one: 'гривня', few: 'гривні', many: 'гривень' };
    const cases: [number, string][] = [
      [1, 'гривня'],
      [2, 'гривні'],
      [4, 'гривні'],
      [5, 'гривень'],
      [11, 'гривень'],
      [14, 'гривень'],
      [21, 'гривня'],
      [22, 'гривні'],
      [25, 'гривень'],
      [101, 'гривня'],
      [111, 'гривень'],
      [112, 'гривень'],
      [0, 'гривень'],
    ];
    for (const [n, form] of cases) expect(pluralUk(n, forms), String(n)).toBe(form);
  });
});
