import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount } from '../lib/format.js';
import { analyticsText, entriesTotal, useRecordEntries } from '../lib/use-record-entries.js';
import { ErrorAlert } from './ErrorAlert.js';

const figure = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
/** The total stays in sight under a long list (a note of twenty lines writes twenty-odd entries). */
const footer = {
  position: 'sticky',
  bottom: 0,
  bgcolor: 'background.paper',
  borderTop: 1,
  borderColor: 'divider',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: 'text.primary',
} as const;

export interface EntriesButtonProps {
  uid: string;
  posted: boolean;
  title: string;
}

/**
 * «Проводки» of a posted document or payment, as BAS's «Результат проведення»: a button that lists
 * the entries its posting wrote, with their total. Shown only for a posted record and only when the
 * service keeps accounts (docs/service-behaviour.md, "Extensions of our service").
 */
export function EntriesButton({ uid, posted, title }: EntriesButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const entries = useRecordEntries(uid, open && posted);
  if (!entries.offered || !posted) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button
        startIcon={<ReceiptLongOutlined />}
        title={t('entries.buttonHint')}
        onClick={() => setOpen(true)}
        data-testid="entries-button"
      >
        {t('entries.button')}
      </Button>
      <Dialog open={open} onClose={close} maxWidth="lg" fullWidth aria-labelledby="entries-title" data-testid="entries-dialog">
        <DialogTitle id="entries-title">{t('entries.title', { title })}</DialogTitle>
        <DialogContent>
          <Box sx={{ height: 4 }}>{entries.isFetching ? <LinearProgress /> : null}</Box>
          <ErrorAlert error={entries.error} sx={{ my: 1 }} />
          {entries.isSuccess && entries.entries.length === 0 ? (
            <Typography color="text.secondary" data-testid="entries-empty">
              {t('entries.none')}
            </Typography>
          ) : null}
          {entries.entries.length > 0 ? (
            // Its own scroller, so the header and the total stick to its edges rather than the dialog's padding.
            <TableContainer sx={{ maxHeight: '65vh' }}>
              <Table size="small" stickyHeader aria-labelledby="entries-title">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('entries.debit')}</TableCell>
                    <TableCell>{t('entries.credit')}</TableCell>
                    <TableCell sx={figure}>{t('entries.amount')}</TableCell>
                    <TableCell sx={figure}>{t('entries.qty')}</TableCell>
                    <TableCell>{t('entries.debitAnalytics')}</TableCell>
                    <TableCell>{t('entries.creditAnalytics')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {entries.entries.map((entry, index) => (
                    // The service lists a record's entries in the order its posting wrote them; none has an id of its own.
                    <TableRow key={index} data-testid="entry-row" title={entry.memo || undefined}>
                      <TableCell>{entry.debit}</TableCell>
                      <TableCell>{entry.credit}</TableCell>
                      <TableCell sx={figure}>{formatAmount(entry.amount)}</TableCell>
                      <TableCell sx={figure}>{entry.qty === null ? '' : formatCount(entry.qty)}</TableCell>
                      <TableCell>{analyticsText(entry.debitAnalytics)}</TableCell>
                      <TableCell>{analyticsText(entry.creditAnalytics)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow data-testid="entries-total">
                    <TableCell colSpan={2} sx={footer}>
                      {t('entries.total')}
                    </TableCell>
                    <TableCell sx={{ ...figure, ...footer }}>{formatAmount(entriesTotal(entries.entries))}</TableCell>
                    <TableCell colSpan={3} sx={footer} />
                  </TableRow>
                </TableFooter>
              </Table>
            </TableContainer>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} autoFocus>
            {t('entries.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
