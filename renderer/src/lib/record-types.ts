/**
 * What a record of any type is called and where it opens: a document, a payment, a manual operation
 * or a month's close, wherever a report, the history or the dashboard names one (docs/desktop-app.md,
 * "Screens"). A type a cloud service sends that the app does not know is shown as it came.
 */
import { PAYMENT_TYPES } from '../../../shared/api/document-types.js';
import { LEDGER_OPERATION_TYPE } from '../../../shared/api/ledger-operations.js';
import { MONTH_CLOSE_TYPE } from '../../../shared/api/month-close.js';
import type { LinkSection } from './record-links.js';

/** The translate function as these helpers need it: i18next's `t`, or a model's own translate. */
type Translate = (key: string, options: { defaultValue: string }) => string;

/** «Видаткова накладна», «Операція, введена вручну» in the user's language; an unknown code as it came. */
export function recordTypeName(t: Translate, type: string): string {
  return t(`recordTypes.${type}`, { defaultValue: type });
}

/** «Видаткова накладна № 12»; the name alone for a record without a number. */
export function recordTitle(t: Translate, type: string, no: string): string {
  const name = recordTypeName(t, type);
  return no ? `${name} № ${no}` : name;
}

/** Where a record opens: the section and the parts after it (`openLink(section, ...parts)`). */
export interface RecordLink {
  section: LinkSection;
  parts: string[];
}

/**
 * The address of a record: a payment in the payments, a manual operation in its editor, a month's
 * close on the close tab of its month (it has no editor: it is made and reversed there), and every
 * other record in the documents. `date` is the record's (`YYYY-MM-DD…`), which names a close's month.
 */
export function recordLinkOf(type: string, uid: string, date: string): RecordLink {
  if ((PAYMENT_TYPES as readonly string[]).includes(type)) return { section: 'payments', parts: [uid] };
  if (type === LEDGER_OPERATION_TYPE) return { section: 'operations', parts: [uid] };
  if (type === MONTH_CLOSE_TYPE) return { section: 'reports', parts: ['monthClose', date.slice(0, 7)] };
  return { section: 'documents', parts: [uid] };
}
