import CheckCircle from '@mui/icons-material/CheckCircle';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TRAITS } from '../../../../shared/api/document-traits.js';
import { recordTypeName } from '../../lib/record-types.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { useInvoicesOf } from '../payments/index.js';
import { sameHeader, type DocumentDraft } from './editor-model.js';
import { RefusalAlert } from '../../components/RefusalAlert.js';
import { refusalOf, type Refusal } from '../../lib/service-refusal.js';
import { useParentLink, useRelated, type RelatedItem } from './use-related.js';
import { PICK_ON_ENTER } from '../../lib/pick-on-enter.js';

interface RelatedPanelProps {
  draft: DocumentDraft;
  /** Both must keep their identity across renders (the panel is memoised). */
  onOpen: (item: RelatedItem) => void;
  onLinked: () => void;
}

/**
 * Parent and children of a stored document, each one click away; the link to a parent invoice is
 * set, replaced or removed here. Not rendered again for a keystroke in the lines grid.
 */
export const RelatedPanel = memo(
  function RelatedPanel({ draft, onOpen, onLinked }: RelatedPanelProps) {
    const { t } = useTranslation();
    const [refusal, setRefusal] = useState<Refusal | null>(null);
    const parentUid = draft.stored?.parent ?? null;
    const related = useRelated({ uid: draft.uid, parentUid, agentUid: draft.agent?.uid ?? null, date: draft.date }, !draft.isNew);
    // A return's basis is a sale, chosen under its details (ReturnBasis), not an invoice here.
    const canLink = !draft.isNew && DOCUMENT_TRAITS[draft.type].parent === 'invoice' && Boolean(draft.agent);
    const invoices = useInvoicesOf(canLink ? (draft.agent?.uid ?? null) : null, draft.date);
    const linkParent = useParentLink(draft.uid, parentUid);
    if (draft.isNew) return null;

    const link = async (parent: string | null) => {
      try {
        await linkParent(parent);
        setRefusal(null);
        onLinked();
      } catch (error) {
        setRefusal(refusalOf(error));
      }
    };
    const typeName = (item: RelatedItem) => recordTypeName(t, item.type);
    const row = (item: RelatedItem) => (
      <ListItemButton key={item.uid} dense onClick={() => onOpen(item)} data-testid="related-item">
        <ListItemIcon sx={{ minWidth: 32 }}>
          {item.done ? <CheckCircle color="success" fontSize="small" /> : <RadioButtonUnchecked color="disabled" fontSize="small" />}
        </ListItemIcon>
        <ListItemText
          primary={t('documents.related.item', { type: typeName(item), no: item.no })}
          secondary={`${formatDate(item.date)} · ${formatAmount(item.amount)}`}
        />
      </ListItemButton>
    );
    const stored = draft.stored;
    return (
      <Paper sx={{ p: 1.5, mb: 1.5 }} data-testid="related-panel">
        <Typography
          variant="subtitle2"
          component="h2"
          sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: 0.5, color: 'text.secondary' }}
        >
          {t('documents.related.title')}
        </Typography>
        {stored?.status ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={stored.status === 'closed' ? 'success' : 'primary'}
              label={t(`documents.status.${stored.status}`)}
              data-testid="invoice-status"
            />
            <Typography variant="body2" data-testid="invoice-paid">
              {t('documents.related.paid', { paid: formatAmount(stored.paid), total: formatAmount(stored.total) })}
            </Typography>
            <Typography variant="body2" data-testid="invoice-shipped">
              {t('documents.related.shipped', { shipped: formatAmount(stored.shipped), total: formatAmount(stored.total) })}
            </Typography>
          </Box>
        ) : null}
        {canLink ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
            <Autocomplete
              {...PICK_ON_ENTER}
              size="small"
              sx={{ flexGrow: 1, maxWidth: 560 }}
              options={invoices.data ?? []}
              value={(invoices.data ?? []).find((doc) => doc.uid === parentUid) ?? null}
              getOptionLabel={(doc) =>
                t('documents.related.candidate', {
                  no: doc.no,
                  date: formatDate(doc.date),
                  total: formatAmount(doc.total ?? doc.sum),
                  paid: formatAmount(doc.paid ?? 0),
                  shipped: formatAmount(doc.shipped ?? 0),
                })
              }
              isOptionEqualToValue={(a, b) => a.uid === b.uid}
              onChange={(_event, doc) => void link(doc?.uid ?? null)}
              renderInput={(params) => <TextField {...params} label={t('documents.related.parent')} />}
            />
            {parentUid ? (
              <Button startIcon={<LinkOffOutlined />} onClick={() => void link(null)}>
                {t('documents.related.unlink')}
              </Button>
            ) : null}
          </Box>
        ) : null}
        {refusal ? <RefusalAlert refusal={refusal} /> : null}
        <List dense disablePadding>
          {related.data?.parent ? (
            <>
              <Typography variant="caption" color="text.secondary">
                {t('documents.related.parentIs')}
              </Typography>
              {row(related.data.parent)}
            </>
          ) : null}
          {related.data && related.data.children.length > 0 ? (
            <Typography variant="caption" color="text.secondary">
              {t('documents.related.children')}
            </Typography>
          ) : null}
          {related.data?.children.map(row)}
          {related.data && !related.data.parent && related.data.children.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('documents.related.none')}
            </Typography>
          ) : null}
        </List>
      </Paper>
    );
  },
  (before, after) => before.onOpen === after.onOpen && before.onLinked === after.onLinked && sameHeader(before.draft, after.draft),
);
