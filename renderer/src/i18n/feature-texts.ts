import * as bankTexts from '../features/bank/texts.js';
import * as bankPreviewTexts from '../features/bank/preview-texts.js';
import * as companiesTexts from '../features/connections/texts.js';
import * as officeTexts from '../features/connections/office-texts.js';
import * as officeDbTexts from '../features/connections/postgres-texts.js';
import * as companyTexts from '../features/company/texts.js';
import * as sharingTexts from '../features/company/sharing-texts.js';
import * as roleTexts from '../features/company/role-texts.js';
import * as dashboardTexts from '../features/dashboard/texts.js';
import * as documentActionTexts from '../features/documents/action-texts.js';
import * as entriesTexts from '../features/documents/entries-texts.js';
import * as markTexts from '../features/documents/mark-texts.js';
import * as documentsTexts from '../features/documents/texts.js';
import * as refusalTexts from './refusal-texts.js';
import * as paymentsTexts from '../features/payments/texts.js';
import * as pdfViewerTexts from '../features/pdf-viewer/texts.js';
import * as directoriesTexts from '../features/directories/texts.js';
import * as accountTexts from '../features/directories/account-texts.js';
import * as importsTexts from '../features/imports/texts.js';
import * as reconciliationTexts from '../features/reconciliation/texts.js';
import * as reportsTexts from '../features/reports/texts.js';
import * as operationsTexts from '../features/operations/texts.js';
import * as fieldTexts from './field-texts.js';
import * as liveTexts from '../components/live-texts.js';
import * as vatPayerTexts from '../components/vat-payer-texts.js';
import * as conflictTexts from './conflict-texts.js';
import * as recordTypeTexts from './record-type-texts.js';

/**
 * Texts of the feature folders, merged into the app's resources at start. Each feature keeps its
 * own `texts.ts` exporting `{ uk, en }` under its own top-level key, so features never edit the
 * same translation file; add one import and one entry here per feature.
 */
export interface FeatureTexts {
  uk: Record<string, unknown>;
  en: Record<string, unknown>;
}

export const FEATURE_TEXTS: FeatureTexts[] = [
  // Not a feature's: the labels of a record's fields, which every feature uses.
  fieldTexts,
  // Not a feature's either: the service's refusals, which every editor shows.
  refusalTexts,
  // Not a feature's: live changes and presence, shown by editors, reports and the company screen.
  liveTexts,
  // And the conflict dialog, which every editor shows.
  conflictTexts,
  // The question whether the company pays VAT, asked by the new-company form, the company screen and the app.
  vatPayerTexts,
  // And the names of record types, which reports, the history and the dashboard show.
  recordTypeTexts,
  reportsTexts,
  directoriesTexts,
  accountTexts,
  importsTexts,
  documentsTexts,
  documentActionTexts,
  markTexts,
  entriesTexts,
  pdfViewerTexts,
  paymentsTexts,
  dashboardTexts,
  reconciliationTexts,
  companiesTexts,
  officeTexts,
  officeDbTexts,
  companyTexts,
  sharingTexts,
  roleTexts,
  bankTexts,
  bankPreviewTexts,
  operationsTexts,
];
