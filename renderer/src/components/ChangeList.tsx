import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HistoryChange, HistoryKind } from '../../../shared/api/history.js';
import { useChangeLines } from '../lib/use-change-lines.js';

export interface ChangeListProps {
  title?: string;
  kind: HistoryKind;
  changes: HistoryChange[];
  testId: string;
}

/** One side's changed fields, «Поле: було → стало», one per line. */
export function ChangeList({ title, kind, changes, testId }: ChangeListProps) {
  const { t } = useTranslation();
  const lines = useChangeLines()(kind, changes);
  return (
    <Box data-testid={testId} sx={{ mb: 1.5 }}>
      {title ? (
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.length === 0 ? (
          <Typography component="li" variant="body2" color="text.secondary">
            {t('conflict.nothing')}
          </Typography>
        ) : (
          lines.map((line, index) => (
            // A field appears once per list, so its place names it.
            <Typography key={index} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
