import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RunForm } from '../../components/RunForm.js';
import { PeriodRange } from '../../components/PeriodRange.js';
import { useAllAgents } from '../../lib/use-pick-lists.js';
import { isPeriodReversed } from '../../lib/period.js';
import { useContractsOf, type ActRequest } from './use-act.js';
import { PICK_ON_ENTER } from '../../lib/pick-on-enter.js';

export interface ActParamsProps {
  initial: ActRequest;
  busy: boolean;
  onRun: (request: ActRequest) => void;
}

/** The act's parameters: the counterparty, the period and, optionally, one of its contracts. */
export function ActParams({ initial, busy, onRun }: ActParamsProps) {
  const { t } = useTranslation();
  const agents = useAllAgents();
  const [agent, setAgent] = useState(initial.agent);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [contract, setContract] = useState(initial.contract ?? '');
  const contracts = useContractsOf(agent);
  const chosen = agents.data?.find((a) => a.uid === agent) ?? null;
  return (
    <RunForm
      runLabel={t('reconciliation.run')}
      busy={busy}
      blocked={!agent || isPeriodReversed(from, to)}
      onRun={() => {
        if (agent) onRun({ agent, from, to, ...(contract ? { contract } : {}) });
      }}
    >
      <Autocomplete
        {...PICK_ON_ENTER}
        size="small"
        sx={{ width: 300 }}
        options={agents.data ?? []}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.uid === b.uid}
        value={chosen}
        onChange={(_event, picked) => {
          setAgent(picked?.uid ?? '');
          setContract('');
        }}
        renderInput={(params) => <TextField {...params} label={t('reconciliation.agent')} required />}
      />
      <PeriodRange
        from={from}
        to={to}
        labels={{ from: t('reconciliation.from'), to: t('reconciliation.to') }}
        onChange={(period) => {
          setFrom(period.from);
          setTo(period.to);
        }}
      />
      <TextField
        select
        size="small"
        label={t('reconciliation.contract')}
        value={contract}
        onChange={(event) => setContract(event.target.value)}
        disabled={!agent}
        sx={{ width: 220 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('reconciliation.allContracts')}</MenuItem>
        {(contracts.data ?? []).map((c) => (
          <MenuItem key={c.uid} value={c.uid}>
            {c.name}
          </MenuItem>
        ))}
        {contract && !contracts.data?.some((c) => c.uid === contract) ? <MenuItem value={contract}>{contract}</MenuItem> : null}
      </TextField>
    </RunForm>
  );
}
