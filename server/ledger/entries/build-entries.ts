import {
  postingProfileOf,
  type AccountAnalytic,
  type EntityKind,
  type EntryAccount,
  type EntryLines,
  type EntryRule,
  type MoneyAccountKind,
  type RoleAccounts,
  ROLE_OF_MONEY,
  SETTLEMENT_ROLE,
} from '../../../shared/api/index.js';
import { accountOfEntity } from '../accounts/defaults.js';
import { splitUnits, sumUnits } from './kopeck-shares.js';

/** The integer keys of one side's analytics (null: none). */
export interface SideKeys {
  agent: number | null;
  contract: number | null;
  entity: number | null;
  store: number | null;
}

/**
 * A line of a posted document as its entries need it; `moved` is what its stock moves took or brought
 * (null: none). Quantities are in thousandths and money in kopecks, as the database keeps them (kopeck-shares.ts).
 */
export interface EntryLine {
  entity: number;
  entityKind: EntityKind;
  /** The goods' own account (null: their kind's). */
  account: string | null;
  /** A manufacture line's kind: product or material. */
  kind: string | null;
  qty: number;
  sum: number;
  moved: { qty: number; amount: number } | null;
}

/** A posted document or payment as its entries need it, its figures in kopecks. */
export interface EntrySource {
  type: string;
  sum: number;
  vatSum: number;
  total: number;
  agent: number | null;
  contract: number | null;
  storeIn: number | null;
  storeOut: number | null;
  lines: EntryLine[];
  /** The VAT an advance accounts for (advance-vat.ts); absent or zero where the first event rule gives none. */
  advanceVat?: number;
  /** A payment's money accounts by kind, and a transfer's receiving one; absent or null: its type's kind. */
  moneyKind?: MoneyAccountKind | null;
  toMoneyKind?: MoneyAccountKind | null;
  /** The account the document names itself: other money out's or in's, a write-off's (null: its profile's role's). */
  namedAccount?: string | null;
}

/** An entry to write: Дт `debit` Кт `credit` `amount` kopecks, with its analytics and, on goods accounts, the quantity in thousandths. */
export interface EntryRow {
  debit: string;
  credit: string;
  amount: number;
  qty: number | null;
  debitKeys: SideKeys;
  creditKeys: SideKeys;
}

/** What the company's settings decide about entries. */
export interface EntryPractice {
  vatPayer: boolean;
  /**
   * A non-payer's document posted with its goods' VAT in their cost (docs/general-ledger.md, "A non-payer's
   * VAT"): what its stock moves brought holds that VAT. Without it a non-payer's goods came in at their
   * net cost, as documents posted before schema 22 did, and their VAT is an expense of its own.
   */
  vatInCost?: boolean;
}

/** The analytics an account of the chart is kept by (none for an account it does not know). */
export type AnalyticsOf = (code: string) => readonly AccountAnalytic[];

const NONE: SideKeys = { agent: null, contract: null, entity: null, store: null };

const IN_SCOPE: { readonly [S in EntryLines]: (l: EntryLine) => boolean } = {
  all: () => true,
  goods: (l) => l.entityKind !== 'service',
  services: (l) => l.entityKind === 'service',
  products: (l) => l.kind === 'product',
  materials: (l) => l.kind === 'material' && l.entityKind !== 'service',
  materialServices: (l) => l.kind === 'material' && l.entityKind === 'service',
};

/**
 * The code of a rule's account for a line (null: a document-level entry; goods accounts then fall back
 * to a service's), through the company's roles: a role's account; goods' own account or their kind's
 * role's; a payment's money account by its kind (the bank role's for a bank account, the cash role's for
 * a cash desk); the account the document names, else its profile's role's.
 */
function accountOf(account: EntryAccount, line: EntryLine | null, { source, roles }: { source: EntrySource; roles: RoleAccounts }): string {
  if ('role' in account) return roles[account.role];
  if ('goods' in account) return accountOfEntity(line?.entityKind ?? 'service', line?.account ?? null, { use: account.goods, roles });
  const profile = postingProfileOf(source.type);
  if ('given' in account) {
    const role = profile?.account?.role;
    if (!role) throw new Error(`${source.type} names no account of its own, yet a rule of its profile takes one`);
    return source.namedAccount ?? roles[role];
  }
  const kind = (account.money === 'own' ? source.moneyKind : source.toMoneyKind) ?? profile?.money?.kind ?? 'bank';
  return roles[ROLE_OF_MONEY[kind]];
}

/** A share of `amount` per line, by their sums (by equal parts when every sum is zero). */
function shares(amount: number, lines: EntryLine[]): number[] {
  const weights = lines.map((l) => l.sum);
  return splitUnits(amount, sumUnits(weights) === 0 ? lines.map(() => 1) : weights);
}

/** The document's VAT shared among its lines by their sums, of the lines whose stock moves took or brought something. */
function vatOfMovedLines(source: EntrySource): number {
  return sumUnits(shares(source.vatSum, source.lines).filter((_, i) => source.lines[i]?.moved));
}

/** How entries are built: the company's accounting `practice`, the analytics each account tracks (`analyticsOf`), and its account `roles`. */
export interface EntryBuilding {
  practice: EntryPractice;
  analyticsOf: AnalyticsOf;
  roles: RoleAccounts;
}

/**
 * The entries of one posted document or payment, from its type's profile (shared/api/entry-rules.ts),
 * each account through the company's `roles` (docs/general-ledger.md, "Account roles"): rule by rule,
 * line by line, entries with the same accounts and analytics added together, a negative amount written
 * the other way round. A document with a counterparty credits or debits its settlement account with
 * exactly its total; a difference left by rounding VAT per document against costs per line goes to
 * other income or expenses (the roles' 719 and 949). Pure: the same input gives the same entries.
 */
