import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FreshnessBanner, type Freshness } from '../../components/FreshnessBanner.js';
import { ReportResultBar } from './ReportResultBar.js';
import { ReportChangedBanner } from '../../components/ReportChangedBanner.js';
import type { OutputKind } from './use-report-output.js';
import { RunForm } from '../../components/RunForm.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';

export interface ReportFrameProps {
  /** The report's parameter fields; Enter in any of them runs the report. */
  parameters: ReactNode;
  onRun: () => void;
  /** The parameters cannot be run as they are (their fields say why). */
  blocked?: boolean;
  /** The report's query: its reply once there is one, whether it is reading, and its failure. */
  query: { data?: Freshness; isFetching: boolean; error: unknown };
  /** Null until the report is run. */
  heading: ReactNode | null;
  /** Shown at the right of the heading (the balance's grand total). */
  aside?: ReactNode;
  filter: string;
  onFilter: (value: string) => void;
  onOutput: (kind: OutputKind) => void;
  output: { busy: boolean; error: unknown };
  gridHeight: string;
  grid: ReactNode;
}

/**
 * What both reports look like around their own parameters and grid: the parameters form with its
 * Run button, the offline banner and errors, "not run yet", and once run the heading, the result bar
 * (search, exports, print) and the grid.
 */
export function ReportFrame(props: ReportFrameProps) {
  const { t } = useTranslation();
  const { query, output } = props;
  const reply = query.data;
  return (
    <>
      <RunForm runLabel={t('reports.run')} busy={query.isFetching} blocked={props.blocked} onRun={props.onRun}>
        {props.parameters}
      </RunForm>
      <FreshnessBanner freshness={reply} />
      {reply ? <ReportChangedBanner /> : null}
      <ErrorAlert error={query.error} sx={{ mb: 2 }} />
      {props.heading === null ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('reports.notRun')}
        </Typography>
      ) : (
        <Paper>
          <Box sx={{ px: 2, pt: 1.5, display: 'flex', alignItems: 'baseline', gap: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {props.heading}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            {props.aside}
          </Box>
          {reply ? (
            <ReportResultBar
              filter={props.filter}
              onFilter={props.onFilter}
              fetchedAt={reply.fetchedAt}
              onOutput={props.onOutput}
              busy={output.busy}
            />
          ) : null}
          <ErrorAlert error={output.error} sx={{ mx: 2, mt: 1 }} />
          <Box sx={{ height: 4 }}>{query.isFetching ? <LinearProgress /> : null}</Box>
          <Box sx={{ height: props.gridHeight, minHeight: 360 }}>{props.grid}</Box>
        </Paper>
      )}
    </>
  );
}
