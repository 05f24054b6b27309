import { BANK_LINE_KINDS, type BankLineKind } from '../api/bank.js';
import { PAYMENT_TYPES } from '../api/document-types.js';
import { nameKey } from './name-key.js';
import { normaliseAccount } from './statement-values.js';

/** What proposing a line's kind knows of us: our accounts, our registry code and our bank. */
export interface KindContext {
  ourAccounts: string[];
  ourCode: string;
  bank: { name: string; code: string };
}

/** The kind proposed for a line, and the account its money goes to or comes from where the kind takes one. */
export interface ProposedKind {
  kind: BankLineKind;
  ledgerAccount: string | null;
}

// Words of a purpose, in the order they are tried (\b knows only ASCII letters, so a word is set off
// by non-letters); a tax or salary names its settlement account.
const FEE = /коміс|(?<!\p{L})рко(?!\p{L})|розрахунково-касов|обслуговування\s+рахунку/iu;
const TAXES: [RegExp, string][] = [
  [/військов\p{L}*\s+збір/iu, '642'],
  [/(?<!\p{L})пдфо(?!\p{L})|податок\s+на\s+доходи\s+фізичних/iu, '641'],
  [/(?<!\p{L})єсв(?!\p{L})|єдиний\s+соціальний\s+внесок/iu, '651'],
  [/(?<!\p{L})пдв(?!\p{L})|податок\s+на\s+додану\s+вартість/iu, '641'],
  [/заробітн\p{L}*\s+плат|зарплат|аванс\s+з\s+заробітної/iu, '661'],
];
const REFUND = /поверн/iu;

/**
 * The kinds an import records as a payment of that type: those that are payment types of the
 * service (docs/service-behaviour.md, "Bank statements"), today every kind. A line of any other
 * kind would be skipped with its kind (`unsupported`) rather than recorded as a payment it is not.
 */
export const IMPORTABLE_KINDS: readonly BankLineKind[] = BANK_LINE_KINDS.filter((kind) =>
  (PAYMENT_TYPES as readonly string[]).includes(kind),
);

/** The account an expense of the bank (its fee) goes to by default. */
export const FEE_ACCOUNT = '92';
/** The account other income goes to by default. */
export const OTHER_INCOME_ACCOUNT = '719';

/**
 * The kind a statement line is proposed as (docs/service-behaviour.md, "Bank statements"), from its
 * counterparty and purpose: an IBAN of ours (or our own registry code) is a transfer; a tax or
 * salary word in the purpose of money out is an expense to its account (ПДФО and ПДВ 641,
 * військовий збір 642, ЄСВ 651, заробітна плата 661); the bank itself (its code or name) or a fee
 * word («комісія», «РКО», «обслуговування рахунку») is an expense to 92 when money goes out and other
 * income (719) when it comes in; «повернення» is a refund (from a supplier when money comes in, to a
 * customer when it goes out); anything else a customer's payment in and a supplier's payment out.
 */
export function proposeLineKind(
  line: { direction: 'in' | 'out'; purpose: string; counterparty: { name: string; code: string; iban: string } },
  context: KindContext,
): ProposedKind {
  const { direction, purpose, counterparty } = line;
  const iban = normaliseAccount(counterparty.iban);
  const ours = context.ourAccounts.map(normaliseAccount).filter(Boolean);
  if ((iban && ours.includes(iban)) || (context.ourCode && counterparty.code === context.ourCode))
    return { kind: 'transfer', ledgerAccount: null };
  if (direction === 'out') {
    const tax = TAXES.find(([pattern]) => pattern.test(purpose));
    if (tax) return { kind: 'otherOut', ledgerAccount: tax[1] };
  }
  const theBank =
    (context.bank.code !== '' && counterparty.code === context.bank.code) ||
    (context.bank.name !== '' && nameKey(counterparty.name) === nameKey(context.bank.name));
  if (theBank || FEE.test(purpose)) {
    return direction === 'out'
      ? { kind: 'otherOut', ledgerAccount: FEE_ACCOUNT }
      : { kind: 'otherIn', ledgerAccount: OTHER_INCOME_ACCOUNT };
  }
  if (REFUND.test(purpose)) return { kind: direction === 'in' ? 'refundFromSupplier' : 'refundToCustomer', ledgerAccount: null };
  return { kind: direction === 'in' ? 'payFromCustomer' : 'payToSupplier', ledgerAccount: null };
}
