import { z } from 'zod';
import { AccountCode, isWithinAccount, type Account, type AccountAnalytic } from './accounts.js';
import { ReadVersion, SENT_VERSION } from './versions.js';

/**
 * The roles an account plays in the entries (docs/general-ledger.md, "Account roles"): every account a
 * posting, the month's close or the app's prefills take is the company's account of one of them, never
 * a code written into the rules.
 */
export const ACCOUNT_ROLES = [
  'customers',
  'suppliers',
  'vatSettlements',
  'advanceVatLiability',
  'advanceTaxCredit',
  'goodsStock',
  'materialsStock',
  'productsStock',
  'goodsRevenue',
  'productsRevenue',
  'servicesRevenue',
  'materialsRevenue',
  'goodsCost',
  'productsCost',
  'materialsCost',
  'servicesBought',
  'customerReturns',
  'writeOff',
  'production',
  'otherIncome',
  'otherExpenses',
  'bankFee',
  'otherMoneyOut',
  'otherMoneyIn',
  'bank',
  'cash',
  'monthResult',
  'retainedProfit',
  'uncoveredLoss',
  'openingBalance',
  'equity',
] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The account of every role, as a company keeps them. */
export type RoleAccounts = { readonly [R in AccountRole]: string };

/**
 * What a role takes: its default account (order No. 291), the accounts that may serve it (the codes it
 * may be at or below, none of those below `except`), the analytics its account must track, and whether a
 * company may change it at all.
 */
export interface RoleRule {
  default: string;
  within: readonly string[];
  except?: readonly string[];
  tracks?: readonly AccountAnalytic[];
  /** A role a company cannot move: its account keys a register or the API (361, 631), or is not of the order (00). */
  fixed?: true;
}

const STOCK_TRACKS: readonly AccountAnalytic[] = ['entity', 'store'];
const BY_AGENT: readonly AccountAnalytic[] = ['agent'];
/** Expense accounts a purchase of services or the bank's fee may go to: production, cost of sales, classes 91–97. */
const EXPENSES = ['23', '90', '91', '92', '93', '94', '95', '96', '97'];
/** Other money out or in: any account on the balance but money (30, 31, 33) and 361 and 631, which have their own payments. */
const OTHER_MONEY: Omit<RoleRule, 'default'> = {
  within: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
  except: ['30', '31', '33', '361', '631'],
};

/**
 * The accounts a write-off of goods may go to (docs/general-ledger.md, "Write-off"): 947 losses from
 * spoilage, 949 other operating expenses, 92 administrative, 93 selling, 23 production, or 375, made good
 * by the person responsible; or a sub-account of one of them.
 */
export const WRITE_OFF_ACCOUNTS = ['947', '949', '92', '93', '23', '375'] as const;

/**
 * Every role's rule, typed by the role list: a role without a default or the accounts that may serve
 * it does not compile. The defaults are the accounts a BAS accountant expects (docs/general-ledger.md).
 */
