import { describe, expect, it } from 'vitest';
import { accountOfEntity, defaultAccountOf } from '../../../../server/ledger/accounts/defaults.js';
import { CHART_OF_ACCOUNTS } from '../../../../server/ledger/accounts/chart.js';
import { accountSuitsEntity, compareAccountCodes, DEFAULT_ACCOUNTS, ENTITY_KINDS, parentCodeOf } from '../../../../shared/api/index.js';

describe('the accounts of goods and services', () => {
  it('defaults to 281 for goods, 201 for materials, 26 for products; a service to 703 sold and 92 bought', () => {
    expect(defaultAccountOf('goods', 'stock')).toBe('281');
    expect(defaultAccountOf('material', 'stock')).toBe('201');
    expect(defaultAccountOf('product', 'stock')).toBe('26');
    expect(defaultAccountOf('service', 'revenue')).toBe('703');
    expect(defaultAccountOf('service', 'expense')).toBe('92');
    expect(defaultAccountOf('goods', 'revenue')).toBe('702');
    expect(defaultAccountOf('product', 'revenue')).toBe('701');
  });

  it('uses an entity’s own account where it serves the use, its kind’s default elsewhere', () => {
    expect(accountOfEntity('goods', '282', 'stock')).toBe('282');
    expect(accountOfEntity('goods', '282', 'revenue')).toBe('702');
    expect(accountOfEntity('goods', null, 'stock')).toBe('281');
    expect(accountOfEntity('service', '703.1', 'revenue')).toBe('703.1');
    expect(accountOfEntity('service', '703.1', 'expense')).toBe('92');
    expect(accountOfEntity('service', '93', 'expense')).toBe('93');
    expect(accountOfEntity('service', '93', 'revenue')).toBe('703');
  });

  it('has every default in the chart, and each suits its kind', () => {
    const codes = new Set(CHART_OF_ACCOUNTS.map((account) => account.code));
    for (const kind of ENTITY_KINDS)
      for (const code of Object.values(DEFAULT_ACCOUNTS[kind])) {
        expect(codes.has(code), code).toBe(true);
        if (kind !== 'service') expect(accountSuitsEntity(kind, DEFAULT_ACCOUNTS[kind].stock)).toBe(true);
      }
    expect(accountSuitsEntity('service', '703')).toBe(true);
    expect(accountSuitsEntity('service', '92')).toBe(true);
  });
});

describe('the chart of order No. 291', () => {
  it('is in the natural order, each sub-account after its parent, which it names by its code', () => {
    const codes = CHART_OF_ACCOUNTS.map((account) => account.code);
    expect([...codes].sort(compareAccountCodes)).toEqual(codes);
    for (const account of CHART_OF_ACCOUNTS) {
      expect(account.parent).toBe(parentCodeOf(account.code));
      if (account.parent) expect(codes.indexOf(account.parent)).toBeLessThan(codes.indexOf(account.code));
    }
  });

  it('orders codes naturally', () => {
    const shuffled = ['361.10', '23', '201', '361', '22', '361.2', '20', '203', '361.1', '02'];
    expect(shuffled.sort(compareAccountCodes)).toEqual(['02', '20', '201', '203', '22', '23', '361', '361.1', '361.2', '361.10']);
  });
});
