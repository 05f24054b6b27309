/**
 * The statement's closing balance beside our money account's in «Залишки коштів», as plain data:
 * no React and no DOM.
 */
import type { MoneyBalances } from '../../../../shared/api/money-balances.js';
import { Decimal } from '../../../../shared/api/money.js';
import type { BankPreview } from '../../../../shared/api/bank.js';
import { normaliseAccount, type ParsedStatement } from '../../../../shared/bank/statement.js';

/** What the statement says of itself, for the check after its import. */
export interface StatementBalance {
  /** Our account the statement is of. */
  account: string;
  /** The statement's last date. */
  date: string;
  /** The closing balance the bank states, as decimal text; null when the file states none. */
  closing: string | null;
}

/** The two balances and the statement's less the program's; zero when they agree. */
export interface BalanceCheck {
  statement: Decimal;
  program: Decimal;
  difference: Decimal;
}

/**
 * The check of a statement of `account` whose bank states `closing`: against the money account of
 * that IBAN, else the first bank account of the report (the main one, which the import moved when no
 * account has the statement's IBAN). Null when the statement states no closing balance or the
 * report has no bank account.
 */
export function balanceCheckOf(report: MoneyBalances, account: string, closing: string | null): BalanceCheck | null {
  if (closing === null) return null;
  const iban = normaliseAccount(account);
  const row = report.rows.find((r) => r.kind === 'bank' && normaliseAccount(r.iban) === iban) ?? report.rows.find((r) => r.kind === 'bank');
  if (!row) return null;
  const statement = new Decimal(closing);
  const program = new Decimal(row.closing);
  return { statement, program, difference: statement.minus(program) };
}

/**
 * What the check after an import reads of a statement: our account, its last date (of its lines;
 * its period's end when it has none) and the closing balance the bank states, as the preview gave it back.
 */
export function statementBalanceOf(
  statement: Pick<ParsedStatement, 'lines' | 'to'>,
  preview: Pick<BankPreview, 'totals'>,
  account: string,
): StatementBalance {
  const last = statement.lines.reduce((latest, line) => (line.date > latest ? line.date : latest), '');
  return { account, date: last || statement.to || '', closing: preview.totals.closing };
}
