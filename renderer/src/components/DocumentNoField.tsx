import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface DocumentNoFieldProps {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (no: string) => void;
}

/** A document's or payment's number: left empty, the service numbers it on save (the placeholder says so). */
export function DocumentNoField({ label, value, disabled, onChange }: DocumentNoFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      placeholder={t('documents.editor.noAuto')}
      slotProps={{ inputLabel: { shrink: true } }}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
