import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReconciliationLink } from '../../components/ReconciliationLink.js';
import { PdfViewerDialog } from '../pdf-viewer/index.js';
import { DocumentEditor } from './DocumentEditor.js';
import { DocumentsList } from './DocumentsList.js';
import { KeptDrafts } from './KeptDrafts.js';
import { type EditorTarget } from './use-document-editor.js';
import { useActiveConnectionId } from '../../lib/use-connections.js';
import { localToday, monthOf, type DocumentsFilter } from '../../lib/period.js';
import { ListNotice } from '../../components/ListNotice.js';

interface PdfTarget {
  uid: string;
  form?: string;
  title: string;
}

/** The documents section: the list of a period, and the editor of one document over it. */
export function DocumentsScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DocumentsFilter>(() => ({ ...monthOf(localToday()), agent: null }));
  const [editing, setEditing] = useState<{ target: EditorTarget; key: number } | null>(null);
  const [pdf, setPdf] = useState<PdfTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const connectionId = useActiveConnectionId();
  const open = (target: EditorTarget) => {
    setNotice(null);
    setEditing({ target, key: Date.now() });
  };
  const deleted = (title: string) => {
    setEditing(null);
    setNotice(t('documentActions.deleted', { title }));
  };
  return (
    <Box>
      {editing ? (
        <DocumentEditor
          key={editing.key}
          target={editing.target}
          onClose={() => setEditing(null)}
          onDeleted={deleted}
          onPdf={(uid, form, title) => setPdf({ uid, form, title })}
          onOpen={open}
        />
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
            <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
              {t('documents.title')}
            </Typography>
            <ReconciliationLink target={{ ...(filter.agent ? { agent: filter.agent } : {}), from: filter.from, to: filter.to }} />
          </Box>
          <ListNotice notice={notice} onClose={() => setNotice(null)} />
          {connectionId !== null ? <KeptDrafts connectionId={connectionId} onOpen={open} /> : null}
          <DocumentsList
            filter={filter}
            onFilter={setFilter}
            onOpen={(uid) => open({ uid })}
            onDeleted={deleted}
            onNew={(newType) => open({ newType, today: localToday() })}
          />
        </>
      )}
      {pdf ? <PdfViewerDialog uid={pdf.uid} form={pdf.form} title={pdf.title} onClose={() => setPdf(null)} /> : null}
    </Box>
  );
}
