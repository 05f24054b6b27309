import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthClosePreview } from '../../../../shared/api/month-close.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { localToday } from '../../lib/period.js';
import { isoMonthOfUk, ukOfIsoMonth } from '../../lib/uk-date.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { reportMemory } from './report-memory.js';
import { useMonthCloseActions, useMonthClosePreview } from './use-month-close.js';

/** The month before today's: the one an accountant closes. */
function lastMonth(today: string): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export interface MonthClosePanelProps {
  month?: string | undefined;
}

/**
 * Closing a month (docs/general-ledger.md, "Closing the month"): pick a month, «Сформувати» shows
 * the entries a close would write and the result, «Провести» writes them, «Скасувати закриття»
 * reverses the month's close. A close made out of date by a later posting says so. `month` (from the
 * address, `#/reports/monthClose/2026-10`: a close's row of an account card) is shown at once.
 */
export function MonthClosePanel({ month: asked }: MonthClosePanelProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const first = asked ?? reportMemory.monthClose;
  // Typed the Ukrainian way (10.2026) whatever the browser's locale, as the reports' dates are.
  const [typed, setTyped] = useState(ukOfIsoMonth(first ?? lastMonth(localToday())));
  const month = isoMonthOfUk(typed);
  const [shown, setShown] = useState<string | null>(first ?? null);
  useEffect(() => {
    if (asked) reportMemory.monthClose = asked;
  }, [asked]);
  const [done, setDone] = useState<'posted' | 'reversed' | null>(null);
  const preview = useMonthClosePreview(shown);
  const { close, reverse } = useMonthCloseActions();
  const data = preview.data && preview.data.month === shown ? preview.data : null;
  const failure = preview.error ?? close.error ?? reverse.error;
  const busy = close.isPending || reverse.isPending;

  function form(event: FormEvent) {
    event.preventDefault();
    if (!month) return;
    reportMemory.monthClose = month;
    close.reset();
    reverse.reset();
    setDone(null);
    // The same month is read again (a posting elsewhere may have changed it); another is a new query.
    if (shown === month) void preview.refetch();
    else setShown(month);
  }
  const act = (which: 'posted' | 'reversed') => {
    if (!shown) return;
    setDone(null);
    (which === 'posted' ? close : reverse).mutate(shown, { onSuccess: () => setDone(which) });
  };

  return (
    <Box>
      <Box component="form" onSubmit={form} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          label={t('reports.monthClose.month')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={!month}
          placeholder={t('reports.monthClose.monthPlaceholder')}
          sx={{ width: 140 }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained" disabled={!month}>
          {t('reports.monthClose.preview')}
        </Button>
        <Button variant="outlined" disabled={!data || data.entries.length === 0 || busy} onClick={() => act('posted')}>
          {t('reports.monthClose.post')}
        </Button>
        <Button variant="outlined" color="warning" disabled={!data?.closed || busy} onClick={() => act('reversed')}>
          {t('reports.monthClose.reverse')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.monthClose.hint')}
      </Typography>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(failure)}
        </Alert>
      ) : null}
      {done ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t(`reports.monthClose.${done}`)}
        </Alert>
      ) : null}
      {data ? <PreviewView preview={data} /> : null}
    </Box>
  );
}

/** The state of the month's close, the entries a close writes, and the result. */
function PreviewView({ preview }: { preview: MonthClosePreview }) {
  const { t } = useTranslation();
  const { closed } = preview;
  const result = preview.result > 0 ? 'profit' : preview.result < 0 ? 'loss' : null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      {closed && !closed.upToDate ? <Alert severity="warning">{t('reports.monthClose.outOfDate')}</Alert> : null}
      <Typography role="status">
        {closed ? t('reports.monthClose.closed', { no: closed.no, date: formatDate(closed.date) }) : t('reports.monthClose.notClosed')}
      </Typography>
      {preview.entries.length === 0 ? (
        <Alert severity="info">{t('reports.monthClose.nothing')}</Alert>
      ) : (
        <Table size="small" aria-label={t('reports.monthClose.entries')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('reports.monthClose.debit')}</TableCell>
              <TableCell>{t('reports.monthClose.credit')}</TableCell>
              <TableCell align="right">{t('reports.monthClose.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.entries.map((entry) => (
              <TableRow key={`${entry.debit}-${entry.credit}`}>
                <TableCell>{entry.debit}</TableCell>
                <TableCell>{entry.credit}</TableCell>
                <TableCell align="right">{formatAmount(entry.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content max-content', columnGap: 3, m: 0 }}>
        <dt>{t('reports.monthClose.revenue')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatAmount(preview.revenue)}</dd>
        <dt>{t('reports.monthClose.expenses')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatAmount(preview.expenses)}</dd>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {result ? t(`reports.monthClose.${result}`) : t('reports.monthClose.noResult')}
        </Typography>
        <Typography component="dd" data-testid="month-close-result" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
          {formatAmount(Math.abs(preview.result))}
        </Typography>
      </Box>
    </Stack>
  );
}
