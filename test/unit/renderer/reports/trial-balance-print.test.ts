import { assert, describe, expect, it } from 'vitest';
import { reportPdfDefinition } from '../../../../renderer/src/features/reports/report-pdf.js';
import { trialBalanceForm } from '../../../../renderer/src/features/reports/trial-balance-print.js';
import { trialBalanceLines, trialBalanceTable } from '../../../../renderer/src/features/reports/trial-balance-model.js';
import { ledgerUk } from '../../../../renderer/src/features/reports/ledger-texts.js';
import type { TrialBalance } from '../../../../shared/api/ledger-reports.js';

/**
 * The ОСВ on paper (docs/desktop-app.md, "The ОСВ"): the company and the period above the table, each
 * sub-account and counterparty set in under its account, and the chief accountant's and the
 * director's signatures with their names under it.
 */
const TEXTS = { reports: { ledger: ledgerUk.ledger, total: 'Разом' } };
const t = (key: string) => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], TEXTS);
  return typeof found === 'string' ? found : key;
};
const zero = { openingDebit: 0, openingCredit: 0, debit: 0, credit: 0, closingDebit: 0, closingCredit: 0 };
const REPORT: TrialBalance = {
  from: '2031-01-01T00:00:00',
  to: '2031-03-31T00:00:00',
  rows: [
    { account: '36', name: 'Розрахунки з покупцями та замовниками', parent: null, analytics: [], ...zero, debit: 999999999.99 },
    { account: '361', name: 'Розрахунки з вітчизняними покупцями', parent: '36', analytics: ['agent'], ...zero, debit: 999999999.99 },
  ],
  total: { ...zero, debit: 999999999.99, credit: 999999999.99 },
  offBalance: { rows: [], total: zero },
  mixedEntries: [],
};
const CUSTOMER = { uid: 'c-1', name: 'ТОВ «Покупець друку»' };
const lines = trialBalanceLines(REPORT, {
  expanded: new Set(['36', '361']),
  records: new Map([['361', [{ ...REPORT.rows[1]!, analytic: CUSTOMER }]]]),
});
const company = { name: 'ТОВ «Облік і Ко»', director: 'Іван Петренко', accountant: 'Олена Коваль' };

describe('the printed ОСВ', () => {
  it('names the company, the period and how deep it is unfolded, and has both signatures with their names', () => {
    const form = trialBalanceForm(
      trialBalanceTable(lines, { from: '2031-01-01', to: '2031-03-31' }, t),
      { company, detail: 'Субрахунки й аналітика' },
      t,
    );
    expect(form.title).toBe('Оборотно-сальдова відомість');
    expect(form.parameters).toEqual([
      ['Організація', 'ТОВ «Облік і Ко»'],
      ['Період', '01.01.2031 – 31.03.2031'],
      ['Деталізація', 'Субрахунки й аналітика'],
    ]);
    expect(form.signatures).toEqual([
      'Головний бухгалтер\t____________________\tОлена Коваль',
      'Керівник\t____________________\tІван Петренко',
    ]);
  });

  it('leaves a line to sign on for a name the settings lack, and no company line without a company', () => {
    const form = trialBalanceForm(
      trialBalanceTable(lines, { from: '2031-01-01', to: '2031-03-31' }, t),
      { company: null, detail: 'Рахунки' },
      t,
    );
    expect(form.parameters[0]?.[0]).toBe('Період');
    expect(form.signatures?.[1]).toBe('Керівник\t____________________\t____________________');
  });

  it('sets each sub-account and counterparty in by its depth, its code and name apart from the figures', () => {
    const table = trialBalanceTable(lines, { from: '2031-01-01', to: '2031-03-31' }, t);
    expect(table.rows.map((row) => [row.indent ?? 0, row.cells[0], row.cells[1]])).toEqual([
      [0, '36', 'Розрахунки з покупцями та замовниками'],
      [1, '361', 'Розрахунки з вітчизняними покупцями'],
      [2, '361', 'ТОВ «Покупець друку»'],
      [0, 'Разом', null],
    ]);
    const definition = reportPdfDefinition(trialBalanceForm(table, { company, detail: 'Усе' }, t), {
      generatedLine: '',
      pageLabel: () => '',
    });
    const grid = (definition.content as { table?: { body: { text: string; margin?: number[] }[][] } }[])[3]?.table;
    assert(grid);
    expect(grid.body[2]?.[1]).toMatchObject({ text: 'Розрахунки з вітчизняними покупцями', margin: [8, 0, 0, 0] });
    expect(grid.body[3]?.[1]).toMatchObject({ text: 'ТОВ «Покупець друку»', margin: [16, 0, 0, 0] });
    expect(grid.body[1]?.[4]).toMatchObject({ text: '999\u00a0999\u00a0999,99' });
    expect(grid.body[3]?.[4]?.margin).toBeUndefined();
    // The signatures in columns: each role, its line and its name under the other's.
    const block = (definition.content as { unbreakable?: boolean; stack?: { table: { body: { text: string }[][] } }[] }[])[4];
    expect(block?.unbreakable).toBe(true);
    const signing = block?.stack?.[0]?.table;
    expect(signing?.body.map((row) => row.map((cell) => cell.text))).toEqual([
      ['Головний бухгалтер', '____________________', 'Олена Коваль'],
      ['Керівник', '____________________', 'Іван Петренко'],
    ]);
  });
});
