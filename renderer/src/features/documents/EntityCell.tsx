import Autocomplete, { createFilterOptions, type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { memo, useState, type HTMLAttributes, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entity } from '../../../../shared/api/directories.js';
import type { LineDraft } from './editor-model.js';
import { rankEntities } from '../../../../shared/api/entity-search.js';
import { PICK_ON_ENTER } from '../../lib/pick-on-enter.js';

const baseFilter = createFilterOptions<Entity>({ limit: 40 });
// Module-level, so a row's Autocomplete gets the same functions on every render.
const filterOptions = (list: Entity[], state: Parameters<typeof baseFilter>[1]) =>
  baseFilter(rankEntities(list, state.inputValue), { ...state, inputValue: '' });
const optionLabel = (entity: Entity) => entity.name;
const sameEntity = (a: Entity, b: Entity) => a.uid === b.uid;
const renderOption = ({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, entity: Entity) => (
  <li key={key} {...props} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
    <span>{entity.name}</span>
    <span style={{ color: '#667085', fontSize: 12 }}>{entity.article}</span>
  </li>
);

/** The item of a line, picked by name, article or barcode; Tab takes the highlighted match, F4 opens the list. */
export const EntityCell = memo(function EntityCell({
  value,
  options,
  byUid,
  disabled,
  inputRef,
  label,
  row,
  onPick,
}: {
  value: LineDraft['entity'];
  options: Entity[];
  /** The options by uid: a row looks its value up here, not by scanning thousands of options. */
  byUid: ReadonlyMap<string, Entity>;
  disabled: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
  label: string;
  row: number;
  onPick: (row: number, entity: Entity | null) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const selected = value ? (byUid.get(value.uid) ?? { uid: value.uid, name: value.name, kind: value.kind ?? '' }) : null;
  return (
    <Autocomplete
      {...PICK_ON_ENTER}
      size="small"
      fullWidth
      autoSelect
      forcePopupIcon={false}
      disabled={disabled}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={selected}
      noOptionsText={t('documents.editor.noOptions')}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={sameEntity}
      filterOptions={filterOptions}
      renderOption={renderOption}
      onChange={(_event, entity) => onPick(row, entity)}
      renderInput={(params: AutocompleteRenderInputParams) => (
        <TextField
          {...params}
          variant="standard"
          placeholder={t('documents.editor.entityHint')}
          onKeyDown={(event) => {
            if (event.key === 'F4' && !disabled) {
              event.preventDefault();
              setOpen(true);
            }
          }}
          inputRef={inputRef}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }}
        />
      )}
    />
  );
});
