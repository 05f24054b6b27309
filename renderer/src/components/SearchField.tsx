import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter?: () => void;
  width: number;
}

/** The search box above a list: a magnifier, the label as placeholder and as the field's name; Enter may find at the service. */
export function SearchField({ label, value, onChange, onEnter, width }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={
        onEnter
          ? (event) => {
              if (event.key === 'Enter') onEnter();
            }
          : undefined
      }
      placeholder={label}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width }}
    />
  );
}
