import { z } from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(:(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;

function isRealDate(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d && y >= 1900 && y <= 2999;
}

/** True when `text` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** A calendar date `YYYY-MM-DD` (no time, no zone). */
export const IsoDate = z.string().refine(isIsoDate, { error: 'must be a date YYYY-MM-DD' });

/** A date or an ISO date-time, as `dateModified` accepts (docs/service-behaviour.md, "Indexes"). */
export const DateOrDateTime = z.string().refine(
  (text) => {
    if (isIsoDate(text)) return true;
    const m = ISO_DATE_TIME.exec(text);
    return (
      m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3])) && Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[7] ?? 0) < 60
    );
  },
  { error: 'must be a date YYYY-MM-DD or a date-time YYYY-MM-DDTHH:MM:SS' },
);

/** Today's date in the local time zone as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The first and last day of the month of `today` (`YYYY-MM-DD`). */
export function monthOf(today: string): { from: string; to: string } {
  const [y = 1970, m = 1] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/**
 * The start of a calendar day in the local time zone, with its offset (`2026-11-26T00:00:00+02:00`):
 * a day picked on screen begins at local midnight, while the service reads a zone-less value as UTC.
 */
export function localDayStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const offset = -new Date(y ?? 0, (m ?? 1) - 1, d ?? 1).getTimezoneOffset();
  const abs = Math.abs(offset);
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${date}T00:00:00${offset < 0 ? '-' : '+'}${hhmm}`;
}

/** The report form of a date: `YYYY-MM-DDT00:00:00`. */
export function toReportDateTime(date: string): string {
  return `${date}T00:00:00`;
}
