import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentFilter } from '../../components/AgentFilter.js';
import { useAgentOptions } from '../../lib/use-directory-options.js';

/**
 * The counterparty of one line changed by hand: the usual agent picker, or a new counterparty
 * made from the line. Escape or Cancel keeps what was there.
 */
export function AgentDialog({
  title,
  current,
  canCreate,
  onPick,
  onClose,
}: {
  title: string;
  current: string | null;
  canCreate: boolean;
  onPick: (agent: { uid: string; name: string } | 'create') => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const agents = useAgentOptions();
  const [uid, setUid] = useState<string | null>(current);
  const picked = agents.data?.find((a) => a.uid === uid);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <AgentFilter
          label={t('bank.agentPicker')}
          agents={agents.data}
          loading={agents.isLoading}
          value={uid}
          onChange={setUid}
          width={500}
        />
      </DialogContent>
      <DialogActions>
        {canCreate ? <Button onClick={() => onPick('create')}>{t('bank.createNew')}</Button> : null}
        <Button onClick={onClose}>{t('bank.cancel')}</Button>
        <Button variant="contained" disabled={!picked} onClick={() => picked && onPick({ uid: picked.uid, name: picked.name })}>
          {t('bank.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
