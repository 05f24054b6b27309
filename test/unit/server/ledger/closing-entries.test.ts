import { describe, expect, it } from 'vitest';
import { Decimal, DEFAULT_ROLE_ACCOUNTS } from '../../../../shared/api/index.js';
import { closingEntries } from '../../../../server/ledger/month-close/closing-entries.js';

const turnover = (account: string, debit: number, credit: number) => ({ account, debit: new Decimal(debit), credit: new Decimal(credit) });
const text = (turnovers: ReturnType<typeof turnover>[], roles = DEFAULT_ROLE_ACCOUNTS) =>
  closingEntries(turnovers, roles).entries.map((e) => `${e.debit} / ${e.credit} ${e.amount.toFixed(2)}`);

/** Which accounts a month's close takes to 791, and which way (docs/general-ledger.md, "Closing the month"). */
describe('the closing entries of a month', () => {
  it('close each revenue and expense sub-account to 791, a balance of the other side the other way round', () => {
    const turnovers = [
      turnover('361', 1200, 0),
      turnover('702', 200, 1200),
      turnover('704', 30, 0),
      turnover('719', 0, 0.01),
      turnover('902', 400, 0),
      turnover('92', 10, 60),
      turnover('977', 5, 0),
      turnover('91', 70, 0),
    ];
    expect(text(turnovers)).toEqual([
      '702 / 791 1000.00',
      '791 / 704 30.00',
      '719 / 791 0.01',
      '791 / 902 400.00',
      '92 / 791 50.00',
      '791 / 977 5.00',
      '791 / 441 615.01',
    ]);
    expect(closingEntries(turnovers, DEFAULT_ROLE_ACCOUNTS)).toMatchObject({ revenue: new Decimal('970.01'), expenses: new Decimal(355) });
  });

  it('pass on what else reached 791, and take a loss to 442', () => {
    expect(text([turnover('791', 0, 100), turnover('949', 250, 0)])).toEqual(['791 / 949 250.00', '442 / 791 150.00']);
  });

  it('write nothing for a month without revenue or expenses, or whose accounts balance out', () => {
    expect(text([turnover('281', 100, 0), turnover('631', 0, 100)])).toEqual([]);
    expect(text([turnover('702', 50, 50)])).toEqual([]);
    expect(closingEntries([], DEFAULT_ROLE_ACCOUNTS).result.isZero()).toBe(true);
  });

  it('close to the accounts the company gave the closing roles', () => {
    const roles = { ...DEFAULT_ROLE_ACCOUNTS, monthResult: '791.1', retainedProfit: '441.1', uncoveredLoss: '442.1' };
    expect(text([turnover('702', 0, 300), turnover('902', 100, 0)], roles)).toEqual([
      '702 / 791.1 300.00',
      '791.1 / 902 100.00',
      '791.1 / 441.1 200.00',
    ]);
    expect(text([turnover('791.1', 0, 100), turnover('949', 250, 0)], roles)).toEqual(['791.1 / 949 250.00', '442.1 / 791.1 150.00']);
  });
});
