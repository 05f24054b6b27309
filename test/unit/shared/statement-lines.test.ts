import { describe, expect, it } from 'vitest';
import { BALANCE_LINES, closestPrefix, RESULT_LINES } from '../../../shared/api/statement-lines.js';
import { formatStatementFigureUk } from '../../../shared/api/format-uk.js';
import { toThousands } from '../../../shared/api/statements.js';

/** Every line the balance's two totals reach, through the lines they sum. */
function reached(code: string): string[] {
  const line = BALANCE_LINES.find((l) => l.code === code);
  return [code, ...(line?.sums ?? []).flatMap(reached)];
}

describe('the lines of the statements', () => {
  it('counts every line that takes accounts in exactly one side of the balance, so 1300 equals 1900', () => {
    const counted = [...reached('1300'), ...reached('1900')];
    for (const line of BALANCE_LINES.filter((l) => l.takes && !l.part))
      expect(
        counted.filter((code) => code === line.code),
        line.code,
      ).toHaveLength(1);
    for (const line of BALANCE_LINES.filter((l) => l.part)) expect(counted, line.code).not.toContain(line.code);
  });

  it('sends a both-sided account by side: a debit to an asset, a credit to a liability', () => {
    const routes = new Map<string, string[]>();
    for (const line of BALANCE_LINES.filter((l) => !l.part))
      for (const [prefix, take] of line.takes ?? []) routes.set(prefix, [...(routes.get(prefix) ?? []), `${take}:${line.side}`]);
    for (const [prefix, takes] of routes) {
      if (takes.some((t) => t.startsWith('net'))) expect(takes, prefix).toHaveLength(1);
      else expect(takes.sort(), prefix).toEqual(['credit:liability', 'debit:asset']);
    }
    expect(closestPrefix('643', routes.keys())).toBe('643');
    expect(closestPrefix('361.1', routes.keys())).toBe('36');
    expect(closestPrefix('912', routes.keys())).toBe('91');
  });

  it('gives each line of Форма № 2-м accounts or sums, not both', () => {
    for (const line of RESULT_LINES) expect(Boolean(line.accounts) !== Boolean(line.sums), line.code).toBe(true);
  });

  it('prints whole thousands, half up, a negative in brackets and none as a dash', () => {
    expect([499.99, 500, 51500, -1500.01, -400, 1234567.89].map(toThousands)).toEqual([0, 1, 52, -2, 0, 1235]);
    expect([1235, -2, 0].map(formatStatementFigureUk)).toEqual(['1\u00a0235', '(2)', '–']);
  });
});
