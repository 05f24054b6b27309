import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROLES,
  accountSuitsRole,
  DEFAULT_ROLE_ACCOUNTS,
  ROLE_RULES,
  roleAccountRefusal,
  WRITE_OFF_ACCOUNTS,
  type AccountRole,
} from '../../../shared/api/account-roles.js';
import { CHART_OF_ACCOUNTS } from '../../../server/ledger/accounts/chart.js';

const chartAccount = (code: string) => {
  const found = CHART_OF_ACCOUNTS.find((a) => a.code === code);
  return found && { ...found, active: true };
};

/** The roles the entries take their accounts from (docs/general-ledger.md, "Account roles"). */
describe('the account roles', () => {
  it.each(ACCOUNT_ROLES)('%s has its default in the chart a new company gets, and the default suits it', (role) => {
    const account = chartAccount(DEFAULT_ROLE_ACCOUNTS[role]);
    expect(account, DEFAULT_ROLE_ACCOUNTS[role]).toBeDefined();
    expect(roleAccountRefusal(role, account!)).toBeNull();
  });

  it('keep the defaults a BAS accountant expects', () => {
    expect(DEFAULT_ROLE_ACCOUNTS).toMatchObject({
      customers: '361',
      suppliers: '631',
      vatSettlements: '641',
      goodsRevenue: '702',
      goodsCost: '902',
      materialsRevenue: '712',
      materialsCost: '943',
      customerReturns: '704',
      writeOff: '947',
      bankFee: '92',
      monthResult: '791',
      retainedProfit: '441',
      uncoveredLoss: '442',
      openingBalance: '00',
    });
  });

  it('fix the roles whose account keys a register or is not of the order: customers, suppliers, 00', () => {
    const fixed = ACCOUNT_ROLES.filter((role) => ROLE_RULES[role].fixed);
    expect(fixed).toEqual(['customers', 'suppliers', 'openingBalance']);
    expect(accountSuitsRole('customers', '361.1')).toBe(false);
    expect(accountSuitsRole('suppliers', '632')).toBe(false);
  });

  it.each<[AccountRole, string, boolean]>([
    ['goodsRevenue', '702.1', true],
    ['goodsRevenue', '7021', true],
    ['goodsRevenue', '701', true],
    ['goodsRevenue', '704', false],
    ['goodsRevenue', '704.1', false],
    ['goodsRevenue', '719', false],
    ['customerReturns', '704', true],
    ['customerReturns', '702', false],
    ['goodsStock', '282', true],
    ['goodsStock', '285', false],
    ['goodsStock', '201', false],
    ['bankFee', '93', true],
    ['bankFee', '641', false],
    ['otherMoneyOut', '661', true],
    ['otherMoneyOut', '311', false],
    ['otherMoneyOut', '361', false],
    ['otherMoneyOut', '024', false],
    ['bank', '311.1', true],
    ['bank', '301', false],
    ['monthResult', '792', false],
    ['vatSettlements', '641.2', true],
    ['writeOff', '949', true],
    ['writeOff', '375', true],
    ['writeOff', '97', false],
  ])('%s takes %s: %s', (role, code, suits) => {
    expect(accountSuitsRole(role, code)).toBe(suits);
  });

  it('offer a write-off the accounts of the chart it may go to, each suiting the write-off role', () => {
    for (const code of WRITE_OFF_ACCOUNTS) expect(roleAccountRefusal('writeOff', chartAccount(code)!), code).toBeNull();
  });

  it('refuse an account that keeps no goods for a stock role, and a deactivated one', () => {
    expect(roleAccountRefusal('goodsStock', { code: '281.1', active: true, offBalance: false, analytics: [] })).toBe('analytics');
    expect(roleAccountRefusal('goodsRevenue', { code: '702', active: false, offBalance: false, analytics: [] })).toBe('inactive');
    expect(roleAccountRefusal('goodsRevenue', { code: '704', active: true, offBalance: false, analytics: [] })).toBe('unsuitable');
  });
});
