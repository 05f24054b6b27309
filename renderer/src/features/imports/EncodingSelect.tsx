import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { TEXT_ENCODINGS, type TextEncoding } from '../../../../shared/bank/encoding.js';
import { memberOf } from '../../lib/member-of.js';

export interface EncodingSelectProps {
  label: string;
  value: TextEncoding;
  disabled: boolean;
  width: number;
  testId?: string;
  onChange: (encoding: TextEncoding) => void;
}

/**
 * The encoding a text file was read in, as detected, with the switch to read it in the other one:
 * Ukrainian Excel saves "CSV" in Windows-1251, banks' exports too (docs/desktop-app.md, "Screens").
 */
export function EncodingSelect({ label, value, disabled, width, testId, onChange }: EncodingSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      sx={{ width }}
      onChange={(event) => onChange(memberOf(TEXT_ENCODINGS, event.target.value) ?? value)}
      slotProps={testId ? { htmlInput: { 'data-testid': testId } } : {}}
    >
      {TEXT_ENCODINGS.map((code) => (
        <MenuItem key={code} value={code}>
          {t(`imports.encodings.${code}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
