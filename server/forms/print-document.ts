import { hasExtraForm, type DocumentType, type ExtraFormCode, type PaymentType } from '../../shared/api/index.js';
import { ServiceError } from '../service-error.js';
import type { Db } from '../ledger/types.js';
import { loadFormData, type DocumentFormData, type FormData } from './form-data.js';
import { buildManufactureForm } from './manufacture-form.js';
import type { BuiltForm } from './page.js';
import { PAYMENT_FORMS } from './payment-forms.js';
import { renderPdf, type PdfRenderer } from './pdf-renderer.js';
import { buildMoveForm, buildWarehouseNote, buildWriteOffForm } from './stock-forms.js';
import { buildTradeForm, TRADE_FORMS, type TradeFormType } from './trade-forms.js';

type DocumentBuilder = (d: DocumentFormData) => BuiltForm;

const trade =
  (type: TradeFormType): DocumentBuilder =>
  (d) =>
    buildTradeForm(TRADE_FORMS[type], d);

/** The main form of every document type (spec "Rules for pdf": without `form`). */
const MAIN_FORMS: { readonly [T in DocumentType]: DocumentBuilder } = {
  invoice: trade('invoice'),
  invoiceIn: trade('invoiceIn'),
  waybillOut: trade('waybillOut'),
  waybillIn: trade('waybillIn'),
  billCompleteWork: trade('billCompleteWork'),
  billCompleteWorkIn: trade('billCompleteWorkIn'),
  waybillRetIn: trade('waybillRetIn'),
  waybillRetOut: trade('waybillRetOut'),
  inventoryMove: buildMoveForm,
  inventoryWriteOff: buildWriteOffForm,
  manufacture: buildManufactureForm,
};

/** Further forms by code; which document types have them is their traits' (`DOCUMENT_TRAITS`, `extraForms`). */
const EXTRA_FORMS: { readonly [F in ExtraFormCode]: DocumentBuilder } = {
  WBWH: buildWarehouseNote,
};

const isExtraForm = (code: string): code is ExtraFormCode => Object.hasOwn(EXTRA_FORMS, code);

/** A rendered printed form. */
export interface PrintedForm {
  pdf: Buffer;
  /** ASCII file name, e.g. `waybillOut-12.pdf`. */
  filename: string;
  /** The content-disposition header: inline, the ASCII name, and the Ukrainian title as `filename*`. */
  disposition: string;
}

/** RFC 8187 encoding of a UTF-8 file name for `filename*`. */
function encodeFilenameStar(name: string): string {
  return encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The builder of the form asked for; FORM_NOT_FOUND when the type has no such form. */
function chooseForm(data: FormData, form: string | undefined): () => BuiltForm {
  const code = form?.trim().toUpperCase() || null;
  if (data.category === 'payment') {
    const type = data.payment.type as PaymentType;
    const build = code === null && Object.hasOwn(PAYMENT_FORMS, type) ? PAYMENT_FORMS[type] : undefined;
    if (build) return () => build(data);
  } else {
    const type = data.document.type;
    const build =
      code === null
        ? Object.hasOwn(MAIN_FORMS, type)
          ? MAIN_FORMS[type as DocumentType]
          : undefined
        : isExtraForm(code) && hasExtraForm(type, code)
          ? EXTRA_FORMS[code]
          : undefined;
    if (build) return () => build(data);
  }
  const type = data.category === 'document' ? data.document.type : data.payment.type;
  throw new ServiceError('FORM_NOT_FOUND', `no printed form ${code ?? '(main)'} for a document of type ${type}`);
}

export interface PrintDocumentOptions {
  form: string | undefined;
  render?: PdfRenderer | undefined;
}

/**
 * Prints a document or payment document as PDF: its main form, or the form named by `form`
 * (case-insensitive, e.g. `WBWH` for a waybillOut). 404 NOT_FOUND for an unknown uid,
 * 404 FORM_NOT_FOUND for a form the type does not have, 502 RENDER_FAILED when rendering fails.
 */
export async function printDocument(db: Db, uid: string, { form, render = renderPdf }: PrintDocumentOptions): Promise<PrintedForm> {
  return renderForm(chooseForm(await loadFormData(db, uid), form), render);
}

/** Renders a form into PDF bytes with its headers; 502 RENDER_FAILED when building or rendering fails. */
export async function renderForm(build: () => BuiltForm, render: PdfRenderer = renderPdf): Promise<PrintedForm> {
  try {
    const built = build();
    const pdf = await render(built.definition);
    const title = `${String(built.definition.info?.title ?? 'document')}.pdf`;
    const disposition = `inline; filename="${built.filename}"; filename*=UTF-8''${encodeFilenameStar(title)}`;
    return { pdf, filename: built.filename, disposition };
  } catch (cause) {
    const error = new ServiceError('RENDER_FAILED', 'the printed form could not be rendered');
    error.cause = cause;
    throw error;
  }
}
