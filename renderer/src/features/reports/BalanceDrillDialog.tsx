import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate } from '../../lib/format.js';
import { openLink } from '../../lib/record-links.js';
import { recordLinkOf, recordTitle } from '../../lib/record-types.js';
import { UkDateField } from '../../components/UkDateField.js';
import { DrillDialog } from './DrillDialog.js';
import type { DrillRow } from './DrillTable.js';
import { useStockMoves, type StockTarget } from './use-drilldown.js';

export interface BalanceDrillDialogProps {
  target: StockTarget;
  onClose: () => void;
}

/** The documents that moved one entity in one store up to the report's date; a row opens its document. */
export function BalanceDrillDialog({ target: initial, onClose }: BalanceDrillDialogProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(initial);
  const query = useStockMoves(target);
  const data = query.data;
  const last = data?.moves.at(-1);
  const rows: DrillRow[] = data
    ? [
        {
          key: 'opening',
          emphasis: true,
          cells: [formatDate(target.from), t('reports.drill.opening'), '', '', '', formatCount(data.opening)],
        },
        ...data.moves.map((move): DrillRow => ({
          key: move.uid,
          onOpen: () => {
            const link = recordLinkOf(move.type, move.uid, move.date);
            openLink(link.section, ...link.parts);
          },
          cells: [
            formatDate(move.date),
            recordTitle(t, move.type, move.no),
            move.agent,
            move.in.isZero() ? '' : formatCount(move.in),
            move.out.isZero() ? '' : formatCount(move.out),
            formatCount(move.balance),
          ],
        })),
        {
          key: 'closing',
          emphasis: true,
          cells: [formatDate(target.to), t('reports.drill.closing'), '', '', '', formatCount(last?.balance ?? data.opening)],
        },
      ]
    : [];
  return (
    <DrillDialog
      id="balance-drill-title"
      title={t('reports.drill.stockTitle', { name: target.name, store: target.storeName })}
      maxWidth="lg"
      controls={
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
          <UkDateField
            width={140}
            label={t('reports.turnover.from')}
            value={target.from}
            onChange={(from) => setTarget({ ...target, from })}
          />
          <Typography variant="body2">{t('reports.drill.until', { date: formatDate(target.to) })}</Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Typography variant="body2" color="text.secondary">
            {t('reports.drill.unit', { unit: target.unit })}
          </Typography>
        </Box>
      }
      fetching={query.isFetching}
      error={query.error}
      empty={data && data.moves.length === 0 ? t('reports.drill.noMoves') : null}
      label={t('reports.drill.stockLabel')}
      rows={rows}
      columns={[
        { header: t('reports.drill.date'), width: 110 },
        { header: t('reports.drill.document') },
        { header: t('reports.drill.agent') },
        { header: t('reports.drill.in'), numeric: true, width: 120 },
        { header: t('reports.drill.out'), numeric: true, width: 120 },
        { header: t('reports.drill.balance'), numeric: true, width: 130 },
      ]}
      onClose={onClose}
    />
  );
}
