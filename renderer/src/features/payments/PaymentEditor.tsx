import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECT_ON_ENTER } from '../../lib/number-input.js';
import { PAYMENT_TYPES } from '../../../../shared/api/document-types.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { DeleteDocumentDialog } from '../../components/DeleteDocumentDialog.js';
import { RefusalAlert } from '../../components/RefusalAlert.js';
import { RecordLiveNotice } from '../../components/RecordLiveNotice.js';
import { RecordConflictParts } from '../../components/RecordConflictParts.js';
import { UkDateField } from '../../components/UkDateField.js';
import { useDeleteDocument } from '../../lib/use-delete-document.js';
import { useAgentOptions } from '../../lib/use-directory-options.js';
import { formatAmountUk } from '../../../../shared/api/format-uk.js';
import { Decimal } from '../../../../shared/api/money.js';
import { overpaidBy, paymentSum } from './payment-model.js';
import { PaymentMoneyFields } from './PaymentMoneyFields.js';
import { usePaymentEditor, type PaymentTarget } from './use-payment-editor.js';
import { useInvoicesOf } from './use-payments.js';
import { shortcutOf } from '../../lib/shortcuts.js';
import { EditorBar } from '../../components/EditorBar.js';
import { EntriesButton } from '../../components/EntriesButton.js';
import { HistoryButton } from '../../components/HistoryPanel.js';
import { PeriodLockNotice } from '../../components/PeriodLockNotice.js';
import { useLockDate } from '../../lib/use-company-settings.js';
import { isInClosedPeriod } from '../../lib/period-lock.js';
import { useEscapeClose } from '../../lib/use-escape-close.js';
import { DocumentNoField } from '../../components/DocumentNoField.js';
import { memberOf } from '../../lib/member-of.js';
import { PICK_ON_ENTER } from '../../lib/pick-on-enter.js';

export interface PaymentEditorProps {
  target: PaymentTarget;
  onClose: () => void;
  onChanged?: () => void;
  /** The payment was deleted; without it the editor just closes. */
  onDeleted?: (title: string) => void;
  /** Shown in a dialog over another editor: a click outside it closes it as Esc does, asking first when there are changes. */
  dialog?: boolean;
}

