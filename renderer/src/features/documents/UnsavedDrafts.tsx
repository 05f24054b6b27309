import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/format.js';
import { forgetDraft, listDrafts, type StoredDraft } from '../../lib/local-drafts.js';
import type { DocumentDraft } from './editor-model.js';
import type { EditorTarget } from './use-document-editor.js';

export interface UnsavedDraftsProps {
  connectionId: string;
  onOpen: (target: EditorTarget) => void;
}

/** Editors left unsaved (by closing the app, say): each can be reopened as typed, or discarded after a question. */
export function UnsavedDrafts({ connectionId, onOpen }: UnsavedDraftsProps) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState(() => listDrafts<DocumentDraft>(window.localStorage, connectionId));
  const discard = (local: StoredDraft<DocumentDraft>) => {
    if (!window.confirm(t('documents.editor.discardConfirm'))) return;
    forgetDraft(window.localStorage, connectionId, local.draft.uid);
    setDrafts(listDrafts<DocumentDraft>(window.localStorage, connectionId));
  };
  return (
    <>
      {drafts.slice(0, 5).map((local) => {
        const typeName = t(`documents.types.${local.draft.type}`);
        const title = local.draft.isNew
          ? t('documents.editor.newTitle', { type: typeName })
          : t('documents.editor.title', { type: typeName, no: local.draft.no, date: formatDate(local.draft.date) });
        return (
          <Alert
            key={local.draft.uid}
            severity="warning"
            sx={{ mb: 1 }}
            data-testid="unsaved-draft"
            action={
              <>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => onOpen(local.draft.isNew ? { draft: local.draft } : { uid: local.draft.uid })}
                >
                  {t('documents.open')}
                </Button>
                <Button color="inherit" size="small" onClick={() => discard(local)}>
                  {t('documents.editor.discardDraft')}
                </Button>
              </>
            }
          >
            {t('documents.unsavedDraft', { title, time: formatDateTime(local.savedAt) })}
          </Alert>
        );
      })}
    </>
  );
}
