import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { VatPayerChoice } from '../../components/VatPayerChoice.js';
import type { Requisites } from '../../lib/requisites.js';
import type { RequisiteField, RequisiteProblems } from './requisites-model.js';

const HINTS: Partial<Record<RequisiteField, string>> = { code: 'codeHint', taxCode: 'taxCodeHint', iban: 'ibanHint' };
const WIDE = new Set<RequisiteField>(['name', 'address']);

export interface RequisitesFormProps {
  value: Requisites;
  onChange: (next: Requisites) => void;
  /** Problems to show (after a first try to save). */
  problems: RequisiteProblems;
  disabled?: boolean;
}

/**
 * The company's requisites as a form: name, ЄДРПОУ/РНОКПП, VAT payer and its number, address, IBAN
 * and bank, director and chief accountant. Controlled: the caller holds the values and saves them,
 * so the same form serves the settings screen and the creation of a company.
 */
export function RequisitesForm({ value, onChange, problems, disabled }: RequisitesFormProps) {
  const { t } = useTranslation();
  const field = (name: RequisiteField, extra?: { autoFocus?: boolean; numeric?: boolean }) => {
    const problem = problems[name];
    const hint = HINTS[name];
    return (
      <TextField
        key={name}
        size="small"
        fullWidth
        autoFocus={extra?.autoFocus}
        required={name === 'name'}
        disabled={disabled}
        label={t([`companySettings.requisites.${name}`, `fields.${name}`])}
        value={value[name]}
        onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        error={Boolean(problem)}
        helperText={
          problem ? t(`companySettings.requisites.problems.${problem}`) : hint ? t(`companySettings.requisites.${hint}`) : undefined
        }
        slotProps={{ htmlInput: { 'data-field': name, inputMode: extra?.numeric ? 'numeric' : undefined } }}
        sx={WIDE.has(name) ? { gridColumn: '1 / -1' } : undefined}
      />
    );
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
      {field('name', { autoFocus: true })}
      {field('code', { numeric: true })}
      <VatPayerChoice
        value={value.vatPayer}
        onChange={(vatPayer) => onChange({ ...value, vatPayer })}
        error={Boolean(problems.vatPayer)}
        disabled={disabled}
      />
      {value.vatPayer ? (
        field('taxCode', { numeric: true })
      ) : (
        <TextField
          size="small"
          fullWidth
          disabled
          label={t('fields.taxCode')}
          value={value.vatPayer === false ? t('companySettings.requisites.notVatPayer') : ''}
        />
      )}
      {field('address')}
      {field('iban')}
      {field('bank')}
      {field('director')}
      {field('accountant')}
    </Box>
  );
}
