import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statementOf, type ReadFile } from '../../renderer/src/features/bank/bank-model.js';
import { readStatementFile } from '../../renderer/src/features/bank/read-statement.js';
import { readCsv, readXlsx } from '../../renderer/src/features/imports/read-table.js';
import type { BankLine } from '../../shared/bank/statement.js';
import { StatementError } from '../../shared/bank/statement-error.js';
import { guessBankMapping } from '../../shared/bank/table.js';
import { runsFor, timeoutFor } from '../property/arbitraries.js';
import { encodeWindows1251 } from '../support/windows-1251.js';
import { csvText, exchangeText, OURS, statementCase, type StatementCase, type TableLayout } from './bank-statement-cases.js';

/**
 * The statement readers (1CClientBankExchange, CSV, XLSX) fed valid statements, then damaged: cut
 * at every position (at many, spread over the runs, for larger files), with the keys of each 1C
 * document or the columns of a table in any order, and in mixed encodings (UTF-8 with a
 * Windows-1251 fragment and the reverse, byte order marks).
 *
 * "Read silently wrong" means: the reader does not refuse (no StatementError, no other error
 * reading the file), and among the lines it would send to the service (`lines`, not the `skipped`
 * ones, which are shown and never sent) there is one whose number, date, amount, direction,
 * account, counterparty or purpose differs from the original document at that position, or there
 * are more lines than documents. A last line the screen marks for the user to compare with the
 * bank's statement (a CSV's last row without a line break: whole, or cut inside its last column,
 * which no reader can tell) is not silent, and is left out of the comparison. A cut file must therefore give the original lines or a prefix of
 * them; a reordered one exactly the original lines; one of two encodings the original lines, read
 * right, or a refusal. That never happens.
 */

const TABLES = { readCsv, readXlsx };
const utf8 = (text: string) => new TextEncoder().encode(text);
const BOM = [0xef, 0xbb, 0xbf];

/** What the screen would send: the lines, and whether it asks the user to compare the last one (lastLineUnchecked). */
interface ScreenRead {
  lines: BankLine[];
  lastUnchecked: boolean;
}

/** The file read as the screen reads it, through the mapping guessed from its headers; a refusal is null. */
async function readAsScreen(name: string, bytes: Uint8Array): Promise<ScreenRead | null> {
  let file: ReadFile;
  try {
    file = await readStatementFile(TABLES, { name, bytes });
    const mapping = guessBankMapping(file.rows?.[0] ?? []);
    const statement = statementOf(file, { account: OURS, mapping });
    return { lines: statement?.lines ?? [], lastUnchecked: statement?.lastLineUnchecked === true };
  } catch (error) {
    if (error instanceof StatementError || name.endsWith('.xlsx')) return null;
    throw error;
  }
}

/** The lines of a read, for the reads that must be exact. */
const linesOf = async (read: Promise<ScreenRead | null>) => (await read)?.lines ?? null;

/** Fails when `read` is a silently wrong reading of `expected` (see the header). */
function expectNotWrong(read: ScreenRead | null, expected: BankLine[], what: string): void {
  if (read === null) return;
  expect(read.lines.length, what).toBeLessThanOrEqual(expected.length);
  // A last line the screen asks the user to compare with the bank's statement is not silent; the others must be exact.
  const sure = read.lastUnchecked ? read.lines.slice(0, -1) : read.lines;
  expect(sure, what).toEqual(expected.slice(0, sure.length));
}

/** Every cut of `bytes`, or (large) every `step`-th from `offset`, plus the cuts around each line break. */
function cutsOf(bytes: Uint8Array, offset: number, most = 160): number[] {
  const step = Math.max(1, Math.ceil(bytes.length / most));
  const cuts = new Set<number>();
  for (let at = offset % step; at <= bytes.length; at += step) cuts.add(at);
  bytes.forEach((byte, at) => {
    if (byte === 0x0a) for (const near of [at - 1, at, at + 1]) cuts.add(near);
  });
  return [...cuts].filter((at) => at >= 0 && at <= bytes.length);
}

