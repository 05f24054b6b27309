import { monthOf, todayIso } from '../../../shared/api/dates.js';

/** The period a list shows: dates as `YYYY-MM-DD`, today in local time. */

export interface DocumentsFilter {
  from: string;
  to: string;
  agent: string | null;
  /** Only documents changed on or after this date (`YYYY-MM-DD`); empty or missing: any. */
  modifiedSince?: string;
}

// One rule of months and days for the app and the service.
export { monthOf };

/** Today in local time as `YYYY-MM-DD`. */
export const localToday = (): string => todayIso();

/** A period of dates, `YYYY-MM-DD` both. */
export interface Period {
  from: string;
  to: string;
}

/** The periods a report offers at one press: the month, quarter or year a date falls in. */
export const PERIOD_PRESETS = ['month', 'quarter', 'year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/**
 * How a report's period is chosen (docs/desktop-app.md, "Report periods"): the month, quarter or year
 * of a date; from the start of its year to the end of its first quarter, half-year or nine months
 * (the statements' periods); from the start of the year to a date; or any two dates.
 */
export const PERIOD_MODES = [...PERIOD_PRESETS, 'firstQuarter', 'halfYear', 'nineMonths', 'sinceYearStart', 'custom'] as const;
export type PeriodMode = (typeof PERIOD_MODES)[number];

const pad = (n: number) => String(n).padStart(2, '0');
const partsOf = (date: string) => {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return { y, m, d };
};
const lastOfMonth = (y: number, m: number) => monthOf(`${y}-${pad(m)}-01`).to;

/** The first and last day (`YYYY-MM-DD`) of the month, quarter or year that `date` falls in. */
export function presetPeriod(preset: PeriodPreset, date: string): Period {
  const { y, m } = partsOf(date);
  if (preset === 'month') return monthOf(date);
  const [first, last] = preset === 'year' ? [1, 12] : [m - ((m - 1) % 3), m - ((m - 1) % 3) + 2];
  return { from: `${y}-${pad(first)}-01`, to: lastOfMonth(y, last) };
}

/** The month a period from the start of the year ends with, in each mode that has one. */
const CUMULATIVE_END: Partial<Record<PeriodMode, number>> = { firstQuarter: 3, halfYear: 6, nineMonths: 9 };

/**
 * The period of `mode` around `date`: for the month, quarter and year, the one it falls in; for the
 * cumulative ones, its year's; from the start of the year, up to `date` itself. A custom period has
 * no rule and is given as it is (`current`).
 */
export function periodOf(mode: PeriodMode, date: string, current: Period): Period {
  const { y } = partsOf(date);
  if (mode === 'month' || mode === 'quarter' || mode === 'year') return presetPeriod(mode, date);
  const end = CUMULATIVE_END[mode];
  if (end !== undefined) return { from: `${y}-01-01`, to: lastOfMonth(y, end) };
  if (mode === 'sinceYearStart') return { from: `${y}-01-01`, to: date };
  return current;
}

/** The mode that gives exactly `period` from its start, the simplest first; custom when none does. */
export function modeOfPeriod(period: Period): PeriodMode {
  const found = PERIOD_MODES.find((mode) => {
    if (mode === 'custom' || mode === 'sinceYearStart') return false;
    const made = periodOf(mode, period.from, period);
    return made.from === period.from && made.to === period.to;
  });
  return found ?? (period.from.slice(5) === '01-01' && period.to.slice(0, 4) === period.from.slice(0, 4) ? 'sinceYearStart' : 'custom');
}

/** `date` moved by `months` whole months, its day kept where the month has it (31.03 − 1 month = 28.02). */
function addMonths(date: string, months: number): string {
  const { y, m, d } = partsOf(date);
  const index = y * 12 + (m - 1) + months;
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  const last = Number(lastOfMonth(year, month).slice(8));
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/**
 * The period before (`step` −1) or after (+1) `period` in its mode: a month, a quarter or a year on;
 * the cumulative periods and a custom one the same span a year on (I квартал 2026 → I квартал 2027);
 * from the start of the year, to the end of the month before or after.
 */
export function stepPeriod(mode: PeriodMode, period: Period, step: -1 | 1): Period {
  if (mode === 'month') return presetPeriod('month', addMonths(period.from, step));
  if (mode === 'quarter') return presetPeriod('quarter', addMonths(period.from, 3 * step));
  if (mode === 'sinceYearStart') {
    const { y, m } = partsOf(period.to);
    const isMonthEnd = period.to === lastOfMonth(y, m);
    const month = partsOf(addMonths(`${y}-${pad(m)}-01`, step === 1 && !isMonthEnd ? 0 : step));
    const to = lastOfMonth(month.y, month.m);
    return { from: `${month.y}-01-01`, to };
  }
  if (mode === 'custom') return { from: addMonths(period.from, 12 * step), to: addMonths(period.to, 12 * step) };
  return periodOf(mode, addMonths(period.from, 12 * step), period);
}

export interface TypedPeriodOptions {
  field: 'from' | 'to';
  date: string;
}

/**
 * The period after the user typed a date into one of its fields: in a mode with a rule, the date
 * says which period of that mode (a «З» of 15.03 in «Місяць» is March); from the start of the
 * year, a «По» is the end and a «З» moves the year; a custom period takes the date as typed.
 */
export function typedPeriod(mode: PeriodMode, period: Period, { field, date }: TypedPeriodOptions): Period {
  if (mode === 'custom') return field === 'from' ? { from: date, to: period.to } : { from: period.from, to: date };
  if (mode === 'sinceYearStart') {
    if (field === 'to') return periodOf(mode, date, period);
    const { y } = partsOf(date);
    return periodOf(mode, addMonths(period.to, 12 * (y - partsOf(period.to).y)), period);
  }
  return periodOf(mode, date, period);
}

/** Whether a period ends before it starts (ISO dates; an empty one is never reversed): the service would refuse it. */
export function isPeriodReversed(from: string, to: string): boolean {
  return from !== '' && to !== '' && from > to;
}
