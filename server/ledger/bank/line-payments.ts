import { KINDS_WITHOUT_AGENT, type BankImportLine, type PayDocumentUpdateBody } from '../../../shared/api/index.js';
import { normaliseIban } from '../../../shared/api/registry-codes.js';
import { kindOfLine } from './line-kinds.js';
import { LedgerError } from '../errors.js';
import { mainMoneyAccount } from '../money-accounts/money-accounts.js';
import type { Db } from '../types.js';

// The payment a statement line becomes (docs/service-behaviour.md, "Bank statements"): its type is
// the line's kind, and the money account it moves is the one the statement is of.

/** Our bank accounts by IBAN, the main one, which a statement of an account not among them moves, and every money account of ours. */
export interface StatementAccounts {
  byIban: Map<string, string>;
  main: string;
  all: Set<string>;
}

/** Our money accounts by IBAN (the bank accounts that have one), the main bank account and all of them (the cash desks too). */
export async function statementAccountsOf(db: Db): Promise<StatementAccounts> {
  const rows = await db.selectFrom('money_accounts').select(['uid', 'iban']).execute();
  return {
    byIban: new Map(rows.filter((r) => r.iban !== '').map((r) => [normaliseIban(r.iban), r.uid])),
    main: await mainMoneyAccount(db, 'bank'),
    all: new Set(rows.map((r) => r.uid)),
  };
}

/** Whether a line of this kind is a customer's or a supplier's payment: only those settle an invoice or complete a draft. */
export const paysInvoice = (line: Pick<BankImportLine, 'kind' | 'direction'>): boolean => {
  const kind = kindOfLine(line);
  return kind === 'payFromCustomer' || kind === 'payToSupplier';
};

/** Whether a line of this kind needs its counterparty, and may create one: other money and transfers do not. */
export const takesAgent = (line: Pick<BankImportLine, 'kind' | 'direction'>): boolean => !KINDS_WITHOUT_AGENT.includes(kindOfLine(line));

type PaymentFields = Pick<PayDocumentUpdateBody, 'type' | 'agent' | 'account' | 'moneyAccount' | 'toMoneyAccount'>;

/** Who a line's payment is with: the counterparty (`agent`, its uid), and the statement's own money `accounts`. */
export interface LineParties {
  agent: string;
  accounts: StatementAccounts;
}

/**
 * The type, counterparty, account and money accounts of the payment a confirmed line makes: other
 * money out or in keeps a counterparty the client chose (the analytic of 685) and a transfer none.
 * Its money account is ours whose IBAN the statement is of (the main bank account when none is).
 * A transfer's other side is the money account the line names (`otherMoneyAccount`: a cash desk for
 * cash taken out or brought in), else ours by the counterparty's IBAN: money out goes from the
 * statement's account to it, money in comes from it. One that is none of ours, or the statement's own,
 * is refused (400 VALIDATION naming `lines.N.otherMoneyAccount` or `lines.N.counterparty.iban`): the
 * money would leave the books unseen.
 */
export function paymentFieldsOf(line: BankImportLine, index: number, { agent, accounts }: LineParties): PaymentFields {
  const kind = kindOfLine(line);
  const ownRef = { uid: accounts.byIban.get(normaliseIban(line.account)) ?? accounts.main };
  if (kind === 'otherOut' || kind === 'otherIn') {
    return {
      type: kind,
      agent: agent ? { uid: agent } : null,
      moneyAccount: ownRef,
      ...(line.ledgerAccount ? { account: line.ledgerAccount } : {}),
    };
  }
  if (kind !== 'transfer') return { type: kind, agent: { uid: agent }, moneyAccount: ownRef };
  const named = line.otherMoneyAccount?.uid;
  if (named !== undefined && (!accounts.all.has(named) || named === ownRef.uid)) {
    throw new LedgerError(
      'VALIDATION',
      `lines.${index}.otherMoneyAccount: a transfer goes between our own money accounts; ${named} is none of them but the statement's own`,
    );
  }
  const other = named ?? accounts.byIban.get(normaliseIban(line.counterparty.iban));
  if (!other || other === ownRef.uid) {
    throw new LedgerError(
      'VALIDATION',
      `lines.${index}.counterparty.iban: a transfer goes between our own money accounts; ${line.counterparty.iban || 'an empty IBAN'} is none of them but the statement's own`,
    );
  }
  return line.direction === 'out'
    ? { type: kind, agent: null, moneyAccount: ownRef, toMoneyAccount: { uid: other } }
    : { type: kind, agent: null, moneyAccount: { uid: other }, toMoneyAccount: ownRef };
}
