import { formatAmountUk, formatDateUk, formatQtyUk } from '../../../shared/api/format-uk.js';

/** Ukrainian figures in both languages: accountants read `1 234,56` and `21.11.2026` on every form. */
export { formatAmountUk as formatAmount, formatDateUk as formatDate, formatQtyUk as formatCount };

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment in local time as `21.11.2026 14:05`, for "as of" lines. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local time of a moment as `14:05`. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
