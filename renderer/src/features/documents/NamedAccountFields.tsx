import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AccountRole } from '../../../../shared/api/account-roles.js';
import { PICK_ON_ENTER } from '../../lib/pick-on-enter.js';
import type { RefValue } from '../../lib/typed-input.js';
import { accountsForRole, useRoleAccounts } from '../../lib/use-account-roles.js';
import { useAccounts } from '../../lib/use-accounts.js';
import { RefPicker } from '../../components/RefPicker.js';
import type { DocumentDraft } from './editor-model.js';

const labelOf = (a: { code: string; name: string }) => `${a.code} ${a.name}`;

export interface NamedAccountFieldsProps {
  draft: DocumentDraft;
  role: AccountRole;
  agents: RefValue[];
  readOnly: boolean;
  onChange: (patch: Partial<DocumentDraft>) => void;
}

/**
 * The account a write-off goes to (docs/general-ledger.md, "Write-off"): 947 by default, the role's, or
 * 949, 92, 93, 23 or 375, as the service would take them; with 375 the person who makes the loss good.
 * Until one is picked it shows the role's, which the service gives a write-off that names none, so a
 * new write-off is not marked changed by it. Shown only where the service keeps the chart.
 */
export function NamedAccountFields({ draft, role, agents, readOnly, onChange }: NamedAccountFieldsProps) {
  const { t } = useTranslation();
  const chart = useAccounts();
  const roles = useRoleAccounts();
  const options = accountsForRole(role, chart.data ?? []);
  const code = draft.account || roles[role];
  const chosen = options.find((a) => a.code === code) ?? null;
  if (!chart.data) return null;
  const tracksAgent = chosen?.analytics.includes('agent') ?? false;
  return (
    <>
      <Grid size={{ xs: 12, md: 4 }}>
        <Autocomplete
          {...PICK_ON_ENTER}
          size="small"
          options={options}
          value={chosen}
          disabled={readOnly}
          getOptionLabel={labelOf}
          isOptionEqualToValue={(a, b) => a.code === b.code}
          onChange={(_event, picked) => {
            // A person is kept only by an account that keeps one (375): another drops it.
            if (picked) onChange({ account: picked.code, ...(picked.analytics.includes('agent') ? {} : { agent: null }) });
          }}
          renderInput={(params) => <TextField {...params} label={t('documents.editor.expenseAccount')} />}
          data-testid="expense-account-picker"
        />
      </Grid>
      {tracksAgent ? (
        <Grid size={{ xs: 12, md: 4 }}>
          <RefPicker
            label={t('documents.editor.responsible')}
            value={draft.agent}
            options={agents}
            disabled={readOnly}
            onChange={(agent) => onChange({ agent })}
            testId="responsible-picker"
          />
        </Grid>
      ) : null}
    </>
  );
}
