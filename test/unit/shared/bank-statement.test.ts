import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readCsv, readXlsx } from '../../../renderer/src/features/imports/read-table.js';
import { decodeText } from '../../../shared/bank/encoding.js';
import { isClientBankExchange, parseClientBankExchange, parseStatementAmount, parseStatementDate } from '../../../shared/bank/statement.js';
import { guessBankMapping, missingBankFields, parseStatementTable } from '../../../shared/bank/table.js';
import { clientBankExchange } from '../../support/bank-statement.js';
import { encodeWindows1251 } from '../../support/windows-1251.js';

const OURS = 'UA213223130000026007233566001';
const THEIRS = 'UA903052992990004149123456789';

const file = (extra = '') =>
  [
    '1CClientBankExchange',
    'Кодировка=Windows',
    'ДатаНачала=01.11.2026',
    'ДатаКонца=30.11.2026',
    'СекцияДокумент=Платіжне доручення',
    'Номер=17',
    'Дата=20.11.2026',
    'Сумма=1234,56',
    `ПлательщикСчет=${THEIRS}`,
    'Плательщик=ТОВ "Ґудзик і Ко" ЄДРПОУ 87654321',
    'Плательщик1=ТОВ "Ґудзик і Ко"',
    'ПлательщикОКПО=87654321',
    `ПолучательСчет= ${OURS.toLowerCase()} `,
    'ДатаПоступило=21.11.2026',
    'НазначениеПлатежа=Оплата за рах. №5 від 02.11.2026; у т.ч. ПДВ 205,76 грн',
    'КонецДокумента',
    'СекцияДокумент=Платіжне доручення',
    'Номер=18',
    'Дата=22.11.2026',
    'Сумма=99.90',
    `ПлательщикСчет=${OURS}`,
    `ПолучательСчет=${THEIRS}`,
    'Получатель=ФОП Петренко',
    'ПолучательЕДРПОУ=1234567890',
    'ДатаСписано=23.11.2026',
    'НазначениеПлатежа=Оренда',
    'КонецДокумента',
    extra,
    'КонецФайла',
  ].join('\r\n');

describe('the 1CClientBankExchange file', () => {
  it('reads Windows-1251: money in by ДатаПоступило, money out by ДатаСписано, the other side by ОКПО and ЕДРПОУ', () => {
    const { text, encoding } = decodeText(encodeWindows1251(file()));
    expect(encoding).toBe('windows-1251');
    expect(isClientBankExchange(text)).toBe(true);
    const statement = parseClientBankExchange(text, OURS);
    expect(statement).toMatchObject({ format: '1c', account: OURS, from: '2026-11-01', to: '2026-11-30', skipped: [] });
    expect(statement.lines).toEqual([
      {
        no: '17',
        date: '2026-11-21',
        amount: '1234.56',
        direction: 'in',
        account: OURS,
        counterparty: { name: 'ТОВ "Ґудзик і Ко"', code: '87654321', iban: THEIRS },
        purpose: 'Оплата за рах. №5 від 02.11.2026; у т.ч. ПДВ 205,76 грн',
        position: 0,
      },
      {
        no: '18',
        date: '2026-11-23',
        amount: '99.90',
        direction: 'out',
        account: OURS,
        counterparty: { name: 'ФОП Петренко', code: '1234567890', iban: THEIRS },
        purpose: 'Оренда',
        position: 1,
      },
    ]);
  });

  it('reads UTF-8 with and without a byte order mark the same', () => {
    const utf8 = new TextEncoder().encode(file());
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    for (const bytes of [utf8, withBom]) {
      const { text, encoding } = decodeText(bytes);
      expect(encoding).toBe('utf-8');
      expect(isClientBankExchange(text)).toBe(true);
      expect(parseClientBankExchange(text, OURS).lines).toHaveLength(2);
    }
  });

  it('skips with the reason: another account, a date or an amount it cannot read', () => {
    const extra = [
      'СекцияДокумент=Платіжне доручення',
      'Номер=19',
      'Дата=24.11.2026',
      'Сумма=5.00',
      `ПлательщикСчет=${THEIRS}`,
      'ПолучательСчет=UA000000000000000000000000000',
      'КонецДокумента',
      'СекцияДокумент=Платіжне доручення',
      'Номер=20',
      'Дата=31.11.2026',
      'Сумма=5.00',
      `ПолучательСчет=${OURS}`,
      'КонецДокумента',
      'СекцияДокумент=Платіжне доручення',
      'Номер=21',
      'Дата=24.11.2026',
      'Сумма=5.001',
      `ПолучательСчет=${OURS}`,
      'КонецДокумента',
    ].join('\r\n');
    const statement = parseClientBankExchange(file(extra), OURS);
    expect(statement.skipped.map((s) => [s.no, s.reason])).toEqual([
      ['19', 'notOurAccount'],
      ['20', 'badDate'],
      ['21', 'badAmount'],
    ]);
  });

  it('takes the statement’s own account when the company has none in its requisites', () => {
    const bytes = clientBankExchange(OURS, {
      from: '01.11.2026',
      to: '02.11.2026',
      docs: [
        {
          no: '1',
          date: '01.11.2026',
          amount: '10.00',
          payer: { name: 'A', code: '', account: THEIRS },
          payee: { name: 'B', code: '', account: OURS },
          purpose: '',
        },
      ],
    });
    const statement = parseClientBankExchange(decodeText(bytes).text, '');
    expect(statement.account).toBe(OURS);
    expect(statement.lines.map((l) => l.direction)).toEqual(['in']);
  });
});

