import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/format.js';
import { forgetDraft, listDrafts, type StoredDraft } from '../../lib/drafts-store.js';
import type { DocumentDraft } from './editor-model.js';
import type { EditorTarget } from './use-document-editor.js';

/** Editors left unsaved (by closing the app, say): each can be reopened as typed, or discarded after a question. */
export function KeptDrafts({ connectionId, onOpen }: { connectionId: string; onOpen: (target: EditorTarget) => void }) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState(() => listDrafts<DocumentDraft>(window.localStorage, connectionId));
  const discard = (kept: StoredDraft<DocumentDraft>) => {
    if (!window.confirm(t('documents.editor.discardConfirm'))) return;
    forgetDraft(window.localStorage, connectionId, kept.draft.uid);
    setDrafts(listDrafts<DocumentDraft>(window.localStorage, connectionId));
  };
  return (
    <>
      {drafts.slice(0, 5).map((kept) => {
        const typeName = t(`documents.types.${kept.draft.type}`);
        const title = kept.draft.isNew
          ? t('documents.editor.newTitle', { type: typeName })
          : t('documents.editor.title', { type: typeName, no: kept.draft.no, date: formatDate(kept.draft.date) });
        return (
          <Alert
            key={kept.draft.uid}
            severity="warning"
            sx={{ mb: 1 }}
            data-testid="kept-draft"
            action={
              <>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => onOpen(kept.draft.isNew ? { draft: kept.draft } : { uid: kept.draft.uid })}
                >
                  {t('documents.open')}
                </Button>
                <Button color="inherit" size="small" onClick={() => discard(kept)}>
                  {t('documents.editor.discardDraft')}
                </Button>
              </>
            }
          >
            {t('documents.keptDraft', { title, time: formatDateTime(kept.savedAt) })}
          </Alert>
        );
      })}
    </>
  );
}
