import { describe, expect, it } from 'vitest';
import { readCsv } from '../../../renderer/src/features/imports/read-table.js';
import { decodeStatementText } from '../../../shared/bank/encoding.js';
import { parseClientBankExchange } from '../../../shared/bank/statement.js';
import { StatementError, type StatementProblem } from '../../../shared/bank/statement-error.js';
import { csvEnding, guessBankMapping, parseStatementTable } from '../../../shared/bank/table.js';
import { clientBankExchangeText, type StatementDoc } from '../../support/bank-statement.js';
import { encodeWindows1251 } from '../../support/windows-1251.js';

const OURS = 'UA213223130000026007233566001';
const THEIRS = 'UA903052992990004149123456789';

const doc = (no: string, amount: string, direction: 'in' | 'out', purpose = `Оплата ${no}`): StatementDoc => {
  const them = { name: `ТОВ «Сторона ${no}»`, code: '12345678', account: THEIRS };
  const us = { name: 'Наша організація', code: '87654321', account: OURS };
  return { no, date: '20.11.2026', amount, payer: direction === 'in' ? them : us, payee: direction === 'in' ? us : them, purpose };
};
const DOCS = [doc('1', '1000.00', 'in'), doc('2', '12345.67', 'in'), doc('3', '300.50', 'out')];
const text = (docs = DOCS, balances?: string[]) =>
  clientBankExchangeText(OURS, { from: '01.11.2026', to: '30.11.2026', docs }, { balances });

/** The problem a read refuses with, or null when it reads. */
function problemOf(read: () => unknown): StatementProblem | null {
  try {
    read();
    return null;
  } catch (error) {
    if (error instanceof StatementError) return error.problem;
    throw error;
  }
}

const lineOf = (content: string, needle: string) => content.split('\r\n').findIndex((l) => l.startsWith(needle)) + 1;

describe('a 1CClientBankExchange file cut off', () => {
  it('refuses a file cut inside its last document, naming the line that document starts on', () => {
    const whole = text([DOCS[0]!, DOCS[1]!]);
    const line = whole.split('\r\n').lastIndexOf('СекцияДокумент=Платіжне доручення') + 1;
    for (const cut of ['Сумма=1', 'Сумма=12', 'Сумма=12345', 'НазначениеПлатежа=', 'НазначениеПлатежа=Опл']) {
      const at = whole.lastIndexOf(cut.split('=')[0]!) + cut.length;
      expect(
        problemOf(() => parseClientBankExchange(whole.slice(0, at), OURS)),
        cut,
      ).toEqual({ code: 'noDocumentEnd', line });
    }
  });

  it('refuses a file whose last document ended but which has no КонецФайла, naming its last line', () => {
    const whole = text();
    const cut = whole.slice(0, whole.indexOf('КонецФайла'));
    expect(problemOf(() => parseClientBankExchange(cut, OURS))).toEqual({ code: 'noFileEnd', line: cut.split('\r\n').length - 1 });
  });

  it('refuses a document that never ends before the next one starts, and an account section without КонецРасчСчет', () => {
    const whole = text();
    const noDocEnd = whole.replace('КонецДокумента\r\n', '');
    expect(problemOf(() => parseClientBankExchange(noDocEnd, OURS))).toEqual({
      code: 'noDocumentEnd',
      line: lineOf(whole, 'СекцияДокумент='),
    });
    const noAccountEnd = whole.replace('КонецРасчСчет\r\n', '');
    expect(problemOf(() => parseClientBankExchange(noAccountEnd, OURS))).toEqual({
      code: 'noAccountEnd',
      line: lineOf(whole, 'СекцияРасчСчет'),
    });
  });
});

