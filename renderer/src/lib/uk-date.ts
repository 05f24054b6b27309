import { isIsoDate } from '../../../shared/api/dates.js';

/** `21.11.2026` → `2026-11-21`; null unless it is a real calendar date. */
export function isoOfUkDate(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** `2026-11-21` → `21.11.2026`; other text is returned as it is. */
export function ukOfIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}
