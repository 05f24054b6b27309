import { isIsoDate } from '../../../shared/api/dates.js';

/** `21.11.2026` → `2026-11-21`; null unless it is a real calendar date. */
export function isoOfUkDate(text: string): string | null {
  const [, day, month, year] = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim()) ?? [];
  if (day === undefined || month === undefined || year === undefined) return null;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** `2026-11-21` → `21.11.2026`; other text is returned as it is. */
export function ukOfIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/** `10.2026` (or `10/2026`) → `2026-10`; null unless it is a month. */
export function isoMonthOfUk(text: string): string | null {
  const [, month, year] = /^(\d{1,2})[./](\d{4})$/.exec(text.trim()) ?? [];
  if (month === undefined || year === undefined || Number(month) < 1 || Number(month) > 12) return null;
  return `${year}-${month.padStart(2, '0')}`;
}

/** `2026-10` → `10.2026`. */
export function ukOfIsoMonth(iso: string): string {
  const [year = '', month = ''] = iso.split('-');
  return `${month}.${year}`;
}
