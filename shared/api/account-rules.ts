import { isWithinAccount } from './accounts.js';
import type { EntityKind } from './directories.js';

/** What an entity's account is used for: where goods are kept, where a sale is earned, where a purchase is spent. */
export type AccountUse = 'stock' | 'revenue' | 'expense';

/**
 * The accounts an entity of each kind takes when it names none (docs/general-ledger.md, "Chart of
 * accounts"). A service is never in stock: asked for its stock account it answers its expense one.
 */
export const DEFAULT_ACCOUNTS: Readonly<Record<EntityKind, Readonly<Record<AccountUse, string>>>> = {
  goods: { stock: '281', revenue: '702', expense: '902' },
  material: { stock: '201', revenue: '719', expense: '949' },
  product: { stock: '26', revenue: '701', expense: '901' },
  service: { stock: '92', revenue: '703', expense: '92' },
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

/** Our money (30 cash, 31 bank, 33 other money): a payment moves it through its money accounts, never as its own account. */
const MONEY_SYNTHETICS = new Set(['30', '31', '33']);
/** The settlement accounts with customers and suppliers: their payments and refunds have their own types. */
const SETTLEMENT_ACCOUNTS = ['361', '631'];

/**
 * Whether other money out or in (docs/service-behaviour.md, "Payment types") may name account `code`:
 * any account but a money account (30, 31, 33 and their sub-accounts), which the payment's money
 * account already is, and 361 and 631, whose payments and refunds are types of their own that keep
 * the settlement register. Whether the chart has it, active and on the balance, the service checks.
 */
export function accountSuitsOtherPayment(code: string): boolean {
  return (
    !MONEY_SYNTHETICS.has(code.slice(0, 2)) && !SETTLEMENT_ACCOUNTS.some((base) => isWithinAccount(code, base)) && !code.startsWith('0')
  );
}
