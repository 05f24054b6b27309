import {
  Decimal,
  postingProfileOf,
  splitProportionally,
  sumDecimals,
  type AccountAnalytic,
  type EntityKind,
  type EntryAccount,
  type EntryLines,
  type EntryRule,
} from '../../../shared/api/index.js';
import { accountOfEntity } from '../accounts/defaults.js';

/** The integer keys of one side's analytics (null: none). */
export interface SideKeys {
  agent: number | null;
  contract: number | null;
  entity: number | null;
  store: number | null;
}

/** A line of a posted document as its entries need it; `moved` is what its stock moves took or brought (null: none). */
export interface EntryLine {
  entity: number;
  entityKind: EntityKind;
  /** The goods' own account (null: their kind's). */
  account: string | null;
  /** A manufacture line's kind: product or material. */
  kind: string | null;
  qty: Decimal;
  sum: Decimal;
  moved: { qty: Decimal; amount: Decimal } | null;
}

/** A posted document or payment as its entries need it. */
export interface EntrySource {
  type: string;
  sum: Decimal;
  vatSum: Decimal;
  total: Decimal;
  agent: number | null;
  contract: number | null;
  storeIn: number | null;
  storeOut: number | null;
  lines: EntryLine[];
  /** The VAT an advance accounts for (advance-vat.ts); absent or zero where the first event rule gives none. */
  advanceVat?: Decimal;
}

/** An entry to write: Дт `debit` Кт `credit` `amount`, with its analytics and, on goods accounts, the quantity. */
export interface EntryRow {
  debit: string;
  credit: string;
  amount: Decimal;
  qty: Decimal | null;
  debitKeys: SideKeys;
  creditKeys: SideKeys;
}

/** What the company's settings decide about entries. */
export interface EntryPractice {
  vatPayer: boolean;
}

/** The analytics an account of the chart is kept by (none for an account it does not know). */
export type AnalyticsOf = (code: string) => readonly AccountAnalytic[];

/** A difference between what the counterparty owes and the entries written goes to other income or expenses. */
const GAIN = '719';
const LOSS = '949';
const NONE: SideKeys = { agent: null, contract: null, entity: null, store: null };

const IN_SCOPE: { readonly [S in EntryLines]: (l: EntryLine) => boolean } = {
  all: () => true,
  goods: (l) => l.entityKind !== 'service',
  services: (l) => l.entityKind === 'service',
  products: (l) => l.kind === 'product',
  materials: (l) => l.kind === 'material' && l.entityKind !== 'service',
  materialServices: (l) => l.kind === 'material' && l.entityKind === 'service',
};

/** The code of a rule's account for a line (null: a document-level entry; goods accounts then fall back to a service's). */
function accountOf(account: EntryAccount, line: EntryLine | null): string {
  if (typeof account === 'string') return account;
  return accountOfEntity(line?.entityKind ?? 'service', line?.account ?? null, account.goods);
}

/** A share of `amount` per line, by their sums (by equal parts when every sum is zero). */
function shares(amount: Decimal, lines: EntryLine[]): Decimal[] {
  const weights = lines.map((l) => l.sum);
  return splitProportionally(amount, sumDecimals(weights).isZero() ? lines.map(() => new Decimal(1)) : weights);
}

/** The document's VAT shared among its lines by their sums, of the lines whose stock moves took or brought something. */
function vatOfMovedLines(source: EntrySource): Decimal {
  return sumDecimals(shares(source.vatSum, source.lines).filter((_, i) => source.lines[i]?.moved));
}

/**
 * The entries of one posted document or payment, from its type's profile (shared/api/entry-rules.ts):
 * rule by rule, line by line, entries with the same accounts and analytics added together, a negative
 * amount written the other way round. A document with a counterparty credits or debits its
 * settlement account with exactly its total; a difference left by rounding VAT per document against
 * costs per line goes to other income (719) or expenses (949). Pure: the same input gives the same entries.
 */