function encoded(text: string, encoding: StatementCase['encoding']): Uint8Array {
  if (encoding === 'windows-1251') return encodeWindows1251(text);
  return encoding === 'utf-8-bom' ? new Uint8Array([...BOM, ...utf8(text)]) : utf8(text);
}

/** The file with one counterparty's name in the other encoding than the rest. */
function mixed(text: string, name: string, encoding: StatementCase['encoding']): Uint8Array {
  const at = text.indexOf(name);
  const [before, after] = [text.slice(0, at), text.slice(at + name.length)];
  const fragment = encoding === 'windows-1251' ? utf8(name) : encodeWindows1251(name);
  const outer = (part: string) => (encoding === 'windows-1251' ? encodeWindows1251(part) : utf8(part));
  return new Uint8Array([...(encoding === 'utf-8-bom' ? BOM : []), ...outer(before), ...fragment, ...outer(after)]);
}

async function xlsxOf(c: StatementCase, layout: TableLayout): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Виписка');
  sheet.addRow(layout.columns.map((column) => column.header));
  for (const doc of c.docs) sheet.addRow(layout.columns.map((column) => column.cell(doc, 'xlsx')));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const CASE_MS = 400;

describe('fuzzing the bank statement readers with cut, reordered and mixed-encoding files', () => {
  /**
   * A text statement (`name` tells its kind) read whole, cut at each place and with one name in the
   * other encoding; `wholeOnly`: a cut file gives no lines at all (1C, whose КонецФайла is its last line).
   */
  async function checkTextStatement(name: string, text: string, c: StatementCase, offset: number, wholeOnly: boolean) {
    const bytes = encoded(text, c.encoding);
    expect(await linesOf(readAsScreen(name, bytes))).toEqual(c.expected);
    for (const at of cutsOf(bytes, offset)) {
      const read = await readAsScreen(name, bytes.slice(0, at));
      // The last line break aside, a cut file lost part of a line.
      if (wholeOnly && read !== null && at < bytes.length - 2) expect(read.lines, `cut at ${at}`).toEqual([]);
      expectNotWrong(read, c.expected, `cut at ${at}`);
    }
    const other = c.docs[c.mixedDoc % c.docs.length]?.name ?? '';
    expectNotWrong(await readAsScreen(name, mixed(text, other, c.encoding)), c.expected, 'mixed encodings');
  }

  it(
    '1CClientBankExchange: every cut is refused or read whole, any key order reads the same, two encodings are refused or read right',
    async () => {
      const property = fc.asyncProperty(statementCase, fc.nat(), (c, offset) =>
        checkTextStatement('v.txt', exchangeText(c), c, offset, true),
      );
      await fc.assert(property, runsFor(CASE_MS));
    },
    timeoutFor(CASE_MS),
  );

  it(
    'CSV: every cut gives the original lines or a prefix, any column order reads the same, two encodings are refused or read right',
    async () => {
      const property = fc.asyncProperty(statementCase, fc.nat(), (c, offset) =>
        checkTextStatement('v.csv', csvText(c, c.layout), c, offset, false),
      );
      await fc.assert(property, runsFor(CASE_MS));
    },
    timeoutFor(CASE_MS),
  );

  it(
    'XLSX: any column order reads the same, and a cut workbook is refused or gives a prefix of the lines',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          statementCase,
          fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 2 }),
          async (c, where) => {
            const bytes = await xlsxOf(c, c.layout);
            expect(await linesOf(readAsScreen('v.xlsx', bytes))).toEqual(c.expected);
            for (const fraction of where) {
              const at = Math.floor(fraction * bytes.length);
              expectNotWrong(await readAsScreen('v.xlsx', bytes.slice(0, at)), c.expected, `cut at ${at}`);
            }
          },
        ),
        runsFor(CASE_MS),
      );
    },
    timeoutFor(CASE_MS),
  );
});
