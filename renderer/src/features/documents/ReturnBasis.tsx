import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Document } from '../../../../shared/api/documents.js';
import { RefusalAlert } from '../../components/RefusalAlert.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { PICK_ON_ENTER } from '../../lib/pick-on-enter.js';
import { refusalOf, type Refusal } from '../../lib/service-refusal.js';
import { sameHeader, type DocumentDraft } from './editor-model.js';
import { basisOf, takenFromSale } from './return-draft.js';
import { useReturnBases, useReturnBasisDocument, useSaleReader } from './use-return-basis.js';

interface ReturnBasisProps {
  draft: DocumentDraft;
  /** Whether the return has lines already: choosing a basis then asks before it replaces them. */
  hasLines: boolean;
  readOnly: boolean;
  /** Must keep its identity across renders (the picker is memoised like the header). */
  onChange: (patch: Partial<DocumentDraft>) => void;
}

/**
 * «Підстава» of a return from a customer: one of the customer's posted delivery notes and acts. Choosing
 * one takes its customer, contract, VAT, store and lines into the return (docs/desktop-app.md,
 * "Returns from customers"); the link is made when the return is saved. Cleared, the return has no
 * basis and asks for its goods' cost (ReturnCosts).
 */
export const ReturnBasis = memo(
  function ReturnBasis({ draft, hasLines, readOnly, onChange }: ReturnBasisProps) {
    const { t } = useTranslation();
    const [refusal, setRefusal] = useState<Refusal | null>(null);
    const agentUid = draft.agent?.uid ?? null;
    const sales = useReturnBases(agentUid, draft.date);
    const basis = basisOf(draft);
    const options = sales.data ?? [];
    const listed = options.find((doc) => doc.uid === basis) ?? null;
    // A basis not among the sales offered (older, or linked elsewhere) still shows by its own name.
    const named = useReturnBasisDocument(basis !== null && listed === null ? basis : null).data ?? null;
    const value = listed ?? (named?.uid === basis ? named : null);
    const readSale = useSaleReader();

    const pick = async (sale: Document | null) => {
      setRefusal(null);
      if (!sale) {
        onChange({ parentUid: null });
        return;
      }
      try {
        const taken = takenFromSale(draft, await readSale(sale.uid));
        // The user's lines are theirs: replacing them is their call; declined, the return is only linked.
        if (hasLines && !window.confirm(t('documents.returns.replaceLines'))) onChange({ parentUid: sale.uid });
        else onChange(taken);
      } catch (error) {
        setRefusal(refusalOf(error));
      }
    };
    const label = (doc: Document) =>
      t('documents.returns.candidate', {
        type: t(`documents.types.${doc.type}`, { defaultValue: doc.type }),
        no: doc.no,
        date: formatDate(doc.date),
        total: formatAmount(doc.total ?? doc.sum),
      });
    return (
      <Box sx={{ mt: 1.5 }} data-testid="return-basis">
        <Autocomplete
          {...PICK_ON_ENTER}
          size="small"
          sx={{ maxWidth: 640 }}
          options={options}
          value={value}
          disabled={readOnly || agentUid === null}
          getOptionLabel={label}
          isOptionEqualToValue={(a, b) => a.uid === b.uid}
          onChange={(_event, doc) => void pick(doc)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('documents.returns.basis')}
              helperText={
                agentUid === null ? t('documents.returns.basisNeedsAgent') : basis === null ? t('documents.returns.basisNone') : undefined
              }
            />
          )}
        />
        {refusal ? <RefusalAlert refusal={refusal} /> : null}
      </Box>
    );
  },
  (before, after) =>
    before.hasLines === after.hasLines &&
    before.readOnly === after.readOnly &&
    before.onChange === after.onChange &&
    sameHeader(before.draft, after.draft),
);
