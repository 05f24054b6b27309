// @vitest-environment jsdom
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { SKIP_REASONS } from '../../../../shared/bank/statement.js';
import { StatementError, type StatementProblem } from '../../../../shared/bank/statement-error.js';
import { initI18n } from '../../../../renderer/src/i18n/i18n.js';
import { statementOf } from '../../../../renderer/src/features/bank/bank-model.js';
import { readCsv, readXlsx } from '../../../../renderer/src/features/imports/read-table.js';
import { readErrorText, readStatementFile, skipReasonText } from '../../../../renderer/src/features/bank/read-statement.js';
import { clientBankExchangeText } from '../../../support/bank-statement.js';
import { encodeWindows1251 } from '../../../support/windows-1251.js';

beforeAll(async () => {
  await initI18n();
});

const TABLES = { readCsv, readXlsx };
const OURS = 'UA213223130000026007233566001';
const PROBLEMS: StatementProblem[] = [
  { code: 'noFileEnd', line: 41 },
  { code: 'noDocumentEnd', line: 41 },
  { code: 'noAccountEnd', line: 41 },
  { code: 'mixedEncoding', line: 41 },
  { code: 'notUtf8', line: 41 },
  { code: 'utf16' },
  { code: 'balanceIn', line: 41, account: OURS, bank: '13345.67', lines: '1000.00' },
  { code: 'balanceOut', line: 41, account: OURS, bank: '300.50', lines: '0.00' },
  { code: 'balanceClosing', line: 41, account: OURS, bank: '13545.18', lines: '13545.17' },
];

describe('what the bank screen says about a file it refuses and a line it skips', () => {
  it('words every refusal in Ukrainian and English with its line and figures', () => {
    for (const lng of ['uk', 'en'] as const) {
      const t = i18next.getFixedT(lng);
      for (const problem of PROBLEMS) {
        const text = readErrorText(t, new StatementError(problem));
        expect(text, `${lng} ${problem.code}`).not.toMatch(/bank\.|problems/);
        if ('line' in problem) expect(text).toContain('41');
        if ('bank' in problem) expect(text).toContain(OURS);
      }
      expect(readErrorText(t, new StatementError(PROBLEMS[6]!))).toContain('13\u00a0345,67');
    }
    expect(readErrorText(i18next.getFixedT('uk'), new StatementError({ code: 'noDocumentEnd', line: 7 }))).toBe(
      'Файл не прочитано: документ, що починається в рядку 7, не закінчується «КонецДокумента»: файл обірвано або пошкоджено. Вивантажте виписку ще раз.',
    );
  });

  it('words every skip reason in both languages, with the field at fault', () => {
    for (const lng of ['uk', 'en'] as const) {
      const t = i18next.getFixedT(lng);
      for (const reason of SKIP_REASONS) expect(skipReasonText(t, { reason }), `${lng} ${reason}`).not.toMatch(/^bank\./);
    }
    expect(skipReasonText(i18next.getFixedT('uk'), { reason: 'tooLong', field: 'purpose' })).toBe('задовгий текст: призначення платежу');
    expect(skipReasonText(i18next.getFixedT('en'), { reason: 'badText', field: 'name' })).toBe('characters not allowed: counterparty');
  });
});

describe('reading a chosen file as the screen does', () => {
  it('refuses a 1C file cut inside a document, and shows a CSV’s cut last row as cut off', async () => {
    const whole = clientBankExchangeText(OURS, {
      from: '01.11.2026',
      to: '30.11.2026',
      docs: [
        {
          no: '1',
          date: '20.11.2026',
          amount: '12345.67',
          payer: { name: 'ТОВ Альфа', code: '12345678', account: 'UA903052992990004149123456789' },
          payee: { name: 'Ми', code: '87654321', account: OURS },
          purpose: 'Оплата',
        },
      ],
    });
    const cut = await readStatementFile(TABLES, { name: 'v.txt', bytes: encodeWindows1251(whole.slice(0, whole.indexOf('Сумма=') + 8)) });
    expect(() => statementOf(cut, { account: OURS, mapping: {} })).toThrow(StatementError);

    const csv = await readStatementFile(TABLES, {
      name: 'v.csv',
      bytes: encodeWindows1251('Дата;Номер;Сума\r\n20.11.2026;1;100,00\r\n20.11.2026;2'),
    });
    const statement = statementOf(csv, { account: OURS, mapping: { 0: 'date', 1: 'no', 2: 'amount' } });
    expect(statement?.lines.map((l) => l.no)).toEqual(['1']);
    expect(statement?.skipped.map((s) => [s.no, s.reason])).toEqual([['2', 'cutOff']]);
    // Every column there but no line break after it: read, and marked for the user to compare.
    const open = await readStatementFile(TABLES, {
      name: 'v.csv',
      bytes: encodeWindows1251('Дата;Номер;Сума\r\n20.11.2026;1;100,00\r\n20.11.2026;2;123'),
    });
    const unchecked = statementOf(open, { account: OURS, mapping: { 0: 'date', 1: 'no', 2: 'amount' } });
    expect(unchecked?.lines.map((l) => [l.no, l.amount])).toEqual([
      ['1', '100.00'],
      ['2', '123.00'],
    ]);
    expect(unchecked?.lastLineUnchecked).toBe(true);
  });
});
