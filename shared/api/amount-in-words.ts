import { Decimal, parseDecimal, roundMoney } from './money.js';

type Gender = 'masculine' | 'feminine';

/** Ukrainian noun forms for one (1, 21), few (2–4, 22–24) and many (0, 5–20, 25…). */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

const ONES: Record<Gender, string[]> = {
  masculine: ['', 'один', 'два', 'три', 'чотири', "п'ять", 'шість', 'сім', 'вісім', "дев'ять"],
  feminine: ['', 'одна', 'дві', 'три', 'чотири', "п'ять", 'шість', 'сім', 'вісім', "дев'ять"],
};
const TEENS = [
  'десять',
  'одинадцять',
  'дванадцять',
  'тринадцять',
  'чотирнадцять',
  "п'ятнадцять",
  'шістнадцять',
  'сімнадцять',
  'вісімнадцять',
  "дев'ятнадцять",
];
const TENS = ['', '', 'двадцять', 'тридцять', 'сорок', "п'ятдесят", 'шістдесят', 'сімдесят', 'вісімдесят', "дев'яносто"];
const HUNDREDS = ['', 'сто', 'двісті', 'триста', 'чотириста', "п'ятсот", 'шістсот', 'сімсот', 'вісімсот', "дев'ятсот"];

const HRYVNIA: PluralForms = { one: 'гривня', few: 'гривні', many: 'гривень' };
const KOPECK: PluralForms = { one: 'копійка', few: 'копійки', many: 'копійок' };

/** Groups of three digits from the highest: name forms and grammatical gender of each scale word. */
const SCALES: { forms: PluralForms; gender: Gender }[] = [
  { forms: { one: 'трильйон', few: 'трильйони', many: 'трильйонів' }, gender: 'masculine' },
  { forms: { one: 'мільярд', few: 'мільярди', many: 'мільярдів' }, gender: 'masculine' },
  { forms: { one: 'мільйон', few: 'мільйони', many: 'мільйонів' }, gender: 'masculine' },
  { forms: { one: 'тисяча', few: 'тисячі', many: 'тисяч' }, gender: 'feminine' },
];

/** Largest amount spelled out: just under a thousand trillion hryvnias. */
const LIMIT = new Decimal('1e15');

/** The form of a Ukrainian noun that agrees with a whole number `n` ≥ 0: 1 гривня, 2 гривні, 5 гривень, 11 гривень, 21 гривня. */
export function pluralUk(n: number | bigint, forms: PluralForms): string {
  const big = BigInt(n);
  const lastTwo = Number(big % 100n);
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 19) return forms.many;
  if (last === 1) return forms.one;
  if (last >= 2 && last <= 4) return forms.few;
  return forms.many;
}

/** Words for 1–999 in the given gender (the gender only matters for 1 and 2). */
function triadWords(n: number, gender: Gender): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)]];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]);
  else words.push(TENS[Math.floor(rest / 10)], ONES[gender][rest % 10]);
  return words.filter((word): word is string => Boolean(word));
}

/** A whole number ≥ 0 in Ukrainian words, agreeing with a noun of `gender`: 1 201 → «одна тисяча двісті одна». */
export function integerInWordsUk(n: bigint, gender: Gender): string {
  if (n < 0n) throw new RangeError('a negative number has no words here; spell its absolute value');
  if (n === 0n) return 'нуль';
  const words: string[] = [];
  let rest = n;
  const triads: number[] = [];
  while (rest > 0n) {
    triads.unshift(Number(rest % 1000n));
    rest /= 1000n;
  }
  if (triads.length > SCALES.length + 1) throw new RangeError('the number is too large to spell');
  triads.forEach((triad, i) => {
    if (triad === 0) return;
    if (i === triads.length - 1) {
      words.push(...triadWords(triad, gender));
      return;
    }
    const scale = SCALES[SCALES.length - (triads.length - 1 - i)];
    if (!scale) throw new RangeError('the number is too large to spell');
    words.push(...triadWords(triad, scale.gender), pluralUk(triad, scale.forms));
  });
  return words.join(' ');
}

/**
 * An amount in Ukrainian hryvnias in words with kopecks as digits, the way invoices and cash
 * orders write it: 1200 → «Одна тисяча двісті гривень 00 копійок», 21.01 → «Двадцять одна гривня
 * 01 копійка». Rounds half up to kopecks. A negative amount is written with «Мінус» in front;
 * amounts of a thousand trillion and more, and anything that is not a number, are refused (RangeError).
 */
export function amountInWordsUk(value: Decimal | number | string): string {
  const parsed = value instanceof Decimal ? value : parseDecimal(value);
  if (parsed === null) throw new RangeError(`not an amount: ${String(value)}`);
  const amount = roundMoney(parsed);
  const abs = amount.abs();
  if (abs.greaterThanOrEqualTo(LIMIT)) throw new RangeError(`the amount ${amount.toFixed(2)} is too large to spell`);
  const [wholeText = '0', kopText = '00'] = abs.toFixed(2).split('.');
  const whole = BigInt(wholeText);
  const kopecks = Number(kopText);
  const text = `${integerInWordsUk(whole, 'feminine')} ${pluralUk(whole, HRYVNIA)} ${kopText} ${pluralUk(kopecks, KOPECK)}`;
  const signed = amount.isNegative() && !amount.isZero() ? `мінус ${text}` : text;
  return signed.charAt(0).toUpperCase() + signed.slice(1);
}
