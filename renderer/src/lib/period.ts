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

/** The periods a report offers at one press: the month, quarter or year a date falls in. */
export const PERIOD_PRESETS = ['month', 'quarter', 'year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The first and last day (`YYYY-MM-DD`) of the month, quarter or year that `date` falls in. */
export function presetPeriod(preset: PeriodPreset, date: string): { from: string; to: string } {
  const [y = 1970, m = 1] = date.split('-').map(Number);
  if (preset === 'month') return monthOf(date);
  const [first, last] = preset === 'year' ? [1, 12] : [m - ((m - 1) % 3), m - ((m - 1) % 3) + 2];
  const mm = (month: number) => String(month).padStart(2, '0');
  return { from: `${y}-${mm(first)}-01`, to: monthOf(`${y}-${mm(last)}-01`).to };
}

/** Whether a period ends before it starts (ISO dates; an empty one is never reversed): the service would refuse it. */
export function isPeriodReversed(from: string, to: string): boolean {
  return from !== '' && to !== '' && from > to;
}
