/**
 * Why a statement file is refused as a whole (docs/service-behaviour.md, "Bank statements"): cut
 * off before an end marker, two encodings in one file, lines that disagree with the bank's own
 * totals, or a statement of an account (`account`, ours being `ours`) or a company (`company`) not
 * ours. `line` is the 1-based line of the file the problem is found at; amounts are decimal text.
 */
export type StatementProblem =
  | { code: 'noFileEnd'; line: number }
  | { code: 'noDocumentEnd'; line: number }
  | { code: 'noAccountEnd'; line: number }
  | { code: 'mixedEncoding'; line: number }
  | { code: 'notUtf8'; line: number }
  | { code: 'utf16' }
  | { code: 'otherAccount'; account: string; ours: string }
  | { code: 'otherCompany'; company: string; ours: string }
  | { code: 'balanceIn' | 'balanceOut' | 'balanceClosing'; line: number; account: string; bank: string; lines: string };

/** A statement file the app refuses to read, with the problem for the screen to word in the user's language. */
export class StatementError extends Error {
  constructor(readonly problem: StatementProblem) {
    super(`statement refused: ${JSON.stringify(problem)}`);
    this.name = 'StatementError';
  }
}
