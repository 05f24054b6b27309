import { describe, expect, it } from 'vitest';
import { edrpouCode, rnokppCode, ukrainianIban } from '../../../server/demo/demo-codes.js';
import { DemoRandom } from '../../../server/demo/demo-random.js';
import {
  holderOfCode,
  isValidEdrpou,
  isValidEmail,
  isValidIban,
  isValidRnokpp,
  normaliseIban,
} from '../../../shared/api/registry-codes.js';

/** Changes one digit of a code: a typing error the check digit must catch. */
const mistype = (code: string, at: number) => code.slice(0, at) + String((Number(code[at]) + 1) % 10) + code.slice(at + 1);

describe('ЄДРПОУ check digit', () => {
  it('accepts real codes of both weight ranges, the second pass included', () => {
    expect(isValidEdrpou('00032129')).toBe(true); // Ощадбанк
    expect(isValidEdrpou('14360570')).toBe(true); // ПриватБанк
    expect(isValidEdrpou('32855961')).toBe(true); // a code between 30 and 60 million takes the other weights
  });

  it('refuses every single mistyped digit of a code and any length but 8', () => {
    for (let at = 0; at < 8; at += 1) expect(isValidEdrpou(mistype('14360570', at))).toBe(false);
    expect(isValidEdrpou('1436057')).toBe(false);
    expect(isValidEdrpou('1436057a')).toBe(false);
  });

  it('agrees with the demo company’s generator on a thousand codes', () => {
    const rnd = new DemoRandom(7);
    for (let i = 0; i < 1000; i += 1) expect(isValidEdrpou(edrpouCode(rnd))).toBe(true);
  });
});

describe('РНОКПП check digit', () => {
  it('accepts a valid code and refuses a mistyped check digit and nearly every other mistyped digit', () => {
    const rnd = new DemoRandom(3);
    let slipped = 0;
    for (let i = 0; i < 50; i += 1) {
      const code = rnokppCode(rnd);
      expect(isValidRnokpp(code)).toBe(true);
      expect(isValidRnokpp(mistype(code, 9))).toBe(false);
      slipped += [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((at) => isValidRnokpp(mistype(code, at))).length;
    }
    // The remainder 10 is written as 0, so a few of the 450 mistypes pass; far fewer than one in ten.
    expect(slipped).toBeLessThan(45);
  });

  it('agrees with the demo company’s generator on a thousand codes, and needs 10 digits', () => {
    const rnd = new DemoRandom(11);
    for (let i = 0; i < 1000; i += 1) expect(isValidRnokpp(rnokppCode(rnd))).toBe(true);
    expect(isValidRnokpp('123456789')).toBe(false);
  });

  it('8 digits belong to a legal entity and 10 to a person (ФОП)', () => {
    expect(holderOfCode('14360570')).toBe('company');
    expect(holderOfCode('3011208765')).toBe('person');
    expect(holderOfCode('123')).toBeNull();
  });
});

describe('IBAN', () => {
  const printed = 'UA21 3223 1300 0002 6007 2335 6600 1'; // the National Bank's own example, as printed

  it('accepts a Ukrainian IBAN with the spaces of a bank document and stores it without them', () => {
    expect(isValidIban(printed)).toBe(true);
    expect(normaliseIban(printed)).toBe('UA213223130000026007233566001');
    expect(normaliseIban(' ua21 3223 ')).toBe('UA213223');
  });

  it('refuses a mistyped digit, swapped digits, a wrong length and another country', () => {
    const iban = normaliseIban(printed);
    expect(isValidIban(mistype(iban, 10))).toBe(false);
    expect(isValidIban(iban.slice(0, 6) + iban[7] + iban[6] + iban.slice(8))).toBe(false); // 23 typed as 32
    expect(isValidIban(iban.slice(0, 28))).toBe(false);
    expect(isValidIban('DE89370400440532013000')).toBe(false);
  });

  it('agrees with the demo company’s generator', () => {
    const rnd = new DemoRandom(5);
    for (let i = 0; i < 200; i += 1) expect(isValidIban(ukrainianIban(rnd))).toBe(true);
  });
});

describe('e-mail', () => {
  it('accepts ordinary addresses and refuses what is missing a part or has spaces', () => {
    expect(isValidEmail('buh@zerno.com.ua')).toBe(true);
    expect(isValidEmail('o.melnyk+docs@ukr.net')).toBe(true);
    for (const bad of ['buh@', '@zerno.ua', 'buh zerno@ukr.net', 'buh@ukr', 'buh@@ukr.net', 'buh@ukr..net'])
      expect(isValidEmail(bad)).toBe(false);
  });
});
