import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PeriodRange } from '../../components/PeriodRange.js';
import { memberOf } from '../../lib/member-of.js';
import { PERIOD_PRESETS, presetPeriod } from '../../lib/period.js';

/** The period of a ledger report: the month, quarter or year of the "from" date at one choice, or any two dates. */
export function PeriodFields({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (period: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const preset = PERIOD_PRESETS.find((name) => {
    const period = presetPeriod(name, from);
    return period.from === from && period.to === to;
  });
  return (
    <>
      <TextField
        select
        size="small"
        label={t('reports.ledger.preset')}
        value={preset ?? 'custom'}
        onChange={(event) => {
          const chosen = memberOf(PERIOD_PRESETS, event.target.value);
          if (chosen) onChange(presetPeriod(chosen, from));
        }}
        sx={{ width: 140 }}
        slotProps={{ htmlInput: { 'data-testid': 'period-preset' } }}
      >
        {PERIOD_PRESETS.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`reports.ledger.presets.${name}`)}
          </MenuItem>
        ))}
        <MenuItem value="custom" disabled>
          {t('reports.ledger.presets.custom')}
        </MenuItem>
      </TextField>
      <PeriodRange from={from} to={to} labels={{ from: t('reports.ledger.from'), to: t('reports.ledger.to') }} onChange={onChange} />
    </>
  );
}
