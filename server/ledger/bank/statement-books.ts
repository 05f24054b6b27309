import type { BankPreview, BankPreviewBody } from '../../../shared/api/index.js';
import { Decimal, moneyText } from '../../../shared/api/money.js';
import { normaliseAccount } from '../../../shared/bank/statement-values.js';
import { moneyBalances } from '../money-accounts/money-balances.js';
import type { Db } from '../types.js';

/** The day before an ISO date. */
const dayBefore = (iso: string): string => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * What the books hold for the statement's money account before its first day, for the preview to
 * set beside the bank's opening balance (docs/service-behaviour.md, "Bank statements"): the money
 * account whose IBAN the lines are of (else the main bank account), its balance as «Залишки коштів»
 * gives it at the end of the day before `from` (the first line's date when the body gives none).
 * Null for a statement without lines. The report's figures are numbers of two decimals, read back
 * through their text so that no float arithmetic touches them.
 */
export async function booksBeforeStatement(db: Db, body: BankPreviewBody): Promise<BankPreview['books']> {
  const first = body.lines.reduce<string | null>((min, line) => (min === null || line.date < min ? line.date : min), null);
  const from = body.from ?? first;
  if (from === null) return null;
  const date = dayBefore(from);
  const report = await moneyBalances(db, { date, from: date });
  const iban = normaliseAccount(body.lines[0]?.account ?? '');
  const row =
    report.rows.find((r) => r.kind === 'bank' && iban !== '' && normaliseAccount(r.iban) === iban) ??
    report.rows.find((r) => r.kind === 'bank');
  if (!row) return null;
  return { moneyAccount: row.moneyAccount, date, opening: moneyText(new Decimal(String(row.closing))) };
}
