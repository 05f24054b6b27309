import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format.js';
import type { BatchProgress, BatchUpload } from './batch-sender.js';

export interface ImportProgressProps {
  progress: BatchProgress;
  upload: BatchUpload<Record<string, unknown>> | null;
}

/** How far an import's sending got: a bar, the count, each failed piece with its rows, and the end. */
export function ImportProgress({ progress, upload }: ImportProgressProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <LinearProgress
        variant="determinate"
        value={progress.totalRecords ? (100 * progress.sentRecords) / progress.totalRecords : 0}
        aria-label={t('imports.progress', { sent: progress.sentRecords, total: progress.totalRecords })}
      />
      <Typography variant="body2" color="text.secondary" data-testid="import-progress">
        {t('imports.progress', { sent: formatCount(progress.sentRecords), total: formatCount(progress.totalRecords) })}
      </Typography>
      {upload?.chunks
        .filter((c) => c.state === 'failed')
        .map((c) => (
          <Alert key={c.index} severity="error" sx={{ mt: 1 }}>
            {t('imports.failedChunk', {
              no: c.index + 1,
              from: c.index * 1000 + 1,
              to: c.index * 1000 + c.records.length,
              error: c.error,
            })}
          </Alert>
        ))}
      {progress.done ? (
        <Alert severity="success" sx={{ mt: 1 }} data-testid="import-done">
          {t('imports.done', { count: progress.sentRecords, sent: formatCount(progress.sentRecords) })}
        </Alert>
      ) : null}
    </Box>
  );
}
