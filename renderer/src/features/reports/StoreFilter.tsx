import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface StoreFilterProps {
  label: string;
  stores: { uid: string; name: string }[] | undefined;
  value: string;
  onChange: (uid: string) => void;
  width: number;
}

/** A report's store filter: one store picked by name, or all of them (''). */
export function StoreFilter({ label, stores, value, onChange, width }: StoreFilterProps) {
  const { t } = useTranslation();
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ width }}>
      <MenuItem value="">{t('reports.all')}</MenuItem>
      {(stores ?? []).map((s) => (
        <MenuItem key={s.uid} value={s.uid}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
