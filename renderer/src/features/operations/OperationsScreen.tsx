import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListNotice } from '../../components/ListNotice.js';
import { localToday, monthOf } from '../../lib/period.js';
import { closeLink } from '../../lib/record-links.js';
import { useOffers } from '../../lib/use-service-info.js';
import { openingBalancesOperation } from './operation-model.js';
import { useRoleAccounts } from '../../lib/use-account-roles.js';
import { OperationEditor } from './OperationEditor.js';
import { OperationsList } from './OperationsList.js';
import { freshOperation, type OperationTarget } from './use-operations.js';

/** The period the list showed last: coming back from an operation shows the same list. */
let lastPeriod: { from: string; to: string } | null = null;

export interface OperationsScreenProps {
  uid?: string;
}

/**
 * Manual operations (docs/general-ledger.md, "Manual operations"): the list of a period and the
 * editor over it; `#/operations/<uid>` opens one. Shown only where the service keeps the books.
 */
export function OperationsScreen({ uid }: OperationsScreenProps) {
  const { t } = useTranslation();
  const roles = useRoleAccounts();
  const ledger = useOffers('ledger.accounts');
  const [period, setPeriodState] = useState(() => lastPeriod ?? monthOf(localToday()));
  const [editing, setEditing] = useState<{ target: OperationTarget; key: number } | null>(() => (uid ? { target: { uid }, key: 0 } : null));
  const [notice, setNotice] = useState<string | null>(null);
  const setPeriod = (next: { from: string; to: string }) => {
    lastPeriod = next;
    setPeriodState(next);
  };
  const open = (target: OperationTarget) => {
    setNotice(null);
    setEditing({ target, key: Date.now() });
  };
  if (!ledger) return <Alert severity="info">{t('reports.ledger.notOffered')}</Alert>;
  if (editing)
    return (
      <OperationEditor
        key={editing.key}
        target={editing.target}
        onStored={() => undefined}
        onClose={(deleted) => {
          setEditing(null);
          if (deleted) setNotice(t('documentActions.deleted', { title: deleted }));
          // Opened from a link (an account card's row): back to where it was followed from.
          if (uid) closeLink('operations');
        }}
      />
    );
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('operations.title')}
      </Typography>
      <ListNotice notice={notice} onClose={() => setNotice(null)} />
      <OperationsList
        period={period}
        onPeriod={setPeriod}
        onOpen={(opened) => open({ uid: opened })}
        onNew={() => open(freshOperation(localToday()))}
        onOpeningBalances={() =>
          open({ draft: openingBalancesOperation(localToday(), crypto.randomUUID(), { memo: t('operations.openingBalancesMemo'), roles }) })
        }
      />
    </Box>
  );
}
