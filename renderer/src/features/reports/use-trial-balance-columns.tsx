import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { BALANCE_FIGURES } from '../../../../shared/api/ledger-reports.js';
import type { Decimal } from '../../../../shared/api/money.js';
import { formatAmount } from '../../lib/format.js';
import type { TrialBalanceItem, TrialBalanceLine } from './trial-balance-model.js';

const amount = (value: Decimal) => (value.isZero() ? '' : formatAmount(value));

/**
 * The ОСВ's columns: the account with its chevron (`fold` opens or closes an account's lines), the
 * name, and the six figures; a counterparty's or goods' line spans the code and the name, as BAS
 * sets it.
 */
export function useTrialBalanceColumns(fold: (line: TrialBalanceItem, open: boolean) => void): GridColDef<TrialBalanceLine>[] {
  const { t } = useTranslation();
  return [
    {
      field: 'account',
      headerName: t('reports.ledger.account'),
      // A sub-account two levels down with its chevron («361.1» under 36 and 361) is whole in it.
      width: 100,
      colSpan: (_value, row) => (row.kind === 'analytic' ? 2 : 1),
      sortable: false,
      renderCell: ({ row }) => {
        if (row.kind === 'total') return row.offBalance ? '' : t('reports.total');
        if (row.kind === 'section') return '';
        const pad = row.depth;
        if (row.kind === 'analytic') {
          // A counterparty's or goods' line, as BAS sets it: its name under its account, across the code and name columns.
          const name = row.record?.name ?? t('reports.ledger.noRecord');
          return (
            <Box title={`${row.account} · ${name}`} sx={{ pl: pad + 3.25, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {name}
            </Box>
          );
        }
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', pl: pad, fontWeight: row.depth === 0 ? 600 : undefined }}>
            {row.folding ? (
              <IconButton
                size="small"
                tabIndex={-1}
                aria-label={`${row.account}: ${t(row.expanded ? 'reports.ledger.collapse' : 'reports.ledger.expand')}`}
                onClick={(event) => {
                  event.stopPropagation();
                  fold(row, !row.expanded);
                }}
                sx={{ p: 0.25, mr: 0.25 }}
              >
                {row.expanded ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
              </IconButton>
            ) : (
              <Box sx={{ width: 26 }} />
            )}
            {row.account}
          </Box>
        );
      },
    },
    {
      field: 'name',
      headerName: t('reports.ledger.name'),
      flex: 1,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) => {
        if (row.kind === 'total') return row.offBalance ? <b>{t('reports.ledger.offBalanceTotal')}</b> : '';
        if (row.kind === 'section') return <b data-testid="off-balance-section">{t('reports.ledger.offBalance')}</b>;
        // A counterparty's line is drawn by the account's cell, across this one.
        if (row.kind !== 'item') return '';
        const by = row.folding === 'analytic' && row.by ? ` (${t(`reports.ledger.by.${row.by}`)})` : '';
        return (
          <Box component="span" title={row.name} sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {row.name}
            {row.expanded && by ? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {by}
              </Box>
            ) : null}
          </Box>
        );
      },
    },
    ...BALANCE_FIGURES.map((figure): GridColDef<TrialBalanceLine> => ({
      field: figure,
      headerName: t(`reports.ledger.${figure}`),
      // Wide enough for 9 999 999 999,99 uncut in the grid's small type, in the bold of a total too: at
      // 1366 px the six figures and the account leave the name its 190 px (a longer one is cut, whole in its hint).
      width: 130,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      renderCell: ({ row }) => amount(row[figure]),
    })),
  ];
}