/** One payment document: kind, date, number, counterparty, sum, purpose, the invoice it pays; post, unpost and delete. */
export function PaymentEditor({ target, onClose, onChanged, onDeleted, dialog = false }: PaymentEditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const editor = usePaymentEditor(target, onChanged);
  const agents = useAgentOptions();
  const { draft } = editor;
  const invoices = useInvoicesOf(draft?.agent?.uid ?? null, draft?.date ?? '2000-01-01');
  const canDelete = useDeleteDocument('payment').offered;
  const [deleting, setDeleting] = useState(false);
  const lockDate = useLockDate();
  const close = () => {
    if (!editor.dirty || window.confirm(t('documents.editor.discardConfirm'))) onClose();
  };
  const root = useRef<HTMLDivElement>(null);
  const onEscape = useEscapeClose(root, close, !deleting);
  const framed = (content: ReactNode) =>
    dialog ? (
      <Dialog
        open
        fullWidth
        maxWidth="lg"
        onClose={(_event, reason) => {
          // Esc inside the editor is its own (useEscapeClose, which stops it). A read-only payment has no field to
          // focus, so Esc reaches the dialog itself: it closes the same way, as does a click on the backdrop.
          if (reason === 'backdropClick' || reason === 'escapeKeyDown') close();
        }}
      >
        <DialogContent>{content}</DialogContent>
      </Dialog>
    ) : (
      content
    );
  if (editor.loadError) return framed(<Alert severity="error">{errorText(editor.loadError)}</Alert>);
  if (!draft) return framed(<LinearProgress />);

  const locked = !draft.isNew && isInClosedPeriod(draft.storedDate, lockDate);
  const readOnly = draft.done || editor.busy || locked;
  const typeName = t(`payments.types.${draft.type}`);
  const title = draft.isNew
    ? t('payments.editor.newTitle', { type: typeName })
    : t('payments.editor.title', { type: typeName, no: draft.no, date: formatDate(draft.date) });
  const sumInvalid = draft.sum.trim() !== '' && paymentSum(draft) === null;
  const totalOf = (doc: { total?: number; sum: number }) => new Decimal(doc.total ?? doc.sum);
  // A fully paid invoice is nothing to pay; the one this payment already pays stays, to be seen.
  const invoiceOptions = (invoices.data ?? []).filter(
    (doc) => doc.uid === draft.parentUid || new Decimal(doc.paid ?? 0).lessThan(totalOf(doc)),
  );
  const invoice = invoiceOptions.find((doc) => doc.uid === draft.parentUid) ?? null;
  const over =
    draft.done || !invoice ? null : overpaidBy(paymentSum(draft), { total: totalOf(invoice), paid: new Decimal(invoice.paid ?? 0) });
  const invoiceLabel = (doc: (typeof invoiceOptions)[number]) =>
    t('payments.editor.invoiceOption', {
      no: doc.no,
      date: formatDate(doc.date),
      total: formatAmount(doc.total ?? doc.sum),
      paid: formatAmount(doc.paid ?? 0),
    });

  return framed(
    <Box
      ref={root}
      data-testid="payment-editor"
      onKeyDown={(event) => {
        onEscape(event);
        const pressed = shortcutOf(event);
        if (!pressed || readOnly) return;
        if (pressed === 'save') {
          event.preventDefault();
          editor.save();
        }
        if (pressed === 'post') {
          event.preventDefault();
          editor.post();
        }
      }}
    >
      <EditorBar
        backLabel={t('payments.editor.close')}
        onBack={close}
        title={title}
        done={draft.done}
        testIdPrefix="payment"
        busy={editor.busy}
        invalid={sumInvalid}
        locked={locked}
        onSave={editor.save}
        onPost={editor.post}
        onUnpost={editor.unpost}
      >
        {!draft.isNew && canDelete ? (
          <Button color="error" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)} disabled={editor.busy || locked}>
            {t('documentActions.delete')}
          </Button>
        ) : null}
        {!draft.isNew ? <EntriesButton uid={draft.uid} posted={draft.done} title={title} /> : null}
        {!draft.isNew ? <HistoryButton uid={draft.uid} /> : null}
      </EditorBar>
      {editor.refusal ? <RefusalAlert refusal={editor.refusal} /> : null}
      <RecordLiveNotice kind="payment" uid={draft.isNew ? null : draft.uid} onReread={editor.reread} onLeave={close} />
      <RecordConflictParts conflict={editor.conflict} kind="payment" subject="payment" busy={editor.busy} />
      {deleting ? (
        <DeleteDocumentDialog
          target={{ uid: draft.uid, title, done: draft.done, category: 'payment', version: draft.version }}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            onChanged?.();
            if (onDeleted) onDeleted(title);
            else onClose();
          }}
        />
      ) : null}
      {locked && lockDate ? <PeriodLockNotice lockDate={lockDate} /> : null}
      {draft.done && !locked ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('documents.editor.unpostToEdit')}
        </Alert>
      ) : null}
      {over && invoice ? (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="overpaid-warning">
          {t('payments.editor.overpaid', { over: formatAmountUk(over), open: formatAmountUk(totalOf(invoice).minus(invoice.paid ?? 0)) })}
        </Alert>
      ) : null}
      <Paper sx={{ p: 2 }}>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              select
              fullWidth
              size="small"
              label={t('payments.editor.type')}
              value={draft.type}
              disabled={readOnly}
              onChange={(event) => {
                const type = memberOf(PAYMENT_TYPES, event.target.value) ?? draft.type;
                // Another kind takes its own role's account and, maybe, another kind of money account.
                editor.setDraft({ type, account: '', moneyAccount: null, toMoneyAccount: null });
              }}
            >
              {PAYMENT_TYPES.map((code) => (
                <MenuItem key={code} value={code}>
                  {t(`payments.types.${code}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <UkDateField
              label={t('payments.editor.date')}
              value={draft.date}
              disabled={readOnly}
              onChange={(date) => editor.setDraft({ date })}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <DocumentNoField
              label={t('payments.editor.no')}
              value={draft.no}
              disabled={readOnly}
              onChange={(no) => editor.setDraft({ no })}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              fullWidth
              size="small"
              label={t('payments.editor.sum')}
              value={draft.sum}
              disabled={readOnly}
              error={sumInvalid}
              helperText={sumInvalid ? t('payments.editor.badSum') : undefined}
              slotProps={{
                htmlInput: {
                  inputMode: 'decimal',
                  style: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
                  ...(readOnly ? {} : SELECT_ON_ENTER),
                },
              }}
              onChange={(event) => editor.setDraft({ sum: event.target.value })}
            />
          </Grid>
          <PaymentMoneyFields draft={draft} readOnly={readOnly} onChange={editor.setDraft} />
          {/* A transfer moves money between our own accounts: no counterparty, no invoice. */}
          {draft.type === 'transfer' ? null : (
            <>
              <Grid size={{ xs: 12, md: 6 }}>
                <Autocomplete
                  {...PICK_ON_ENTER}
                  size="small"
                  autoSelect
                  options={(agents.data ?? []).map(({ uid, name }) => ({ uid, name }))}
                  value={draft.agent}
                  disabled={readOnly}
                  getOptionLabel={(agent) => agent.name}
                  isOptionEqualToValue={(a, b) => a.uid === b.uid}
                  onChange={(_event, agent) => editor.setDraft({ agent, parentUid: null })}
                  renderInput={(params) => <TextField {...params} label={t('payments.editor.agent')} />}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Autocomplete
                  {...PICK_ON_ENTER}
                  size="small"
                  options={invoiceOptions}
                  value={invoice}
                  disabled={readOnly || !draft.agent}
                  getOptionLabel={invoiceLabel}
                  isOptionEqualToValue={(a, b) => a.uid === b.uid}
                  onChange={(_event, doc) => editor.setDraft({ parentUid: doc?.uid ?? null })}
                  renderInput={(params) => (
                    <TextField {...params} label={t('payments.editor.invoice')} placeholder={t('payments.editor.noInvoice')} />
                  )}
                />
              </Grid>
            </>
          )}
          <Grid size={12}>
            <TextField
              fullWidth
              size="small"
              multiline
              minRows={2}
              label={t('payments.editor.memo')}
              value={draft.memo}
              disabled={readOnly}
              onChange={(event) => editor.setDraft({ memo: event.target.value })}
            />
          </Grid>
        </Grid>
      </Paper>
    </Box>,
  );
}
