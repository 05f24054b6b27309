import { isAmountIssue } from '../api/amount-rules.js';
import { BankLineInput } from '../api/bank.js';
import type { BankLine, SkippedLine, SkipField, SkipReason } from './statement.js';

const FIELD_OF: Record<string, SkipField> = {
  no: 'no',
  date: 'date',
  amount: 'amount',
  account: 'account',
  name: 'name',
  code: 'code',
  iban: 'iban',
  purpose: 'purpose',
};

/**
 * Why the service's contract (`BankLineInput`) would refuse `line`, and the field at fault; null
 * when it takes it. One such line is skipped rather than failing the whole preview and import.
 */
export function contractProblem(line: BankLine): { reason: SkipReason; field: SkipField } | null {
  const parsed = BankLineInput.safeParse(line);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (!issue) return null;
  const field = FIELD_OF[String(issue.path.at(-1))] ?? 'purpose';
  if (isAmountIssue(issue)) return { reason: 'amountLimit', field };
  if (issue.code === 'too_big') return { reason: 'tooLong', field };
  if (field === 'amount') return { reason: 'badAmount', field };
  if (field === 'date') return { reason: 'badDate', field };
  return { reason: 'badText', field };
}

/** The statement's lines kept and those skipped, with why. */
export interface SortedLines {
  lines: BankLine[];
  skipped: SkippedLine[];
}

/** Adds `line` to the lines read, or (the contract refusing it) to those skipped, shown as `shown`. */
export function keepOrSkip(line: BankLine, shown: Omit<SkippedLine, 'reason' | 'field'>, into: SortedLines): void {
  const problem = contractProblem(line);
  if (problem) into.skipped.push({ ...shown, ...problem });
  else into.lines.push(line);
}
