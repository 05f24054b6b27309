import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { historyUserText } from '../../lib/history-lines.js';
import { usePresence } from '../../lib/use-presence.js';

/** Who is connected to the company now and what each has open (docs/office.md, "Live changes and presence"). */
export function ConnectedPeopleCard() {
  const { t } = useTranslation();
  const presence = usePresence();
  if (!presence.offered) return null;
  const people = presence.data ?? [];
  const nameOf = (name: string) => historyUserText(name, (key) => t(key));
  return (
    <Paper sx={{ p: 2, mb: 2 }} aria-labelledby="connected-title" data-testid="connected-card">
      <Typography id="connected-title" variant="h6" component="h2">
        {t('live.connected.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('live.connected.explain')}
      </Typography>
      <ErrorAlert error={presence.error} />
      <Table size="small">
        <TableBody>
          {people.map((person) => (
            <TableRow key={`${person.name}-${person.me}`}>
              <TableCell>{person.me ? t('live.connected.you', { name: nameOf(person.name) }) : nameOf(person.name)}</TableCell>
              <TableCell>
                {person.open ? `${t('live.connected.editing')} ${t(`live.kinds.${person.open.kind}`)}` : t('live.connected.nothing')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {presence.isSuccess && !people.some((person) => !person.me) ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('live.connected.none')}
        </Typography>
      ) : null}
    </Paper>
  );
}
