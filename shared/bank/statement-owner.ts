import { StatementError } from './statement-error.js';
import { normaliseAccount } from './statement-values.js';

/**
 * Our side as the app knows it (docs/service-behaviour.md, "Bank statements"): our accounts, the
 * requisites' first and then those of our money accounts, and our registry code (empty when the
 * requisites give none).
 */
export interface OurSide {
  accounts: string[];
  code: string;
}

/**
 * The account a statement is of: of the accounts the file says it is of (`named`: a 1C file's
 * `РасчСчет`, a table's column of our account), the first that is ours; `fallback` (the requisites'
 * account) when the file names none, or when we know no account to compare with (then the file's own).
 * Throws a StatementError naming the file's account when it names only accounts not ours: read
 * anyway, another company's payments would go into our books.
 */
export function statementAccountOf(named: string[], fallback: string, ours: OurSide): string {
  const mine = ours.accounts.map(normaliseAccount).filter(Boolean);
  const inFile = [...new Set(named.map(normaliseAccount).filter(Boolean))];
  const first = inFile[0];
  if (first === undefined) return normaliseAccount(fallback);
  if (mine.length === 0) return first;
  const ourOne = inFile.find((account) => mine.includes(account));
  if (ourOne === undefined)
    throw new StatementError({ code: 'otherAccount', account: first, ours: normaliseAccount(fallback) || mine[0] || '' });
  return ourOne;
}

/**
 * Refuses a statement whose own registry code (`named`, a table's column of our code) is none of
 * ours, naming it: a statement of another company. Nothing is checked while our code is unknown.
 */
export function checkStatementCompany(named: string[], ours: OurSide): void {
  const code = ours.code.replace(/\s/g, '');
  if (code === '') return;
  const other = named.map((value) => value.replace(/\s/g, '')).find((value) => value !== '' && value !== code);
  if (other !== undefined) throw new StatementError({ code: 'otherCompany', company: other, ours: code });
}
