import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linesHaveKinds, STORES_OF_TYPE, usesAgent, usesVat } from '../../../../shared/api/document-types.js';
import { VAT_CODES } from '../../../../shared/api/vat.js';
import { sameHeader, type DocumentDraft } from './editor-model.js';
import type { RefValue } from '../../lib/typed-input.js';
import { NewAgentDialog } from './NewAgentDialog.js';
import { RefPicker } from '../../components/RefPicker.js';
import { UkDateField } from '../../components/UkDateField.js';
import { useAgentOptions, useContractOptions, useStoreOptions } from '../../lib/use-directory-options.js';
import { DocumentNoField } from '../../components/DocumentNoField.js';
import { memberOf } from '../../lib/member-of.js';
import { postingProfileOf } from '../../../../shared/api/posting-profiles.js';
import { useOffers } from '../../lib/use-service-info.js';
import { NamedAccountFields } from './NamedAccountFields.js';

const refs = (list: { uid: string; name: string }[] | undefined): RefValue[] => (list ?? []).map(({ uid, name }) => ({ uid, name }));

interface EditorHeaderProps {
  draft: DocumentDraft;
  readOnly: boolean;
  /** Must keep its identity across renders (the header is memoised). */
  onChange: (patch: Partial<DocumentDraft>) => void;
}

/**
 * The document's details: date, number, counterparty, contract, stores, a write-off's account and VAT, as the type needs.
 * Not rendered again for a keystroke in the lines grid (see `sameHeader`).
 */
export const EditorHeader = memo(
  function EditorHeader({ draft, readOnly, onChange }: EditorHeaderProps) {
    const { t } = useTranslation();
    const agents = useAgentOptions();
    const stores = useStoreOptions();
    const contracts = useContractOptions(draft.agent?.uid ?? null);
    const storeNeeds = STORES_OF_TYPE[draft.type];
    // A write-off names the account its goods go to, where the service keeps the chart.
    const namedRole = postingProfileOf(draft.type)?.account?.role;
    const ledger = useOffers('ledger.accounts');
    const [creating, setCreating] = useState<string | null>(null);
    return (
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 6, md: 2 }}>
          <UkDateField label={t('documents.editor.date')} value={draft.date} disabled={readOnly} onChange={(date) => onChange({ date })} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <DocumentNoField label={t('documents.editor.no')} value={draft.no} disabled={readOnly} onChange={(no) => onChange({ no })} />
        </Grid>
        {usesAgent(draft.type) ? (
          <>
            <Grid size={{ xs: 12, md: 4 }}>
              <RefPicker
                label={t('documents.editor.agent')}
                value={draft.agent}
                options={refs(agents.data)}
                disabled={readOnly}
                onChange={(agent) => onChange({ agent, contract: null })}
                onCreate={setCreating}
                loading={!agents.data}
                testId="agent-picker"
              />
              {creating !== null ? (
                <NewAgentDialog
                  initialName={creating}
                  onCancel={() => setCreating(null)}
                  onCreated={(agent) => {
                    setCreating(null);
                    onChange({ agent, contract: null });
                  }}
                />
              ) : null}
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <RefPicker
                label={t('documents.editor.contract')}
                value={draft.contract}
                options={refs(contracts.data)}
                disabled={readOnly || !draft.agent}
                onChange={(contract) => onChange({ contract })}
              />
            </Grid>
          </>
        ) : null}
        {storeNeeds.storeOut ? (
          <Grid size={{ xs: 12, md: 4 }}>
            <RefPicker
              // Manufacture takes materials out of one store and puts products into the other: say which is which.
              label={t(linesHaveKinds(draft.type) ? 'documents.editor.materialsStore' : 'documents.editor.storeOut')}
              value={draft.storeOut}
              options={refs(stores.data)}
              disabled={readOnly}
              onChange={(storeOut) => onChange({ storeOut })}
              testId="store-out-picker"
            />
          </Grid>
        ) : null}
        {namedRole && ledger ? (
          <NamedAccountFields draft={draft} role={namedRole} agents={refs(agents.data)} readOnly={readOnly} onChange={onChange} />
        ) : null}
        {storeNeeds.storeIn ? (
          <Grid size={{ xs: 12, md: 4 }}>
            <RefPicker
              label={t(linesHaveKinds(draft.type) ? 'documents.editor.productsStore' : 'documents.editor.storeIn')}
              value={draft.storeIn}
              options={refs(stores.data)}
              disabled={readOnly}
              onChange={(storeIn) => onChange({ storeIn })}
              testId="store-in-picker"
            />
          </Grid>
        ) : null}
        {usesVat(draft.type) ? (
          <>
            <Grid size={{ xs: 6, md: 2 }}>
              <TextField
                select
                fullWidth
                size="small"
                label={t('documents.editor.vatCode')}
                value={draft.vatCode ?? 'none'}
                disabled={readOnly}
                onChange={(event) => onChange({ vatCode: memberOf(VAT_CODES, event.target.value) ?? draft.vatCode })}
              >
                {VAT_CODES.map((code) => (
                  <MenuItem key={code} value={code}>
                    {code === 'none' ? t('documents.editor.vatNone') : code === 'exempt' ? t('documents.editor.vatExempt') : `${code}%`}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <FormControlLabel
                disabled={readOnly}
                label={t('documents.editor.vatInPrice')}
                control={
                  <Checkbox size="small" checked={draft.vatInPrice} onChange={(event) => onChange({ vatInPrice: event.target.checked })} />
                }
              />
            </Grid>
          </>
        ) : null}
        <Grid size={{ xs: 12, md: usesVat(draft.type) ? 8 : 4 }}>
          <TextField
            fullWidth
            size="small"
            label={t('documents.editor.memo')}
            value={draft.memo}
            disabled={readOnly}
            onChange={(event) => onChange({ memo: event.target.value })}
          />
        </Grid>
      </Grid>
    );
  },
  (before, after) => before.readOnly === after.readOnly && before.onChange === after.onChange && sameHeader(before.draft, after.draft),
);
