import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Decimal } from '../../../../shared/api/money.js';
import { EntriesButton } from '../../components/EntriesButton.js';
import { HistoryButton } from '../../components/HistoryPanel.js';
import { localToday } from '../../lib/period.js';
import { paymentForInvoice, type PaymentTarget } from '../payments/index.js';
import { basedOnDraft, copyDraft, type DocumentDraft } from './editor-model.js';
import { DOCUMENT_TRAITS, type ExtraFormCode } from '../../../../shared/api/document-traits.js';
import type { DocumentType } from '../../../../shared/api/document-types.js';
import { returnOfSale } from './return-draft.js';
import type { EditorTarget } from './use-document-editor.js';

/** The payment an invoice's «На підставі» proposes: its open amount, its purpose with the VAT. */
function paymentOfInvoice(draft: DocumentDraft): PaymentTarget {
  const stored = draft.stored ?? { total: 0, paid: 0, vatSum: 0 };
  const invoice = {
    uid: draft.uid,
    no: draft.no,
    date: draft.date,
    agent: draft.agent,
    total: new Decimal(stored.total),
    paid: new Decimal(stored.paid),
    vatSum: new Decimal(stored.vatSum ?? 0),
  };
  return { draft: paymentForInvoice(invoice, localToday(), crypto.randomUUID()) };
}

/** The name of each printed form a type may have beside its main one. */
const EXTRA_FORM_TEXTS: { readonly [F in ExtraFormCode]: string } = { WBWH: 'documents.editor.pdfWbwh' };

/**
 * A new document «на підставі» `parent`: a return comes back on its sale (its customer, store and lines,
 * return-draft.ts); the others take over the invoice's counterparty, VAT and lines.
 */
function childDraft(parent: DocumentDraft, type: DocumentType, lastStore: () => DocumentDraft['storeOut']): DocumentDraft {
  if (DOCUMENT_TRAITS[type].parent === 'sale') return returnOfSale(parent, localToday(), crypto.randomUUID());
  return basedOnDraft(parent, type, { today: localToday(), uid: crypto.randomUUID(), lastStore: lastStore() });
}

export interface DocumentActionsProps {
  draft: DocumentDraft;
  title: string;
  busy: boolean;
  locked: boolean;
  canDelete: boolean;
  /** The store a new note takes when its invoice names none. */
  lastStore: () => DocumentDraft['storeOut'];
  onOpen: (target: EditorTarget) => void;
  onPayment: (payment: PaymentTarget) => void;
  onDelete: () => void;
  onPdf: (uid: string, form: string | undefined, title: string) => void;
}

/**
 * The stored document's actions in the editor's bar: documents based on an invoice, a return based on
 * a sale, copy, delete, the printed forms, its entries and its history. A new, unsaved document has none.
 */
export function DocumentActions({
  draft,
  title,
  busy,
  locked,
  canDelete,
  lastStore,
  onOpen,
  onPayment,
  onDelete,
  onPdf,
}: DocumentActionsProps) {
  const { t } = useTranslation();
  const [basedOnMenu, setBasedOnMenu] = useState<HTMLElement | null>(null);
  if (draft.isNew) return null;
  const { basedOn, extraForms } = DOCUMENT_TRAITS[draft.type];
  return (
    <>
      {basedOn.documents.length > 0 || basedOn.payment ? (
        <>
          <Button startIcon={<AccountTreeOutlined />} onClick={(event) => setBasedOnMenu(event.currentTarget)} data-testid="based-on">
            {t('documents.related.basedOn')}
          </Button>
          <Menu anchorEl={basedOnMenu} open={Boolean(basedOnMenu)} onClose={() => setBasedOnMenu(null)}>
            {basedOn.documents.map((type) => (
              <MenuItem
                key={type}
                onClick={() => {
                  setBasedOnMenu(null);
                  onOpen({ draft: childDraft(draft, type, lastStore) });
                }}
              >
                {t(`documents.types.${type}`)}
              </MenuItem>
            ))}
            {basedOn.payment ? (
              <MenuItem
                onClick={() => {
                  setBasedOnMenu(null);
                  onPayment(paymentOfInvoice(draft));
                }}
              >
                {t('documents.related.payment')}
              </MenuItem>
            ) : null}
          </Menu>
        </>
      ) : null}
      <Button
        startIcon={<ContentCopyOutlined />}
        title={t('documentActions.copyHint')}
        disabled={busy}
        onClick={() => onOpen({ draft: copyDraft(draft, localToday(), crypto.randomUUID()) })}
      >
        {t('documentActions.copy')}
      </Button>
      {canDelete ? (
        <Button color="error" startIcon={<DeleteOutline />} onClick={onDelete} disabled={busy || locked}>
          {t('documentActions.delete')}
        </Button>
      ) : null}
      <Button startIcon={<PictureAsPdfOutlined />} onClick={() => onPdf(draft.uid, undefined, title)}>
        {t('documents.editor.pdf')}
      </Button>
      <EntriesButton uid={draft.uid} posted={draft.done} title={title} />
      <HistoryButton uid={draft.uid} />
      {extraForms.map((code) => (
        <Button
          key={code}
          startIcon={<PictureAsPdfOutlined />}
          onClick={() => onPdf(draft.uid, code, `${title} (${t(EXTRA_FORM_TEXTS[code])})`)}
        >
          {t(EXTRA_FORM_TEXTS[code])}
        </Button>
      ))}
    </>
  );
}
