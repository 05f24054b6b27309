import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A report's counterparty field: one agent picked by name, or none for all of them. */
export function AgentFilter({
  label,
  agents,
  value,
  onChange,
  width,
}: {
  label: string;
  agents: { uid: string; name: string }[] | undefined;
  /** The chosen agent's uid; '' for all. */
  value: string;
  onChange: (uid: string) => void;
  width: number;
}) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      size="small"
      sx={{ width }}
      options={agents ?? []}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.uid === b.uid}
      value={agents?.find((a) => a.uid === value) ?? null}
      onChange={(_event, picked) => onChange(picked?.uid ?? '')}
      renderInput={(params) => <TextField {...params} label={label} placeholder={t('reports.all')} />}
    />
  );
}
