import type { EntityKind } from '../../../shared/api/index.js';
import type { GoodsAccountUse } from '../../../shared/api/entry-rules.js';

/**
 * The account of goods of each kind, per use, when the goods name none of their own
 * (docs/general-ledger.md, "Chart of accounts"). Materials sold go to other operating income and
 * expenses (719, 949): the chart of a trading company has no 712 or 943. A service never moves stock;
 * its "stock" account is its expense account.
 */
const DEFAULT_ACCOUNTS: { readonly [K in EntityKind]: { readonly [U in GoodsAccountUse]: string } } = {
  goods: { stock: '281', revenue: '702', expense: '902' },
  material: { stock: '201', revenue: '719', expense: '949' },
  product: { stock: '26', revenue: '701', expense: '901' },
  service: { stock: '92', revenue: '703', expense: '92' },
};

/** The account goods of `kind` take for `use` when they name none of their own. */
export function defaultAccountOf(kind: EntityKind, use: GoodsAccountUse): string {
  return DEFAULT_ACCOUNTS[kind][use];
}
