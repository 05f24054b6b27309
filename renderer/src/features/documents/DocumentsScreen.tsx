import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
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
import { openLink } from '../../lib/record-links.js';

interface PdfTarget {
  uid: string;
  form?: string;
  title: string;
}

/**
 * The period and counterparty the list showed last: a stored document opens at its own address
 * (`#/documents/<uid>`), which replaces this screen, and closing it must come back to the same list.
 */
let lastFilter: DocumentsFilter | null = null;
/** What a document's own address left for the list to say (it was deleted there), until the list has shown it. */
let leftNotice: string | null = null;

/** A document deleted at its own address: the list it returns to says so. */
export function noteDeleted(notice: string): void {
  leftNotice = notice;
}

/**
 * The documents section: the list of a period, and the editor of a new document over it. A stored
 * document opens at its own address, so reload, Back and Forward work and the link can be kept.
 */
export function DocumentsScreen() {
  const { t } = useTranslation();
  const [filter, setFilterState] = useState<DocumentsFilter>(() => lastFilter ?? { ...monthOf(localToday()), agent: null });
  const setFilter = (next: DocumentsFilter) => {
    lastFilter = next;
    setFilterState(next);
  };
  const [editing, setEditing] = useState<{ target: EditorTarget; key: number } | null>(null);
  const [pdf, setPdf] = useState<PdfTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(() => leftNotice);
  useEffect(() => {
    leftNotice = null; // shown once: the next visit to the list starts without it
  }, []);
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
          {connectionId !== null ? (
            <KeptDrafts
              connectionId={connectionId}
              onOpen={(target) => ('uid' in target ? openLink('documents', target.uid) : open(target))}
            />
          ) : null}
          <DocumentsList
            filter={filter}
            onFilter={setFilter}
            onOpen={(uid) => openLink('documents', uid)}
            onDeleted={deleted}
            onNew={(newType) => open({ newType, today: localToday() })}
          />
        </>
      )}
      {pdf ? <PdfViewerDialog uid={pdf.uid} form={pdf.form} title={pdf.title} onClose={() => setPdf(null)} /> : null}
    </Box>
  );
}
