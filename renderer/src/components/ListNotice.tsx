import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

export interface ListNoticeProps {
  notice: string | null;
  onClose: () => void;
}

/** What a list says after an action on one of its records ("… deleted"), until closed. */
export function ListNotice({ notice, onClose }: ListNoticeProps) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <Alert severity="success" sx={{ mb: 1 }} data-testid="list-notice" closeText={t('documentActions.close')} onClose={onClose}>
      {notice}
    </Alert>
  );
}
