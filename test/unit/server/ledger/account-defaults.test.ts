import { describe, expect, it } from 'vitest';
import { accountOfEntity, defaultAccountOf } from '../../../../server/ledger/accounts/defaults.js';
import { CHART_OF_ACCOUNTS } from '../../../../server/ledger/accounts/chart.js';
import {
  accountSuitsEntity,
  compareAccountCodes,
  DEFAULT_ROLE_ACCOUNTS,
  ENTITY_KINDS,
  parentCodeOf,
  ROLE_OF_ENTITY,
} from '../../../../shared/api/index.js';

const roles = DEFAULT_ROLE_ACCOUNTS;

describe('the accounts of goods and services', () => {
  it('defaults to 281 for goods, 201 for materials, 26 for products; a service to 703 sold and 92 bought; materials sell to 712 and 943', () => {
    expect(defaultAccountOf('goods', 'stock', roles)).toBe('281');
    expect(defaultAccountOf('material', 'stock', roles)).toBe('201');
    expect(defaultAccountOf('product', 'stock', roles)).toBe('26');
    expect(defaultAccountOf('service', 'revenue', roles)).toBe('703');
    expect(defaultAccountOf('service', 'expense', roles)).toBe('92');
    expect(defaultAccountOf('goods', 'revenue', roles)).toBe('702');
    expect(defaultAccountOf('product', 'revenue', roles)).toBe('701');
    expect(defaultAccountOf('material', 'revenue', roles)).toBe('712');
    expect(defaultAccountOf('material', 'expense', roles)).toBe('943');
  });

  it('uses an entity’s own account where it serves the use, its kind’s role’s elsewhere', () => {
    expect(accountOfEntity('goods', '282', { use: 'stock', roles })).toBe('282');
    expect(accountOfEntity('goods', '282', { use: 'revenue', roles })).toBe('702');
    expect(accountOfEntity('goods', null, { use: 'stock', roles })).toBe('281');
    expect(accountOfEntity('service', '703.1', { use: 'revenue', roles })).toBe('703.1');
    expect(accountOfEntity('service', '703.1', { use: 'expense', roles })).toBe('92');
    expect(accountOfEntity('service', '93', { use: 'expense', roles })).toBe('93');
    expect(accountOfEntity('service', '93', { use: 'revenue', roles })).toBe('703');
    expect(accountOfEntity('goods', null, { use: 'revenue', roles: { ...roles, goodsRevenue: '702.1' } })).toBe('702.1');
  });

  it('gives each kind a stock role whose default suits the kind', () => {
    for (const kind of ENTITY_KINDS)
      if (kind !== 'service') expect(accountSuitsEntity(kind, DEFAULT_ROLE_ACCOUNTS[ROLE_OF_ENTITY[kind].stock]), kind).toBe(true);
    expect(accountSuitsEntity('service', roles.servicesRevenue)).toBe(true);
    expect(accountSuitsEntity('service', roles.servicesBought)).toBe(true);
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
