import type { AccountRole } from '../../../../shared/api/account-roles.js';

/** The sections «Рахунки обліку» lists the roles in, as an accountant reads them: settlements, stock, sales, expenses, money, the close. */
export const ROLE_GROUPS = [
  { group: 'settlements', roles: ['customers', 'suppliers', 'vatSettlements', 'advanceVatLiability', 'advanceTaxCredit'] },
  { group: 'stock', roles: ['goodsStock', 'materialsStock', 'productsStock', 'production'] },
  {
    group: 'sales',
    roles: [
      'goodsRevenue',
      'productsRevenue',
      'servicesRevenue',
      'materialsRevenue',
      'customerReturns',
      'goodsCost',
      'productsCost',
      'materialsCost',
    ],
  },
  { group: 'expenses', roles: ['servicesBought', 'writeOff', 'otherExpenses', 'otherIncome'] },
  { group: 'money', roles: ['bank', 'cash', 'bankFee', 'otherMoneyOut', 'otherMoneyIn'] },
  { group: 'close', roles: ['monthResult', 'retainedProfit', 'uncoveredLoss'] },
  { group: 'opening', roles: ['openingBalance', 'equity'] },
] as const satisfies readonly { group: string; roles: readonly AccountRole[] }[];