export function buildEntries(source: EntrySource, { practice, analyticsOf, roles }: EntryBuilding): EntryRow[] {
  const profile = postingProfileOf(source.type);
  if (!profile) return [];
  const vat = practice.vatPayer && profile.vat ? source.vatSum : 0;
  const advanceVat = practice.vatPayer ? (source.advanceVat ?? 0) : 0;
  const costOfLines = sumUnits(source.lines.flatMap((l) => (l.moved ? [l.moved.amount] : [])));
  // A non-payer's VAT on goods that came into stock at their net cost (posted before their cost took it)
  // is an expense of its own (949, by the settlement's difference below), not the services' on the same note.
  const vatOfStock = !practice.vatPayer && !practice.vatInCost && profile.vat ? vatOfMovedLines(source) : 0;
  const rest = source.total - vat - costOfLines - vatOfStock;
  const rows: EntryRow[] = [];

  // An account's analytics as a set, once per account rather than once per line.
  const trackedBy = new Map<string, ReadonlySet<AccountAnalytic>>();
  const keysOf = (account: EntryAccount, code: string, { line, side }: { line: EntryLine | null; side: 'debit' | 'credit' }): SideKeys => {
    let tracked = trackedBy.get(code);
    if (!tracked) trackedBy.set(code, (tracked = new Set(analyticsOf(code))));
    const all: SideKeys =
      !('goods' in account) || line === null
        ? { ...NONE, agent: source.agent, contract: source.contract }
        : { ...NONE, entity: line.entity, store: side === 'debit' ? source.storeIn : source.storeOut };
    return {
      agent: tracked.has('agent') ? all.agent : null,
      contract: tracked.has('contract') ? all.contract : null,
      entity: tracked.has('entity') ? all.entity : null,
      store: tracked.has('store') ? all.store : null,
    };
  };
  const add = (
    rule: Pick<EntryRule, 'debit' | 'credit'>,
    line: EntryLine | null,
    { amount, qty }: { amount: number; qty: number | null },
  ) => {
    const debit = accountOf(rule.debit, line, { source, roles });
    const credit = accountOf(rule.credit, line, { source, roles });
    const debitKeys = keysOf(rule.debit, debit, { line, side: 'debit' });
    const creditKeys = keysOf(rule.credit, credit, { line, side: 'credit' });
    const onGoods = debitKeys.entity !== null || creditKeys.entity !== null;
    rows.push({ debit, credit, amount, qty: onGoods ? qty : null, debitKeys, creditKeys });
  };

  for (const rule of profile.entries) {
    const lines = rule.lines ? source.lines.filter(IN_SCOPE[rule.lines]) : [];
    if (rule.amount === 'cost') {
      for (const line of lines) if (line.moved) add(rule, line, { amount: line.moved.amount, qty: line.moved.qty });
      continue;
    }
    if (rule.amount === 'sum') {
      if (rule.lines) for (const line of lines) add(rule, line, { amount: line.sum, qty: line.qty });
      else add(rule, null, { amount: source.sum, qty: null });
      continue;
    }
    const amount = { total: source.total, vat: vat - advanceVat, advanceVat, rest }[rule.amount];
    if (amount === 0) continue;
    if (lines.length === 0 && rule.lines !== 'services') add(rule, null, { amount, qty: null });
    else shares(amount, lines).forEach((share, i) => add(rule, lines[i]!, { amount: share, qty: lines[i]!.qty }));
  }

  const settlement = profile.settlement;
  if (settlement) {
    const party = { role: SETTLEMENT_ROLE[settlement.account] };
    const code = roles[party.role];
    const owed = settlement.amount === 'total' ? source.total : source.sum;
    const written = sumUnits(rows.map((r) => (r.debit === code ? r.amount : r.credit === code ? -r.amount : 0)));
    const missing = (settlement.side === 'debit' ? owed : -owed) - written;
    // What the counterparty owes beyond the entries is other income, what falls short other expenses.
    if (missing > 0) add({ debit: party, credit: { role: 'otherIncome' } }, null, { amount: missing, qty: null });
    else if (missing < 0) add({ debit: { role: 'otherExpenses' }, credit: party }, null, { amount: -missing, qty: null });
  }
  return merged(rows.filter((r) => r.amount !== 0 || (r.qty !== null && r.qty !== 0)).map(forward));
}

/** A negative amount written the other way round, so every entry's amount is positive. */
function forward(row: EntryRow): EntryRow {
  if (row.amount >= 0) return row;
  return {
    debit: row.credit,
    credit: row.debit,
    amount: -row.amount,
    // 0 - qty, not -qty: a quantity of zero stays 0, never -0.
    qty: row.qty === null ? null : 0 - row.qty,
    debitKeys: row.creditKeys,
    creditKeys: row.debitKeys,
  };
}

const keyText = (k: SideKeys) => `${k.agent},${k.contract},${k.entity},${k.store}`;

/** Entries with the same accounts and analytics as one, in the order of their first. */
function merged(rows: EntryRow[]): EntryRow[] {
  const byKey = new Map<string, EntryRow>();
  for (const row of rows) {
    const key = `${row.debit}|${row.credit}|${keyText(row.debitKeys)}|${keyText(row.creditKeys)}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { ...row });
    else {
      seen.amount += row.amount;
      seen.qty = seen.qty === null || row.qty === null ? seen.qty : seen.qty + row.qty;
    }
  }
  return [...byKey.values()];
}
