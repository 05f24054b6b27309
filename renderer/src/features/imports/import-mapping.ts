/**
 * Import of directory rows from a spreadsheet: which columns go to which fields, remembered per
 * header layout, and each row checked with the same input schema the service applies (shared/api).
 * Plain functions, no DOM: unit-tested in Node.
 */
import type { z } from 'zod';
import { AgentInput, ContractInput, EntityInput, StoreInput } from '../../../../shared/api/directories.js';

export const IMPORT_KINDS = ['agents', 'entities', 'contracts', 'stores'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The fields a column can be mapped to, per directory (docs/service-behaviour.md, "Further fields"). */
export const IMPORT_FIELDS: Record<ImportKind, readonly string[]> = {
  agents: ['uid', 'name', 'type', 'code', 'taxCode', 'address', 'phone', 'email', 'iban'],
  entities: ['uid', 'name', 'kind', 'article', 'unit', 'barcode', 'price', 'vatCode'],
  contracts: ['uid', 'name', 'agent', 'no', 'date'],
  stores: ['uid', 'name', 'address'],
};

export const IMPORT_SCHEMAS: Record<ImportKind, z.ZodType> = {
  agents: AgentInput,
  entities: EntityInput,
  contracts: ContractInput,
  stores: StoreInput,
};

/**
 * Header words (Ukrainian and English, lower case, no punctuation) that name each field, the app's
 * former labels among them (`Tax no.`, `EDRPOU code`), so a file exported by an earlier version maps too.
 */
const SYNONYMS: Record<string, string[]> = {
  uid: ['uid', 'guid', 'id', 'ідентифікатор'],
  name: ['name', 'назва', 'найменування', 'імя', 'наименование'],
  type: ['type', 'вид', 'тип'],
  code: ['code', 'edrpou', 'єдрпоу', 'код', 'кодєдрпоу', 'кодзаєдрпоу', 'edrpoucode'],
  taxCode: ['taxcode', 'іпн', 'ипн', 'tax', 'vatno', 'інн', 'taxno', 'vatpayerno'],
  address: ['address', 'адреса', 'адрес'],
  phone: ['phone', 'телефон', 'тел'],
  email: ['email', 'mail', 'пошта', 'електроннапошта'],
  iban: ['iban', 'рахунок', 'розрахунковийрахунок'],
  kind: ['kind', 'вид', 'тип'],
  article: ['article', 'sku', 'артикул'],
  unit: ['unit', 'од', 'одвим', 'одиниця', 'одиницявиміру'],
  barcode: ['barcode', 'ean', 'штрихкод', 'штрихкод'],
  // «Ціна продажу» is how BAS and other programs' price lists head the sale price.
  price: ['price', 'ціна', 'цена', 'цінапродажу', 'цінапродажугрн', 'saleprice', 'цінареалізації'],
  vatCode: ['vat', 'vatcode', 'пдв', 'ставкапдв'],
  agent: ['agent', 'контрагент', 'agentuid'],
  no: ['no', 'number', 'номер', '№'],
  date: ['date', 'дата'],
};

/** Column index → field name (or nothing). */
export type ColumnMapping = (string | null)[];

function normalize(header: string): string {
  return header.toLocaleLowerCase('uk').replace(/[\s._\-,:;'’ʼ"«»()/]+/g, '');
}

/**
 * The app's own words for fields and values, in both languages: the column labels its directory tables
 * and xlsx exports write (`Од. виміру`, `Ціна продажу, грн`) and the values they show (`20%`, `Звільнено`,
 * `Товар`), so a file the app exported comes back in as it went out.
 */
export interface AppLabels {
  fields: Record<string, string[]>;
  values: Record<string, Record<string, string[]>>;
}

const NO_LABELS: AppLabels = { fields: {}, values: {} };

/** A first guess from the header texts; each field is taken by one column at most. */
export function guessMapping(kind: ImportKind, headers: string[], labels: AppLabels = NO_LABELS): ColumnMapping {
  const taken = new Set<string>();
  return headers.map((header) => {
    const word = normalize(header);
    const names = (f: string) => [...(SYNONYMS[f] ?? []), ...(labels.fields[f] ?? []).map(normalize)];
    const field = IMPORT_FIELDS[kind].find((f) => !taken.has(f) && (normalize(f) === word || names(f).includes(word)));
    if (field) taken.add(field);
    return field ?? null;
  });
}

/** The key a mapping is remembered under: the directory and the file's header row, as written. */
export function layoutKey(kind: ImportKind, headers: string[]): string {
  return `oblik.import.${kind}.${headers.map((h) => h.trim()).join('\u241f')}`;
}

/** Where mappings are kept: the page's localStorage, or a map in tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A file's layout: the directory it is imported into (`kind`) and its header row. */
export interface ImportLayout {
  kind: ImportKind;
  headers: string[];
}

/** The mapping remembered for this layout, if it still fits it; otherwise the guess. */
export function rememberedMapping(storage: KeyValueStorage, { kind, headers }: ImportLayout, labels: AppLabels = NO_LABELS): ColumnMapping {
  const saved = storage.getItem(layoutKey(kind, headers));
  if (saved) {
    try {
      const parsed = JSON.parse(saved) as unknown;
      if (
        Array.isArray(parsed) &&
        parsed.length === headers.length &&
        parsed.every((f) => f === null || IMPORT_FIELDS[kind].includes(f as string))
      ) {
        return parsed as ColumnMapping; // every entry checked just above
      }
    } catch {
      // A damaged entry: fall back to the guess.
    }
  }
  return guessMapping(kind, headers, labels);
}

export function rememberMapping(storage: KeyValueStorage, { kind, headers }: ImportLayout, mapping: ColumnMapping): void {
  storage.setItem(layoutKey(kind, headers), JSON.stringify(mapping));
}

/** One data row after mapping: its line in the file, what will be sent, or why it cannot be. */
export interface PreviewRow {
  line: number;
  record: Record<string, unknown>;
  errors: string[];
}

/** A number as the app shows it (`1 234,56`, with plain, non-breaking or narrow spaces) in the contract's form (`1234.56`). */
export function numberOfCell(text: string): string | null {
  const plain = text.replace(/[\s\u00a0\u202f\u2009']/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(plain) ? plain : null;
}

/** The VAT rate as people and the app write it: `20%`, `20 %`, `20`, «без ПДВ», «звільнено». */
function vatCodeOfCell(text: string, labels: AppLabels): string {
  const word = text.toLocaleLowerCase('uk').replace(/[\s\u00a0%]+/g, '');
  if (/^(20|14|7|0)([.,]0+)?$/.test(word)) return word.replace(/[.,]0+$/, '');
  if (['безпдв', 'безпдв.', 'none', 'nonvat', 'novat', 'непдв', 'неплатник'].includes(word)) return 'none';
  if (word.startsWith('звільн') || word === 'exempt' || word === 'пільга') return 'exempt';
  return valueOfLabel('vatCode', text, labels) ?? text;
}

/** The code of a value the app shows by its label (`Товар` → `goods`), or null. */
function valueOfLabel(field: string, text: string, labels: AppLabels): string | null {
  const word = normalize(text);
  const found = Object.entries(labels.values[field] ?? {}).find(([, names]) => names.some((name) => normalize(name) === word));
  return found ? found[0] : null;
}

function cellValue(field: string, raw: string, labels: AppLabels): unknown {
  const text = raw.trim();
  if (field === 'price') return numberOfCell(text) ?? text;
  if (field === 'agent') return text ? { uid: text } : null;
  if (field === 'date') {
    const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
    return dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : text || null;
  }
  if (field === 'vatCode') return text ? vatCodeOfCell(text, labels) : null;
  if (field === 'kind' || field === 'type') return valueOfLabel(field, text, labels) ?? text;
  if (field === 'iban') return text.replace(/\s+/g, '').toUpperCase();
  return text;
}

/** How data rows become records: the columns' `mapping`, a `newUid` for a row without one, the file's `firstLine` of data, the app's `labels`. */
export interface RowsMapping {
  mapping: ColumnMapping;
  newUid: () => string;
  firstLine?: number;
  labels?: AppLabels;
}

/**
 * Maps the data rows (the header row excluded) to records and checks each with the directory's
 * input schema. A row without a uid gets a new one here, once, so sending it again updates the
 * same record instead of adding a second one. Empty rows are skipped.
 */
export function previewRows(
  kind: ImportKind,
  rows: string[][],
  { mapping, newUid, firstLine = 2, labels = NO_LABELS }: RowsMapping,
): PreviewRow[] {
  const schema = IMPORT_SCHEMAS[kind];
  const preview: PreviewRow[] = [];
  rows.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const record: Record<string, unknown> = {};
    mapping.forEach((field, column) => {
      if (!field) return;
      const raw = cells[column] ?? '';
      if (raw.trim() === '' && field !== 'uid') return;
      record[field] = cellValue(field, raw, labels);
    });
    if (!record.uid) record.uid = newUid();
    const errors: string[] = [];
    if (!record.name && kind !== 'contracts') errors.push('name: required');
    const checked = schema.safeParse(record);
    if (!checked.success) errors.push(...checked.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`));
    preview.push({ line: firstLine + index, record, errors });
  });
  return preview;
}
