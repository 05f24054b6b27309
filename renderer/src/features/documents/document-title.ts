import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/format.js';

/** A stored document as the user names it: «Рахунок-фактура № 000101 від 19.11.2026». */
export function documentTitle(t: TFunction, doc: { type: string; no: string; date: string }): string {
  return t('documents.editor.title', { type: t(`documents.types.${doc.type}`), no: doc.no, date: formatDate(doc.date) });
}
