import { describe, expect, it } from 'vitest';
import { readStatementFile } from '../../../renderer/src/features/bank/read-statement.js';
import { readCsv, readXlsx } from '../../../renderer/src/features/imports/read-table.js';
import { recogniseBankLayout } from '../../../shared/bank/bank-layouts.js';
import { counterpartyColumnProblems } from '../../../shared/bank/counterparty-columns.js';
import { parseClientBankExchange } from '../../../shared/bank/statement.js';
import { guessBankMapping, parseStatementTable } from '../../../shared/bank/table.js';
import { clientBankExchangeText } from '../../support/bank-statement.js';
import { BANK_EXPORTS, bankExportCsv, bankExportXlsx, type BankExport, type ExportLine } from '../../support/bank-exports.js';

const OWNER = { code: '40123456', iban: 'UA213223130000026007233566001', bank: 'АТ КБ "ПРИВАТБАНК"' };
const LINES: ExportLine[] = [
  {
    no: '101',
    date: '20.11.2026',
    amount: '1500.00',
    name: 'ТОВ "АЛЬФА"',
    code: '12345678',
    iban: 'UA903052992990004149123456789',
    purpose: 'Оплата за рах. № 7',
  },
  {
    no: '102',
    date: '21.11.2026',
    amount: '-250.10',
    name: 'ФОП ПЕТРЕНКО І.І.',
    code: '1234567890',
    iban: 'UA853052990000026004011111111',
    purpose: 'За послуги',
  },
  { no: '103', date: '22.11.2026', amount: '-12.00', name: 'АТ КБ "ПРИВАТБАНК"', code: '14360570', iban: '', purpose: 'Комісія банку' },
];
const TABLES = { readCsv, readXlsx };
const BANKS = Object.keys(BANK_EXPORTS) as BankExport[];

/** What the statement reads of each line: its date, direction, amount and counterparty. */
const readLines = (rows: string[][]) =>
  parseStatementTable(rows, { mapping: guessBankMapping(rows[0] ?? []), account: OWNER.iban }).lines.map((l) => [
    l.no,
    l.date,
    l.direction,
    l.amount,
    l.counterparty.name,
    l.counterparty.code,
    l.counterparty.iban,
    l.purpose,
  ]);
const expected = [
  ['101', '2026-11-20', 'in', '1500.00', 'ТОВ "АЛЬФА"', '12345678', 'UA903052992990004149123456789', 'Оплата за рах. № 7'],
  ['102', '2026-11-21', 'out', '250.10', 'ФОП ПЕТРЕНКО І.І.', '1234567890', 'UA853052990000026004011111111', 'За послуги'],
  ['103', '2026-11-22', 'out', '12.00', 'АТ КБ "ПРИВАТБАНК"', '14360570', '', 'Комісія банку'],
];

describe('the statement exports of Ukrainian banks, read without a mapping by hand', () => {
  it.each(BANKS)('%s: recognised by its headers, the counterparty read from the correspondent’s columns', async (bank) => {
    const file = await readStatementFile(TABLES, { name: `${bank}.csv`, bytes: bankExportCsv(bank, OWNER, LINES) });
    expect(file.encoding).toBe(BANK_EXPORTS[bank].encoding);
    const rows = file.rows ?? [];
    expect(recogniseBankLayout(rows[0] ?? [])?.bank).toBe(bank);
    const lines = readLines(rows);
    // The monobank export has no document number: its lines are known by their position.
    expect(lines).toEqual(bank === 'monobank' ? expected.map(([, ...rest]) => ['', ...rest]) : expected);
    expect(counterpartyColumnProblems(rows, guessBankMapping(rows[0] ?? []), OWNER)).toEqual([]);
  });

  it('reads the XLSX export of Приват24 для бізнесу as its CSV', async () => {
    const file = await readStatementFile(TABLES, { name: 'privat.xlsx', bytes: await bankExportXlsx('privat', OWNER, LINES) });
    const rows = file.rows ?? [];
    expect(recogniseBankLayout(rows[0] ?? [])?.bank).toBe('privat');
    expect(readLines(rows)).toEqual(expected);
  });

  it('never guesses our own code, account or bank as the counterparty in a layout it does not know', async () => {
    // Приват's columns, one renamed and one dropped: no known layout, the headers alone decide.
    const rows = (await readStatementFile(TABLES, { name: 'p.csv', bytes: bankExportCsv('privat', OWNER, LINES) })).rows ?? [];
    const unknown = rows.map((row, i) => (i === 0 ? row.map((h) => (h === 'Кореспондент' ? 'Назва кореспондента' : h)) : row).slice(0, 16));
    expect(recogniseBankLayout(unknown[0] ?? [])).toBeNull();
    expect(readLines(unknown)).toEqual(expected);
  });
});

