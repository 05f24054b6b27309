import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noteDeleted } from '../features/documents/DocumentsScreen.js';
import { DocumentEditor } from '../features/documents/DocumentEditor.js';
import type { EditorTarget } from '../features/documents/use-document-editor.js';
import { PaymentEditor } from '../features/payments/index.js';
import { PdfViewerDialog } from '../features/pdf-viewer/index.js';
import { closeLink } from '../lib/record-links.js';

/** A document opened by a link (`#/documents/<uid>`): the documents screen's own editor, closed back to where the link was. */
export function OpenedDocument({ uid }: { uid: string }) {
  // "Based on" and related documents open in place, as they do from the documents list.
  const [editing, setEditing] = useState<{ target: EditorTarget; key: number }>(() => ({ target: { uid }, key: 0 }));
  const [pdf, setPdf] = useState<{ uid: string; form?: string; title: string } | null>(null);
  const { t } = useTranslation();
  return (
    <>
      <DocumentEditor
        key={editing.key}
        target={editing.target}
        onClose={() => closeLink('documents')}
        onDeleted={(title) => {
          noteDeleted(t('documentActions.deleted', { title }));
          closeLink('documents');
        }}
        onPdf={(pdfUid, form, title) => setPdf({ uid: pdfUid, form, title })}
        onOpen={(target) => setEditing({ target, key: Date.now() })}
      />
      {pdf ? <PdfViewerDialog uid={pdf.uid} form={pdf.form} title={pdf.title} onClose={() => setPdf(null)} /> : null}
    </>
  );
}

/** A payment document opened by a link (`#/payments/<uid>`). */
export function OpenedPayment({ uid }: { uid: string }) {
  return <PaymentEditor target={{ uid }} onClose={() => closeLink('payments')} />;
}
