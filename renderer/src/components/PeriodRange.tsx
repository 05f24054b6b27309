import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';
import { isPeriodReversed } from '../lib/period.js';
import { UkDateField } from './UkDateField.js';

export interface PeriodRangeProps {
  from: string;
  to: string;
  labels: { from: string; to: string };
  onChange: (period: { from: string; to: string }) => void;
  width?: number;
}

/**
 * The "from" and "to" dates of every period picker (lists and reports), with one check: a period
 * that ends before it starts says so next to its fields, instead of the service's refusal later.
 */
export function PeriodRange({ from, to, labels, onChange, width = 140 }: PeriodRangeProps) {
  const { t } = useTranslation();
  return (
    <>
      <UkDateField width={width} label={labels.from} value={from} onChange={(value) => onChange({ from: value, to })} />
      <UkDateField width={width} label={labels.to} value={to} onChange={(value) => onChange({ from, to: value })} />
      {isPeriodReversed(from, to) ? (
        <FormHelperText error role="alert" data-testid="period-reversed" sx={{ m: 0, maxWidth: 180 }}>
          {t('period.reversed')}
        </FormHelperText>
      ) : null}
    </>
  );
}
