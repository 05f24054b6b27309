import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentFilter } from '../../components/AgentFilter.js';
import { useAgentOptions } from '../../lib/use-directory-options.js';
import type { NewAgent } from './line-choices.js';

/** What the dialog gives back: an agent of ours, or a new one with the fields as edited. */
export type AgentPick = { uid: string; name: string } | { create: NewAgent };

export interface AgentDialogProps {
  title: string;
  current: string | null;
  /** The counterparty the line would make; null when the line names none. */
  newAgent: NewAgent | null;
  /** Opens on the new counterparty's fields (the line's counterparty is to be created). */
  creating?: boolean;
  onPick: (agent: AgentPick) => void;
  onClose: () => void;
}

/**
 * The counterparty of one line changed by hand: the usual agent picker, and the new counterparty
 * made from the line, shown with its name (in the directory's form), code and IBAN for editing
 * before «Створити» (at once when the line's counterparty is to be created, else after «створити
 * нового»). Escape or Cancel keeps what was there.
 */
export function AgentDialog({ title, current, newAgent, creating = false, onPick, onClose }: AgentDialogProps) {
  const { t } = useTranslation();
  const agents = useAgentOptions();
  const [uid, setUid] = useState<string | null>(current);
  const [fields, setFields] = useState<NewAgent | null>(creating ? newAgent : null);
  const picked = agents.data?.find((a) => a.uid === uid);
  // The same checks as the directory's, so the new counterparty is not refused with the whole batch.
  const badCode = fields !== null && fields.code !== '' && !/^(\d{8}|\d{10})$/.test(fields.code);
  const badIban = fields !== null && fields.iban !== '' && !/^UA\d{27}$/.test(fields.iban);
  const set = (field: keyof NewAgent) => (event: { target: { value: string } }) =>
    setFields((before) => (before ? { ...before, [field]: event.target.value } : before));
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important', display: 'flex', flexDirection: 'column', gap: 2 }}>
        <AgentFilter
          label={t('bank.agentPicker')}
          agents={agents.data}
          loading={agents.isLoading}
          value={uid}
          onChange={setUid}
          width={500}
        />
        {fields ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="bank-new-agent">
            <Typography variant="subtitle2" component="div">
              {t('bankPreview.newAgent')}
            </Typography>
            <TextField
              label={t('bankPreview.newAgentName')}
              value={fields.name}
              onChange={set('name')}
              error={!fields.name.trim()}
              size="small"
            />
            {(
              [
                ['code', 'newAgentCode', badCode, 'badCode'],
                ['iban', 'newAgentIban', badIban, 'badIban'],
              ] as const
            ).map(([field, label, bad, hint]) => (
              <TextField
                key={field}
                label={t(`bankPreview.${label}`)}
                value={fields[field]}
                onChange={set(field)}
                error={bad}
                helperText={bad ? t(`bankPreview.${hint}`) : ' '}
                size="small"
              />
            ))}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        {fields ? (
          <Button
            disabled={!fields.name.trim() || badCode || badIban}
            onClick={() => onPick({ create: { ...fields, name: fields.name.trim() } })}
          >
            {t('bankPreview.create')}
          </Button>
        ) : newAgent ? (
          <Button onClick={() => setFields(newAgent)}>{t('bank.createNew')}</Button>
        ) : null}
        <Button onClick={onClose}>{t('bank.cancel')}</Button>
        <Button variant="contained" disabled={!picked} onClick={() => picked && onPick({ uid: picked.uid, name: picked.name })}>
          {t('bank.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
