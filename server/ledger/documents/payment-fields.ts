import { PAYMENT_PROFILES, type PayDocumentUpdateBody, type PaymentType } from '../../../shared/api/index.js';
import { LedgerError } from '../errors.js';
import { mainMoneyAccount, moneyAccountKind } from '../money-accounts/money-accounts.js';
import type { Db } from '../types.js';
import { namedAccountOf } from './named-account.js';

/** The payment's own columns beyond those every document has. */
export interface PaymentColumns {
  money_account: string;
  to_money_account: string | null;
  pay_account: string | null;
  cash_flow_item: string;
}

type Stored = {
  type: string;
  money_account: string | null;
  to_money_account: string | null;
  pay_account: string | null;
  cash_flow_item: string;
};

/** A payment's write: its `type`, the request's `body`, and the `stored` row it changes (none for a new one). */
export interface PaymentWrite {
  type: PaymentType;
  body: PayDocumentUpdateBody;
  stored: Stored | undefined;
}

/**
 * The money accounts, account and cash-flow item a payment of `type` keeps after `body`
 * (docs/service-behaviour.md, "Payment types" and "Our money accounts"): what the body sends, else
 * what it had, else its type's defaults. Refuses, before anything is written, an account on a type
 * that takes none or one that does not suit (ACCOUNT_UNSUITABLE, UNKNOWN_REFERENCE, ACCOUNT_INACTIVE),
 * an unknown money account, one of the wrong kind for a customer's or supplier's payment
 * (MONEY_ACCOUNT_KIND), a receiving account on anything but a transfer and a transfer to its own
 * paying account (MONEY_ACCOUNTS_SAME).
 */
export async function paymentColumnsOf(db: Db, { type, body, stored }: PaymentWrite): Promise<PaymentColumns> {
  const money = PAYMENT_PROFILES[type].money;
  if (!money) throw new Error(`payment type ${type} has no money movement in its profile`);
  const payAccount = await namedAccountOf(db, { type, sent: body.account, stored });

  const ownSent = body.moneyAccount?.uid;
  const ownStored = body.moneyAccount === undefined ? stored?.money_account : null;
  let own = ownSent ?? ownStored ?? null;
  if (own !== null) {
    const kind = await moneyAccountKind(db, own);
    if (kind === null) throw new LedgerError('UNKNOWN_REFERENCE', `no money account with uid ${own}`);
    if (money.kindFixed && kind !== money.kind) {
      if (ownSent) {
        throw new LedgerError(
          'MONEY_ACCOUNT_KIND',
          `${type} moves a ${money.kind === 'cash' ? 'cash desk' : 'bank account'}; ${own} is a ${kind === 'cash' ? 'cash desk' : 'bank account'}`,
        );
      }
      own = null;
    }
  }
  own ??= await mainMoneyAccount(db, money.kind);

  if (money.moves !== 'transfer' && body.toMoneyAccount) {
    throw new LedgerError('VALIDATION', `toMoneyAccount: only a transfer has a receiving money account, not ${type}`);
  }
  const to =
    money.moves === 'transfer'
      ? body.toMoneyAccount === undefined
        ? (stored?.to_money_account ?? null)
        : (body.toMoneyAccount?.uid ?? null)
      : null;
  if (to !== null && (await moneyAccountKind(db, to)) === null)
    throw new LedgerError('UNKNOWN_REFERENCE', `no money account with uid ${to}`);
  if (to !== null && to === own)
    throw new LedgerError('MONEY_ACCOUNTS_SAME', 'a transfer moves money between two different money accounts');

  return {
    money_account: own,
    to_money_account: to,
    pay_account: payAccount,
    cash_flow_item: body.cashFlowItem ?? stored?.cash_flow_item ?? '',
  };
}
