import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from './RefusalAlert.js';
import { refusalOf } from '../lib/service-refusal.js';
import { useDeleteDocument, type DeleteCategory } from '../lib/use-delete-document.js';

/** What is about to be deleted, as the user sees it. */
export interface DeleteTarget {
  uid: string;
  title: string;
  done: boolean;
  category: DeleteCategory;
  /** The version the user sees, sent with the delete. */
  version?: number;
}

export interface DeleteDocumentDialogProps {
  target: DeleteTarget;
  onDeleted: (target: DeleteTarget) => void;
  onClose: () => void;
}

/**
 * Asks before deleting a document or payment. A posted one is not offered the delete at all: the
 * dialog says to unpost it first. A refusal of the service (linked documents) shows in the dialog.
 */
export function DeleteDocumentDialog({ target, onDeleted, onClose }: DeleteDocumentDialogProps) {
  const { t } = useTranslation();
  const { mutation } = useDeleteDocument(target.category);
  const confirm = () => mutation.mutate({ uid: target.uid, version: target.version }, { onSuccess: () => onDeleted(target) });
  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} aria-labelledby="delete-document-title" data-testid="delete-dialog">
      <DialogTitle id="delete-document-title">{t(target.done ? 'documentActions.postedTitle' : 'documentActions.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(
            target.done
              ? 'documentActions.postedText'
              : target.category === 'payment'
                ? 'documentActions.deleteConfirmPayment'
                : 'documentActions.deleteConfirm',
            { title: target.title },
          )}
        </DialogContentText>
        {mutation.error ? <RefusalAlert refusal={refusalOf(mutation.error)} /> : null}
      </DialogContent>
      <DialogActions>
        {target.done ? (
          <Button autoFocus onClick={onClose}>
            {t('documentActions.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={mutation.isPending}>
              {t('documentActions.cancel')}
            </Button>
            {/* Focus starts on Delete, as in 1C: the user asked for it; Esc or Cancel backs out. */}
            <Button autoFocus color="error" variant="contained" onClick={confirm} disabled={mutation.isPending || mutation.isError}>
              {t('documentActions.delete')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
