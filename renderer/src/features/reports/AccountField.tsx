import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface AccountFieldProps {
  value: string;
  onChange: (value: string) => void;
  bad: boolean;
  testId: string;
}

/** The account code a ledger report is run for (361, 361.1), with the refusal of one that is not a code. */
export function AccountField({ value, onChange, bad, testId }: AccountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      size="small"
      label={t('reports.card.account')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={bad}
      helperText={bad ? t('reports.card.badAccount') : undefined}
      placeholder={t('reports.card.accountHelp')}
      sx={{ width: 110 }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );
}
