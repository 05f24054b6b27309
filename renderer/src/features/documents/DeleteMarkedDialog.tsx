import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../../components/RefusalAlert.js';
import { refusalOf } from '../../lib/service-refusal.js';
import { useDeleteDocument } from '../../lib/use-delete-document.js';

/** A marked document as the dialog names it. */
export interface MarkedDocument {
  uid: string;
  title: string;
  /** The version the list shows, sent with the delete. */
  version?: number;
}

export interface DeleteMarkedDialogProps {
  marked: MarkedDocument[];
  onDone: (deleted: MarkedDocument[]) => void;
  onClose: () => void;
}

/**
 * «Видалити позначені»: names every marked document and deletes them for good, one by one, only
 * when the user presses «Видалити». Focus starts on «Скасувати», so Enter after Del never deletes.
 * A refusal (a linked child) stops at that document and says why; those deleted before it stay deleted.
 */
export function DeleteMarkedDialog({ marked, onDone, onClose }: DeleteMarkedDialogProps) {
  const { t } = useTranslation();
  const { mutation } = useDeleteDocument('document');
  const [failed, setFailed] = useState<{ doc: MarkedDocument; error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const deleted: MarkedDocument[] = [];
    for (const doc of marked) {
      try {
        await mutation.mutateAsync({ uid: doc.uid, version: doc.version });
        deleted.push(doc);
      } catch (error) {
        setFailed({ doc, error });
        break;
      }
    }
    setBusy(false);
    if (deleted.length === marked.length) onDone(deleted);
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-marked-title" data-testid="delete-marked-dialog">
      <DialogTitle id="delete-marked-title">{t('deletionMarks.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('deletionMarks.confirmText', { count: marked.length })}</DialogContentText>
        <ul>
          {marked.map((doc) => (
            <li key={doc.uid}>
              <Typography variant="body2">{doc.title}</Typography>
            </li>
          ))}
        </ul>
        {failed ? (
          <>
            <Typography variant="body2">{t('deletionMarks.notDeleted', { title: failed.doc.title })}</Typography>
            <RefusalAlert refusal={refusalOf(failed.error)} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose} disabled={busy}>
          {t('documentActions.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy || failed !== null}>
          {t('documentActions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface DeleteMarkedButtonProps {
  marked: MarkedDocument[];
  onChanged: () => void;
  onDeleted: (titles: string) => void;
}

/**
 * The list's «Видалити позначені (n)» and the dialog it opens. `onChanged` tells the list to read its
 * rows again, whether the dialog deleted some or was closed after a refusal.
 */
export function DeleteMarkedButton({ marked, onChanged, onDeleted }: DeleteMarkedButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        color="error"
        onClick={() => setOpen(true)}
        disabled={marked.length === 0}
        title={t('deletionMarks.hint')}
        data-testid="delete-marked"
      >
        {marked.length > 0 ? t('deletionMarks.deleteMarked', { count: marked.length }) : t('deletionMarks.deleteMarkedNone')}
      </Button>
      {open ? (
        <DeleteMarkedDialog
          marked={marked}
          onClose={() => {
            setOpen(false);
            onChanged();
          }}
          onDone={(gone) => {
            setOpen(false);
            onChanged();
            onDeleted(gone.map((doc) => doc.title).join(', '));
          }}
        />
      ) : null}
    </>
  );
}
