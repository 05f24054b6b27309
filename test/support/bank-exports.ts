import ExcelJS from 'exceljs';
import { encodeWindows1251 } from './windows-1251.js';

/** Our side of a made-up export: the company's code, account and bank, the same on every row. */
export interface ExportOwner {
  code: string;
  iban: string;
  bank: string;
}

/** One movement of a made-up export: money in (`amount` above zero) or out (below), and the correspondent. */
export interface ExportLine {
  no: string;
  /** dd.mm.yyyy. */
  date: string;
  /** Signed, with a dot: `-1500.00` is money out. */
  amount: string;
  name: string;
  code: string;
  iban: string;
  purpose: string;
}

/** What a bank's layout writes in each column of a row: a header, and the cell of a line. */
type Column = [header: string, cell: (line: ExportLine, owner: ExportOwner) => string];

const comma = (amount: string) => amount.replace('.', ',');
const debit = (l: ExportLine) => (l.amount.startsWith('-') ? comma(l.amount.slice(1)) : '');
const credit = (l: ExportLine) => (l.amount.startsWith('-') ? '' : comma(l.amount));

/**
 * The column layouts of the statement exports of Ukrainian banks, as their client-banks write them:
 * our own code, account and bank beside the correspondent's, and debit/credit or a signed amount.
 */
export const BANK_EXPORTS = {
  privat: {
    encoding: 'windows-1251',
    columns: [
      ['ЄДРПОУ', (_l, o) => o.code],
      ['МФО', () => '305299'],
      ['Рахунок', (_l, o) => o.iban],
      ['Валюта', () => 'UAH'],
      ['Дата операції', (l) => `${l.date} 10:15`],
      ['Код операції', () => '1'],
      ['МФО банку', () => '300528'],
      ['Назва банку', (_l, o) => o.bank],
      ['Рахунок кореспондента', (l) => l.iban],
      ['ЄДРПОУ кореспондента', (l) => l.code],
      ['Кореспондент', (l) => l.name],
      ['Номер документа', (l) => l.no],
      ['Дата документа', (l) => l.date],
      ['Дебет', debit],
      ['Кредит', credit],
      ['Призначення платежу', (l) => l.purpose],
      ['Гривневе покриття', (l) => comma(l.amount.replace('-', ''))],
    ],
  },
  monobank: {
    encoding: 'utf-8',
    columns: [
      ['IBAN рахунку', (_l, o) => o.iban],
      ['ЄДРПОУ клієнта', (_l, o) => o.code],
      ['Дата та час операції', (l) => `${l.date} 12:00:00`],
      ['Деталі операції', (l) => l.purpose],
      ['Контрагент', (l) => l.name],
      ['ЄДРПОУ контрагента', (l) => l.code],
      ['IBAN контрагента', (l) => l.iban],
      ['Сума в валюті рахунку', (l) => l.amount],
      ['Валюта', () => 'UAH'],
      ['Залишок після операції', () => '10000.00'],
    ],
  },
  oschad: {
    encoding: 'windows-1251',
    columns: [
      ['Номер документа', (l) => l.no],
      ['Дата документа', (l) => l.date],
      ['Дата проведення', (l) => l.date],
      ['Рахунок', (_l, o) => o.iban],
      ['ЄДРПОУ', (_l, o) => o.code],
      ['Назва банку', (_l, o) => o.bank],
      ['Рахунок кореспондента', (l) => l.iban],
      ['МФО кореспондента', () => '300465'],
      ['ЄДРПОУ кореспондента', (l) => l.code],
      ['Найменування кореспондента', (l) => l.name],
      ['Сума дебет', debit],
      ['Сума кредит', credit],
      ['Призначення платежу', (l) => l.purpose],
    ],
  },
  pumb: {
    encoding: 'utf-8',
    columns: [
      ['Наш рахунок', (_l, o) => o.iban],
      ['Наш ЄДРПОУ', (_l, o) => o.code],
      ['Дата', (l) => l.date],
      ['Номер док.', (l) => l.no],
      ['Дебет', debit],
      ['Кредит', credit],
      ['Контрагент', (l) => l.name],
      ['Код контрагента', (l) => l.code],
      ['Рахунок контрагента', (l) => l.iban],
      ['Банк контрагента', () => 'АТ КБ "ПРИВАТБАНК"'],
      ['Призначення платежу', (l) => l.purpose],
    ],
  },
  raiffeisen: {
    encoding: 'windows-1251',
    columns: [
      ['Рахунок', (_l, o) => o.iban],
      ['ЄДРПОУ', (_l, o) => o.code],
      ['Валюта', () => 'UAH'],
      ['Дата операції', (l) => l.date],
      ['Номер документу', (l) => l.no],
      ['Дебет', debit],
      ['Кредит', credit],
      ['Найменування кореспондента', (l) => l.name],
      ['ЄДРПОУ кореспондента', (l) => l.code],
      ['Рахунок кореспондента', (l) => l.iban],
      ['Банк кореспондента', () => 'АТ "ОЩАДБАНК"'],
      ['Призначення платежу', (l) => l.purpose],
    ],
  },
  ukrsib: {
    encoding: 'utf-8',
    columns: [
      ['Дата валютування', (l) => l.date],
      ['Номер документа', (l) => l.no],
      ['Рахунок клієнта', (_l, o) => o.iban],
      ['ЄДРПОУ клієнта', (_l, o) => o.code],
      ['Назва банку', (_l, o) => o.bank],
      ['Платник/Отримувач', (l) => l.name],
      ['ЄДРПОУ платника/отримувача', (l) => l.code],
      ['Рахунок платника/отримувача', (l) => l.iban],
      ['Сума списання', debit],
      ['Сума зарахування', credit],
      ['Призначення платежу', (l) => l.purpose],
    ],
  },
} satisfies Record<string, { encoding: 'windows-1251' | 'utf-8'; columns: Column[] }>;

export type BankExport = keyof typeof BANK_EXPORTS;

/** The rows of a bank's export, the header first. */
export function bankExportRows(bank: BankExport, owner: ExportOwner, lines: ExportLine[]): string[][] {
  const columns: Column[] = BANK_EXPORTS[bank].columns;
  return [columns.map(([header]) => header), ...lines.map((line) => columns.map(([, cell]) => cell(line, owner)))];
}

const quoted = (cell: string) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** A bank's CSV export as its bytes: `;`-separated, CRLF, in the bank's encoding (UTF-8 with a byte order mark). */
export function bankExportCsv(bank: BankExport, owner: ExportOwner, lines: ExportLine[]): Uint8Array {
  const text = `${bankExportRows(bank, owner, lines)
    .map((row) => row.map(quoted).join(';'))
    .join('\r\n')}\r\n`;
  return BANK_EXPORTS[bank].encoding === 'utf-8' ? new TextEncoder().encode(`\ufeff${text}`) : encodeWindows1251(text);
}

/** A bank's XLSX export (as Приват24 для бізнесу offers it too), the amounts as numbers. */
export async function bankExportXlsx(bank: BankExport, owner: ExportOwner, lines: ExportLine[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Виписка');
  for (const [i, row] of bankExportRows(bank, owner, lines).entries()) {
    sheet.addRow(i === 0 ? row : row.map((cell) => (/^-?\d+,\d{2}$/.test(cell) ? Number(cell.replace(',', '.')) : cell)));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
