import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface MoneyAccountSelectProps {
  label: string;
  options: { uid: string; name: string }[];
  value: string;
  disabled: boolean;
  onChange: (uid: string | null) => void;
}

/** A choice of one of our money accounts by name; a value not among the options shows as none. */
export function MoneyAccountSelect(props: MoneyAccountSelectProps) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={props.label}
      value={props.options.some((a) => a.uid === props.value) ? props.value : ''}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value || null)}
    >
      {props.options.map((a) => (
        <MenuItem key={a.uid} value={a.uid}>
          {a.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
