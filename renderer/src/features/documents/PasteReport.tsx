import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RejectedRow } from './paste-rows.js';

export interface PasteReportProps {
  added: number;
  rejected: RejectedRow[];
  onClose: () => void;
}

/** What a paste from a spreadsheet did: how many lines came in, and each row left out with the reason. */
export function PasteReport({ added, rejected, onClose }: PasteReportProps) {
  const { t } = useTranslation();
  return (
    <Alert severity={rejected.length > 0 ? 'warning' : 'success'} onClose={onClose} sx={{ mt: 1 }} data-testid="paste-report">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('documents.paste.added', { count: added })}
        {rejected.length > 0 ? ` ${t('documents.paste.rejected', { count: rejected.length })}` : ''}
      </Typography>
      {rejected.length > 0 ? (
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {rejected.slice(0, 20).map((item) => (
            <li key={item.row}>
              <Typography variant="body2">
                {t('documents.paste.row', {
                  row: item.row,
                  text: item.text || '—',
                  problem: t(`documents.paste.problems.${item.problem}`),
                })}
              </Typography>
            </li>
          ))}
          {rejected.length > 20 ? (
            <li>
              <Typography variant="body2">{t('documents.paste.more', { count: rejected.length - 20 })}</Typography>
            </li>
          ) : null}
        </ul>
      ) : null}
    </Alert>
  );
}