export const ROLE_RULES: { readonly [R in AccountRole]: RoleRule } = {
  customers: { default: '361', within: ['361'], tracks: BY_AGENT, fixed: true },
  suppliers: { default: '631', within: ['631'], tracks: BY_AGENT, fixed: true },
  vatSettlements: { default: '641', within: ['641'] },
  advanceVatLiability: { default: '643', within: ['643'] },
  advanceTaxCredit: { default: '644', within: ['644'] },
  goodsStock: { default: '281', within: ['28'], except: ['285'], tracks: STOCK_TRACKS },
  materialsStock: { default: '201', within: ['20', '22'], tracks: STOCK_TRACKS },
  productsStock: { default: '26', within: ['26'], tracks: STOCK_TRACKS },
  goodsRevenue: { default: '702', within: ['70'], except: ['704'] },
  productsRevenue: { default: '701', within: ['70'], except: ['704'] },
  servicesRevenue: { default: '703', within: ['70'], except: ['704'] },
  materialsRevenue: { default: '712', within: ['70', '71'], except: ['704'] },
  goodsCost: { default: '902', within: ['90'] },
  productsCost: { default: '901', within: ['90'] },
  materialsCost: { default: '943', within: ['90', '94'] },
  servicesBought: { default: '92', within: EXPENSES },
  customerReturns: { default: '704', within: ['704'] },
  writeOff: { default: '947', within: WRITE_OFF_ACCOUNTS },
  production: { default: '23', within: ['23'] },
  otherIncome: { default: '719', within: ['71'] },
  otherExpenses: { default: '949', within: ['94'] },
  bankFee: { default: '92', within: ['92', '93', '94'] },
  otherMoneyOut: { default: '92', ...OTHER_MONEY },
  otherMoneyIn: { default: '719', ...OTHER_MONEY },
  bank: { default: '311', within: ['31'] },
  cash: { default: '301', within: ['30'] },
  monthResult: { default: '791', within: ['791'] },
  retainedProfit: { default: '441', within: ['441'] },
  uncoveredLoss: { default: '442', within: ['442'] },
  openingBalance: { default: '00', within: ['00'], fixed: true },
  equity: { default: '40', within: ['40'] },
};

/** Every role's default account. */
export const DEFAULT_ROLE_ACCOUNTS: RoleAccounts = Object.fromEntries(ACCOUNT_ROLES.map((role) => [role, ROLE_RULES[role].default])) as {
  [R in AccountRole]: string;
};

/**
 * Whether account `code` may serve `role` by where it sits in the chart: a fixed role only its default,
 * any other an account on the balance (not of class 0) at or below one of its `within` and below none of
 * its `except`. Whether the chart has it, active, keeping the analytics the role needs, the service checks.
 */
export function accountSuitsRole(role: AccountRole, code: string): boolean {
  const rule = ROLE_RULES[role];
  if (rule.fixed) return code === rule.default;
  if (code.startsWith('0')) return false;
  return rule.within.some((base) => isWithinAccount(code, base)) && !(rule.except ?? []).some((base) => isWithinAccount(code, base));
}

/**
 * Why an account of the chart cannot serve `role`, or null when it can: outside the accounts the role
 * takes or off the balance (`unsuitable`), not keeping the analytics its entries carry (`analytics`, a
 * stock role's goods and store, 375's person), or deactivated (`inactive`). The service refuses by it and
 * the app offers only the accounts it passes.
 */
export function roleAccountRefusal(
  role: AccountRole,
  account: Pick<Account, 'code' | 'active' | 'offBalance' | 'analytics'>,
): 'unsuitable' | 'analytics' | 'inactive' | null {
  if (!accountSuitsRole(role, account.code) || account.offBalance) return 'unsuitable';
  if (!(ROLE_RULES[role].tracks ?? []).every((analytic) => account.analytics.includes(analytic))) return 'analytics';
  return account.active ? null : 'inactive';
}

/** A role as `GET /ledger/accountroles/` lists it: its account now, its default, and whether the company may change it. */
export const AccountRoleRecord = z
  .object({
    role: z.enum(ACCOUNT_ROLES),
    /** The name-based uid its history is kept under (`GET /history/?uid=`). */
    uid: z.string(),
    account: z.string(),
    defaultAccount: z.string(),
    fixed: z.boolean(),
    version: ReadVersion,
  })
  .loose();
export type AccountRoleRecord = z.output<typeof AccountRoleRecord>;

/** Body of `POST /ledger/accountroles/update`: the account a role takes from the next posting on. */
export const AccountRoleUpdateBody = z
  .object({
    role: z.enum(ACCOUNT_ROLES, { error: `role must be one of ${ACCOUNT_ROLES.join(', ')}` }),
    account: AccountCode,
    ...SENT_VERSION,
  })
  .strict();
export type AccountRoleUpdateBody = z.output<typeof AccountRoleUpdateBody>;
