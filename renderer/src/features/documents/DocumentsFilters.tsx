import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES } from '../../../../shared/api/document-types.js';
import { POSTED_FILTERS, type NarrowFilter } from './documents-scan.js';
import { AgentFilter } from '../../components/AgentFilter.js';
import { UkDateField } from '../../components/UkDateField.js';
import { PeriodRange } from '../../components/PeriodRange.js';
import { useAgentOptions } from '../../lib/use-directory-options.js';
import type { DocumentsFilter } from '../../lib/period.js';
import { memberOf } from '../../lib/member-of.js';

export interface DocumentsFiltersProps {
  filter: DocumentsFilter;
  onFilter: (next: DocumentsFilter) => void;
  narrow: NarrowFilter;
  onNarrow: (next: NarrowFilter) => void;
}

/** The filters of the documents list: period, agent and modified-since go to the service; type, state and the search the list applies over the period. */
export function DocumentsFilters({ filter, onFilter, narrow, onNarrow }: DocumentsFiltersProps) {
  const { t } = useTranslation();
  const agents = useAgentOptions();
  return (
    <>
      <PeriodRange
        width={130}
        from={filter.from}
        to={filter.to}
        labels={{ from: t('documents.filters.from'), to: t('documents.filters.to') }}
        onChange={(period) => onFilter({ ...filter, ...period })}
      />
      <TextField
        select
        size="small"
        label={t('documents.filters.type')}
        value={narrow.type}
        sx={{ width: 190 }}
        onChange={(event) => onNarrow({ ...narrow, type: memberOf(DOCUMENT_TYPES, event.target.value) ?? '' })}
      >
        <MenuItem value="">{t('documents.filters.allTypes')}</MenuItem>
        {DOCUMENT_TYPES.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`documents.types.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <AgentFilter
        label={t('documents.filters.agent')}
        agents={agents.data}
        loading={agents.isLoading}
        value={filter.agent}
        onChange={(agent) => onFilter({ ...filter, agent })}
        width={220}
      />
      <TextField
        select
        size="small"
        label={t('documents.filters.posted')}
        value={narrow.posted}
        sx={{ width: 140 }}
        onChange={(event) => onNarrow({ ...narrow, posted: memberOf(POSTED_FILTERS, event.target.value) ?? 'all' })}
      >
        <MenuItem value="all">{t('documents.filters.all')}</MenuItem>
        <MenuItem value="posted">{t('documents.filters.postedOnly')}</MenuItem>
        <MenuItem value="drafts">{t('documents.filters.draftsOnly')}</MenuItem>
      </TextField>
      <UkDateField
        width={150}
        optional
        label={t('documents.filters.modifiedSince')}
        value={filter.modifiedSince ?? ''}
        onChange={(modifiedSince) => onFilter({ ...filter, modifiedSince })}
      />
      <TextField
        size="small"
        type="search"
        label={t('documents.filters.search')}
        placeholder={t('documents.filters.searchHint')}
        sx={{ width: 340 }}
        value={narrow.text ?? ''}
        onChange={(event) => onNarrow({ ...narrow, text: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
