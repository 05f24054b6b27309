import type { HistoryChange, HistoryKind, HistoryValue } from '../../../shared/api/history.js';
import { formatAmountUk, formatDateUk, formatPriceUk, formatQtyUk } from '../../../shared/api/format-uk.js';
import { recordTypeName } from './record-types.js';

/**
 * How a history record reads in the editor's panel (docs/service-behaviour.md, "History of
 * changes"): each field the API names gets the label its editor shows, a line's field is
 * «Рядок 2, Кількість», references read by name, amounts as 1 234,56 and dates as 21.11.2026.
 */

type Translate = (key: string, params?: Record<string, unknown>) => string;

const DOCUMENT_FIELDS: Record<string, string> = {
  type: 'documents.columns.type',
  date: 'documents.editor.date',
  no: 'documents.editor.no',
  agent: 'documents.editor.agent',
  contract: 'documents.editor.contract',
  storeOut: 'documents.editor.storeOut',
  storeIn: 'documents.editor.storeIn',
  vatCode: 'documents.editor.vatCode',
  vatInPrice: 'documents.editor.vatInPrice',
  memo: 'documents.editor.memo',
  sum: 'documents.editor.sum',
  done: 'documents.columns.done',
  parent: 'documents.related.parentIs',
};

const LINE_FIELDS: Record<string, string> = {
  entity: 'documents.editor.entity',
  qty: 'documents.editor.qty',
  price: 'documents.editor.price',
  sum: 'documents.editor.sum',
  memo: 'documents.editor.lineMemo',
  kind: 'history.lineKind',
};

const PAYMENT_FIELDS: Record<string, string> = {
  type: 'payments.editor.type',
  date: 'payments.editor.date',
  no: 'payments.editor.no',
  agent: 'payments.editor.agent',
  sum: 'payments.editor.sum',
  memo: 'payments.editor.memo',
  done: 'documents.columns.done',
  parent: 'payments.editor.invoice',
};

/** The company settings' own fields, named as their cards name them; the requisites shared with counterparties are under `fields`. */
const SETTINGS_FIELDS: Record<string, string> = {
  bank: 'companySettings.requisites.bank',
  vatPayer: 'companySettings.requisites.vatPayer',
  director: 'companySettings.requisites.director',
  accountant: 'companySettings.requisites.accountant',
  lockDate: 'companySettings.lock.date',
  vatFirstEvent: 'companySettings.vat.firstEvent',
};

/** The kinds whose fields have labels of their own; a document's or payment's field without one shows the API's name. */
const OWN_FIELDS: Partial<Record<HistoryKind, Record<string, string>>> = {
  document: DOCUMENT_FIELDS,
  payment: PAYMENT_FIELDS,
  settings: SETTINGS_FIELDS,
};

/** A field as the history panel names it: a translation key, and the line it belongs to (counted from 1). */
export interface FieldLabel {
  key: string;
  row?: number;
  /** The API's own name, shown when the app has no label for it. */
  field: string;
}

/** The label of `field` of a record of `kind`: `details[2].qty` on a document is line 2's quantity. */
export function fieldLabelOf(kind: HistoryKind, field: string): FieldLabel {
  const line = /^details\[(\d+)\]\.(\w+)$/.exec(field);
  if (line?.[1] && line[2]) return { key: LINE_FIELDS[line[2]] ?? '', row: Number(line[1]), field: line[2] };
  const known = OWN_FIELDS[kind]?.[field] ?? (kind === 'document' || kind === 'payment' ? undefined : `fields.${field}`);
  return { key: known ?? '', field };
}

/** The label as one phrase: «Рядок 2, Кількість». `has` says whether a key exists in the dictionary. */
export function fieldLabelText(label: FieldLabel, t: Translate, has: (key: string) => boolean): string {
  const name = label.key && has(label.key) ? t(label.key) : label.field;
  return label.row === undefined ? name : t('history.lineField', { row: label.row, field: name });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** How the service names a linked parent: `invoice № 12 2026-11-20`. */
const PARENT_NAME = /^(\w+) № (.*) (\d{4}-\d{2}-\d{2})$/;

export interface HistoryValueTextOptions {
  field: string;
  value: HistoryValue;
}

/** A value as the panel shows it, in the user's language; figures and dates the Ukrainian way in both. */
export function historyValueText(kind: HistoryKind, { field, value }: HistoryValueTextOptions, t: Translate): string {
  if (value === null || value === '') return t('history.empty');
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
  const lineField = /\.(\w+)$/.exec(field)?.[1];
  if (typeof value === 'number') {
    if (lineField === 'qty') return formatQtyUk(value);
    if (lineField === 'price' || field === 'price') return formatPriceUk(value);
    return formatAmountUk(value);
  }
  if (typeof value === 'object') {
    const parent = field === 'parent' ? PARENT_NAME.exec(value.name) : null;
    if (parent?.[1] && parent[3]) {
      return t('history.parentName', { type: recordTypeName(t, parent[1]), no: parent[2] ?? '', date: formatDateUk(parent[3]) });
    }
    return value.name || value.uid;
  }
  if (ISO_DATE.test(value)) return formatDateUk(value);
  if (field === 'type' && (kind === 'document' || kind === 'payment' || kind === 'operation')) return recordTypeName(t, value);
  return value;
}

/** How the panel words a change: `t` translates, `has` says whether the texts have a key. */
export interface HistoryWording {
  t: Translate;
  has: (key: string) => boolean;
}

/**
 * The lines of one record of the panel, «Поле: старе → нове», leaving out a field whose old and
 * new value read the same (an empty memo recorded as going from nothing to empty).
 */
export function historyChangeLines(kind: HistoryKind, changes: HistoryChange[], { t, has }: HistoryWording): string[] {
  return changes.flatMap((change) => {
    const before = historyValueText(kind, { field: change.field, value: change.old }, t);
    const after = historyValueText(kind, { field: change.field, value: change.new }, t);
    if (before === after) return [];
    return [`${fieldLabelText(fieldLabelOf(kind, change.field), t, has)}: ${before} → ${after}`];
  });
}

/**
 * The name of the person who made a change. Versions before launch tokens had names recorded the app's own
 * changes under the user "command line", shown as this app; null is someone whose name the service shows
 * only to a token that manages tokens.
 */
export function historyUserText(user: string | null, t: Translate): string {
  if (user === null) return t('history.someoneElse');
  return user === 'command line' ? t('history.commandLine') : user;
}
