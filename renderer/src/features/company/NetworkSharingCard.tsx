import LanOutlined from '@mui/icons-material/LanOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EVERY_INTERFACE,
  SHARE_PROBLEM,
  ServeChoice,
  ShareProblemReason,
  type SharingView,
} from '../../../../shared/ipc/sharing-contract.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { BridgeError } from '../../lib/bridge.js';
import { useSharing } from './use-sharing.js';

const DEFAULT_PORT = 8443;

/**
 * Why sharing failed, in the user's words: a port in use or an address the PC no longer has is
 * theirs to change; anything else says so, with the service's own words apart as technical details.
 */
function ShareProblem({ reason, message, host, port }: { reason: ShareProblemReason; message: string; host: string; port: number }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="sharing-problem">
      {reason === SHARE_PROBLEM.portInUse ? t('sharing.portInUse', { port }) : null}
      {reason === SHARE_PROBLEM.addressGone ? t('sharing.addressGone', { host }) : null}
      {reason === SHARE_PROBLEM.failed ? (
        <>
          {t('sharing.failed')}
          <Typography variant="caption" component="div" sx={{ mt: 0.5 }} data-testid="sharing-problem-details">
            {t('sharing.details', { message })}
          </Typography>
        </>
      ) : null}
    </Alert>
  );
}

/** Where the others reach the served company, the certificate they pin, and «Закрити доступ». */
function ServingPanel({
  serving,
  onStop,
  stopping,
}: {
  serving: NonNullable<SharingView['serving']>;
  onStop: () => void;
  stopping: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Alert severity="success" sx={{ mb: 1 }}>
        {serving.urls.length > 0 ? t('sharing.serving') : t('sharing.noAddress')}
        {serving.urls.map((url) => (
          <Typography key={url} sx={{ fontFamily: 'monospace', fontWeight: 600 }} data-testid="sharing-url">
            {url}
          </Typography>
        ))}
      </Alert>
      <Typography variant="subtitle2">{t('sharing.fingerprint')}</Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 1 }} data-testid="sharing-fingerprint">
        {serving.fingerprint}
      </Typography>
      <Alert severity="info" sx={{ mb: 1.5 }}>
        {t('sharing.keepRunning')}
      </Alert>
      <Button variant="outlined" color="warning" onClick={onStop} disabled={stopping}>
        {t('sharing.stop')}
      </Button>
    </>
  );
}

/**
 * «Доступ у мережі» on the company screen of a local company (docs/office.md, "One PC serves its
 * company"): the user picks an address of this PC (or all of them) and a port, and the main process
 * serves the company there over TLS; nothing of it for a company this PC does not hold.
 */
export function NetworkSharingCard() {
  const { t } = useTranslation();
  const { query, start, stop } = useSharing();
  const view = query.data;
  const [host, setHost] = useState<string | null>(null);
  const [portText, setPortText] = useState<string | null>(null);
  if (!view?.available) return <ErrorAlert error={query.error} sx={{ mb: 2 }} />;
  // A remembered address this PC no longer has is not offered: the choice starts on every network then.
  const remembered = view.choice?.host;
  const offered = remembered === EVERY_INTERFACE || (remembered !== undefined && view.addresses.includes(remembered));
  const chosenHost = host ?? (offered ? remembered : EVERY_INTERFACE);
  const port = portText ?? String(view.choice?.port ?? DEFAULT_PORT);
  // The contract's own rule, so the card refuses exactly what the main process would.
  const portValid = /^\d+$/.test(port) && ServeChoice.shape.port.safeParse(Number(port)).success;
  const refused = start.error instanceof BridgeError ? start.error : null;
  // A refusal of sharing itself is said as a remembered one is; any other failure by the common alert.
  const refusedReason = ShareProblemReason.safeParse(refused?.reason);
  const refusedBecause = refusedReason.success ? refusedReason.data : null;
  const busy = start.isPending || stop.isPending;

  return (
    <Paper sx={{ p: 2, mb: 2 }} aria-labelledby="sharing-title" data-testid="sharing-card">
      <Typography id="sharing-title" variant="h6" component="h2">
        {t('sharing.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('sharing.explain')}
      </Typography>
      {view.problem && !view.serving ? (
        <ShareProblem
          reason={view.problem.reason}
          message={view.problem.message}
          host={view.choice?.host ?? chosenHost}
          port={view.choice?.port ?? Number(port)}
        />
      ) : null}
      {refusedBecause ? (
        <ShareProblem reason={refusedBecause} message={refused?.message ?? ''} host={chosenHost} port={Number(port)} />
      ) : (
        <ErrorAlert error={start.error ?? stop.error} sx={{ mb: 1.5 }} />
      )}
      {view.serving ? (
        <ServingPanel serving={view.serving} onStop={() => stop.mutate()} stopping={busy} />
      ) : (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={t('sharing.address')}
            value={chosenHost}
            onChange={(e) => setHost(e.target.value)}
            sx={{ minWidth: 280 }}
          >
            <MenuItem value={EVERY_INTERFACE}>{t('sharing.everyInterface')}</MenuItem>
            {view.addresses.map((address) => (
              <MenuItem key={address} value={address}>
                {address}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('sharing.port')}
            value={port}
            onChange={(e) => setPortText(e.target.value.trim())}
            error={!portValid}
            helperText={portValid ? t('sharing.portHint') : t('sharing.portInvalid')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 200 }}
          />
          <Button
            variant="contained"
            startIcon={<LanOutlined />}
            disabled={!portValid || busy}
            onClick={() => start.mutate({ host: chosenHost, port: Number(port) })}
            sx={{ mt: 0.25 }}
          >
            {start.isPending ? t('sharing.starting') : t('sharing.start')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
