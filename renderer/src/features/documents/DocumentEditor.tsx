import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Entity } from '../../../../shared/api/directories.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { overShipment } from './shipping.js';
import { useParentInvoice } from './use-parent-invoice.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { useStableCallback } from '../../lib/use-stable-callback.js';
import { PaymentEditor, type PaymentTarget } from '../payments/index.js';
import { DocumentActions } from './DocumentActions.js';
import { DeleteDocumentDialog } from '../../components/DeleteDocumentDialog.js';
import { draftTotals, type DocumentDraft, type LineDraft } from './editor-model.js';
import { RelatedPanel } from './RelatedPanel.js';
import { ReturnParts } from './ReturnParts.js';
import { VatMismatch } from './VatMismatch.js';
import { isShipmentType } from '../../../../shared/api/document-traits.js';
import { linesHaveKinds, usesVat } from '../../../../shared/api/document-types.js';
import type { VatCode } from '../../../../shared/api/vat.js';
import { ManufactureCost } from './ManufactureCost.js';
import type { RelatedItem } from './use-related.js';
import { EditorHeader } from './EditorHeader.js';
import { LinesGrid } from './LinesGrid.js';
import { usePurchasePrice } from './use-purchase-price.js';
import { RefusalAlert } from '../../components/RefusalAlert.js';
import { RecordConflictParts } from '../../components/RecordConflictParts.js';
import { TotalsPanel } from './TotalsPanel.js';
import { useDeleteDocument } from '../../lib/use-delete-document.js';
import { useEntityOptions } from '../../lib/use-directory-options.js';
import { useDocumentEditor, type EditorTarget } from './use-document-editor.js';
import { shortcutOf } from '../../lib/shortcuts.js';
import { documentTitle } from './document-title.js';
import { EditorBar } from '../../components/EditorBar.js';
import { PeriodLockNotice } from '../../components/PeriodLockNotice.js';
import { PostedNotice } from '../../components/PostedNotice.js';
import { RecordLiveNotice } from '../../components/RecordLiveNotice.js';
import { useCompanySettings, useLockDate } from '../../lib/use-company-settings.js';
import { namesVatMismatch } from './vat-hint.js';
import { isInClosedPeriod } from '../../lib/period-lock.js';
import { useEscapeClose } from '../../lib/use-escape-close.js';

/** Until the entities load: one array for every render, so memoised rows are not re-rendered for a new empty one. */
const NO_ENTITIES: Entity[] = [];

export interface DocumentEditorProps {
  target: EditorTarget;
  onClose: () => void;
  /** The document was deleted: the editor is done, and the list says what went. */
  onDeleted: (title: string) => void;
  onPdf: (uid: string, form: string | undefined, title: string) => void;
  /** Opens another document (a related one, or a new draft based on this one) in place of this editor. */
  onOpen: (target: EditorTarget) => void;
  /** A new document was stored for the first time (saved, or posted): it has an address of its own now. */
  onStored?: (uid: string) => void;
}