describe('the bank’s own balances of a 1CClientBankExchange file', () => {
  const agreeing = ['НачальныйОстаток=500.00', 'ВсегоПоступило=13345.67', 'ВсегоСписано=300.50', 'КонечныйОстаток=13545.17'];

  it('reads a statement whose lines add up to the bank’s totals and balances', () => {
    expect(parseClientBankExchange(text(DOCS, agreeing), OURS).lines.map((l) => l.no)).toEqual(['1', '2', '3']);
    // Only an opening and a closing: the lines must lead from one to the other.
    expect(parseClientBankExchange(text(DOCS, [agreeing[0]!, agreeing[3]!]), OURS).lines).toHaveLength(3);
  });

  it('refuses a statement missing a document, with the bank’s figure and the lines’ figure', () => {
    const missing = text([DOCS[0]!, DOCS[2]!], agreeing);
    expect(problemOf(() => parseClientBankExchange(missing, OURS))).toEqual({
      code: 'balanceIn',
      line: lineOf(missing, 'ВсегоПоступило'),
      account: OURS,
      bank: '13345.67',
      lines: '1000.00',
    });
    const noOut = text([DOCS[0]!, DOCS[1]!], agreeing);
    expect(problemOf(() => parseClientBankExchange(noOut, OURS))).toMatchObject({ code: 'balanceOut', bank: '300.50', lines: '0.00' });
    const wrongClosing = text(DOCS, [...agreeing.slice(0, 3), 'КонечныйОстаток=13545.18']);
    expect(problemOf(() => parseClientBankExchange(wrongClosing, OURS))).toMatchObject({
      code: 'balanceClosing',
      bank: '13545.18',
      lines: '13545.17',
    });
  });
});

describe('a line that breaks the service’s contract', () => {
  const bad = [
    doc('10', '5.00', 'in', 'я'.repeat(4001)),
    doc('11', '5.00', 'in', 'Оплата\u0000 за товар'),
    doc('12', '1000000000000.00', 'in'),
    { ...doc('13', '5.00', 'out'), payee: { name: 'Н'.repeat(501), code: '12345678', account: THEIRS } },
  ];

  it('is shown skipped with its reason in a 1C file, and the other lines are read', () => {
    const statement = parseClientBankExchange(text([...DOCS, ...bad]), OURS);
    expect(statement.lines.map((l) => l.no)).toEqual(['1', '2', '3']);
    expect(statement.skipped.map((s) => [s.no, s.reason, s.field])).toEqual([
      ['10', 'tooLong', 'purpose'],
      ['11', 'badText', 'purpose'],
      ['12', 'amountLimit', 'amount'],
      ['13', 'tooLong', 'name'],
    ]);
  });

  it('is shown skipped with its reason in a CSV file, and the other lines are read', () => {
    const rows = [
      ['Дата', 'Номер', 'Сума', 'Контрагент', 'Призначення платежу'],
      ['20.11.2026', '1', '100,00', 'ТОВ Альфа', 'Оплата'],
      ['20.11.2026', '2', '100,00', 'ТОВ Альфа', 'я'.repeat(4001)],
      ['20.11.2026', '3', '-100,00', 'ТОВ \u0000Альфа', 'Оплата'],
      ['20.11.2026', '4', '-1 000 000 000 000,00', 'ТОВ Альфа', 'Оплата'],
      ['20.11.2026', '5', '-100,00', 'ТОВ Бета', 'Оплата'],
    ];
    const statement = parseStatementTable(rows, { mapping: guessBankMapping(rows[0]!), account: OURS });
    expect(statement.lines.map((l) => l.no)).toEqual(['1', '5']);
    expect(statement.skipped.map((s) => [s.no, s.reason, s.field])).toEqual([
      ['2', 'tooLong', 'purpose'],
      ['3', 'badText', 'name'],
      ['4', 'amountLimit', 'amount'],
    ]);
  });
});

