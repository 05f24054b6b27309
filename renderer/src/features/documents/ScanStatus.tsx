import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format.js';
import type { ScanProgress } from './documents-scan.js';

export interface ScanStatusProps {
  scan: ScanProgress;
}

/** How far the list has read the period for the type and state filters, and what it found. */
export function ScanStatus({ scan }: ScanStatusProps) {
  const { t } = useTranslation();
  const total = scan.total ?? 0;
  const text = scan.done
    ? t('documents.scan.found', { found: formatCount(scan.rows.length), scanned: formatCount(scan.scanned) })
    : t('documents.scan.reading', { scanned: formatCount(scan.scanned), total: scan.total === null ? '…' : formatCount(total) });
  return (
    <Box sx={{ minWidth: 200 }} data-testid="documents-scan" aria-live="polite">
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
      {scan.done ? null : (
        <LinearProgress
          variant={scan.total ? 'determinate' : 'indeterminate'}
          value={total > 0 ? (100 * scan.scanned) / total : 0}
          aria-label={text}
          sx={{ mt: 0.25 }}
        />
      )}
    </Box>
  );
}
