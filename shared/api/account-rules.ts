import { isWithinAccount } from './accounts.js';
import { accountSuitsRole, type AccountRole } from './account-roles.js';
import type { EntityKind } from './directories.js';

/** What an entity's account is used for: where goods are kept, where a sale is earned, where a purchase is spent. */
export type AccountUse = 'stock' | 'revenue' | 'expense';

/**
 * The role whose account an entity of each kind takes when it names none (docs/general-ledger.md,
 * "Account roles"). A service is never in stock: asked for its stock account it answers its expense one.
 */
export const ROLE_OF_ENTITY: { readonly [K in EntityKind]: { readonly [U in AccountUse]: AccountRole } } = {
  goods: { stock: 'goodsStock', revenue: 'goodsRevenue', expense: 'goodsCost' },
  material: { stock: 'materialsStock', revenue: 'materialsRevenue', expense: 'materialsCost' },
  product: { stock: 'productsStock', revenue: 'productsRevenue', expense: 'productsCost' },
  service: { stock: 'servicesBought', revenue: 'servicesRevenue', expense: 'servicesBought' },
};

/** The synthetic accounts (first two digits) whose sub-accounts hold stock: 20x, 22, 26, 28x. */
const STOCK_SYNTHETICS = new Set(['20', '22', '26', '28']);
/** 285 «Торгова націнка» sits under 28 but keeps no goods: it corrects their value. */
const NOT_STOCK = '285';
/** Revenue 70–74 and expenses 90–97; 704 (deductions from revenue) is neither a sale's nor a purchase's. */
const SERVICE_SYNTHETICS = new Set(['70', '71', '72', '73', '74', '90', '91', '92', '93', '94', '95', '96', '97']);
const NOT_SERVICE = '704';

/**
 * Whether an entity of `kind` may name account `code` as its own: goods, materials and products a
 * stock account (20x, 22, 26, 28x but 285, or a sub-account of one); a service a revenue account
 * (70–74 but 704) or an expense account (90–97), or a sub-account of one.
 */
export function accountSuitsEntity(kind: EntityKind, code: string): boolean {
  const synthetic = code.slice(0, 2);
  if (kind === 'service') return SERVICE_SYNTHETICS.has(synthetic) && !isWithinAccount(code, NOT_SERVICE);
  return STOCK_SYNTHETICS.has(synthetic) && !isWithinAccount(code, NOT_STOCK);
}

/** Which use an account of a service serves: revenue for class 7, expense for the rest it may name. */
export function serviceAccountUse(code: string): Exclude<AccountUse, 'stock'> {
  return code.startsWith('7') ? 'revenue' : 'expense';
}

/**
 * Whether other money out or in (docs/service-behaviour.md, "Payment types") may name account `code`:
 * any account but a money account (30, 31, 33 and their sub-accounts), which the payment's money
 * account already is, and 361 and 631, whose payments and refunds are types of their own that keep
 * the settlement register: what its roles' accounts may be. Whether the chart has it, active and on
 * the balance, the service checks.
 */
export const accountSuitsOtherPayment = (code: string): boolean => accountSuitsRole('otherMoneyOut', code);
