import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HistoryKind } from '../../../shared/api/history.js';
import { formatDateTime } from '../lib/format.js';
import type { ConflictView } from '../lib/record-conflict.js';
import { ChangeList } from './ChangeList.js';

/** What the title calls the record. */
export type ConflictSubject = 'document' | 'payment' | 'operation' | 'settings' | 'account' | 'record';

export interface ConflictDialogProps {
  view: ConflictView;
  /** The kind of record, which names its fields as the history does. */
  kind: HistoryKind;
  subject: ConflictSubject;
  busy?: boolean;
  onRefresh: () => void;
  onReapply: () => void;
  onClose: () => void;
}

/**
 * Someone else saved the record after this user loaded it: who and when, what each of them changed,
 * and two ways on, neither losing anything. «Оновити» is the default (Enter) because it writes
 * nothing; Esc closes the dialog and leaves the editor as typed (docs/desktop-app.md, "Two people on one record").
 */
export function ConflictDialog({ view, kind, subject, busy, onRefresh, onReapply, onClose }: ConflictDialogProps) {
  const { t } = useTranslation();
  const { by, at } = view.conflict;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="conflict-title" data-testid="conflict-dialog">
      <DialogTitle id="conflict-title">{t(`conflict.title.${subject}`, { by, at: formatDateTime(at) })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1.5 }}>{t('conflict.intro')}</Typography>
        <ChangeList title={t('conflict.theirs', { by })} kind={kind} changes={view.theirs} testId="conflict-theirs" />
        <ChangeList title={t('conflict.mine')} kind={kind} changes={view.mine} testId="conflict-mine" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onReapply} disabled={busy} title={t('conflict.reapplyHint')}>
          {t('conflict.reapply')}
        </Button>
        <Button variant="contained" autoFocus onClick={onRefresh} disabled={busy} title={t('conflict.refreshHint')}>
          {t('conflict.refresh')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
