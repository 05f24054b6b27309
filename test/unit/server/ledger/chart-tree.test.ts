import { describe, expect, it } from 'vitest';
import { compareAccountCodes } from '../../../../shared/api/accounts.js';
import { lineage, subtree, type ChartNode } from '../../../../server/ledger/accounts/chart-tree.js';

const chart = new Map<string, ChartNode>(
  (
    [
      ['36', null],
      ['361', '36'],
      ['361.1', '361'],
      ['361.2', '361'],
      ['361.10', '361'],
      ['37', null],
      ['371', '37'],
    ] as const
  ).map(([code, parent]) => [code, { code, name: code, parent, offBalance: false, analytics: [] }]),
);

describe('the chart of accounts as a tree', () => {
  it.each([
    [
      ['22', '201', '20', '203'],
      ['20', '201', '203', '22'],
    ],
    [
      ['361.10', '361.2', '361', '36', '361.1'],
      ['36', '361', '361.1', '361.2', '361.10'],
    ],
    [
      ['37', '361.1', '36'],
      ['36', '361.1', '37'],
    ],
  ])('orders %j as the chart does', (codes, ordered) => {
    expect([...codes].sort(compareAccountCodes)).toEqual(ordered);
  });

  it('finds an account with every account below it', () => {
    expect(subtree(chart, '36').sort(compareAccountCodes)).toEqual(['36', '361', '361.1', '361.2', '361.10']);
    expect(subtree(chart, '371')).toEqual(['371']);
  });

  it('climbs from a sub-account to its synthetic account', () => {
    expect(lineage(chart, '361.10')).toEqual(['361.10', '361', '36']);
    expect(lineage(chart, '37')).toEqual(['37']);
  });
});
