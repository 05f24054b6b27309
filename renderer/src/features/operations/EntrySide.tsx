import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Account, AccountAnalytic } from '../../../../shared/api/accounts.js';
import { RefPicker } from '../../components/RefPicker.js';
import type { RefValue } from '../../lib/typed-input.js';
import { useAgentOptions, useContractOptions, useEntityOptions, useStoreOptions } from '../../lib/use-directory-options.js';
import { AccountPicker } from './AccountPicker.js';
import type { PickedAnalytics, Side } from './operation-model.js';

/** Where each analytic's picker stands under its account, in Tab order: the slot after the account's. */
export const ANALYTIC_SLOTS: readonly AccountAnalytic[] = ['agent', 'contract', 'entity', 'store'];
/** Cells of one side: its account and one per analytic. */
export const SIDE_SLOTS = 1 + ANALYTIC_SLOTS.length;

const refs = (rows: readonly { uid: string; name: string }[] | undefined): RefValue[] =>
  (rows ?? []).map((r) => ({ uid: r.uid, name: r.name }));

export interface EntrySideProps {
  row: number;
  side: Side;
  code: string;
  analytics: PickedAnalytics;
  tracked: readonly AccountAnalytic[];
  accounts: readonly Account[];
  readOnly: boolean;
  /** The other side is an off-balance account, whose entry has no corresponding one: this side stays empty. */
  single: boolean;
  onAccount: (code: string) => void;
  onAnalytic: (analytic: AccountAnalytic, value: RefValue | null) => void;
}

/**
 * One side of an entry: its account, and under it a picker for each analytic the account tracks
 * (counterparty, contract, goods, store), from the directories' own lists. Each cell is a slot of
 * the grid's keyboard model (`data-slot="row:col"`).
 */
export function EntrySide({ row, side, code, analytics, tracked, accounts, readOnly, single, onAccount, onAnalytic }: EntrySideProps) {
  const { t } = useTranslation();
  const first = side === 'debit' ? 0 : SIDE_SLOTS;
  const tracks = (a: AccountAnalytic) => tracked.includes(a);
  const agents = useAgentOptions();
  const contracts = useContractOptions(tracks('contract') ? (analytics.agent?.uid ?? null) : null);
  const entities = useEntityOptions();
  const stores = useStoreOptions();
  const options: Record<AccountAnalytic, { list: RefValue[]; loading: boolean }> = {
    agent: { list: refs(agents.data), loading: agents.isPending },
    contract: { list: refs(contracts.data), loading: contracts.isFetching },
    entity: { list: refs(entities.data), loading: entities.isPending },
    store: { list: refs(stores.data), loading: stores.isPending },
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box data-slot={`${row}:${first}`}>
        <AccountPicker
          label={t('operations.editor.account')}
          code={code}
          accounts={accounts}
          disabled={readOnly}
          onChange={onAccount}
          testId={`${side}-${row}`}
        />
        {single ? (
          <Typography variant="caption" color="text.secondary" data-testid={`${side}-single-${row}`}>
            {t('operations.editor.noCorrespondent')}
          </Typography>
        ) : null}
      </Box>
      {ANALYTIC_SLOTS.filter(tracks).map((analytic) => (
        <Box key={analytic} data-slot={`${row}:${first + 1 + ANALYTIC_SLOTS.indexOf(analytic)}`}>
          <RefPicker
            label={t(`operations.editor.analytics.${analytic}`)}
            value={analytics[analytic] ?? null}
            options={options[analytic].list}
            loading={options[analytic].loading}
            disabled={readOnly}
            onChange={(value) => onAnalytic(analytic, value)}
            testId={`${side}-${analytic}-${row}`}
          />
        </Box>
      ))}
    </Box>
  );
}