describe('a CSV statement cut off', () => {
  const csv = 'Дата;Номер;Сума;Призначення платежу\r\n20.11.2026;1;100,00;Оплата\r\n20.11.2026;2;12345,67;Оплата за товар\r\n';
  const read = (text: string) => {
    const rows = readCsv(text);
    return parseStatementTable(rows, { mapping: guessBankMapping(rows[0]!), account: OURS, lastRow: LAST_ROW_OF[csvEnding(text)] });
  };
  const LAST_ROW_OF = { row: 'whole', noLineBreak: 'unchecked', insideQuotes: 'cut' } as const;

  it('shows a last row that lacks a column of the header as cut off, never with what was left of it', () => {
    for (const cut of ['1', '12', '12345,6']) {
      const statement = read(csv.slice(0, csv.indexOf('12345') + cut.length));
      expect(statement.lines.map((l) => [l.no, l.amount])).toEqual([['1', '100.00']]);
      expect(statement.skipped.map((s) => [s.no, s.reason])).toEqual([['2', 'cutOff']]);
      expect(statement.lastLineUnchecked).toBeUndefined();
    }
  });

  it('reads a whole last row without a final line break, as banks write it, but marks it unchecked', () => {
    // Whole, or cut inside its last column: the file cannot tell; the screen asks the user to compare the line.
    for (const cut of ['12345,67;Опл', '12345,67;Оплата за товар']) {
      const statement = read(csv.slice(0, csv.indexOf('12345') + cut.length));
      expect(statement.lines.map((l) => [l.no, l.amount])).toEqual([
        ['1', '100.00'],
        ['2', '12345.67'],
      ]);
      expect(statement.lastLineUnchecked).toBe(true);
    }
    const whole = read(csv);
    expect(whole.lines).toHaveLength(2);
    expect(whole.lastLineUnchecked).toBeUndefined();
  });

  it('marks nothing when the unchecked last row is no line (a turnover row), and cuts a row ending inside quotes', () => {
    const turnover = read('Дата;Номер;Сума;Призначення платежу\r\n20.11.2026;1;100,00;Оплата\r\nОбороти;;;');
    expect(turnover.lines).toHaveLength(1);
    expect(turnover.lastLineUnchecked).toBeUndefined();
    const quoted = read('Дата;Номер;Сума;Призначення платежу\r\n20.11.2026;1;100,00;Оплата\r\n20.11.2026;2;5,00;"ТОВ ""Ром');
    expect(quoted.lines.map((l) => l.no)).toEqual(['1']);
    expect(quoted.skipped.map((s) => [s.no, s.reason])).toEqual([['2', 'cutOff']]);
  });

  it('takes a lone CR after CRLF rows for no line break, an open quote for a cut, and a last line break for an end', () => {
    // Found by the fuzz target: cut between CR and LF, papaparse kept the quotes of a last quoted field.
    expect(csvEnding('Назва;Сума\r\n5;"ПП ""Ромашка"""\r')).toBe('noLineBreak');
    expect(csvEnding('Назва;Сума\r\n5;"ПП ""Ромашка\r\n')).toBe('insideQuotes');
    expect(csvEnding('Назва;Сума\r\n5;"ПП ""Ромашка"""\r\n')).toBe('row');
    expect(csvEnding('Назва;Сума\r5;"ПП"\r')).toBe('row');
    expect(csvEnding('Назва;Сума\r\n5;ПП')).toBe('noLineBreak');
  });
});

describe('a statement file in two encodings', () => {
  it('refuses Windows-1251 bytes with a UTF-8 fragment, naming the line', () => {
    const bytes = new Uint8Array([
      ...encodeWindows1251('1CClientBankExchange\r\nПлательщик1=ТОВ Ґудзик\r\n'),
      ...new TextEncoder().encode('Получатель1=ТОВ Ромашка\r\n'),
    ]);
    expect(problemOf(() => decodeStatementText(bytes))).toEqual({ code: 'mixedEncoding', line: 3 });
    expect(problemOf(() => decodeStatementText(bytes, 'windows-1251'))).toEqual({ code: 'mixedEncoding', line: 3 });
    const bomThen1251 = new Uint8Array([0xef, 0xbb, 0xbf, ...encodeWindows1251('Дата;Сума\r\n20.11.2026;5\r\n')]);
    expect(problemOf(() => decodeStatementText(bomThen1251))).toEqual({ code: 'mixedEncoding', line: 1 });
  });

  it('refuses UTF-8 chosen for bytes that are not UTF-8, and a UTF-16 file', () => {
    expect(problemOf(() => decodeStatementText(encodeWindows1251('Дата;Сума\r\n20.11.2026;5\r\nТОВ Ґудзик'), 'utf-8'))).toEqual({
      code: 'notUtf8',
      line: 1,
    });
    expect(problemOf(() => decodeStatementText(new Uint8Array([0xff, 0xfe, 0x31, 0x00])))).toEqual({ code: 'utf16' });
  });

  it('reads Windows-1251 with uppercase Ukrainian and UTF-8 with a byte order mark', () => {
    const name = 'ТОВ «СІРІУС-ЄВРО» і «Рівне»';
    expect(decodeStatementText(encodeWindows1251(name))).toEqual({ text: name, encoding: 'windows-1251' });
    const utf8 = new TextEncoder().encode(name);
    expect(decodeStatementText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({ text: name, encoding: 'utf-8' });
  });
});
