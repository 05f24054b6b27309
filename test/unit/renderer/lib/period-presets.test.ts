import { describe, expect, it } from 'vitest';
import { presetPeriod } from '../../../../renderer/src/lib/period.js';

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