/** One document: details, lines, live totals; Ctrl+S saves, Ctrl+Enter posts; a posted one is read-only. */
export function DocumentEditor({ target, onClose, onDeleted, onPdf, onOpen, onStored }: DocumentEditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const editor = useDocumentEditor(target, onStored);
  const entities = useEntityOptions();
  const { draft, refusal } = editor;
  const purchasePrice = usePurchasePrice(draft);
  const [payment, setPayment] = useState<PaymentTarget | null>(null);
  const [deleting, setDeleting] = useState(false);
  const canDelete = useDeleteDocument('document').offered;
  const lockDate = useLockDate();
  const vatPayer = useCompanySettings().data?.vatPayer;
  // The date the service holds decides: a new draft is checked by the service when it is saved.
  const locked = Boolean(draft && !draft.isNew && isInClosedPeriod(draft.stored?.date, lockDate));
  const shipment = draft && !draft.done && isShipmentType(draft.type);
  const invoice = useParentInvoice(shipment ? (draft.parentUid ?? draft.stored?.parent ?? null) : null, draft?.uid ?? null).data ?? null;
  const over = useMemo(
    () => (shipment && invoice && draft ? overShipment(draftTotals(draft, invoice.rest).total, invoice) : null),
    [shipment, invoice, draft],
  );
  const overText =
    over && invoice
      ? t('documents.editor.overShipped', {
          total: formatAmount(over.total),
          open: formatAmount(over.open),
          over: formatAmount(over.over),
          no: invoice.no,
          date: formatDate(invoice.date),
        })
      : null;
  // Shipping more than the invoice has open is allowed, but never unnoticed: the user confirms with the figures in front of them.
  const confirmed = (action: () => void) => () => {
    if (overText && !window.confirm(t('documents.editor.overShippedAsk', { warning: overText }))) return;
    action();
  };
  const save = confirmed(editor.save);
  const post = confirmed(editor.post);
  // Shortcuts work wherever focus is, even after a save re-rendered the focused row away.
  const onShortcut = useStableCallback((event: KeyboardEvent) => {
    const pressed = shortcutOf(event);
    if (!pressed || payment || !draft || editor.loadError) return; // the payment dialog has its own shortcuts
    // A dialog over the editor (a new counterparty, printing) owns its keys: Ctrl+Enter there must never post the document.
    if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
    if (pressed === 'print') {
      event.preventDefault(); // never the browser's own print of the screen
      // As the «PDF» button: a stored document, a locked one too.
      if (!draft.isNew) onPdf(draft.uid, undefined, documentTitle(t, draft));
      return;
    }
    if (locked) return;
    if (pressed === 'save') {
      event.preventDefault();
      event.stopPropagation();
      if (!draft.done && !editor.busy) save();
    } else if (pressed === 'post') {
      event.preventDefault();
      event.stopPropagation(); // a focused select would open on Enter
      if (!draft.done && !editor.busy) post();
    }
  });
  useEffect(() => {
    window.addEventListener('keydown', onShortcut, true);
    return () => window.removeEventListener('keydown', onShortcut, true);
  }, [onShortcut]);
  // Stable handlers, so that the memoised header and related panel skip the re-render a keystroke in the grid causes.
  const { setDraft } = editor;
  const change = useCallback((patch: Partial<DocumentDraft>) => setDraft((current) => ({ ...current, ...patch })), [setDraft]);
  const reload = useStableCallback(editor.reload);
  const setVatCode = useCallback((vatCode: VatCode) => change({ vatCode }), [change]);
  const openRelated = useStableCallback((item: RelatedItem) =>
    item.kind === 'payment' ? setPayment({ uid: item.uid }) : onOpen({ uid: item.uid }),
  );

  const close = () => {
    if (editor.dirty) {
      if (!window.confirm(t('documents.editor.discardConfirm'))) return;
      editor.discard();
    }
    onClose();
  };
  const root = useRef<HTMLDivElement>(null);
  // The payment dialog over the editor closes on its own Esc; the editor's Esc waits for it.
  const onEscape = useEscapeClose(root, close, !payment && !deleting);

  if (editor.loadError) return <Alert severity="error">{errorText(editor.loadError)}</Alert>;
  if (!draft)
    return (
      <Box>
        <LinearProgress aria-label={t('documents.editor.loading')} />
      </Box>
    );

  const readOnly = draft.done || editor.busy || locked;
  const typeName = t(`documents.types.${draft.type}`);
  const title = draft.isNew ? t('documents.editor.newTitle', { type: typeName }) : documentTitle(t, draft);
  const setLines = (kind: 'product' | 'material' | undefined) => (next: LineDraft[]) =>
    editor.setDraft((current) => ({
      ...current,
      lines:
        kind === undefined
          ? next
          : kind === 'product'
            ? [...next, ...current.lines.filter((l) => l.kind !== 'product')]
            : [...current.lines.filter((l) => l.kind === 'product'), ...next],
    }));

  const refusalAt = (place: 'header' | 'lines' | 'state') => (refusal?.place === place ? <RefusalAlert refusal={refusal} /> : null);
  const section = (kind: 'product' | 'material' | undefined, label: string, testId: string) => (
    <Paper sx={{ p: 1.5, mb: 1.5 }}>
      <Typography
        variant="subtitle2"
        component="h2"
        sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: 0.5, color: 'text.secondary' }}
      >
        {label}
      </Typography>
      <LinesGrid
        testId={testId}
        kind={kind}
        readOnly={readOnly}
        entities={entities.data ?? NO_ENTITIES}
        lines={kind === undefined ? draft.lines : draft.lines.filter((l) => l.kind === kind)}
        onChange={setLines(kind)}
        purchasePrice={purchasePrice}
      />
    </Paper>
  );

  return (
    <Box
      ref={root}
      onKeyDown={onEscape}
      data-testid="document-editor"
      // A posted document is read, not filled in: its values keep full contrast, only the labels stay grey.
      sx={{ '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: 'rgba(0, 0, 0, 0.87)' } }}
    >
      <EditorBar
        backLabel={t('documents.editor.back')}
        onBack={close}
        title={title}
        done={draft.done}
        testIdPrefix="editor"
        dirty={editor.dirty}
        busy={editor.busy}
        locked={locked}
        onSave={save}
        onPost={post}
        onUnpost={editor.unpost}
      >
        <DocumentActions
          draft={draft}
          title={title}
          busy={editor.busy}
          locked={locked}
          canDelete={canDelete}
          lastStore={editor.lastStore}
          onOpen={onOpen}
          onPayment={setPayment}
          onDelete={() => setDeleting(true)}
          onPdf={onPdf}
        />
      </EditorBar>
      {editor.notice ? (
        <Alert severity="success" sx={{ mb: 1 }} data-testid="editor-notice">
          {t(`documents.editor.${editor.notice}`)}
        </Alert>
      ) : null}
      {refusalAt('state')}
      <RecordLiveNotice kind="document" uid={draft.isNew ? null : draft.uid} onReread={editor.reread} onLeave={close} />
      <RecordConflictParts conflict={editor.conflict} kind="document" subject="document" busy={editor.busy} />
      {locked && lockDate ? <PeriodLockNotice lockDate={lockDate} /> : null}
      {overText ? (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="overshipped-warning">
          {overText}
        </Alert>
      ) : null}
      {draft.done && !locked ? (
        <PostedNotice
          text={t('documents.editor.unpostToEdit')}
          unpostLabel={t('documents.editor.unpost')}
          onUnpost={editor.unpost}
          busy={editor.busy}
        />
      ) : null}
      {usesVat(draft.type) && !readOnly && namesVatMismatch(draft.type, vatPayer) ? (
        <VatMismatch lines={draft.lines} entities={entities.data ?? NO_ENTITIES} vatCode={draft.vatCode} onSet={setVatCode} />
      ) : null}
      <Paper sx={{ p: 1.5, mb: 1.5 }}>
        <EditorHeader draft={draft} readOnly={readOnly} onChange={change} />
        <ReturnParts part="basis" draft={draft} readOnly={readOnly} onChange={change} update={setDraft} />
        {refusalAt('header')}
      </Paper>
      {refusalAt('lines')}
      {linesHaveKinds(draft.type) ? (
        <>
          {section('product', t('documents.editor.products'), 'product-lines')}
          {section('material', t('documents.editor.materials'), 'material-lines')}
          <ManufactureCost draft={draft} />
        </>
      ) : (
        section(undefined, t('documents.editor.lines'), 'lines')
      )}
      <ReturnParts part="costs" draft={draft} readOnly={readOnly} onChange={change} update={setDraft} />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 1.5 }}>
        <Typography variant="caption" color="text.secondary">
          {t('documents.editor.shortcuts')}
        </Typography>
        <TotalsPanel draft={draft} invoice={invoice?.rest ?? null} />
      </Box>
      <RelatedPanel draft={draft} onLinked={reload} onOpen={openRelated} />
      {deleting ? (
        <DeleteDocumentDialog
          target={{ uid: draft.uid, title, done: draft.done, category: 'document', version: draft.version }}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            editor.discard();
            onDeleted(title);
          }}
        />
      ) : null}
      {payment ? (
        <PaymentEditor
          dialog
          target={payment}
          onClose={() => {
            setPayment(null);
            editor.reload();
          }}
          onChanged={editor.reload}
        />
      ) : null}
    </Box>
  );
}
