import { describe, expect, it } from 'vitest';
import { DateOrDateTime, IsoDate, isIsoDate, todayIso, toReportDateTime } from '../../../shared/api/dates.js';

describe('isIsoDate', () => {
  it('accepts real calendar dates written YYYY-MM-DD', () => {
    for (const good of ['2026-01-01', '2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31', '1900-01-01', '2999-12-31']) {
      expect(isIsoDate(good), good).toBe(true);
    }
  });

  it('rejects days that do not exist in the calendar', () => {
    for (const bad of ['2026-02-29', '1900-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32']) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
  });

  it('rejects other spellings of a date, times and surrounding blanks', () => {
    for (const bad of [
      '2026-1-05',
      '26-01-05',
      '05.01.2026',
      '2026/01/05',
      '20260105',
      ' 2026-01-05',
      '2026-01-05 ',
      '2026-01-05T00:00:00',
      '',
    ]) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
  });

  it('rejects years outside 1900–2999', () => {
    expect(isIsoDate('1899-12-31')).toBe(false);
    expect(isIsoDate('3000-01-01')).toBe(false);
  });

  it('IsoDate parses a real date and refuses 2026-02-29 with a message saying what is wanted', () => {
    expect(IsoDate.parse('2026-03-01')).toBe('2026-03-01');
    const result = IsoDate.safeParse('2026-02-29');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must be a date YYYY-MM-DD');
  });
});

describe('DateOrDateTime', () => {
  it('accepts a date or an ISO date-time, with or without seconds, fraction and zone', () => {
    for (const good of [
      '2026-03-01',
      '2026-03-01T10:20',
      '2026-03-01T10:20:30',
      '2026-03-01 10:20:30',
      '2026-03-01T23:59:59.123456',
      '2026-03-01T10:20:30Z',
      '2026-03-01T10:20:30+02:00',
      '2026-03-01T10:20:30-0500',
    ]) {
      expect(DateOrDateTime.safeParse(good).success, good).toBe(true);
    }
  });

  it('rejects date-times on days that do not exist or at impossible times', () => {
    for (const bad of [
      '2026-02-29T10:00:00',
      '2026-03-01T24:00:00',
      '2026-03-01T10:60',
      '2026-03-01T10:20:60',
      '2026-03-01T1:20',
      '2026-03-01T10',
      '2026-03-01T10:20:30.1234567',
      'yesterday',
      '',
    ]) {
      expect(DateOrDateTime.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('todayIso and toReportDateTime', () => {
  it('writes the local calendar date with zero padding', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('gives the report form of a date at midnight', () => {
    expect(toReportDateTime('2026-03-01')).toBe('2026-03-01T00:00:00');
  });
});
