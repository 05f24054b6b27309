import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodRange } from '../../components/PeriodRange.js';
import { memberOf } from '../../lib/member-of.js';
import { modeOfPeriod, PERIOD_MODES, periodOf, stepPeriod, typedPeriod, type Period, type PeriodMode } from '../../lib/period.js';
import { sharedPeriodMode, shareThePeriod } from './report-period.js';

/** The modes from the start of the year, set apart in the list under their heading. */
const FROM_YEAR_START: readonly PeriodMode[] = ['firstQuarter', 'halfYear', 'nineMonths', 'sinceYearStart'];

export interface PeriodFieldsProps {
  from: string;
  to: string;
  onChange: (period: Period) => void;
}

/**
 * The period of a report (docs/desktop-app.md, "Report periods"): a mode (the month, quarter or year
 * of a date; from the start of the year to the end of I квартал, the half-year, nine months or a date;
 * any two dates) with arrows to the period before and after. A date typed keeps the mode (a «З» of
 * 15.03 in «Місяць» shows March). The period and its mode are shared by the report tabs.
 */
export function PeriodFields({ from, to, onChange }: PeriodFieldsProps) {
  const { t } = useTranslation();
  const period = { from, to };
  const [pickedMode, setMode] = useState<PeriodMode>(() => sharedPeriodMode(period) ?? modeOfPeriod(period));
  // A period set from outside (a card opened for an ОСВ line's period) that the mode cannot give is a custom one.
  const mode =
    pickedMode === 'custom' || sameAs(periodOf(pickedMode, pickedMode === 'sinceYearStart' ? to : from, period), period)
      ? pickedMode
      : 'custom';
  const change = (nextMode: PeriodMode, next: Period) => {
    setMode(nextMode);
    shareThePeriod(next, nextMode);
    onChange(next);
  };
  const arrow = (step: -1 | 1) => (
    <IconButton
      size="small"
      aria-label={t(step === -1 ? 'reports.ledger.previousPeriod' : 'reports.ledger.nextPeriod')}
      title={t(step === -1 ? 'reports.ledger.previousPeriod' : 'reports.ledger.nextPeriod')}
      disabled={from === '' || to === ''}
      onClick={() => change(mode, stepPeriod(mode, period, step))}
      data-testid={step === -1 ? 'period-previous' : 'period-next'}
    >
      {step === -1 ? <ChevronLeft fontSize="small" /> : <ChevronRight fontSize="small" />}
    </IconButton>
  );
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        {arrow(-1)}
        <TextField
          select
          size="small"
          label={t('reports.ledger.preset')}
          value={mode}
          onChange={(event) => {
            const chosen = memberOf(PERIOD_MODES, event.target.value);
            if (chosen && chosen !== 'custom') change(chosen, periodOf(chosen, chosen === 'sinceYearStart' ? to : from, period));
            else if (chosen) {
              setMode(chosen);
              shareThePeriod(period, chosen);
            }
          }}
          sx={{ width: 150 }}
          slotProps={{ htmlInput: { 'data-testid': 'period-preset' } }}
        >
          {PERIOD_MODES.flatMap((name) => [
            ...(name === FROM_YEAR_START[0] ? [<Divider key="divider" />] : []),
            <MenuItem key={name} value={name}>
              {t(`reports.ledger.presets.${name}`)}
            </MenuItem>,
          ])}
        </TextField>
        {arrow(1)}
      </Box>
      <PeriodRange
        from={from}
        to={to}
        labels={{ from: t('reports.ledger.from'), to: t('reports.ledger.to') }}
        onChange={(next) => {
          const field = next.from !== from ? 'from' : 'to';
          change(mode, typedPeriod(mode, period, { field, date: next[field] }));
        }}
      />
    </>
  );
}

const sameAs = (a: Period, b: Period) => a.from === b.from && a.to === b.to;
