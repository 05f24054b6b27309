import type { RoleAccounts } from '../api/account-roles.js';

/**
 * The accounts of the chart a statement line's money goes to or comes from when it is neither a
 * customer's nor a supplier's payment (docs/service-behaviour.md, "Bank statements"), by Order 291.
 * The bank's fee, other income and ПДВ are the company's account roles' (`lineAccountsOf`); the rest
 * are the order's. A line is proposed with one of these; the user may pick any suitable account instead.
 */
export const LINE_ACCOUNTS = {
  /** 92 «Адміністративні витрати»: the bank's fee for keeping the account and making payments. */
  bankFee: '92',
  /** 719 «Інші доходи від операційної діяльності»: other money in from the bank, other income. */
  otherIncome: '719',
  /** 732 «Відсотки одержані»: the bank's interest on the balance, a financial income. */
  interestReceived: '732',
  /** 641 «Розрахунки за податками»: ПДФО, the single tax, profit tax and the other taxes. */
  taxes: '641',
  /** 641 by default, the VAT settlements' role: ПДВ paid to the budget. */
  vat: '641',
  /** 642 «Розрахунки за обов’язковими платежами»: the military levy. */
  mandatoryPayments: '642',
  /** 651 «За розрахунками із загальнообов’язкового державного соціального страхування»: ЄСВ. */
  socialInsurance: '651',
  /** 661 «Розрахунки за заробітною платою»: salaries paid to the staff’s cards. */
  salary: '661',
  /** 372 «Розрахунки з підзвітними особами»: money given on account, and what comes back of it. */
  accountablePersons: '372',
  /** 601 «Короткострокові кредити банків у національній валюті»: a bank's credit in and its repayment. */
  bankLoans: '601',
  /** 951 «Відсотки за кредит»: a bank's interest on its credit. */
  loanInterest: '951',
  /** 685 «Розрахунки з іншими кредиторами»: repayable financial aid received, and its return. */
  otherCreditors: '685',
  /** 377 «Розрахунки з іншими дебіторами»: repayable financial aid given, and its return to us. */
  otherDebtors: '377',
} as const;

/** The accounts a line may be proposed with, the company's own where a role names them. */
export type LineAccounts = { readonly [K in keyof typeof LINE_ACCOUNTS]: string };

/** The lines' accounts of a company: its roles' for the bank's fee, other income and ПДВ, the order's for the rest. */
export const lineAccountsOf = (roles: Pick<RoleAccounts, 'bankFee' | 'otherMoneyIn' | 'vatSettlements'>): LineAccounts => ({
  ...LINE_ACCOUNTS,
  bankFee: roles.bankFee,
  otherIncome: roles.otherMoneyIn,
  vat: roles.vatSettlements,
});

/**
 * The settlement accounts of the kinds that keep the settlement register: 361 for a customer's payment
 * and a refund to one, 631 for a supplier's payment and a refund from one (the spec's `accCode`).
 */
export const SETTLEMENT_ACCOUNTS = { customers: '361', suppliers: '631' } as const;
