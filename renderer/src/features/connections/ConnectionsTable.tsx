import CloudOutlined from '@mui/icons-material/CloudOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { CACHE_LIMIT_MB } from '../../../../shared/ipc/app-contract.js';
import type { Connection } from '../../lib/use-connections.js';
import { EmptyTableRow } from '../../components/EmptyTableRow.js';

interface Props {
  connections: Connection[];
  onTest: (connection: Connection) => void;
  onSelect: (connection: Connection) => void;
  onRemove: (connection: Connection) => void;
  onCacheLimit: (connection: Connection, megabytes: number) => void;
  /** «Змінити пароль» of a company on the office's PostgreSQL. */
  onPassword: (connection: Connection) => void;
}

const KIND_TEXT = { cloud: 'connections.cloud', local: 'connections.local', postgres: 'officeDb.kind' } as const;

/** Where a company on the office's PostgreSQL is, as `host:port/database`. */
function placeOf(connection: Connection): string | null {
  const place = connection.postgres;
  return place ? `${place.host}:${place.port}/${place.database}` : null;
}

/** Offline cache sizes offered, in MB; a limit set some other way is offered too. */
const CACHE_LIMITS = [100, 250, 500, 1000, 2000, 5000];

/** One row per connection; the actions are buttons named after the connection for screen readers. */
export function ConnectionsTable({ connections, onTest, onSelect, onRemove, onCacheLimit, onPassword }: Props) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper}>
      <Table aria-label={t('connections.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('connections.name')}</TableCell>
            <TableCell>{t('connections.kind')}</TableCell>
            <TableCell>{t('connections.address')}</TableCell>
            <TableCell>{t('connections.state')}</TableCell>
            <TableCell title={t('connections.cacheLimitHint')}>{t('connections.cacheLimit')}</TableCell>
            <TableCell align="right">{t('connections.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {connections.map((connection) => (
            <TableRow key={connection.id} hover selected={connection.active} data-testid="connection-row">
              <TableCell sx={{ fontWeight: connection.active ? 600 : 400 }}>{connection.name}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  {connection.kind === 'cloud' ? (
                    <CloudOutlined fontSize="small" color="action" />
                  ) : connection.kind === 'postgres' ? (
                    <DnsOutlined fontSize="small" color="action" />
                  ) : (
                    <StorageOutlined fontSize="small" color="action" />
                  )}
                  {t(KIND_TEXT[connection.kind])}
                </Box>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }} data-testid="connection-address">
                {connection.baseUrl ?? connection.file ?? placeOf(connection) ?? '—'}
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  {connection.active ? <Chip size="small" color="primary" label={t('connections.active')} /> : null}
                  {connection.isDemo ? <Chip size="small" variant="outlined" label={t('connections.demo')} /> : null}
                  {connection.weakKeyVault ? (
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      label={t('connections.weakKeyVault')}
                      title={t('connections.weakKeyVaultHint')}
                    />
                  ) : null}
                </Box>
              </TableCell>
              <TableCell>
                <Select
                  size="small"
                  variant="standard"
                  value={connection.cacheLimitMb ?? CACHE_LIMIT_MB.default}
                  inputProps={{ 'aria-label': `${t('connections.cacheLimit')}: ${connection.name}` }}
                  onChange={(event) => onCacheLimit(connection, Number(event.target.value))}
                >
                  {[...new Set([...CACHE_LIMITS, connection.cacheLimitMb ?? CACHE_LIMIT_MB.default])]
                    .sort((a, b) => a - b)
                    .map((mb) => (
                      <MenuItem key={mb} value={mb}>
                        {t('connections.megabytes', { mb })}
                      </MenuItem>
                    ))}
                </Select>
              </TableCell>
              <TableCell align="right" sx={{ minWidth: 250 }}>
                {/* The buttons wrap onto a second line rather than push the table past a 1366-pixel screen. */}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
                  <Button size="small" onClick={() => onTest(connection)} aria-label={`${t('connections.test')}: ${connection.name}`}>
                    {t('connections.test')}
                  </Button>
                  {connection.kind === 'postgres' ? (
                    <Button
                      size="small"
                      onClick={() => onPassword(connection)}
                      aria-label={`${t('officeDb.changePassword')}: ${connection.name}`}
                    >
                      {t('officeDb.changePassword')}
                    </Button>
                  ) : null}
                  <Button
                    size="small"
                    disabled={connection.active}
                    onClick={() => onSelect(connection)}
                    aria-label={`${t('connections.use')}: ${connection.name}`}
                  >
                    {t('connections.use')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={connection.active}
                    onClick={() => onRemove(connection)}
                    aria-label={`${t('connections.remove')}: ${connection.name}`}
                  >
                    {t('connections.remove')}
                  </Button>
                </Box>
              </TableCell>
            </TableRow>
          ))}
          {connections.length === 0 ? <EmptyTableRow columns={6} text={t('connections.empty')} /> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