describe('a counterparty column whose values are all the same', () => {
  const rows = [
    ['Дата', 'Сума', 'ЄДРПОУ', 'Рахунок', 'Назва банку', 'ЄДРПОУ кореспондента', 'Кореспондент'],
    ['20.11.2026', '100', OWNER.code, OWNER.iban, 'ПриватБанк', '12345678', 'ТОВ А'],
    ['21.11.2026', '-50', OWNER.code, OWNER.iban, 'ПриватБанк', '12345678', 'ТОВ А'],
  ];

  it('is refused with the column and its value when the column is not the correspondent’s', () => {
    expect(counterpartyColumnProblems(rows, { 0: 'date', 1: 'amount', 2: 'code', 3: 'iban', 4: 'name' }, OWNER)).toEqual([
      { field: 'code', header: 'ЄДРПОУ', value: OWNER.code },
      { field: 'iban', header: 'Рахунок', value: OWNER.iban },
      { field: 'name', header: 'Назва банку', value: 'ПриватБанк' },
    ]);
  });

  it('is refused, even on one line, when it holds our own code or account', () => {
    const one = rows.slice(0, 2);
    expect(counterpartyColumnProblems(one, { 0: 'date', 1: 'amount', 2: 'code' }, OWNER)).toEqual([
      { field: 'code', header: 'ЄДРПОУ', value: OWNER.code },
    ]);
  });

  it('is taken when it is the correspondent’s: two payments of one customer', () => {
    expect(counterpartyColumnProblems(rows, { 0: 'date', 1: 'amount', 5: 'code', 6: 'name' }, OWNER)).toEqual([]);
  });
});

describe('the statement’s own figures', () => {
  it('are read from a 1CClientBankExchange file’s account section', () => {
    const text = clientBankExchangeText(
      OWNER.iban,
      { from: '01.11.2026', to: '30.11.2026', docs: [] },
      {
        balances: ['НачальныйОстаток=1 000,50', 'ВсегоПоступило=0', 'ВсегоСписано=0.00', 'КонечныйОстаток=1000.50'],
      },
    );
    expect(parseClientBankExchange(text, OWNER.iban).totals).toEqual({ opening: '1000.50', in: '0.00', out: '0.00', closing: '1000.50' });
    const bare = clientBankExchangeText(OWNER.iban, { from: '01.11.2026', to: '30.11.2026', docs: [] }, { balances: [] });
    expect(parseClientBankExchange(bare, OWNER.iban).totals).toEqual({ opening: null, in: null, out: null, closing: null });
  });

  it('are read from a table’s balance and turnover rows, and are null where it has none', async () => {
    const rows = (await readStatementFile(TABLES, { name: 'o.csv', bytes: bankExportCsv('oschad', OWNER, LINES) })).rows ?? [];
    const width = rows[0]?.length ?? 0;
    const row = (cells: Record<number, string>) => Array.from({ length: width }, (_, i) => cells[i] ?? '');
    const withFigures = [
      ...rows.slice(0, 1),
      row({ 0: 'Вхідний залишок', 3: '2 000,00' }),
      ...rows.slice(1),
      row({ 0: 'Обороти', 10: '262,10', 11: '1500,00' }),
      row({ 0: 'Вихідний залишок:', 1: '3237,90' }),
    ];
    const read = (table: string[][]) => parseStatementTable(table, { mapping: guessBankMapping(table[0] ?? []), account: OWNER.iban });
    expect(read(withFigures).totals).toEqual({ opening: '2000.00', in: '1500.00', out: '262.10', closing: '3237.90' });
    expect(read(withFigures).lines).toHaveLength(3);
    expect(read(rows).totals).toEqual({ opening: null, in: null, out: null, closing: null });
  });
});
