import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { DrillTable, type DrillColumn, type DrillRow } from './DrillTable.js';

export interface DrillDialogProps {
  id: string;
  title: string;
  maxWidth: 'md' | 'lg';
  controls?: ReactNode;
  /** Buttons beside Close, such as the way to the reconciliation act. */
  actions?: ReactNode;
  fetching: boolean;
  error: unknown;
  /** Said instead of rows when the reply came and holds none. */
  empty: string | null;
  label: string;
  rows: DrillRow[];
  columns: DrillColumn[];
  onClose: () => void;
}

/**
 * A report row's drill-down: a title, optional controls, the loading bar, the error or "nothing",
 * the table whose rows open their documents, and the hint and Close button underneath.
 */
export function DrillDialog(props: DrillDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={(event, reason) => {
        // A double click on a report row opens the drill-down with its first click; its second lands on
        // the backdrop and must not close what was just opened. A single click outside still closes it.
        if (reason === 'backdropClick' && 'detail' in event && typeof event.detail === 'number' && event.detail > 1) return;
        props.onClose();
      }}
      fullWidth
      maxWidth={props.maxWidth}
      aria-labelledby={props.id}
    >
      <DialogTitle id={props.id}>{props.title}</DialogTitle>
      <DialogContent dividers>
        {props.controls}
        <Box sx={{ height: 4 }}>{props.fetching ? <LinearProgress /> : null}</Box>
        <ErrorAlert error={props.error} />
        {props.empty !== null ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {props.empty}
          </Typography>
        ) : null}
        <DrillTable label={props.label} rows={props.rows} columns={props.columns} />
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 2 }}>
          {t('reports.drill.hint')}
        </Typography>
        {props.actions}
        <Button onClick={props.onClose}>{t('reports.drill.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
