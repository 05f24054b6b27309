import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { RefValue } from '../lib/typed-input.js';
import { PICK_ON_ENTER } from '../lib/pick-on-enter.js';

/** A picker option; `create` carries a typed name that matches no record, offered for creation. */
type RefOption = RefValue & { create?: string };
const filterRefs = createFilterOptions<RefOption>();

export interface RefPickerProps {
  label: string;
  value: RefValue | null;
  options: RefValue[];
  disabled: boolean;
  onChange: (value: RefValue | null) => void;
  /** Offers "create «typed»" when what was typed names no option. */
  onCreate?: (typed: string) => void;
  /**
   * The options are still being read. Nothing is offered for creation meanwhile: a "create" offered
   * over an empty list kept the highlight once the list came, so a name typed before it came and
   * Tab opened the new-counterparty dialog instead of taking the counterparty that matched.
   */
  loading?: boolean;
  testId?: string;
}

/** A picker of a document's reference (counterparty, store, contract): type, and Tab or Enter takes the first match. */
export function RefPicker({ label, value, options, disabled, onChange, onCreate, loading = false, testId }: RefPickerProps) {
  const { t } = useTranslation();
  return (
    <Autocomplete<RefOption>
      {...PICK_ON_ENTER}
      size="small"
      autoSelect
      options={options}
      loading={loading}
      loadingText={t('documents.editor.loadingOptions')}
      value={value}
      disabled={disabled}
      noOptionsText={t('documents.editor.noOptions')}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.uid === b.uid}
      filterOptions={(list, state) => {
        const found = filterRefs(list, state);
        const typed = state.inputValue.trim();
        const known = list.some((option) => option.name.trim().toLowerCase() === typed.toLowerCase());
        return onCreate && !loading && typed !== '' && !known ? [...found, { uid: '', name: typed, create: typed }] : found;
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} style={option.create ? { fontWeight: 600 } : undefined}>
          {option.create ? t('documents.newAgent.option', { name: option.create }) : option.name}
        </li>
      )}
      onChange={(_event, next) => {
        if (next?.create) onCreate?.(next.create);
        else onChange(next ? { uid: next.uid, name: next.name } : null);
      }}
      renderInput={(params) => <TextField {...params} label={label} data-testid={testId} />}
    />
  );
}
