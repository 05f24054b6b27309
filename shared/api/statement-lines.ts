/**
 * The lines of the small company's statements (НП(С)БО 25 «Спрощена фінансова звітність»): Форма № 1-м
 * «Баланс» and Форма № 2-м «Звіт про фінансові результати», each line by its code, and which accounts
 * make it. docs/general-ledger.md, "Statements", explains the choices where practice varies.
 */

/** Which side of the form a balance line stands on: an asset takes debit minus credit, the other side credit minus debit. */
export type StatementSide = 'asset' | 'liability';

/**
 * Where an account's balance goes: `net` takes it whole (a contra account's lowers its line), `debit`
 * only a debit balance and `credit` only a credit balance, unfolded by counterparty, so a customer who
 * overpaid is a liability beside the other customers' debts.
 */
export type BalanceTake = 'net' | 'debit' | 'credit';

/** A balance line of Форма № 1-м: the accounts it takes (by code prefix), or the lines it sums. */
export interface BalanceLine {
  code: string;
  side: StatementSide;
  /** Account code prefixes and what of their balance the line takes; the longest prefix of an account decides. */
  takes?: readonly (readonly [prefix: string, take: BalanceTake])[];
  /** The lines it adds up. */
  sums?: readonly string[];
  /** A «у тому числі» line: it shows part of the line above it and is not counted in any total. */
  part?: boolean;
  /** One of the figures the line above is made of (первісна вартість, знос), printed indented under it. */
  detail?: boolean;
  /** A section total or the balance itself, printed in bold. */
  total?: boolean;
}

const net = (...prefixes: string[]) => prefixes.map((prefix) => [prefix, 'net'] as const);
const debit = (...prefixes: string[]) => prefixes.map((prefix) => [prefix, 'debit'] as const);
const credit = (...prefixes: string[]) => prefixes.map((prefix) => [prefix, 'credit'] as const);

/**
 * Форма № 1-м as НП(С)БО 25 has it now, top to bottom. Every account of classes 1–9 lands in exactly
 * one counted line (the `part` lines aside), so the balance's two sides are equal whenever the books
 * balance; an account no prefix names goes to 1190 as a debit and 1690 as a credit. Off-balance
 * accounts and 00 are left out. 1001 and 1002 are the parts of 1000 as 1011 and 1012 are of 1010, each
 * counted in its total; 1002 and 1012 are negative, which the form prints in brackets.
 */
