import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/format.js';

/** What a document's title names: its type, number and date. */
export interface TitledDocument {
  type: string;
  no: string;
  date: string;
}

/** A stored document as the user names it: «Рахунок-фактура № 000101 від 19.11.2026». */
export function documentTitle(t: TFunction, doc: TitledDocument): string {
  return t('documents.editor.title', { type: t(`documents.types.${doc.type}`), no: doc.no, date: formatDate(doc.date) });
}
