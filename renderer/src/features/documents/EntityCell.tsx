import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Entity } from '../../../../shared/api/directories.js';
import type { LineDraft } from './editor-model.js';
import { rankEntities } from './use-directory-options.js';

const baseFilter = createFilterOptions<Entity>({ limit: 40 });

/** The item of a line, picked by name, article or barcode; Tab takes the highlighted match. */
export function EntityCell({ value, options, disabled, inputRef, label, onPick }: {
  value: LineDraft['entity'];
  options: Entity[];
  disabled: boolean;
  inputRef: (element: HTMLInputElement | null) => void;
  label: string;
  onPick: (entity: Entity | null) => void;
}) {
  const { t } = useTranslation();
  const selected = value ? (options.find((o) => o.uid === value.uid) ?? { uid: value.uid, name: value.name, kind: value.kind ?? '' }) : null;
  return (
    <Autocomplete
      size="small"
      fullWidth
      autoHighlight
      autoSelect
      forcePopupIcon={false}
      disabled={disabled}
      options={options}
      value={selected}
      noOptionsText={t('documents.editor.noOptions')}
      getOptionLabel={(entity) => entity.name}
      isOptionEqualToValue={(a, b) => a.uid === b.uid}
      filterOptions={(list, state) => baseFilter(rankEntities(list, state.inputValue), { ...state, inputValue: '' })}
      renderOption={({ key, ...props }, entity) => (
        <li key={key} {...props} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
          <span>{entity.name}</span>
          <span style={{ color: '#667085', fontSize: 12 }}>{entity.article}</span>
        </li>
      )}
      onChange={(_event, entity) => onPick(entity)}
      renderInput={(params) => (
        <TextField {...params} variant="standard" placeholder={t('documents.editor.entityHint')}
          inputRef={inputRef} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }} />
      )}
    />
  );
}
