import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReconciliationLink } from '../../components/ReconciliationLink.js';
import { PdfViewerDialog } from '../pdf-viewer/index.js';
import { DocumentEditor } from './DocumentEditor.js';
import { DocumentsList } from './DocumentsList.js';
import { UnsavedDrafts } from './UnsavedDrafts.js';
import { type EditorTarget } from './use-document-editor.js';
import { useActiveConnectionId } from '../../lib/use-connections.js';
import { localToday, monthOf, type DocumentsFilter } from '../../lib/period.js';
import { ListNotice } from '../../components/ListNotice.js';
import { closeLink, moveToLink, openLink } from '../../lib/record-links.js';
import { useHashDetail } from '../../lib/record-links.js';

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

/**
 * An editor opened in this screen: `at` is the document address it shows at (none over the list).
 * A new document keeps its editor when it is first stored and the address becomes its own.
 */
interface Editing {
  target: EditorTarget;
  key: number | string;
  at: string | undefined;
}

/**
 * The documents section: the list of a period, and the editor of a new document over it. A stored
 * document opens at its own address (`uid`), so reload, Back and Forward work and the link can be
 * kept; a new one gets that address as soon as it is first saved.
 */
export function DocumentsScreen() {
  const { t } = useTranslation();
  // Read here, not handed down: a first save sets the address and this screen's state at once, and the
  // render that follows must see both (the parent hears of the address only at \`hashchange\`, a task later).
  const [uid] = useHashDetail();
  const [filter, setFilterState] = useState<DocumentsFilter>(() => lastFilter ?? { ...monthOf(localToday()), agent: null });
  const setFilter = (next: DocumentsFilter) => {
    lastFilter = next;
    setFilterState(next);
  };
  const [editing, setEditing] = useState<Editing | null>(null);
  // The editor shown: one opened here (new, based on, a copy) where it was opened, else the document of the address.
  const shown: Editing | null = editing?.at === uid ? editing : uid ? { target: { uid }, key: `address:${uid}`, at: uid } : null;
  const [pdf, setPdf] = useState<PdfTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(() => leftNotice);
  const listShown = shown === null;
  useEffect(() => {
    if (listShown) leftNotice = null; // shown once: the next visit to the list starts without it
  }, [listShown]);
  const connectionId = useActiveConnectionId();
  const open = (target: EditorTarget) => {
    setNotice(null);
    setEditing({ target, key: Date.now(), at: uid });
  };
  const close = () => {
    setEditing(null);
    if (uid) closeLink('documents');
  };
  const deleted = (title: string) => {
    const text = t('documentActions.deleted', { title });
    setEditing(null);
    setNotice(text);
    if (uid) {
      leftNotice = text; // the list the address returns to may be another visit of this screen
      closeLink('documents');
    }
  };
  // First stored: the address becomes the document's (a new history entry, so Back returns to where it
  // was created, and closing it goes where it did); the same editor goes on, and opened again it loads.
  const stored = (key: Editing['key'], storedUid: string) => {
    moveToLink('documents', storedUid);
    setEditing({ target: { uid: storedUid }, key, at: storedUid });
  };
  return (
    <Box>
      {shown ? (
        <DocumentEditor
          key={shown.key}
          target={shown.target}
          onClose={close}
          onDeleted={deleted}
          onPdf={(pdfUid, form, title) => setPdf({ uid: pdfUid, form, title })}
          onOpen={open}
          onStored={(storedUid) => stored(shown.key, storedUid)}
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
            <UnsavedDrafts
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
            onCopy={(draft) => open({ draft })}
          />
        </>
      )}
      {pdf ? <PdfViewerDialog uid={pdf.uid} form={pdf.form} title={pdf.title} onClose={() => setPdf(null)} /> : null}
    </Box>
  );
}
