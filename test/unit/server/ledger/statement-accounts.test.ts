import { describe, expect, it } from 'vitest';
import { BALANCE_LINES, closestPrefix, RESULT_LINES } from '../../../../shared/api/statement-lines.js';
import { CHART_OF_ACCOUNTS } from '../../../../server/ledger/accounts/chart.js';

/**
 * Every account a new company's chart has lands on a line of the forms the standard gives it
 * (docs/general-ledger.md, "Statements"), not on the lines an account no prefix names falls back to:
 * an account added to the chart without a place in the forms fails here.
 */
const counted = BALANCE_LINES.filter((line) => !line.part);
const balancePrefixes = counted.flatMap((line) => (line.takes ?? []).map(([prefix]) => prefix));
const resultPrefixes = RESULT_LINES.flatMap((line) => line.accounts ?? []);

describe('the chart in the statements', () => {
  const onBalance = CHART_OF_ACCOUNTS.filter((account) => !account.offBalance && account.code !== '00');

  it('names a line of Форма № 1-м for every balance account of the chart', () => {
    const unnamed = onBalance.filter((account) => closestPrefix(account.code, balancePrefixes) === undefined);
    expect(unnamed.map((account) => account.code)).toEqual([]);
  });

  it('names a line of Форма № 2-м for every revenue and expense account but the result, 79, and the costs of 91', () => {
    const results = onBalance.filter((account) => /^[79]/.test(account.code) && !/^(79|91)/.test(account.code));
    expect(results.length).toBeGreaterThan(0);
    const unnamed = results.filter((account) => closestPrefix(account.code, resultPrefixes) === undefined);
    expect(unnamed.map((account) => account.code)).toEqual([]);
  });
});