export const BALANCE_LINES: readonly BalanceLine[] = [
  { code: '1000', side: 'asset', sums: ['1001', '1002'] },
  { code: '1001', side: 'asset', takes: net('12'), detail: true },
  { code: '1002', side: 'asset', takes: net('133'), detail: true },
  { code: '1005', side: 'asset', takes: net('15') },
  { code: '1010', side: 'asset', sums: ['1011', '1012'] },
  { code: '1011', side: 'asset', takes: net('10', '11'), detail: true },
  { code: '1012', side: 'asset', takes: net('13'), detail: true },
  { code: '1020', side: 'asset', takes: net('16', '134') },
  { code: '1030', side: 'asset', takes: net('14') },
  // The form has no line of goodwill: 19 stands among the other non-current assets.
  { code: '1090', side: 'asset', takes: net('17', '18', '19') },
  { code: '1095', side: 'asset', sums: ['1000', '1005', '1010', '1020', '1030', '1090'], total: true },
  { code: '1100', side: 'asset', takes: net('20', '22', '23', '24', '25', '26', '27', '28', '91') },
  { code: '1103', side: 'asset', takes: net('26'), part: true },
  { code: '1110', side: 'asset', takes: net('21') },
  { code: '1125', side: 'asset', takes: [...debit('34', '36'), ...net('38')] },
  { code: '1135', side: 'asset', takes: debit('64') },
  { code: '1136', side: 'asset', takes: debit('641.1'), part: true },
  { code: '1155', side: 'asset', takes: debit('37', '60', '61', '62', '63', '65', '66', '67', '68') },
  { code: '1160', side: 'asset', takes: net('35') },
  { code: '1165', side: 'asset', takes: net('30', '31', '33') },
  { code: '1170', side: 'asset', takes: net('39') },
  { code: '1190', side: 'asset', takes: debit('643', '644') },
  { code: '1195', side: 'asset', sums: ['1100', '1110', '1125', '1135', '1155', '1160', '1165', '1170', '1190'], total: true },
  { code: '1200', side: 'asset', takes: net('286') },
  { code: '1300', side: 'asset', sums: ['1095', '1195', '1200'], total: true },
  { code: '1400', side: 'liability', takes: net('40') },
  // The small company's form has no line of revaluation (1405 of the full one): 41 is additional capital.
  { code: '1410', side: 'liability', takes: net('41', '42') },
  { code: '1415', side: 'liability', takes: net('43') },
  // The result not yet closed to 44 is the year's retained earnings too: 79 and the revenue and expense accounts.
  { code: '1420', side: 'liability', takes: net('44', '7', '8', '9') },
  { code: '1425', side: 'liability', takes: net('45', '46') },
  { code: '1495', side: 'liability', sums: ['1400', '1410', '1415', '1420', '1425'], total: true },
  { code: '1595', side: 'liability', takes: net('47', '48', '49', '5'), total: true },
  { code: '1600', side: 'liability', takes: credit('60') },
  { code: '1610', side: 'liability', takes: credit('61') },
  { code: '1615', side: 'liability', takes: credit('63') },
  { code: '1620', side: 'liability', takes: credit('64') },
  { code: '1621', side: 'liability', takes: credit('641.1'), part: true },
  { code: '1625', side: 'liability', takes: credit('65') },
  { code: '1630', side: 'liability', takes: credit('66') },
  { code: '1665', side: 'liability', takes: net('69') },
  // VAT of the first event not yet settled: a credit of 643 or 644 (a debit goes to 1190).
  { code: '1690', side: 'liability', takes: credit('34', '36', '37', '62', '643', '644', '67', '68') },
  { code: '1695', side: 'liability', sums: ['1600', '1610', '1615', '1620', '1625', '1630', '1665', '1690'], total: true },
  // Order 291 has no account of its own for these liabilities (286 is the assets' side): the line stays empty.
  { code: '1700', side: 'liability' },
  { code: '1900', side: 'liability', sums: ['1495', '1595', '1695', '1700'], total: true },
];

/** Where a balance of an account no line names goes. */
export const UNNAMED_BALANCE = { debit: '1190', credit: '1690' } as const;

/** A line of Форма № 2-м: the accounts whose period turnover it takes (`sign` 1: credit minus debit), or the lines it adds or subtracts. */
export interface ResultLine {
  code: string;
  /** Account prefixes and whether the line is their credit (revenue, 1) or debit (expense, -1) turnover. */
  accounts?: readonly string[];
  sign?: 1 | -1;
  /** Lines added, a leading `-` subtracts one. */
  sums?: readonly string[];
  total?: boolean;
}

/**
 * Форма № 2-м, top to bottom. A revenue or expense line is its accounts' turnover from 1 January to
 * the period's end without the entries that close them to 79, so a closed month reads as an open one:
 * 2000 is the credit turnover of 70 less its debits (VAT, returns, 704), net of VAT. The small
 * company's form has no lines of financial income and expenses: 73 is among the other income (2240)
 * and 95 among the other expenses (2270).
 */
export const RESULT_LINES: readonly ResultLine[] = [
  { code: '2000', accounts: ['70', '76'], sign: 1 },
  { code: '2120', accounts: ['71'], sign: 1 },
  { code: '2240', accounts: ['72', '73', '74'], sign: 1 },
  { code: '2280', sums: ['2000', '2120', '2240'], total: true },
  { code: '2050', accounts: ['90'], sign: -1 },
  { code: '2180', accounts: ['92', '93', '94'], sign: -1 },
  { code: '2270', accounts: ['95', '96', '97'], sign: -1 },
  { code: '2285', sums: ['2050', '2180', '2270'], total: true },
  { code: '2290', sums: ['2280', '-2285'], total: true },
  { code: '2300', accounts: ['98'], sign: -1 },
  { code: '2350', sums: ['2290', '-2300'], total: true },
];

/** The prefix of `code` among `prefixes` that names it most closely (`641.1` before `64`), if any. */
export function closestPrefix(code: string, prefixes: Iterable<string>): string | undefined {
  let best: string | undefined;
  for (const prefix of prefixes) if (code.startsWith(prefix) && (!best || prefix.length > best.length)) best = prefix;
  return best;
}
