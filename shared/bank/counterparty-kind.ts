import { nameKey } from './name-key.js';
import { normaliseAccount } from './statement-values.js';

// Who a statement line's other side is, before what its purpose says (docs/service-behaviour.md,
// "Bank statements"): the treasury, whose accounts take every tax, or a bank.

/** The bank code (МФО) of the State Treasury: every account of the budget, and so every tax's, carries it. */
export const TREASURY_BANK_CODE = '899998';

/** The bank code (МФО) a Ukrainian IBAN carries: its 5th to 10th characters. */
export const bankCodeOfIban = (iban: string): string => {
  const account = normaliseAccount(iban);
  return /^UA\d{8}/.test(account) ? account.slice(4, 10) : '';
};

/** Whether an account is the treasury's: a budget account, where taxes and contributions are paid. */
export const isTreasuryIban = (iban: string): boolean => bankCodeOfIban(iban) === TREASURY_BANK_CODE;

// The treasury's and the tax office's names as banks write them: «ГУК у м.Києві/…», «УК у …», «ГУ ДПС …».
const TAX_AUTHORITY = /(?:^| )(?:гук|ук у|гу дпс|дпс|дфс|казначейств\p{L}*|державна податкова служба)(?: |$)/u;

/** Whether a name is the treasury's or the tax office's. */
export const isTaxAuthorityName = (name: string): boolean => TAX_AUTHORITY.test(nameKey(name));

/**
 * The registry codes (ЄДРПОУ) of the banks most companies keep their accounts with, as the National
 * Bank's register gives them: a line whose other side has one is the bank's own.
 */
export const KNOWN_BANK_CODES: ReadonlySet<string> = new Set([
  '14360570', // АТ КБ «ПриватБанк»
  '00032129', // АТ «Ощадбанк»
  '00032112', // АТ «Укрексімбанк»
  '14282829', // АТ «ПУМБ»
  '14305909', // АТ «Райффайзен Банк»
  '09807750', // АТ «Укрсиббанк»
  '21133352', // АТ «Універсал Банк» (monobank)
  '23697280', // АБ «Укргазбанк»
  '21685166', // АТ «ОТП Банк»
  '23494714', // АТ «Сенс Банк»
  '14360080', // АТ «А-Банк»
  '09807862', // АТ «Кредобанк»
  '21677333', // АТ «ПроКредит Банк»
  '09806443', // АТ «Таскомбанк»
]);

// The banks' own names as they stand in a statement, compared as name keys (lower case, no quotes or legal form).
const BANK_NAME =
  /(?:^| )(?:кб приватбанк|приватбанк|ощадбанк|укрексімбанк|пумб|перший український міжнародний банк|райффайзен банк|райффайзен банк аваль|укрсиббанк|універсал банк|монобанк|monobank|укргазбанк|отп банк|сенс банк|а банк|кредобанк|прокредит банк|таскомбанк)(?: |$)/u;

/**
 * Whether an IBAN is a bank's own account rather than a client's: the account number it carries
 * (its last 14 digits, after five zeros) is on a balance account of the National Bank's chart for banks that no
 * client holds: class 6, the bank's income (its fees), or 29xx and 3739, its transit accounts
 * (salaries to cards, cash). A client's current account is 26xx.
 */
export function isBankOwnIban(iban: string): boolean {
  const account = normaliseAccount(iban);
  // The account number is 14 digits at most, padded with zeros to the 19 an IBAN holds.
  if (!/^UA\d{8}0{5}\d{14}$/.test(account)) return false;
  const balance = account.slice(-14, -10);
  return balance.startsWith('6') || balance.startsWith('29') || balance === '3739';
}

/**
 * Our own bank as the company's requisites name it. Only its name: the requisites keep no registry
 * code of the bank, and the МФО our IBAN carries is not one (a bank's registry code is its ЄДРПОУ).
 */
export interface OurBank {
  name: string;
}

/** A statement line's counterparty as the bank names it. */
export interface StatementCounterparty {
  name: string;
  code: string;
  iban: string;
}

/**
 * Whether a line's other side is a bank: its registry code is one of the known banks', its account
 * is a bank's own (isBankOwnIban), or its name is a bank's own (ours, or one of the known banks).
 */
export function isBankCounterparty(counterparty: StatementCounterparty, ours: OurBank): boolean {
  const code = counterparty.code.replace(/\s/g, '');
  if (KNOWN_BANK_CODES.has(code)) return true;
  if (isBankOwnIban(counterparty.iban)) return true;
  const key = nameKey(counterparty.name);
  if (key === '') return false;
  return (ours.name !== '' && key === nameKey(ours.name)) || BANK_NAME.test(key);
}
