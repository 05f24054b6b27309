import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDocumentDialog } from '../../components/DeleteDocumentDialog.js';
import { EditorBar } from '../../components/EditorBar.js';
import { EntriesButton } from '../../components/EntriesButton.js';
import { HistoryButton } from '../../components/HistoryPanel.js';
import { PeriodLockNotice } from '../../components/PeriodLockNotice.js';
import { PostedNotice } from '../../components/PostedNotice.js';
import { RecordLiveNotice } from '../../components/RecordLiveNotice.js';
import { RecordConflictParts } from '../../components/RecordConflictParts.js';
import { RefusalAlert } from '../../components/RefusalAlert.js';
import { UkDateField } from '../../components/UkDateField.js';
import { formatDate } from '../../lib/format.js';
import { isInClosedPeriod } from '../../lib/period-lock.js';
import { shortcutOf } from '../../lib/shortcuts.js';
import { useAccounts } from '../../lib/use-accounts.js';
import { useLockDate } from '../../lib/use-company-settings.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { useEscapeClose } from '../../lib/use-escape-close.js';
import { useStableCallback } from '../../lib/use-stable-callback.js';
import { EntriesGrid } from './EntriesGrid.js';
import { useOperationEditor, type OperationTarget } from './use-operations.js';

export interface OperationEditorProps {
  target: OperationTarget;
  onClose: (deleted?: string) => void;
  onStored: (uid: string) => void;
}

/**
 * One manual operation: date, number, memo and its entries; save, post, unpost, delete, history and
 * the entries it wrote, as a document's editor has them. Ctrl+S saves, Ctrl+Enter posts; a posted
 * one, or one in the closed period, is read-only; the service's refusals show above what they concern.
 */
export function OperationEditor({ target, onClose, onStored }: OperationEditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const editor = useOperationEditor(target, onStored);
  const accounts = useAccounts();
  const lockDate = useLockDate();
  const [deleting, setDeleting] = useState(false);
  const { draft } = editor;
  const locked = Boolean(draft && !draft.isNew && isInClosedPeriod(draft.date, lockDate));

  const onShortcut = useStableCallback((event: KeyboardEvent) => {
    const pressed = shortcutOf(event);
    if (!pressed || !draft || draft.done || locked || editor.busy || deleting) return;
    if (pressed !== 'save' && pressed !== 'post') return;
    event.preventDefault();
    event.stopPropagation();
    if (pressed === 'save') editor.save();
    else editor.post();
  });
  useEffect(() => {
    window.addEventListener('keydown', onShortcut, true);
    return () => window.removeEventListener('keydown', onShortcut, true);
  }, [onShortcut]);
  const close = () => {
    if (editor.dirty && !window.confirm(t('operations.editor.discardConfirm'))) return;
    onClose();
  };
  const root = useRef<HTMLDivElement>(null);
  const onEscape = useEscapeClose(root, close, !deleting);

  if (editor.loadError) return <Alert severity="error">{errorText(editor.loadError)}</Alert>;
  if (!draft) return <LinearProgress aria-label={t('documents.editor.loading')} />;
  const readOnly = draft.done || editor.busy || locked;
  const title = draft.isNew
    ? t('operations.editor.newTitle')
    : t('operations.editor.title', { no: draft.no, date: formatDate(draft.date) });
  const change = (patch: Partial<typeof draft>) => editor.setDraft((current) => ({ ...current, ...patch }));
  const refusal = editor.refusal;
  return (
    <Box ref={root} onKeyDown={onEscape} data-testid="operation-editor">
      <EditorBar
        backLabel={t('operations.editor.back')}
        onBack={close}
        title={title}
        done={draft.done}
        testIdPrefix="editor"
        dirty={editor.dirty}
        busy={editor.busy}
        locked={locked}
        onSave={editor.save}
        onPost={editor.post}
        onUnpost={editor.unpost}
      >
        {!draft.isNew ? (
          <Button color="error" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)} disabled={editor.busy || locked}>
            {t('documentActions.delete')}
          </Button>
        ) : null}
        {!draft.isNew ? <EntriesButton uid={draft.uid} posted={draft.done} title={title} /> : null}
        {!draft.isNew ? <HistoryButton uid={draft.uid} /> : null}
      </EditorBar>
      {editor.notice ? (
        <Alert severity="success" sx={{ mb: 1 }} data-testid="editor-notice">
          {t(`operations.editor.${editor.notice}`)}
        </Alert>
      ) : null}
      {refusal ? <RefusalAlert refusal={refusal} texts="operations.refusals" /> : null}
      <RecordLiveNotice kind="operation" uid={draft.isNew ? null : draft.uid} onReread={editor.reread} onLeave={close} />
      <RecordConflictParts conflict={editor.conflict} kind="operation" subject="operation" busy={editor.busy} />
      {locked && lockDate ? <PeriodLockNotice lockDate={lockDate} /> : null}
      {draft.done && !locked ? (
        <PostedNotice
          text={t('operations.editor.unpostToEdit')}
          unpostLabel={t('operations.editor.unpost')}
          onUnpost={editor.unpost}
          busy={editor.busy}
        />
      ) : null}
      <Paper sx={{ p: 1.5, mb: 1.5, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <UkDateField
          label={t('operations.editor.date')}
          value={draft.date}
          disabled={readOnly}
          onChange={(date) => change({ date })}
          width={160}
        />
        <TextField
          size="small"
          label={t('operations.editor.no')}
          value={draft.no}
          disabled={readOnly}
          onChange={(event) => change({ no: event.target.value })}
          sx={{ width: 120 }}
        />
        <TextField
          size="small"
          label={t('operations.editor.memo')}
          value={draft.memo}
          disabled={readOnly}
          onChange={(event) => change({ memo: event.target.value })}
          sx={{ flexGrow: 1, minWidth: 240 }}
          slotProps={{ htmlInput: { 'data-testid': 'operation-memo' } }}
        />
      </Paper>
      <Paper sx={{ p: 1.5, mb: 1.5 }}>
        <Typography
          variant="subtitle2"
          component="h2"
          sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: 0.5, color: 'text.secondary' }}
        >
          {t('operations.editor.entries')}
        </Typography>
        <EntriesGrid
          entries={draft.entries}
          accounts={accounts.data ?? []}
          readOnly={readOnly}
          onChange={(entries) => change({ entries })}
        />
      </Paper>
      <Typography variant="caption" color="text.secondary">
        {t('operations.editor.shortcuts')}
      </Typography>
      {deleting ? (
        <DeleteDocumentDialog
          target={{ uid: draft.uid, title, done: draft.done, category: 'operation', version: draft.version }}
          onClose={() => setDeleting(false)}
          onDeleted={() => onClose(title)}
        />
      ) : null}
    </Box>
  );
}