describe('dates and amounts of a statement', () => {
  it('reads dd.mm.yyyy, with a time, and ISO; refuses dates that do not exist', () => {
    expect(parseStatementDate('21.11.2026')).toBe('2026-11-21');
    expect(parseStatementDate('1.2.2026 10:15:00')).toBe('2026-02-01');
    expect(parseStatementDate('2026-11-21')).toBe('2026-11-21');
    expect(parseStatementDate('29.02.2026')).toBeNull();
    expect(parseStatementDate('вчора')).toBeNull();
  });

  it('reads amounts exactly, with spaces and a comma, and refuses a third decimal', () => {
    expect(parseStatementAmount('1 234 567,89')?.toFixed(2)).toBe('1234567.89');
    expect(parseStatementAmount('-0.10')?.toFixed(2)).toBe('-0.10');
    expect(parseStatementAmount('0.1')?.plus('0.2').toFixed()).toBe('0.3');
    expect(parseStatementAmount('1,001')).toBeNull();
    expect(parseStatementAmount('сто')).toBeNull();
  });
});

describe('CSV and XLSX statements through a column mapping', () => {
  it('guesses the mapping from Ukrainian headers and reads a signed amount column', () => {
    const rows = readCsv(
      [
        'Дата операції;Номер документа;Сума;Контрагент;ЄДРПОУ контрагента;Рахунок контрагента;Призначення платежу',
        `21.11.2026;55;-1 500,00;ТОВ Альфа;12345678;${THEIRS};Оплата рах. 7`,
        '22.11.2026;56;250,10;ФОП Бета;1234567890;;Повернення',
        ';;;Обороти;;;',
      ].join('\n'),
    );
    const mapping = guessBankMapping(rows[0] ?? []);
    expect(mapping).toEqual({ 0: 'date', 1: 'no', 2: 'amount', 3: 'name', 4: 'code', 5: 'iban', 6: 'purpose' });
    expect(missingBankFields(mapping)).toEqual([]);
    const statement = parseStatementTable(rows, { mapping, account: OURS });
    expect(statement).toMatchObject({ format: 'table', account: OURS, from: '2026-11-21', to: '2026-11-22' });
    expect(statement.lines.map((l) => [l.no, l.date, l.direction, l.amount, l.counterparty.code, l.counterparty.iban])).toEqual([
      ['55', '2026-11-21', 'out', '1500.00', '12345678', THEIRS],
      ['56', '2026-11-22', 'in', '250.10', '1234567890', ''],
    ]);
    expect(statement.skipped.map((s) => s.reason)).toEqual(['badDate']);
  });

  it('reads an XLSX with separate money-in and money-out columns', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Виписка');
    sheet.addRow(['Дата', '№', 'Надходження', 'Списання', 'Назва', 'Призначення']);
    sheet.addRow([new Date(Date.UTC(2026, 10, 21)), '1', 100.5, null, 'Альфа', 'за товар']);
    sheet.addRow([new Date(Date.UTC(2026, 10, 22)), '2', null, 42, 'Бета', 'послуги']);
    const rows = await readXlsx(await workbook.xlsx.writeBuffer());
    const mapping = guessBankMapping(rows[0] ?? []);
    expect(mapping).toEqual({ 0: 'date', 1: 'no', 2: 'amountIn', 3: 'amountOut', 4: 'name', 5: 'purpose' });
    expect(
      parseStatementTable(rows, { mapping, account: OURS }).lines.map((l) => [l.date, l.direction, l.amount, l.counterparty.name]),
    ).toEqual([
      ['2026-11-21', 'in', '100.50', 'Альфа'],
      ['2026-11-22', 'out', '42.00', 'Бета'],
    ]);
  });

  it('says what a mapping lacks before it reads anything', () => {
    expect(missingBankFields({ 0: 'name' })).toEqual(['date', 'amount']);
    expect(missingBankFields({ 0: 'date', 1: 'amountOut' })).toEqual([]);
  });
});
