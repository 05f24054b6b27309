import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FreshnessBanner, type Freshness } from '../../components/FreshnessBanner.js';
import { linkHref, openLink, type LinkSection } from '../../lib/record-links.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';

export interface CardColumn {
  header: string;
  numeric?: boolean;
}

export interface DashboardCardProps {
  testId: string;
  title: string;
  count: number | undefined;
  columns: CardColumn[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
  more?: { text: string; section: LinkSection; parts?: string[] };
  loading: boolean;
  error: unknown;
  freshness: Freshness | undefined;
  note?: ReactNode;
}

/** One block of the dashboard: a title with a count, a table of what needs attention, a link to the whole list. */
export function DashboardCard(props: DashboardCardProps) {
  const { more } = props;
  return (
    <Paper data-testid={props.testId} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, pt: 1.5, pb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {props.title}
        </Typography>
        {props.count !== undefined ? (
          <Chip size="small" label={props.count} color={props.count > 0 ? 'warning' : 'default'} data-testid={`${props.testId}-count`} />
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {more ? (
          <Link
            href={linkHref(more.section, ...(more.parts ?? []))}
            variant="body2"
            sx={{ whiteSpace: 'nowrap' }}
            onClick={(event) => {
              event.preventDefault();
              openLink(more.section, ...(more.parts ?? []));
            }}
          >
            {more.text}
          </Link>
        ) : null}
      </Box>
      <Box sx={{ height: 4 }}>{props.loading ? <LinearProgress /> : null}</Box>
      <Box sx={{ px: 2 }}>
        <FreshnessBanner freshness={props.freshness} />
      </Box>
      <ErrorAlert error={props.error} sx={{ mx: 2, mb: 1 }} />
      {props.note}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={props.title}>
          <TableHead>
            <TableRow>
              {props.columns.map((column) => (
                <TableCell key={column.header} align={column.numeric ? 'right' : 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((row) => (
              <TableRow key={row.key} hover>
                {row.cells.map((cell, index) => {
                  const numeric = props.columns[index]?.numeric === true;
                  return (
                    <TableCell
                      key={index}
                      align={numeric ? 'right' : 'left'}
                      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: numeric ? 'nowrap' : undefined }}
                    >
                      {cell}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
            {!props.loading && !props.error && props.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={props.columns.length} sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
                  {props.empty}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

export interface RecordLinkProps {
  section: LinkSection;
  parts: string[];
  children: ReactNode;
}

/** A link that opens a record (Tab reaches it, Enter follows it) and remembers the way back. */
export function RecordLink({ section, parts, children }: RecordLinkProps) {
  return (
    <Link
      href={linkHref(section, ...parts)}
      onClick={(event) => {
        event.preventDefault();
        openLink(section, ...parts);
      }}
    >
      {children}
    </Link>
  );
}
