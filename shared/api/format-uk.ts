import { isIsoDate } from './dates.js';
import { Decimal, parseDecimal, SCALE } from './money.js';

/** The thousands separator of Ukrainian figures: a no-break space, so `1 234,56` never wraps inside. */
export const UK_GROUP_SEPARATOR = '\u00a0';

const MONTHS_GENITIVE = [
  'січня',
  'лютого',
  'березня',
  'квітня',
  'травня',
  'червня',
  'липня',
  'серпня',
  'вересня',
  'жовтня',
  'листопада',
  'грудня',
];

function toDecimal(value: Decimal | number | string): Decimal {
  const parsed = value instanceof Decimal ? value : parseDecimal(value);
  if (parsed === null) throw new RangeError(`not a decimal number: ${String(value)}`);
  return parsed;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, UK_GROUP_SEPARATOR);
}

/** Writes fixed-point text (`-1234.5`) the Ukrainian way: `-1 234,5`. */
function ukrainianText(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [whole = '', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const body = groupThousands(whole) + (fraction ? `,${fraction}` : '');
  return negative ? `-${body}` : body;
}

/**
 * An amount in hryvnias with exactly two decimals, grouped by thousands with a no-break
 * space and a decimal comma: `1 234,56`. Rounds half up to kopecks; never goes through a float.
 */
export function formatAmountUk(value: Decimal | number | string): string {
  const fixed = toDecimal(value).toFixed(SCALE.sum, Decimal.ROUND_HALF_UP);
  return ukrainianText(fixed === '-0.00' ? '0.00' : fixed);
}

/** A quantity with only the decimals it carries (at most 3): `1 500`, `2,5`, `0,125`. */
export function formatQtyUk(value: Decimal | number | string): string {
  return ukrainianText(toDecimal(value).toDecimalPlaces(SCALE.qty, Decimal.ROUND_HALF_UP).toFixed());
}

/** A price with two decimals, or up to four when it has them: `12,50`, `0,1234`. */
export function formatPriceUk(value: Decimal | number | string): string {
  const price = toDecimal(value).toDecimalPlaces(SCALE.price, Decimal.ROUND_HALF_UP);
  return ukrainianText(price.toFixed(Math.max(SCALE.sum, price.decimalPlaces())));
}

function dateParts(iso: string): [string, string, string] {
  const date = iso.slice(0, 10);
  if (!isIsoDate(date)) throw new RangeError(`not a date YYYY-MM-DD: ${iso}`);
  const [y = '', m = '', d = ''] = date.split('-');
  return [y, m, d];
}

/** A date `YYYY-MM-DD` (or the date part of a date-time) as Ukrainian documents write it: `21.11.2026`. */
export function formatDateUk(iso: string): string {
  const [y, m, d] = dateParts(iso);
  return `${d}.${m}.${y}`;
}

/** A date in words for cash orders and acts: `21 листопада 2026 р.`. */
export function formatDateLongUk(iso: string): string {
  const [y, m, d] = dateParts(iso);
  return `${Number(d)} ${MONTHS_GENITIVE[Number(m) - 1]} ${y} р.`;
}

/**
 * A figure of the financial statements, in thousands with one decimal (НП(С)БО 25): grouped with a
 * decimal comma (`1 234,5`), a negative one in brackets as the forms print a loss or a deduction
 * (`(56,0)`), and a dash for none.
 */
export function formatStatementFigureUk(value: Decimal | number | string): string {
  const tenths = toDecimal(value).toDecimalPlaces(1, Decimal.ROUND_HALF_UP);
  if (tenths.isZero()) return '–';
  const [whole = '', fraction = ''] = tenths.abs().toFixed(1).split('.');
  const text = `${groupThousands(whole)},${fraction}`;
  return tenths.isNegative() ? `(${text})` : text;
}
