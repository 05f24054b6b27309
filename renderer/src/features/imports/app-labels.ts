import type { i18n as I18n } from 'i18next';
import type { AppLabels } from './import-mapping.js';

/** Where the app keeps the column labels its tables and exports write, and the words of their values. */
const FIELD_GROUPS = ['fields', 'imports.fields'];
const VALUE_FIELDS = ['kind', 'vatCode', 'type'];

function textsOf(i18n: I18n, lng: string, key: string): [string, string][] {
  const texts = i18n.getResource(lng, 'translation', key) as unknown;
  if (!texts || typeof texts !== 'object') return [];
  return Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/** The app's own labels in both languages, whichever language the screen speaks: a file may come from either. */
export function appLabels(i18n: I18n): AppLabels {
  const labels: AppLabels = { fields: {}, values: {} };
  for (const lng of ['uk', 'en']) {
    for (const group of FIELD_GROUPS) for (const [field, label] of textsOf(i18n, lng, group)) (labels.fields[field] ??= []).push(label);
    for (const field of VALUE_FIELDS) {
      const values = (labels.values[field] ??= {});
      for (const [code, label] of textsOf(i18n, lng, `dirs.values.${field}`)) (values[code] ??= []).push(label);
    }
  }
  return labels;
}

/** The text keys of an import column's label: what the column means in an import (`imports.fields`), else the field's own label. */
export const importFieldKeys = (field: string): string[] => [`imports.fields.${field}`, `fields.${field}`];
