import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format.js';
import { useErrorText } from '../../lib/use-error-text.js';
import {
  IMPORT_FIELDS,
  IMPORT_KINDS,
  previewRows,
  rememberedMapping,
  rememberMapping,
  type ColumnMapping,
  type ImportKind,
  type PreviewRow,
} from './import-mapping.js';
import { decodeText, type TextEncoding } from '../../../../shared/bank/encoding.js';
import { readCsv, readXlsx } from './read-table.js';
import { useBatchImport } from './use-batch-import.js';
import { appLabels, importFieldKeys } from './app-labels.js';
import { indexExisting, matchRows, type MatchedRow } from './import-matching.js';
import { ImportPreviewGrid } from './ImportPreviewGrid.js';
import { ImportProgress } from './ImportProgress.js';
import { useExistingRecords } from './use-existing-records.js';
import { ColumnMappingTable } from './ColumnMappingTable.js';
import { previewColumns } from './preview-columns.js';
import { FileChooseButton } from '../../components/FileChooseButton.js';
import { EncodingSelect } from './EncodingSelect.js';
import { memberOf } from '../../lib/member-of.js';

/** Import of a directory from a spreadsheet: file, column mapping, checked preview, chunked sending. */
export function ImportPanel() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [kind, setKind] = useState<ImportKind>('entities');
  const [file, setFile] = useState<{
    name: string;
    headers: string[];
    rows: string[][];
    csv?: { bytes: Uint8Array; encoding: TextEncoding };
  } | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [readError, setReadError] = useState<string | null>(null);
  const { upload, progress, sending, send: sendRecords, reset } = useBatchImport();
  // Uids given to rows without one stay with the row, so a second send updates instead of adding.
  const uids = useRef(new Map<number, string>());
  const labels = useMemo(() => appLabels(i18n), [i18n]);
  const existing = useExistingRecords(kind, file !== null);

  const parsed: PreviewRow[] = useMemo(() => {
    if (!file) return [];
    let row = 0;
    return previewRows(kind, file.rows, {
      mapping,
      newUid: () => {
        row++;
        const known = uids.current.get(row);
        if (known) return known;
        const uid = crypto.randomUUID();
        uids.current.set(row, uid);
        return uid;
      },
      labels,
    });
  }, [file, kind, mapping, labels]);
  // Each row against what the directory already holds, so a second import updates instead of duplicating.
  const preview: MatchedRow[] = useMemo(
    () =>
      existing.data
        ? matchRows(kind, parsed, indexExisting(kind, existing.data))
        : parsed.map((row) => ({ ...row, status: 'new' as const, changes: [] })),
    [existing.data, kind, parsed],
  );
  const valid = preview.filter((row) => row.errors.length === 0);
  const good = valid.filter((row) => row.status !== 'unchanged');
  const matching = file !== null && existing.isPending;
  const counts = { new: 0, changed: 0, unchanged: 0 };
  for (const row of valid) counts[row.status]++;
  // Rows with errors come first, so the user sees what will not be sent without scrolling.
  const shown = useMemo(
    () => [...preview.filter((row) => row.errors.length > 0), ...preview.filter((row) => row.errors.length === 0)],
    [preview],
  );

  async function choose(chosen: File) {
    const bytes = new Uint8Array(await chosen.arrayBuffer());
    readChosen(chosen.name, bytes);
  }

  /** Reads the chosen file; a csv in the encoding detected, or in the one the user switched to. */
  function readChosen(name: string, bytes: Uint8Array, encoding?: TextEncoding) {
    setReadError(null);
    reset();
    uids.current = new Map();
    try {
      const isXlsx = /\.xlsx$/i.test(name);
      const csv = isXlsx ? null : decodeText(bytes, encoding);
      const read = csv ? Promise.resolve(readCsv(csv.text)) : readXlsx(bytes.slice().buffer);
      void read
        .then((table) => {
          const [headers, ...rows] = table;
          if (!headers) throw new Error(t('imports.empty'));
          setFile({ name, headers, rows, ...(csv ? { csv: { bytes, encoding: csv.encoding } } : {}) });
          setMapping(rememberedMapping(window.localStorage, { kind, headers }, labels));
        })
        .catch(failed);
    } catch (error) {
      failed(error);
    }
  }
  function failed(error: unknown) {
    setFile(null);
    setReadError(t('imports.readFailed', { message: error instanceof Error ? error.message : String(error) }));
  }

  function changeKind(next: ImportKind) {
    setKind(next);
    reset();
    if (file) setMapping(rememberedMapping(window.localStorage, { kind: next, headers: file.headers }, labels));
  }

  function mapColumn(column: number, field: string) {
    const next = mapping.map((f, i) => (i === column ? field || null : f === field && field ? null : f));
    setMapping(next);
    reset();
    if (file) rememberMapping(window.localStorage, { kind, headers: file.headers }, next);
  }

  function send() {
    void sendRecords(
      kind,
      good.map((row) => row.record),
    );
  }

  const columns = previewColumns(t, mapping);

  const locked = sending || Boolean(upload);
  const chosen = file?.csv ? { name: file.name, csv: file.csv } : null;
  return (
    <Box>
      <Paper sx={{ p: 2, mb: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('imports.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('imports.kind')}
          value={kind}
          onChange={(event) => changeKind(memberOf(IMPORT_KINDS, event.target.value) ?? kind)}
          disabled={locked}
          sx={{ width: 220 }}
        >
          {IMPORT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`imports.kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <FileChooseButton
          label={t('imports.choose')}
          accept=".xlsx,.csv"
          testId="import-file"
          variant="outlined"
          disabled={sending}
          onFile={(chosen) => void choose(chosen)}
        />
        {file ? (
          <Typography variant="body2" color="text.secondary">
            {t('imports.file', { name: file.name })}
          </Typography>
        ) : null}
        {chosen ? (
          <EncodingSelect
            label={t('imports.encoding')}
            value={chosen.csv.encoding}
            disabled={locked}
            width={250}
            onChange={(encoding) => readChosen(chosen.name, chosen.csv.bytes, encoding)}
          />
        ) : null}
      </Paper>
      {readError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {readError}
        </Alert>
      ) : null}
      {existing.isError ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('imports.matchFailed', { message: errorText(existing.error) })}
        </Alert>
      ) : null}
      {file ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: '370px minmax(0, 1fr)', gap: 2, alignItems: 'start' }}>
          <ColumnMappingTable
            fields={IMPORT_FIELDS[kind]}
            fieldLabel={(field) => t(importFieldKeys(field))}
            headers={file.headers}
            mapping={mapping}
            onMap={mapColumn}
            disabled={locked}
          />
          <Paper>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1 }}>
              <Typography variant="subtitle2">{t('imports.preview')}</Typography>
              <Typography variant="body2" color="text.secondary" data-testid="import-summary">
                {t('imports.summary', {
                  total: formatCount(preview.length),
                  bad: formatCount(preview.length - valid.length),
                  good: formatCount(good.length),
                })}
                {existing.data
                  ? `; ${t('imports.compared', { new: formatCount(counts.new), changed: formatCount(counts.changed), unchanged: formatCount(counts.unchanged) })}`
                  : ''}
              </Typography>
              {matching ? (
                <Typography variant="body2" color="text.secondary" data-testid="import-matching">
                  {t('imports.matching')}
                </Typography>
              ) : null}
              <Box sx={{ flexGrow: 1 }} />
              {progress && progress.failedChunks.length > 0 && !sending ? (
                <Button variant="outlined" color="warning" startIcon={<ReplayOutlined />} onClick={send}>
                  {t('imports.retry')}
                </Button>
              ) : null}
              <Button
                variant="contained"
                startIcon={<CloudUploadOutlined />}
                onClick={send}
                disabled={sending || matching || good.length === 0 || Boolean(upload)}
              >
                {t('imports.send', { count: formatCount(good.length) })}
              </Button>
            </Box>
            {progress ? <ImportProgress progress={progress} upload={upload} /> : null}
            <ImportPreviewGrid rows={shown} columns={columns} />
          </Paper>
        </Box>
      ) : null}
    </Box>
  );
}
