import { describe, expect, it } from 'vitest';
import { closedPeriodEndOf, isInClosedPeriod } from '../../../../renderer/src/lib/period-lock.js';

describe('the closed period in the editors', () => {
  it('locks a record dated on or before the lock date, not after it', () => {
    expect(isInClosedPeriod('2026-10-31', '2026-10-31')).toBe(true);
    expect(isInClosedPeriod('2026-10-01', '2026-10-31')).toBe(true);
    expect(isInClosedPeriod('2026-11-01', '2026-10-31')).toBe(false);
    expect(isInClosedPeriod('2026-10-31T23:59:00', '2026-10-31')).toBe(true);
  });

  it('locks nothing while no period is closed or the date is unknown', () => {
    expect(isInClosedPeriod('2026-10-01', null)).toBe(false);
    expect(isInClosedPeriod(undefined, '2026-10-31')).toBe(false);
    expect(isInClosedPeriod('', '2026-10-31')).toBe(false);
  });

  it('reads the lock date a PERIOD_CLOSED refusal names', () => {
    expect(closedPeriodEndOf('PERIOD_CLOSED: the period to 2026-10-31 is closed: document 12 is dated 2026-10-05')).toBe('2026-10-31');
    expect(closedPeriodEndOf('CONFLICT: something else')).toBeNull();
  });
});
