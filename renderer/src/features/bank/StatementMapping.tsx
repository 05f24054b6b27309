import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BANK_FIELDS, type BankMapping } from '../../../../shared/bank/table.js';
import { ColumnMappingTable } from '../imports/index.js';

export interface StatementMappingProps {
  headers: string[];
  mapping: BankMapping;
  onMap: (column: number, field: string) => void;
  busy: boolean;
  folded: { bank: string } | null;
  onUnfold: () => void;
}

/**
 * Which column of a table statement is which field. A known bank's export maps itself (`folded`
 * with its bank's name): one line says so, and the mapping opens only on request, so the lines
 * come first on the screen.
 */
export function StatementMapping(props: StatementMappingProps) {
  const { t } = useTranslation();
  if (props.folded) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="bank-mapping-folded">
        <Typography variant="body2" color="text.secondary">
          {t('bankPreview.mappingFolded', { bank: t(`bankPreview.banks.${props.folded.bank}`) })}
        </Typography>
        <Button size="small" onClick={props.onUnfold}>
          {t('bankPreview.showMapping')}
        </Button>
      </Box>
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('bank.mappingHint')}
      </Typography>
      <Box sx={{ maxWidth: 760 }}>
        <ColumnMappingTable
          fields={BANK_FIELDS}
          fieldLabel={(field) => t(`bank.fields.${field}`)}
          headers={props.headers}
          mapping={props.mapping}
          onMap={props.onMap}
          disabled={props.busy}
        />
      </Box>
    </>
  );
}
