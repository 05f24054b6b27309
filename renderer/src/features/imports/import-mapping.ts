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

/** Header words (Ukrainian and English, lower case, no punctuation) that name each field. */
const SYNONYMS: Record<string, string[]> = {
  uid: ['uid', 'guid', 'id', 'ідентифікатор'],
  name: ['name', 'назва', 'найменування', 'імя', 'наименование'],
  type: ['type', 'вид', 'тип'],
  code: ['code', 'edrpou', 'єдрпоу', 'код', 'кодєдрпоу', 'кодзаєдрпоу'],
  taxCode: ['taxcode', 'іпн', 'ипн', 'tax', 'vatno', 'інн'],
  address: ['address', 'адреса', 'адрес'],
  phone: ['phone', 'телефон', 'тел'],
  email: ['email', 'mail', 'пошта', 'електроннапошта'],
  iban: ['iban', 'рахунок', 'розрахунковийрахунок'],
  kind: ['kind', 'вид', 'тип'],
  article: ['article', 'sku', 'артикул'],
  unit: ['unit', 'од', 'одвим', 'одиниця', 'одиницявиміру'],
  barcode: ['barcode', 'ean', 'штрихкод', 'штрихкод'],
  price: ['price', 'ціна', 'цена'],
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

/** A first guess from the header texts; each field is taken by one column at most. */
export function guessMapping(kind: ImportKind, headers: string[]): ColumnMapping {
  const taken = new Set<string>();
  return headers.map((header) => {
    const word = normalize(header);
    const field = IMPORT_FIELDS[kind].find((f) => !taken.has(f) && (normalize(f) === word || (SYNONYMS[f] ?? []).includes(word)));
    if (field) taken.add(field);
    return field ?? null;
  });
}

/** The key a mapping is remembered under: the directory and the file's header row, as written. */
export function layoutKey(kind: ImportKind, headers: string[]): string {
  return `oblik.import.${kind}.${headers.map((h) => h.trim()).join('\u241f')}`;
}

/** Where mappings are kept: the page's localStorage, or a map in tests. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The mapping remembered for this layout, if it still fits it; otherwise the guess. */
export function rememberedMapping(store: KeyValueStore, kind: ImportKind, headers: string[]): ColumnMapping {
  const saved = store.getItem(layoutKey(kind, headers));
  if (saved) {
    try {
      const parsed = JSON.parse(saved) as unknown;
      if (
        Array.isArray(parsed) &&
        parsed.length === headers.length &&
        parsed.every((f) => f === null || IMPORT_FIELDS[kind].includes(f as string))
      ) {
        return parsed as ColumnMapping;
      }
    } catch {
      // A damaged entry: fall back to the guess.
    }
  }
  return guessMapping(kind, headers);
}

export function rememberMapping(store: KeyValueStore, kind: ImportKind, headers: string[], mapping: ColumnMapping): void {
  store.setItem(layoutKey(kind, headers), JSON.stringify(mapping));
}

/** One data row after mapping: its line in the file, what will be sent, or why it cannot be. */
export interface PreviewRow {
  line: number;
  record: Record<string, unknown>;
  errors: string[];
}

function cellValue(field: string, raw: string): unknown {
  const text = raw.trim();
  if (field === 'price') return text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (field === 'agent') return text ? { uid: text } : null;
  if (field === 'date') {
    const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
    return dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : text || null;
  }
  if (field === 'vatCode') return text || null;
  return text;
}

/**
 * Maps the data rows (the header row excluded) to records and checks each with the directory's
 * input schema. A row without a uid gets a new one here, once, so sending it again updates the
 * same record instead of adding a second one. Empty rows are skipped.
 */
export function previewRows(kind: ImportKind, rows: string[][], mapping: ColumnMapping, newUid: () => string, firstLine = 2): PreviewRow[] {
  const schema = IMPORT_SCHEMAS[kind];
  const preview: PreviewRow[] = [];
  rows.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const record: Record<string, unknown> = {};
    mapping.forEach((field, column) => {
      if (!field) return;
      const raw = cells[column] ?? '';
      if (raw.trim() === '' && field !== 'uid') return;
      record[field] = cellValue(field, raw);
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
