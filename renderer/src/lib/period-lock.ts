/**
 * The closed period as the editors see it (docs/service-behaviour.md, "Closed period"): a document
 * or payment dated on or before the company's lock date can no longer be changed, posted, unposted
 * or deleted.
 */

/** Whether a record stored with `date` (`YYYY-MM-DD`, or a date-time) lies in the period closed up to `lockDate`. */
export function isInClosedPeriod(date: string | null | undefined, lockDate: string | null | undefined): boolean {
  if (!date || !lockDate) return false;
  // ISO dates compare as text; a date-time counts by its day.
  return date.slice(0, 10) <= lockDate;
}

/** The lock date a `PERIOD_CLOSED` refusal names (`the period to 2026-10-31 is closed: …`), or null. */
export function closedPeriodEndOf(message: string): string | null {
  return /period to (\d{4}-\d{2}-\d{2})/.exec(message)?.[1] ?? null;
}
