import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATEMENT_PERIODS, statementPeriodOf, statementsPeriod } from '../../../../shared/api/statements.js';
import { memberOf } from '../../lib/member-of.js';

type Period = { from: string; to: string };

export interface StatementsPeriodFieldsProps {
  period: Period;
  onChange: (period: Period) => void;
}

/**
 * The period of the statements: one of those the forms are filed for (I квартал, півріччя, 9 місяців,
 * рік), each from 1 January, and its year. Not the other reports' period fields: the forms have no
 * period of any two dates (docs/general-ledger.md, "Statements").
 */
export function StatementsPeriodFields({ period, onChange }: StatementsPeriodFieldsProps) {
  const { t } = useTranslation();
  const year = Number(period.to.slice(0, 4));
  const filed = statementPeriodOf(period.from, period.to) ?? 'year';
  // The year as typed, so that a year is not asked for until its four digits are in.
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <>
      <TextField
        select
        size="small"
        label={t('reports.statements.periodLabel')}
        value={filed}
        onChange={(event) => {
          const chosen = memberOf(STATEMENT_PERIODS, event.target.value);
          if (chosen) onChange(statementsPeriod(year, chosen));
        }}
        sx={{ width: 170 }}
        data-testid="statements-period-field"
        slotProps={{ htmlInput: { 'data-testid': 'statements-period' } }}
      >
        {STATEMENT_PERIODS.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`reports.statements.periods.${name}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="number"
        label={t('reports.statements.yearLabel')}
        value={typed ?? String(year)}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          const next = Number(text);
          if (/^\d{4}$/.test(text) && next >= 1900) onChange(statementsPeriod(next, filed));
        }}
        onBlur={() => setTyped(null)}
        onFocus={(event) => event.target.select()}
        sx={{ width: 110 }}
        slotProps={{ htmlInput: { 'data-testid': 'statements-year', min: 1900, max: 2999, step: 1 } }}
      />
    </>
  );
}
