import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Decimal, roundMoney } from '../../../../shared/api/money.js';
import { formatAmount } from '../../lib/format.js';
import { parseTyped } from '../../lib/typed-input.js';
import { isLineFilled, lineSumOf, type DocumentDraft } from './editor-model.js';
import { estimateManufactureCost } from './manufacture-cost.js';
import { useStoreStock } from './use-store-stock.js';

const NO_STOCK: never[] = [];

export interface ManufactureCostProps {
  draft: DocumentDraft;
}

/**
 * The cost of a manufacture's products: before posting, estimated from the materials (their
 * average cost in the materials store plus the services); once posted, what the service computed
 * (the product lines' sums it stored). Never the products' sale price.
 */
export function ManufactureCost({ draft }: ManufactureCostProps) {
  const { t } = useTranslation();
  const storeUid = draft.storeOut?.uid ?? null;
  const stock = useStoreStock(draft.done ? null : storeUid);
  const rows = stock.data ?? NO_STOCK;
  const estimate = useMemo(() => estimateManufactureCost(draft.lines, rows, storeUid), [draft.lines, rows, storeUid]);
  const products = draft.lines.filter((line) => line.kind === 'product' && isLineFilled(line));
  const costOf = (key: string, qtyText: string, posted: Decimal) => {
    if (!draft.done) return estimate.products.get(key) ?? { cost: new Decimal(0), unitCost: null };
    const qty = parseTyped(qtyText);
    return { cost: posted, unitCost: qty && !qty.isZero() ? roundMoney(posted.dividedBy(qty)) : null };
  };
  return (
    <Paper sx={{ p: 1.5, mb: 1.5 }} data-testid="manufacture-cost">
      <Typography
        variant="subtitle2"
        component="h2"
        sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: 0.5, color: 'text.secondary' }}
      >
        {t(draft.done ? 'documents.editor.costPosted' : 'documents.editor.costEstimated')}
      </Typography>
      {!draft.done && !storeUid ? (
        <Typography variant="body2" color="text.secondary">
          {t('documents.editor.costNeedsStore')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t(draft.done ? 'documents.editor.costPosted' : 'documents.editor.costEstimated')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('documents.editor.costProduct')}</TableCell>
              <TableCell align="right">{t('documents.editor.costQty')}</TableCell>
              <TableCell align="right">{t('documents.editor.costUnit')}</TableCell>
              <TableCell align="right">{t('documents.editor.costSum')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {products.map((line) => {
              const { cost, unitCost } = costOf(line.key, line.qty, lineSumOf(line));
              return (
                <TableRow key={line.key} data-testid="cost-row">
                  <TableCell>{line.entity?.name}</TableCell>
                  <TableCell align="right">{line.qty}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {unitCost ? formatAmount(unitCost) : ''}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="cost-sum">
                    {formatAmount(cost)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {!draft.done && estimate.unknown.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('documents.editor.costUnknown', { names: estimate.unknown.join(', ') })}
        </Alert>
      ) : null}
    </Paper>
  );
}
