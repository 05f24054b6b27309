import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryRecord } from '../../../shared/api/history.js';
import { formatDateTime } from '../lib/format.js';
import { historyUserText } from '../lib/history-lines.js';
import { useChangeLines } from '../lib/use-change-lines.js';
import { useRecordHistory } from '../lib/use-record-history.js';
import { ErrorAlert } from './ErrorAlert.js';

export interface HistoryButtonProps {
  uid: string;
  disabled?: boolean;
}

/**
 * «Історія змін» of one record: a button that opens the record's changes as a timeline beside the
 * editor. Hidden on a service that does not keep a history (docs/service-behaviour.md, "History of changes").
 */
export function HistoryButton({ uid, disabled }: HistoryButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const history = useRecordHistory(uid, open);
  if (!history.offered) return null;
  return (
    <>
      <Button startIcon={<HistoryOutlined />} onClick={() => setOpen(true)} disabled={disabled} data-testid="history-button">
        {t('history.button')}
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        // Above the directory editor's dialog too.
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
        slotProps={{ paper: { sx: { width: 440, maxWidth: '100vw', p: 2 }, 'aria-labelledby': 'history-title' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography id="history-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('history.title')}
          </Typography>
          <IconButton aria-label={t('history.close')} onClick={() => setOpen(false)}>
            <CloseOutlined />
          </IconButton>
        </Box>
        <Box sx={{ height: 4 }}>{history.isFetching ? <LinearProgress /> : null}</Box>
        <ErrorAlert error={history.error} sx={{ my: 1 }} />
        {history.isSuccess && history.records.length === 0 ? (
          <Typography color="text.secondary" data-testid="history-empty">
            {t('history.none')}
          </Typography>
        ) : null}
        <Box component="ol" data-testid="history-list" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {history.records.map((record) => (
            <HistoryEntry key={record.id} record={record} />
          ))}
        </Box>
        {history.hasNextPage ? (
          <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage} sx={{ mt: 1 }}>
            {t('history.more')}
          </Button>
        ) : null}
      </Drawer>
    </>
  );
}

/** One change: when, who and what, then one changed field per line. */
function HistoryEntry({ record }: { record: HistoryRecord }) {
  const { t } = useTranslation();
  const changeLines = useChangeLines();
  const translate = (key: string, params?: Record<string, unknown>) => t(key, params ?? {});
  return (
    <Box
      component="li"
      data-testid="history-entry"
      sx={{ borderLeft: 2, borderColor: 'primary.light', pl: 1.5, pb: 1.5, position: 'relative', ml: 0.5 }}
    >
      <Box
        sx={{ position: 'absolute', left: -6, top: 4, width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }}
        aria-hidden
      />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatDateTime(record.at)} · {historyUserText(record.user, translate)} · {t(`history.operations.${record.operation}`)}
      </Typography>
      {changeLines(record.kind, record.changes).map((line, index) => (
        // One field per line; a field may appear once per record, so its place in the record names it.
        <Typography key={index} variant="body2" data-testid="history-change" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
