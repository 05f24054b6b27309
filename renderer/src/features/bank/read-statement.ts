import type { TFunction } from 'i18next';
import { decodeStatementText, type TextEncoding } from '../../../../shared/bank/encoding.js';
import type { SkippedLine } from '../../../../shared/bank/statement.js';
import { StatementError } from '../../../../shared/bank/statement-error.js';
import { formatAmount } from '../../lib/format.js';
import { formatOf, type ReadFile } from './bank-model.js';

/** The directory import's table readers (features/imports), given by the screen; the Node tests give them directly. */
export interface TableReaders {
  readCsv: (text: string) => string[][];
  readXlsx: (bytes: ArrayBuffer) => Promise<string[][]>;
}

/** A file the user chose: its `name`, its `bytes`, and the text `encoding` chosen for it (else guessed). */
export interface ChosenFile {
  name: string;
  bytes: Uint8Array;
  encoding?: TextEncoding | undefined;
}

/**
 * A chosen file as the screen reads it: an XLSX by its name into rows, any other as text (in
 * `encoding`, else guessed), 1C kept as text and CSV read into rows. Throws a StatementError for a
 * text it would misread (docs/service-behaviour.md, "Bank statements").
 */
export async function readStatementFile({ readCsv, readXlsx }: TableReaders, { name, bytes, encoding }: ChosenFile): Promise<ReadFile> {
  const xlsx = /\.xlsx$/i.test(name);
  const decoded = xlsx ? null : decodeStatementText(bytes, encoding);
  const format = formatOf(name, decoded?.text ?? null);
  const rows = format === '1c' ? null : decoded ? readCsv(decoded.text) : await readXlsx(bytes.slice().buffer);
  return { name, format, encoding: decoded?.encoding ?? null, text: decoded?.text ?? null, rows };
}

// The bank's figure is its own text when it is no number.
const money = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? formatAmount(text) : text);

/** Why a file could not be read, in the user's language: a StatementError's problem, else the error's own message. */
export function readErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof StatementError)) return t('bank.unreadable', { error: error instanceof Error ? error.message : String(error) });
  const { problem } = error;
  const amounts = 'bank' in problem ? { bank: money(problem.bank), lines: money(problem.lines) } : {};
  return t('bank.unreadable', { error: t(`bank.problems.${problem.code}`, { ...problem, ...amounts }) });
}

/** Why a line is skipped, in the user's language, with the field at fault where there is one. */
export function skipReasonText(t: TFunction, skipped: Pick<SkippedLine, 'reason' | 'field'>): string {
  const reason = t(`bank.status.${skipped.reason}`);
  return skipped.field ? t('bank.skipWithField', { reason, field: t(`bank.skipFields.${skipped.field}`) }) : reason;
}
