import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface VatPayerChoiceProps {
  value: boolean | null;
  onChange: (vatPayer: boolean) => void;
  /** The form was tried without an answer. */
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Whether the company pays VAT, as two answers of which none is chosen until the user chooses: the
 * entries and the cost of goods depend on it, so it is never assumed (docs/desktop-app.md,
 * "Connections"). Under them a line on why it matters, or the request to choose once the form was tried.
 */
export function VatPayerChoice({ value, onChange, error, disabled, autoFocus }: VatPayerChoiceProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl error={error} disabled={disabled} data-testid="vat-payer-choice" sx={{ flex: 1, minWidth: 280 }}>
      <FormLabel id={labelId}>{t('vatPayerChoice.question')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value === null ? '' : value ? 'payer' : 'not'}
        onChange={(event) => onChange(event.target.value === 'payer')}
      >
        <FormControlLabel
          value="payer"
          control={<Radio size="small" slotProps={{ input: { autoFocus } }} />}
          label={t('vatPayerChoice.payer')}
        />
        <FormControlLabel value="not" control={<Radio size="small" />} label={t('vatPayerChoice.notPayer')} />
      </RadioGroup>
      <FormHelperText sx={{ mx: 0 }}>{error ? t('vatPayerChoice.required') : t('vatPayerChoice.hint')}</FormHelperText>
    </FormControl>
  );
}
