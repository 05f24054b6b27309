import AddOutlined from '@mui/icons-material/AddOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, type DocumentType } from '../../../../shared/api/document-types.js';
import type { Document } from '../../../../shared/api/documents.js';
import { FreshnessBanner } from '../../components/FreshnessBanner.js';
import { formatCount } from '../../lib/format.js';
import { rowOpening } from '../../lib/grid-rows.js';
import { PrintDialog } from '../pdf-viewer/index.js';
import { DeleteDocumentDialog, type DeleteTarget } from '../../components/DeleteDocumentDialog.js';
import { DOCUMENT_COLUMNS_HIDDEN, documentColumns, OPTIONAL_DOCUMENT_COLUMNS } from './document-columns.js';
import { ColumnsButton } from '../../components/ColumnsButton.js';
import { useColumnChoice } from '../../lib/column-choices.js';
import { matchesText, NO_NARROWING, type NarrowFilter } from './documents-scan.js';
import { DocumentsFilters } from './DocumentsFilters.js';
import { ScanStatus } from './ScanStatus.js';
import { useDeleteDocument } from '../../lib/use-delete-document.js';
import { DOCUMENTS_PAGE_SIZE, useDocuments } from './use-documents.js';
import type { DocumentsFilter } from '../../lib/period.js';
import { useDocumentsScan } from './use-documents-scan.js';
import { isPrintableNote, useNoteSelection } from './use-note-selection.js';
import { shortcutOf } from '../../lib/shortcuts.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { lineKeyAction } from '../../lib/grid-keys.js';
import { documentTitle } from './document-title.js';
import { markColumn } from './mark-column.js';
import { DeleteMarkedButton } from './DeleteMarkedDialog.js';
import { useDeletionMark } from './use-deletion-mark.js';
import { useCopyDocument } from './use-copy-document.js';
import type { DocumentDraft } from './editor-model.js';

/**
 * The search, filters and page the list showed last: a document opens at its own address in place
 * of the list, and Back returns to the list as it was left.
 */
const remembered: { page: number; narrow: NarrowFilter } = { page: 0, narrow: NO_NARROWING };

export interface DocumentsListProps {
  filter: DocumentsFilter;
  onFilter: (next: DocumentsFilter) => void;
  onOpen: (uid: string) => void;
  onDeleted: (title: string) => void;
  onNew: (type: DocumentType) => void;
  onCopy: (draft: DocumentDraft) => void;
}

/**
 * The documents of a period, one server page at a time (the grid draws only the rows in view);
 * Enter or a double click opens one; Space ticks delivery notes for "print delivery notes" (Ctrl+P).
 * Del marks the row's document for deletion or clears the mark, as in BAS; only «Видалити позначені»
 * deletes, after a confirmation. Ins and F9 are the line grid's keys: a new document, a copy of the row's.
 */
