import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoOfUkDate, ukOfIsoDate } from '../lib/uk-date.js';

export interface UkDateFieldProps {
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (iso: string) => void;
  width?: number;
  optional?: boolean;
}

/**
 * A date typed the Ukrainian way (`21.11.2026`) whatever the browser's locale; reports `YYYY-MM-DD`
 * once it is a real date. An optional one may be emptied, which reports `''`.
 */
export function UkDateField({ label, value, disabled, onChange, width, optional }: UkDateFieldProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<{ text: string; forValue: string } | null>(null);
  const text = typed && typed.forValue === value ? typed.text : ukOfIsoDate(value);
  const cleared = optional === true && text.trim() === '';
  const invalid = !cleared && isoOfUkDate(text) === null;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      disabled={disabled}
      error={invalid}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': label }, inputLabel: optional ? { shrink: true } : undefined }}
      placeholder={t('documents.datePlaceholder')}
      sx={width ? { width } : undefined}
      fullWidth={!width}
      onChange={(event) => {
        const next = event.target.value;
        const iso = optional && next.trim() === '' ? '' : isoOfUkDate(next);
        setTyped({ text: next, forValue: iso ?? value });
        if (iso !== null && iso !== value) onChange(iso);
      }}
      onBlur={() => setTyped(null)}
    />
  );
}
