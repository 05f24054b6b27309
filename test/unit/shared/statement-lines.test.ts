import { describe, expect, it } from 'vitest';
import { BALANCE_LINES, closestPrefix, RESULT_LINES } from '../../../shared/api/statement-lines.js';
import { formatStatementFigureUk } from '../../../shared/api/format-uk.js';
import { STATEMENT_PERIODS, statementPeriodOf, statementsPeriod, StatementsQuery, toThousands } from '../../../shared/api/statements.js';

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

  it('prints thousands with one decimal, half a tenth away from zero, a negative in brackets and none as a dash', () => {
    expect([49.99, 50, 1250, -1250, -1250.01, 51549.99, 77034.56, -40, 1234567.89].map(toThousands)).toEqual([
      0, 0.1, 1.3, -1.3, -1.3, 51.5, 77, 0, 1234.6,
    ]);
    expect([1234.6, -1.3, 77, 0].map(formatStatementFigureUk)).toEqual(['1\u00a0234,6', '(1,3)', '77,0', '–']);
  });

  it('takes the forms from 1 January to the end of a quarter, half year, 9 months or year', () => {
    expect(STATEMENT_PERIODS.map((period) => statementsPeriod(2028, period))).toEqual([
      { from: '2028-01-01', to: '2028-03-31' },
      { from: '2028-01-01', to: '2028-06-30' },
      { from: '2028-01-01', to: '2028-09-30' },
      { from: '2028-01-01', to: '2028-12-31' },
    ]);
    expect(statementPeriodOf('2028-01-01', '2028-06-30')).toBe('h1');
    expect(statementPeriodOf('2028-01-01', '2028-05-31')).toBeUndefined();
    expect(StatementsQuery.safeParse({ from: '2028-01-01', to: '2028-02-29' }).success).toBe(true);
    expect(StatementsQuery.safeParse({ from: '2027-01-01', to: '2027-02-29' }).success).toBe(false);
    expect(StatementsQuery.safeParse({ from: '2028-02-01', to: '2028-02-29' }).success).toBe(false);
    expect(StatementsQuery.safeParse({ from: '2028-01-01', to: '2028-11-26' }).success).toBe(true);
  });

  it('puts prepaid expenses, goodwill and revaluation on the lines of the current form', () => {
    const counted = BALANCE_LINES.filter((l) => !l.part);
    const prefixes = counted.flatMap((l) => (l.takes ?? []).map(([prefix]) => prefix));
    const lineOf = (account: string) => {
      const prefix = closestPrefix(account, prefixes);
      return counted.find((l) => (l.takes ?? []).some(([p]) => p === prefix))?.code;
    };
    expect(['39', '127', '133', '131', '19', '41', '49', '286'].map(lineOf)).toEqual([
      '1170',
      '1001',
      '1002',
      '1012',
      '1090',
      '1410',
      '1595',
      '1200',
    ]);
  });
});
