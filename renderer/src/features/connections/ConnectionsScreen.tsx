import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/use-error-text.js';
import { AddConnectionDialog } from './AddConnectionDialog.js';
import { ConnectionsTable } from './ConnectionsTable.js';
import { NewCompanyDialog } from './NewCompanyDialog.js';
import { OpenCompanyDialog } from './OpenCompanyDialog.js';
import { JoinCompanyDialog } from './JoinCompanyDialog.js';
import { PostgresConnectionDialog } from './PostgresConnectionDialog.js';
import { CertificateChangedDialog, type ChangedCertificate } from './CertificateChangedDialog.js';
import { PostgresPasswordDialog } from './PostgresPasswordDialog.js';
import { useConnectionActions, useConnections, type Connection } from '../../lib/use-connections.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { CHECK_CERTIFICATE, useHashDetail } from '../../lib/record-links.js';

type Notice = { severity: 'success' | 'error' | 'info'; text: string };

/** Cloud accounts and local companies: create, open, add, test, switch, remove. */
export function ConnectionsScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data, error } = useConnections();
  const actions = useConnectionActions();
  const [adding, setAdding] = useState(false);
  const [creating, setCreating] = useState(false);
  const [opening, setOpening] = useState(false);
  const [joining, setJoining] = useState(false);
  const [connectingDb, setConnectingDb] = useState(false);
  const [changed, setChanged] = useState<ChangedCertificate | null>(null);
  const [passwordOf, setPasswordOf] = useState<Connection | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const demo = data?.find((connection) => connection.isDemo);

  const run = async (work: () => Promise<Notice | null>) => {
    try {
      setNotice(await work());
    } catch (failure) {
      setNotice({ severity: 'error', text: errorText(failure) });
    }
  };
  // A company added to the list that may not have opened: the success, or the failure with its problem in words.
  const setOutcome = (problem: string | null, opened: string, failed: string) =>
    setNotice(problem === null ? { severity: 'success', text: opened } : { severity: 'error', text: failed });
  const test = (connection: Connection) =>
    run(async () => {
      const result = await actions.test.mutateAsync(connection.id);
      // A changed certificate is not a failure to read about but a decision to make, old and new side by side.
      if (result.reason === 'CERTIFICATE_CHANGED' && result.presented) {
        setChanged({ connection, presented: result.presented });
        return null;
      }
      const key = result.ok ? 'connections.testOk' : 'connections.testFailed';
      // The core's own words go to the log; the user reads the failure's code in words.
      const message = result.ok
        ? t('connections.connected')
        : errorText({ code: result.code ?? 'OFFLINE', reason: result.reason, message: result.message });
      return { severity: result.ok ? 'success' : 'error', text: t(key, { name: connection.name, message }) };
    });
  // «Перевірити сертифікат» from another screen (ErrorAlert): the active company is checked at once, so
  // its changed certificate opens side by side with the pinned one. Once a visit, when the list is read.
  const [intent] = useHashDetail();
  const checked = useRef(false);
  const active = data?.find((connection) => connection.active);
  useEffect(() => {
    if (intent !== CHECK_CERTIFICATE || !active || checked.current) return;
    checked.current = true;
    void test(active);
  });
  const select = (connection: Connection) =>
    run(async () => {
      await actions.select.mutateAsync(connection.id);
      return null;
    });
  const remove = (connection: Connection) =>
    run(async () => {
      // A local company leaves the list only: its file stays where it is, and the question says where.
      // A database on the office's server is not touched either: only the password kept here goes.
      const question =
        connection.kind === 'local' && connection.file
          ? t('companies.confirmRemoveLocal', { name: connection.name, file: connection.file })
          : connection.kind === 'postgres'
            ? t('officeDb.confirmRemove', { name: connection.name })
            : t('connections.confirmRemove', { name: connection.name });
      if (!window.confirm(question)) return null;
      await actions.remove.mutateAsync(connection.id);
      return null;
    });

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
        <Typography variant="h5" component="h1">
          {t('connections.title')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {demo && !demo.active ? (
          <Button variant="outlined" onClick={() => void select(demo)}>
            {t('connections.switchToDemo')}
          </Button>
        ) : null}
        <Button variant="contained" startIcon={<AddBusinessOutlined />} onClick={() => setCreating(true)}>
          {t('companies.create')}
        </Button>
        <Button variant="outlined" startIcon={<FolderOpenOutlined />} onClick={() => setOpening(true)}>
          {t('companies.open')}
        </Button>
        <Button variant="outlined" startIcon={<GroupAddOutlined />} onClick={() => setJoining(true)}>
          {t('office.joinButton')}
        </Button>
        <Button variant="outlined" startIcon={<DnsOutlined />} onClick={() => setConnectingDb(true)}>
          {t('officeDb.button')}
        </Button>
        <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
          {t('connections.add')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('connections.intro')}
      </Typography>
      <ErrorAlert error={error} sx={{ mb: 2 }} />
      {notice ? (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 2 }} role="status" data-testid="connection-notice">
          {notice.text}
        </Alert>
      ) : null}
      <ConnectionsTable
        connections={data ?? []}
        onTest={(connection) => void test(connection)}
        onSelect={(connection) => void select(connection)}
        onRemove={(connection) => void remove(connection)}
        onCacheLimit={(connection, megabytes) => actions.setCacheLimit.mutate({ id: connection.id, megabytes })}
        onPassword={setPasswordOf}
      />
      <NewCompanyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(name) => setNotice({ severity: 'success', text: t('companies.created', { name }) })}
      />
      <JoinCompanyDialog
        open={joining}
        onClose={() => setJoining(false)}
        onJoined={(name) => setNotice({ severity: 'success', text: t('office.joined', { name }) })}
      />
      <PostgresConnectionDialog
        open={connectingDb}
        onClose={() => setConnectingDb(false)}
        onDone={(name, problem) =>
          setOutcome(problem, t('officeDb.added', { name }), t('officeDb.addedNotOpened', { name, message: problem }))
        }
      />
      {passwordOf ? (
        <PostgresPasswordDialog
          connection={passwordOf}
          onClose={() => setPasswordOf(null)}
          onSaved={(connection) => {
            setPasswordOf(null);
            // Checked with the new password at once: the notice says whether the database opens with it.
            void test(connection);
          }}
        />
      ) : null}
      <CertificateChangedDialog
        changed={changed}
        onClose={() => setChanged(null)}
        onAccepted={(name) => setNotice({ severity: 'success', text: t('office.accepted', { name }) })}
      />
      <OpenCompanyDialog
        open={opening}
        onClose={() => setOpening(false)}
        onOpened={(name, problem) => setOutcome(problem, t('companies.opened', { name }), t('companies.openFailed', { message: problem }))}
      />
      <AddConnectionDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={async (request) => {
          await actions.add.mutateAsync(request);
          setAdding(false);
        }}
      />
    </Box>
  );
}
