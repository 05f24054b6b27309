import { describe, expect, it } from 'vitest';
import { modeOfPeriod, periodOf, presetPeriod, stepPeriod, typedPeriod } from '../../../../renderer/src/lib/period.js';

describe("a ledger report's period presets", () => {
  it.each([
    ['month', '2031-02-14', '2031-02-01', '2031-02-28'],
    ['quarter', '2031-02-14', '2031-01-01', '2031-03-31'],
    ['quarter', '2032-05-01', '2032-04-01', '2032-06-30'],
    ['quarter', '2031-12-31', '2031-10-01', '2031-12-31'],
    ['year', '2031-07-09', '2031-01-01', '2031-12-31'],
  ] as const)('gives the %s of %s as %s – %s', (preset, date, from, to) => {
    expect(presetPeriod(preset, date)).toEqual({ from, to });
  });
});

describe("a report period's modes", () => {
  const period = (from: string, to: string) => ({ from, to });

  it.each([
    ['firstQuarter', '2031-08-14', '2031-01-01', '2031-03-31'],
    ['halfYear', '2031-08-14', '2031-01-01', '2031-06-30'],
    ['nineMonths', '2031-02-14', '2031-01-01', '2031-09-30'],
    ['sinceYearStart', '2031-08-14', '2031-01-01', '2031-08-14'],
  ] as const)('gives %s around %s as %s – %s', (mode, date, from, to) => {
    expect(periodOf(mode, date, period('2000-01-01', '2000-01-02'))).toEqual({ from, to });
  });

  it.each([
    ['month', period('2031-01-01', '2031-01-31'), -1, period('2030-12-01', '2030-12-31')],
    ['month', period('2031-01-01', '2031-01-31'), 1, period('2031-02-01', '2031-02-28')],
    ['quarter', period('2031-10-01', '2031-12-31'), 1, period('2032-01-01', '2032-03-31')],
    ['quarter', period('2031-01-01', '2031-03-31'), -1, period('2030-10-01', '2030-12-31')],
    ['year', period('2031-01-01', '2031-12-31'), -1, period('2030-01-01', '2030-12-31')],
    ['halfYear', period('2031-01-01', '2031-06-30'), 1, period('2032-01-01', '2032-06-30')],
    ['sinceYearStart', period('2031-01-01', '2031-03-15'), 1, period('2031-01-01', '2031-03-31')],
    ['sinceYearStart', period('2031-01-01', '2031-03-31'), 1, period('2031-01-01', '2031-04-30')],
    ['sinceYearStart', period('2031-01-01', '2031-01-31'), -1, period('2030-01-01', '2030-12-31')],
    ['custom', period('2031-02-10', '2031-02-28'), -1, period('2030-02-10', '2030-02-28')],
  ] as const)('steps %s %o by %i to %o', (mode, from, step, to) => {
    expect(stepPeriod(mode, from, step)).toEqual(to);
  });

  it('keeps the mode when a date is typed: the typed date says which period of it', () => {
    const march = period('2031-03-01', '2031-03-31');
    expect(typedPeriod('month', march, { field: 'from', date: '2031-05-15' })).toEqual(period('2031-05-01', '2031-05-31'));
    expect(typedPeriod('month', march, { field: 'to', date: '2031-07-02' })).toEqual(period('2031-07-01', '2031-07-31'));
    expect(typedPeriod('quarter', march, { field: 'from', date: '2031-08-20' })).toEqual(period('2031-07-01', '2031-09-30'));
    expect(typedPeriod('nineMonths', period('2031-01-01', '2031-09-30'), { field: 'from', date: '2030-04-04' })).toEqual(
      period('2030-01-01', '2030-09-30'),
    );
    expect(typedPeriod('sinceYearStart', period('2031-01-01', '2031-03-15'), { field: 'to', date: '2031-06-10' })).toEqual(
      period('2031-01-01', '2031-06-10'),
    );
    expect(typedPeriod('sinceYearStart', period('2031-01-01', '2031-03-15'), { field: 'from', date: '2030-01-01' })).toEqual(
      period('2030-01-01', '2030-03-15'),
    );
    expect(typedPeriod('custom', march, { field: 'from', date: '2031-02-10' })).toEqual(period('2031-02-10', '2031-03-31'));
  });

  it('names the mode a period was made in, the simplest first', () => {
    expect(modeOfPeriod(period('2031-02-01', '2031-02-28'))).toBe('month');
    expect(modeOfPeriod(period('2031-01-01', '2031-03-31'))).toBe('quarter');
    expect(modeOfPeriod(period('2031-01-01', '2031-12-31'))).toBe('year');
    expect(modeOfPeriod(period('2031-01-01', '2031-09-30'))).toBe('nineMonths');
    expect(modeOfPeriod(period('2031-01-01', '2031-05-12'))).toBe('sinceYearStart');
    expect(modeOfPeriod(period('2031-02-03', '2031-05-12'))).toBe('custom');
  });
});
