import { parentCodeOf, type AccountAnalytic, type AccountKind } from '../../../shared/api/accounts.js';
import { ROWS_OF_CLASSES_0_TO_3 } from './chart-classes-0-3.js';
import { ROWS_OF_CLASSES_4_TO_6 } from './chart-classes-4-6.js';
import { ROWS_OF_CLASSES_7_TO_9 } from './chart-classes-7-9.js';

/** An account as a new company gets it. */
export interface ChartAccount {
  code: string;
  name: string;
  parent: string | null;
  kind: AccountKind;
  offBalance: boolean;
  analytics: AccountAnalytic[];
}

/**
 * The chart a new company starts with: every synthetic account of classes 0–9 of order No. 291 with
 * its standard sub-accounts (docs/general-ledger.md, "Chart of accounts"), and 00, which balances
 * opening entries. A sub-account's parent is the synthetic account its code begins with; off-balance
 * accounts are those of class 0 but 00.
 */
export const CHART_OF_ACCOUNTS: readonly ChartAccount[] = [
  ...ROWS_OF_CLASSES_0_TO_3,
  ...ROWS_OF_CLASSES_4_TO_6,
  ...ROWS_OF_CLASSES_7_TO_9,
].map(([code, name, kind, analytics = []]) => ({
  code,
  name,
  parent: parentCodeOf(code),
  kind,
  offBalance: code.startsWith('0') && code !== '00',
  analytics: [...analytics],
}));

/**
 * Names the chart gave an account of the order before it followed the order's text: a company that
 * still has such a name never chose it, so the upgrade gives it the order's (schema 22). A name the
 * company typed itself stays.
 */
export const FORMER_ORDER_NAMES: Readonly<Record<string, string>> = {
  '791': 'Результат основної діяльності',
};
