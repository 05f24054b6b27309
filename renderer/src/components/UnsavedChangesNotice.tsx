import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { HistoryKind } from '../../../shared/api/history.js';
import type { ConflictView } from '../lib/record-conflict.js';
import { ChangeList } from './ChangeList.js';

export interface UnsavedChangesNoticeProps {
  view: ConflictView;
  kind: HistoryKind;
  onClose: () => void;
}

/**
 * After «Оновити» in the conflict dialog: the editor shows the other person's version, and this
 * user's changes that were not saved stay listed here to be entered again, until they hide it.
 */
export function UnsavedChangesNotice({ view, kind, onClose }: UnsavedChangesNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      sx={{ mb: 1 }}
      data-testid="conflict-unsaved"
      action={
        <Button color="inherit" size="small" onClick={onClose}>
          {t('conflict.unsavedClose')}
        </Button>
      }
    >
      {t('conflict.unsaved', { by: view.conflict.by })}
      <ChangeList kind={kind} changes={view.mine} testId="conflict-unsaved-list" />
    </Alert>
  );
}
