import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { isoOfUkDate, ukOfIsoDate } from './uk-date.js';

/** A date typed the Ukrainian way (`21.11.2026`) whatever the browser's locale; reports `YYYY-MM-DD` once it is a real date. */
export function UkDateField({ label, value, disabled, onChange, width }: {
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (iso: string) => void;
  width?: number;
}) {
  const [typed, setTyped] = useState<{ text: string; forValue: string } | null>(null);
  const text = typed && typed.forValue === value ? typed.text : ukOfIsoDate(value);
  const invalid = isoOfUkDate(text) === null;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      disabled={disabled}
      error={invalid}
      placeholder="дд.мм.рррр"
      sx={width ? { width } : undefined}
      fullWidth={!width}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': label } }}
      onChange={(event) => {
        const next = event.target.value;
        const iso = isoOfUkDate(next);
        setTyped({ text: next, forValue: iso ?? value });
        if (iso && iso !== value) onChange(iso);
      }}
      onBlur={() => setTyped(null)}
    />
  );
}
