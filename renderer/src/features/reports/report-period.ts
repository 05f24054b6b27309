import type { Period, PeriodMode } from '../../lib/period.js';

/**
 * The period of the report tabs, shared by them (docs/desktop-app.md, "Report periods"): set in one
 * tab, it is the period of the next tab opened, with its mode, for this session and connection.
 */
const shared: { period?: Period; mode?: PeriodMode } = {};

/** Keeps the period the user set in any tab, with the mode it was set in. */
export function shareThePeriod(period: Period, mode: PeriodMode): void {
  shared.period = period;
  shared.mode = mode;
}

/** The period last set in a tab, or `fallback` (the tab's own last run, else its default) while none was. */
export function sharedPeriod(fallback: () => Period): Period {
  return shared.period ?? fallback();
}

/** The mode `period` was set in, when it is the shared one; otherwise none is known. */
export function sharedPeriodMode(period: Period): PeriodMode | undefined {
  return shared.period?.from === period.from && shared.period.to === period.to ? shared.mode : undefined;
}

/** Forgets the shared period: another connection's reports start from their own. */
export function forgetSharedPeriod(): void {
  delete shared.period;
  delete shared.mode;
}