export function buildEntries(source: EntrySource, practice: EntryPractice, analyticsOf: AnalyticsOf): EntryRow[] {
  const profile = postingProfileOf(source.type);
  if (!profile) return [];
  const vat = practice.vatPayer && profile.vat ? source.vatSum : new Decimal(0);
  const advanceVat = practice.vatPayer ? (source.advanceVat ?? new Decimal(0)) : new Decimal(0);
  const costOfLines = sumDecimals(source.lines.flatMap((l) => (l.moved ? [l.moved.amount] : [])));
  // A non-payer's VAT on goods that came into stock at their net cost is an expense of its own (949,
  // by the settlement's difference below), not the services' on the same note.
  const vatOfStock = !practice.vatPayer && profile.vat ? vatOfMovedLines(source) : new Decimal(0);
  const rest = source.total.minus(vat).minus(costOfLines).minus(vatOfStock);
  const rows: EntryRow[] = [];

  // An account's analytics as a set, once per account rather than once per line.
  const keptBy = new Map<string, ReadonlySet<AccountAnalytic>>();
  const keysOf = (account: EntryAccount, code: string, line: EntryLine | null, side: 'debit' | 'credit'): SideKeys => {
    let kept = keptBy.get(code);
    if (!kept) keptBy.set(code, (kept = new Set(analyticsOf(code))));
    const all: SideKeys =
      typeof account === 'string' || line === null
        ? { ...NONE, agent: source.agent, contract: source.contract }
        : { ...NONE, entity: line.entity, store: side === 'debit' ? source.storeIn : source.storeOut };
    return {
      agent: kept.has('agent') ? all.agent : null,
      contract: kept.has('contract') ? all.contract : null,
      entity: kept.has('entity') ? all.entity : null,
      store: kept.has('store') ? all.store : null,
    };
  };
  const add = (rule: Pick<EntryRule, 'debit' | 'credit'>, line: EntryLine | null, amount: Decimal, qty: Decimal | null) => {
    const debit = accountOf(rule.debit, line);
    const credit = accountOf(rule.credit, line);
    const debitKeys = keysOf(rule.debit, debit, line, 'debit');
    const creditKeys = keysOf(rule.credit, credit, line, 'credit');
    const onGoods = debitKeys.entity !== null || creditKeys.entity !== null;
    rows.push({ debit, credit, amount, qty: onGoods ? qty : null, debitKeys, creditKeys });
  };

  for (const rule of profile.entries) {
    const lines = rule.lines ? source.lines.filter(IN_SCOPE[rule.lines]) : [];
    if (rule.amount === 'cost') {
      for (const line of lines) if (line.moved) add(rule, line, line.moved.amount, line.moved.qty);
      continue;
    }
    if (rule.amount === 'sum') {
      if (rule.lines) for (const line of lines) add(rule, line, line.sum, line.qty);
      else add(rule, null, source.sum, null);
      continue;
    }
    const amount = { total: source.total, vat: vat.minus(advanceVat), advanceVat, rest }[rule.amount];
    if (amount.isZero()) continue;
    if (lines.length === 0 && rule.lines !== 'services') add(rule, null, amount, null);
    else shares(amount, lines).forEach((share, i) => add(rule, lines[i]!, share, lines[i]!.qty));
  }

  const settlement = profile.settlement;
  if (settlement) {
    const owed = settlement.amount === 'total' ? source.total : source.sum;
    const written = sumDecimals(
      rows.map((r) => (r.debit === settlement.account ? r.amount : r.credit === settlement.account ? r.amount.negated() : new Decimal(0))),
    );
    const missing = (settlement.side === 'debit' ? owed : owed.negated()).minus(written);
    if (missing.greaterThan(0)) add({ debit: settlement.account, credit: GAIN }, null, missing, null);
    else if (missing.lessThan(0)) add({ debit: LOSS, credit: settlement.account }, null, missing.negated(), null);
  }
  return merged(rows.filter((r) => !r.amount.isZero() || (r.qty !== null && !r.qty.isZero())).map(forward));
}

/** A negative amount written the other way round, so every entry's amount is positive. */
function forward(row: EntryRow): EntryRow {
  if (!row.amount.isNegative()) return row;
  return {
    debit: row.credit,
    credit: row.debit,
    amount: row.amount.negated(),
    qty: row.qty?.negated() ?? null,
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
      seen.amount = seen.amount.plus(row.amount);
      seen.qty = seen.qty === null || row.qty === null ? seen.qty : seen.qty.plus(row.qty);
    }
  }
  return [...byKey.values()];
}