export function DocumentsList({ filter, onFilter, onOpen, onDeleted, onNew, onCopy }: DocumentsListProps) {
  const { t } = useTranslation();
  const [page, setPageState] = useState(() => remembered.page);
  const [narrow, setNarrowState] = useState<NarrowFilter>(() => remembered.narrow);
  const setPage = (next: number) => {
    remembered.page = next;
    setPageState(next);
  };
  const setNarrow = (next: NarrowFilter) => {
    remembered.narrow = next;
    setNarrowState(next);
  };
  const [generation, setGeneration] = useState(0);
  const [newMenu, setNewMenu] = useState<HTMLElement | null>(null);
  const [printing, setPrinting] = useState(false);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const canDelete = useDeleteDocument('document').offered;
  const marks = useDeletionMark();
  const copy = useCopyDocument();
  const newButton = useRef<HTMLButtonElement>(null);
  const { data, error, isFetching, refetch } = useDocuments(filter, page);
  // Type and state: the service's index cannot filter by them, so the list reads the whole period and filters it here.
  const scanned = useDocumentsScan(filter, narrow, generation);
  const scan = useMemo(
    () =>
      scanned && narrow.text?.trim() ? { ...scanned, rows: scanned.rows.filter((doc) => matchesText(doc, narrow.text ?? '')) } : scanned,
    [scanned, narrow.text],
  );
  // Found over the period, the documents are all here and paged here, a page of the same size as the service's.
  const rows = useMemo(
    () => (scan ? scan.rows.slice(page * DOCUMENTS_PAGE_SIZE, (page + 1) * DOCUMENTS_PAGE_SIZE) : (data?.data ?? [])),
    [scan, data, page],
  );
  const selection = useNoteSelection(rows);
  const titleOf = useCallback((doc: Document) => documentTitle(t, doc), [t]);
  const { mutate: mark } = marks.mutation;
  // A posted document is not marked: the dialog says to unpost it first (docs/service-behaviour.md, "Deletion mark").
  const toggleMark = useCallback(
    (doc: Document) =>
      doc.done
        ? setDeleting({ uid: doc.uid, title: titleOf(doc), done: true, category: 'document' })
        : mark({ uid: doc.uid, deletionMark: !doc.deletionMark, version: doc.version }, { onSuccess: () => setGeneration((n) => n + 1) }),
    [titleOf, mark],
  );
  const marked = rows.filter((doc) => doc.deletionMark).map((doc) => ({ uid: doc.uid, title: titleOf(doc), version: doc.version }));
  const printNotes = () => {
    if (selection.selected.length > 0) setPrinting(true);
  };

  // The same columns object between renders, so the grid does not lay out its columns again on every keystroke.
  // The columns change with the language and with what the service offers.
  const columns = useMemo(
    (): GridColDef<Document>[] => (marks.offered ? [...documentColumns(t), markColumn(t, titleOf, toggleMark)] : documentColumns(t)),
    [t, marks.offered, titleOf, toggleMark],
  );
  const [shownColumns, showColumn] = useColumnChoice('documents', DOCUMENT_COLUMNS_HIDDEN);
  const optionalColumns = useMemo(
    () =>
      OPTIONAL_DOCUMENT_COLUMNS.map((field) => ({
        field,
        label: String(columns.find((column) => column.field === field)?.headerName ?? field),
      })),
    [columns],
  );
  const rowActions = rowOpening<Document>((doc) => onOpen(doc.uid));
  const rowKey = (doc: Document, event: { key: string; ctrlKey: boolean; preventDefault: () => void }) => {
    const action = lineKeyAction(event.key, { ctrl: event.ctrlKey, inText: false });
    if (action === 'remove' && marks.offered) toggleMark(doc);
    else if (action === 'add') setNewMenu(newButton.current);
    else if (action === 'copy') copy.mutate(doc.uid, { onSuccess: onCopy });
    else return;
    event.preventDefault();
  };

  const total = scan ? scan.rows.length : (data?.totalCount ?? data?.data.length ?? 0);
  const failure = scan ? scan.error : error;
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 150px)', minHeight: 420 }}
      onKeyDown={(event) => {
        if (shortcutOf(event) === 'print') {
          event.preventDefault();
          printNotes();
        }
      }}
    >
      <FreshnessBanner freshness={scan ? scan.freshness : data} />
      <ErrorAlert error={failure ?? marks.mutation.error ?? copy.error} sx={{ mb: 1 }} />
      <Paper sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: 1.5, mb: 1 }}>
        <DocumentsFilters
          filter={filter}
          onFilter={(next) => {
            setPage(0);
            onFilter(next);
          }}
          narrow={narrow}
          onNarrow={(next) => {
            setPage(0);
            setNarrow(next);
          }}
        />
        {scan ? <ScanStatus scan={scan} /> : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          startIcon={<PrintOutlined />}
          onClick={printNotes}
          disabled={selection.selected.length === 0}
          data-testid="print-notes"
          title={t('documents.printNotes.hint')}
        >
          {selection.selected.length > 0
            ? t('documents.printNotes.button', { count: selection.selected.length })
            : t('documents.printNotes.buttonNone')}
        </Button>
        {marks.offered && canDelete ? (
          <DeleteMarkedButton marked={marked} onChanged={() => setGeneration((n) => n + 1)} onDeleted={onDeleted} />
        ) : null}
        <ColumnsButton label={t('documents.chooseColumns')} columns={optionalColumns} choice={shownColumns} onChange={showColumn} />
        <Button
          startIcon={<RefreshOutlined />}
          onClick={() => (scan ? setGeneration((n) => n + 1) : void refetch())}
          disabled={scan ? !scan.done : isFetching}
        >
          {t('documents.refresh')}
        </Button>
        <Button ref={newButton} variant="contained" startIcon={<AddOutlined />} onClick={(event) => setNewMenu(event.currentTarget)}>
          {t('documents.newDocument')}
        </Button>
        <Menu anchorEl={newMenu} open={Boolean(newMenu)} onClose={() => setNewMenu(null)}>
          {DOCUMENT_TYPES.map((code) => (
            <MenuItem
              key={code}
              onClick={() => {
                setNewMenu(null);
                onNew(code);
              }}
            >
              {t(`documents.types.${code}`)}
            </MenuItem>
          ))}
        </Menu>
      </Paper>
      <Paper sx={{ flexGrow: 1, minHeight: 0 }}>
        <DataGrid
          // A new grid when the delete column comes or goes: a server-paged grid whose columns change
          // while its first page arrives shows no rows at all.
          key={marks.offered ? 'with-mark' : 'plain'}
          aria-label={t('documents.title')}
          rows={rows}
          columns={columns}
          columnVisibilityModel={shownColumns}
          getRowId={(row) => row.uid}
          density="compact"
          loading={scan ? scan.rows.length === 0 && !scan.done : isFetching}
          paginationMode="server"
          rowCount={total}
          pageSizeOptions={[DOCUMENTS_PAGE_SIZE]}
          paginationModel={{ page, pageSize: DOCUMENTS_PAGE_SIZE }}
          onPaginationModelChange={(model) => setPage(model.page)}
          disableColumnMenu
          // A page sorted on its own would pretend to be the whole period sorted: the service's order (date, number) stays.
          disableColumnSorting
          checkboxSelection
          disableRowSelectionOnClick
          disableRowSelectionExcludeModel
          keepNonExistentRowsSelected
          isRowSelectable={({ row }) => isPrintableNote(row)}
          rowSelectionModel={selection.model}
          onRowSelectionModelChange={selection.onModelChange}
          onRowDoubleClick={rowActions.openRow}
          getRowClassName={({ row }) => (row.deletionMark ? 'row-marked' : '')}
          onCellKeyDown={(params: GridCellParams<Document>, event) => {
            rowActions.onCellKeyDown(params, event);
            rowKey(params.row, event);
            const { row, field } = params;
            // Space on the checkbox itself is the checkbox's; elsewhere in a row it ticks the row.
            if (event.key === ' ' && !event.shiftKey && field !== '__check__') {
              event.preventDefault();
              selection.toggle(row);
            }
          }}
          localeText={{
            noRowsLabel: t('documents.empty'),
            paginationDisplayedRows: ({ from, to, count }) =>
              t('documents.rows', { from: formatCount(from), to: formatCount(to), count: formatCount(count) }),
            footerRowSelected: (count) => t('documents.printNotes.ticked', { count }),
            checkboxSelectionHeaderName: t('documents.printNotes.tick'),
          }}
          sx={{
            border: 0,
            fontSize: 13,
            '& .MuiDataGrid-cell': { fontVariantNumeric: 'tabular-nums' },
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
            // Only delivery notes can be ticked: the other rows show no checkbox rather than a greyed one.
            '& .MuiDataGrid-cellCheckbox .Mui-disabled': { visibility: 'hidden' },
            // Marked for deletion: struck through and greyed, as BAS shows it, until unmarked or deleted.
            '& .row-marked .MuiDataGrid-cell': { textDecoration: 'line-through', color: 'text.secondary' },
          }}
        />
      </Paper>
      {deleting ? (
        <DeleteDocumentDialog
          target={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(gone) => {
            setDeleting(null);
            setGeneration((n) => n + 1); // a search or a type filter read the period: read it again
            onDeleted(gone.title);
          }}
        />
      ) : null}
      {printing ? (
        <PrintDialog
          targets={selection.selected.map((doc) => ({ uid: doc.uid, title: titleOf(doc) }))}
          // A delivery note has its main form and the warehouse form (the service's WBWH): one, the other or both.
          forms={[{ name: t('documents.printNotes.mainForm') }, { code: 'WBWH', name: t('documents.editor.pdfWbwh') }]}
          onClose={() => setPrinting(false)}
        />
      ) : null}
    </Box>
  );
}
