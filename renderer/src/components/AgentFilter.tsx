import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { PICK_ON_ENTER } from '../lib/pick-on-enter.js';

export interface AgentFilterProps {
  label: string;
  agents: { uid: string; name: string }[] | undefined;
  loading?: boolean;
  /** The chosen agent's uid; null for all. */
  value: string | null;
  onChange: (uid: string | null) => void;
  width: number;
  /** What an empty field means ("all"). */
  placeholder?: string;
}

/** A list's or a report's counterparty filter: one agent picked by name, or none (null) for all of them. */
export function AgentFilter({ label, agents, loading, value, onChange, width, placeholder }: AgentFilterProps) {
  return (
    <Autocomplete
      {...PICK_ON_ENTER}
      size="small"
      sx={{ width }}
      options={agents ?? []}
      loading={loading}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.uid === b.uid}
      value={agents?.find((a) => a.uid === value) ?? null}
      onChange={(_event, picked) => onChange(picked?.uid ?? null)}
      renderInput={(params) => <TextField {...params} label={label} placeholder={placeholder} />}
    />
  );
}
