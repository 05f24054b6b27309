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
