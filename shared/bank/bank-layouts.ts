import type { BankField, BankMapping } from './table.js';

/** The banks whose CSV and XLSX statement exports are known by their header rows. */
export const KNOWN_BANKS = ['privat', 'monobank', 'oschad', 'pumb', 'raiffeisen', 'ukrsib'] as const;
export type KnownBank = (typeof KNOWN_BANKS)[number];

/**
 * A bank's export: every header it writes (all must be there for the file to be taken as that
 * bank's) and the field of those the statement is read from. Our own code, account and bank name
 * stand beside the correspondent's and are never read as the counterparty; the account and code
 * the statement is of (`own`) are read, where the file has them, to refuse a statement of another
 * account or company (docs/service-behaviour.md, "Bank statements").
 */
interface BankLayout {
  bank: KnownBank;
  headers: string[];
  fields: Record<string, BankField>;
  own: { account: string[]; code: string[] };
}

const LAYOUTS: BankLayout[] = [
  {
    bank: 'privat',
    headers: ['ЄДРПОУ', 'МФО', 'Рахунок', 'Валюта', 'Дата операції', 'Код операції', 'Назва банку', 'Кореспондент'],
    fields: {
      'Дата операції': 'date',
      'Номер документа': 'no',
      Дебет: 'amountOut',
      Кредит: 'amountIn',
      Кореспондент: 'name',
      'ЄДРПОУ кореспондента': 'code',
      'Рахунок кореспондента': 'iban',
      'Призначення платежу': 'purpose',
    },
    own: { account: ['Рахунок'], code: ['ЄДРПОУ'] },
  },
  {
    bank: 'monobank',
    headers: ['Дата та час операції', 'Деталі операції', 'Контрагент', 'Сума в валюті рахунку', 'Залишок після операції'],
    fields: {
      'Дата та час операції': 'date',
      'Деталі операції': 'purpose',
      Контрагент: 'name',
      'ЄДРПОУ контрагента': 'code',
      'IBAN контрагента': 'iban',
      'Сума в валюті рахунку': 'amount',
    },
    own: { account: ['IBAN рахунку', 'Рахунок'], code: ['ЄДРПОУ клієнта', 'ЄДРПОУ/РНОКПП клієнта'] },
  },
  {
    bank: 'oschad',
    headers: ['Дата проведення', 'МФО кореспондента', 'Найменування кореспондента', 'Сума дебет', 'Сума кредит'],
    fields: {
      'Номер документа': 'no',
      'Дата проведення': 'date',
      'Сума дебет': 'amountOut',
      'Сума кредит': 'amountIn',
      'Найменування кореспондента': 'name',
      'ЄДРПОУ кореспондента': 'code',
      'Рахунок кореспондента': 'iban',
      'Призначення платежу': 'purpose',
    },
    own: { account: ['Рахунок'], code: ['ЄДРПОУ'] },
  },
  {
    bank: 'pumb',
    headers: ['Наш рахунок', 'Номер док.', 'Код контрагента', 'Рахунок контрагента', 'Банк контрагента'],
    fields: {
      Дата: 'date',
      'Номер док.': 'no',
      Дебет: 'amountOut',
      Кредит: 'amountIn',
      Контрагент: 'name',
      'Код контрагента': 'code',
      'Рахунок контрагента': 'iban',
      'Призначення платежу': 'purpose',
    },
    own: { account: ['Наш рахунок'], code: ['Наш ЄДРПОУ'] },
  },
  {
    bank: 'raiffeisen',
    headers: ['Номер документу', 'Найменування кореспондента', 'Банк кореспондента', 'Дебет', 'Кредит'],
    fields: {
      'Дата операції': 'date',
      'Номер документу': 'no',
      Дебет: 'amountOut',
      Кредит: 'amountIn',
      'Найменування кореспондента': 'name',
      'ЄДРПОУ кореспондента': 'code',
      'Рахунок кореспондента': 'iban',
      'Призначення платежу': 'purpose',
    },
    own: { account: ['Рахунок'], code: ['ЄДРПОУ'] },
  },
  {
    bank: 'ukrsib',
    headers: ['Дата валютування', 'Рахунок клієнта', 'Платник/Отримувач', 'Сума списання', 'Сума зарахування'],
    fields: {
      'Дата валютування': 'date',
      'Номер документа': 'no',
      'Сума списання': 'amountOut',
      'Сума зарахування': 'amountIn',
      'Платник/Отримувач': 'name',
      'ЄДРПОУ платника/отримувача': 'code',
      'Рахунок платника/отримувача': 'iban',
      'Призначення платежу': 'purpose',
    },
    own: { account: ['Рахунок клієнта'], code: ['ЄДРПОУ клієнта'] },
  },
];

/** A header as compared: lower case, quotes and repeated spaces gone. */
export const headerKey = (header: string) =>
  header
    .replace(/["'«»]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The known bank whose export has these headers, with the mapping its layout reads (our account and
 * code too, where the file has them); null for any other file. Of two layouts that both fit, the one
 * with more headers of its own wins.
 */
export function recogniseBankLayout(headers: string[]): { bank: KnownBank; mapping: BankMapping } | null {
  const keys = headers.map(headerKey);
  const fits = LAYOUTS.filter((layout) => [...layout.headers, ...Object.keys(layout.fields)].every((h) => keys.includes(headerKey(h))));
  const layout = fits.sort((a, b) => b.headers.length - a.headers.length)[0];
  if (!layout) return null;
  const mapping: BankMapping = {};
  for (const [header, field] of Object.entries(layout.fields)) mapping[keys.indexOf(headerKey(header))] = field;
  for (const [field, names] of [
    ['ownAccount', layout.own.account],
    ['ownCode', layout.own.code],
  ] as const) {
    const column = keys.findIndex((key) => names.some((name) => headerKey(name) === key));
    if (column >= 0 && mapping[column] === undefined) mapping[column] = field;
  }
  return { bank: layout.bank, mapping };
}
