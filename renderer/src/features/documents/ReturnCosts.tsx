import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LastCost } from '../../../../shared/api/customer-returns.js';
import { formatPriceUk } from '../../../../shared/api/format-uk.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import type { LineDraft } from './editor-model.js';
import { costedLines, costOfLine } from './return-draft.js';
import { useLastCosts } from './use-return-basis.js';

const FIGURE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export interface ReturnCostsProps {
  lines: LineDraft[];
  storeUid: string | null;
  date: string;
  readOnly: boolean;
  onLines: (update: (lines: LineDraft[]) => LineDraft[]) => void;
}

/**
 * The unit cost each goods line of a return without a basis comes back into stock at (docs/desktop-app.md,
 * "Returns from customers"), offering what the goods last came into the store at: one line's with
 * «Взяти», every empty one's with «Заповнити останньою собівартістю». Posting refuses a line left without one.
 */
export function ReturnCosts({ lines, storeUid, date, readOnly, onLines }: ReturnCostsProps) {
  const { t } = useTranslation();
  const costed = costedLines(lines);
  const last = useLastCosts({ entityUids: costed.map((line) => line.entity?.uid ?? ''), storeUid, date, enabled: !readOnly });
  if (costed.length === 0) return null;
  const lastOf = (line: LineDraft): LastCost | undefined => (line.entity ? last.costs.get(line.entity.uid) : undefined);
  const setCost = (key: string, unitCost: string) =>
    onLines((current) => current.map((line) => (line.key === key ? { ...line, unitCost } : line)));
  const fillEmpty = () =>
    onLines((current) =>
      current.map((line) => {
        const cost = lastOf(line)?.unitCost;
        return (line.unitCost ?? '').trim() === '' && cost != null ? { ...line, unitCost: formatPriceUk(cost) } : line;
      }),
    );
  const lastText = (cost: LastCost | undefined) =>
    cost?.unitCost == null || !cost.document || !cost.date
      ? t('documents.returns.lastNone')
      : t('documents.returns.lastOf', {
          cost: formatPriceUk(cost.unitCost),
          type: t(`documents.types.${cost.document.type}`, { defaultValue: cost.document.type }),
          no: cost.document.no,
          date: formatDate(cost.date),
        });
  return (
    <Paper sx={{ p: 1.5, mb: 1.5 }} data-testid="return-costs">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="subtitle2" component="h2" sx={{ textTransform: 'uppercase', letterSpacing: 0.5, color: 'text.secondary' }}>
          {t('documents.returns.costsTitle')}
        </Typography>
        {readOnly ? null : (
          <Button size="small" onClick={fillEmpty} disabled={last.reading} data-testid="fill-last-cost">
            {t('documents.returns.fillLast')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('documents.returns.costsHint')}
      </Typography>
      <Table size="small" sx={{ tableLayout: 'fixed' }} aria-label={t('documents.returns.costsTitle')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 44 }} align="right">
              №
            </TableCell>
            <TableCell>{t('documents.returns.entity')}</TableCell>
            <TableCell sx={{ width: 110 }} align="right">
              {t('documents.returns.qty')}
            </TableCell>
            <TableCell sx={{ width: 170, whiteSpace: 'nowrap' }} align="right">
              {t('documents.returns.unitCost')}
            </TableCell>
            <TableCell sx={{ width: 170, whiteSpace: 'nowrap' }} align="right">
              {t('documents.returns.cost')}
            </TableCell>
            <TableCell sx={{ width: 300 }}>{t('documents.returns.last')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {costed.map((line) => {
            const cost = costOfLine(line);
            const offered = lastOf(line);
            return (
              <TableRow key={line.key} data-testid="return-cost-row">
                <TableCell align="right">{lines.indexOf(line) + 1}</TableCell>
                <TableCell sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{line.entity?.name}</TableCell>
                <TableCell align="right" sx={FIGURE}>
                  {line.qty}
                </TableCell>
                <TableCell align="right">
                  <TextField
                    size="small"
                    variant="standard"
                    value={line.unitCost ?? ''}
                    disabled={readOnly}
                    onChange={(event) => setCost(line.key, event.target.value)}
                    onFocus={(event) => event.target.select()}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'decimal',
                        'aria-label': `${t('documents.returns.unitCost')}: ${line.entity?.name ?? ''}`,
                        style: { textAlign: 'right' },
                      },
                    }}
                  />
                </TableCell>
                <TableCell align="right" sx={FIGURE} data-testid="return-cost-sum">
                  {cost ? formatAmount(cost) : ''}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    {/* The figure and its date in sight, the document it came with on hover. */}
                    <Typography variant="body2" color="text.secondary" noWrap sx={{ flexGrow: 1 }} title={lastText(offered)}>
                      {offered?.unitCost != null && offered.date
                        ? t('documents.returns.lastShort', { cost: formatPriceUk(offered.unitCost), date: formatDate(offered.date) })
                        : t('documents.returns.lastNone')}
                    </Typography>
                    {!readOnly && offered?.unitCost != null ? (
                      <Button
                        size="small"
                        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                        aria-label={t('documents.returns.take', { cost: formatPriceUk(offered.unitCost) })}
                        onClick={() => setCost(line.key, formatPriceUk(offered.unitCost ?? 0))}
                      >
                        {t('documents.returns.takeShort')}
                      </Button>
                    ) : null}
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
