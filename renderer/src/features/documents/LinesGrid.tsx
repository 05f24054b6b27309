import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import VerticalAlignTop from '@mui/icons-material/VerticalAlignTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entity } from '../../../../shared/api/directories.js';
import { formatPriceUk } from '../../../../shared/api/format-uk.js';
import { formatAmount } from '../../lib/format.js';
import { emptyLine, isLineFilled, lineSumOf, nextLineKey, type LineDraft } from './editor-model.js';
import { EntityCell } from './EntityCell.js';
import { insertAt, LINE_COLUMNS, moveInGrid, removeAt, swap, type CellPos } from './grid-keys.js';
import { PasteReport } from './PasteReport.js';
import { linesOfPaste, looksLikeCells, type PasteResult } from './paste-rows.js';

type TextColumn = 'qty' | 'price' | 'sum' | 'memo';

/** The lines of a document (or of one manufacture section): keyboard-first, Tab walks the cells and adds a row at the end. */
export function LinesGrid({ lines, onChange, entities, readOnly, kind, testId }: {
  lines: LineDraft[];
  onChange: (next: LineDraft[]) => void;
  entities: Entity[];
  readOnly: boolean;
  kind?: 'product' | 'material';
  testId: string;
}) {
  const { t } = useTranslation();
  const cells = useRef(new Map<string, HTMLInputElement>());
  const [focusNext, setFocusNext] = useState<CellPos | null>(null);
  const [pasted, setPasted] = useState<{ added: number; rejected: PasteResult['rejected'] } | null>(null);

  useEffect(() => {
    if (!focusNext) return;
    cells.current.get(`${focusNext.row}:${focusNext.col}`)?.focus();
    setFocusNext(null);
  }, [focusNext, lines]);

  const update = (row: number, patch: Partial<LineDraft>) => onChange(lines.map((line, i) => (i === row ? { ...line, ...patch } : line)));
  const refFor = (row: number, col: number) => (element: HTMLInputElement | null) => {
    if (element) cells.current.set(`${row}:${col}`, element);
    else cells.current.delete(`${row}:${col}`);
  };

  const onKeyDown = (event: KeyboardEvent, at: CellPos) => {
    const key = event.key === 'Tab' ? (event.shiftKey ? 'ShiftTab' : 'Tab') : event.key;
    if (key !== 'Tab' && key !== 'ShiftTab' && !(key === 'Enter' && at.col > 0)) return;
    const move = moveInGrid(at, lines.length, key);
    if (!move.to) return; // Shift+Tab on the first cell leaves the grid the usual way
    event.preventDefault();
    if (move.addRow) onChange([...lines, emptyLine(kind)]);
    setFocusNext(move.to);
  };

  const rowOf = (target: EventTarget): number | null => {
    for (const [key, element] of cells.current) if (element === target) return Number(key.split(':')[0]);
    return null;
  };
  // A block of spreadsheet cells becomes lines at the focused row (replacing it when it is empty);
  // one plain value is left to the focused cell, as any paste.
  const onPaste = (event: ClipboardEvent) => {
    const text = event.clipboardData.getData('text/plain');
    if (readOnly || !looksLikeCells(text)) return;
    event.preventDefault();
    const result = linesOfPaste(text, entities, kind);
    setPasted({ added: result.lines.length, rejected: result.rejected });
    if (result.lines.length === 0) return;
    const at = rowOf(event.target) ?? lines.length;
    const replaced = at < lines.length && !isLineFilled(lines[at]) ? 1 : 0;
    onChange([...lines.slice(0, at), ...result.lines, ...lines.slice(at + replaced)]);
    setFocusNext({ row: at + result.lines.length - 1, col: 0 });
  };

  const pick = (row: number, entity: Entity | null) => {
    const line = lines[row];
    update(row, {
      entity: entity ? { uid: entity.uid, name: entity.name, kind: entity.kind, unit: entity.unit } : null,
      price: line.price === '' && entity?.price !== undefined ? formatPriceUk(entity.price) : line.price,
    });
  };

  const textCell = (row: number, column: TextColumn, placeholder?: string) => {
    const col = LINE_COLUMNS.indexOf(column);
    return (
      <InputBase
        fullWidth
        value={lines[row][column]}
        placeholder={placeholder}
        readOnly={readOnly}
        inputRef={refFor(row, col)}
        onChange={(event) => update(row, { [column]: event.target.value })}
        onKeyDown={(event) => onKeyDown(event, { row, col })}
        inputProps={{ 'aria-label': `${t(`documents.editor.${column === 'memo' ? 'lineMemo' : column}`)} ${row + 1}`, inputMode: column === 'memo' ? 'text' : 'decimal' }}
        // The computed sum is a placeholder (typing one overrides it): lighter than typed figures while
        // editing, and as dark as any figure once posted, when it is the service's own result.
        sx={{
          fontSize: 14,
          '& input': { textAlign: column === 'memo' ? 'left' : 'right', py: 0.5, fontVariantNumeric: 'tabular-nums' },
          '& input::placeholder': { opacity: 1, color: readOnly ? 'text.primary' : 'text.secondary' },
        }}
      />
    );
  };

  const head = (label: string, width?: number, align: 'left' | 'right' = 'left') => <TableCell sx={{ width, fontWeight: 600 }} align={align}>{label}</TableCell>;
  return (
    <Box data-testid={testId} onPaste={onPaste}>
      <Table size="small" sx={{ tableLayout: 'fixed', '& td, & th': { borderColor: 'divider', px: 1 } }}>
        <TableHead sx={{ bgcolor: 'grey.100' }}>
          <TableRow>
            {head('№', 44, 'right')}
            {head(t('documents.editor.entity'))}
            {head(t('documents.editor.unit'), 60)}
            {head(t('documents.editor.qty'), 96, 'right')}
            {head(t('documents.editor.price'), 110, 'right')}
            {head(t('documents.editor.sum'), 120, 'right')}
            {head(t('documents.editor.lineMemo'), 150)}
            {readOnly ? null : <TableCell sx={{ width: 150 }} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, row) => (
            <TableRow key={line.key} hover>
              <TableCell align="right" sx={{ color: 'text.secondary' }}>{row + 1}</TableCell>
              <TableCell onKeyDown={(event) => onKeyDown(event, { row, col: 0 })}>
                <EntityCell value={line.entity} options={entities} disabled={readOnly} inputRef={refFor(row, 0)}
                  label={`${t('documents.editor.entity')} ${row + 1}`} onPick={(entity) => pick(row, entity)} />
              </TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>{line.entity ? (line.entity.unit ?? entities.find((e) => e.uid === line.entity?.uid)?.unit ?? '') : ''}</TableCell>
              <TableCell>{textCell(row, 'qty')}</TableCell>
              <TableCell>{textCell(row, 'price')}</TableCell>
              <TableCell>{textCell(row, 'sum', line.entity ? formatAmount(lineSumOf(line)) : '')}</TableCell>
              <TableCell>{textCell(row, 'memo')}</TableCell>
              {readOnly ? null : (
                <TableCell sx={{ whiteSpace: 'nowrap', p: 0 }}>
                  <Tooltip title={t('documents.editor.insertLine')}><IconButton size="small" tabIndex={-1} onClick={() => onChange(insertAt(lines, row, emptyLine(kind)))}><VerticalAlignTop fontSize="small" /></IconButton></Tooltip>
                  <Tooltip title={t('documents.editor.duplicateLine')}><IconButton size="small" tabIndex={-1} onClick={() => onChange(insertAt(lines, row + 1, { ...line, uid: undefined, key: nextLineKey() }))}><ContentCopyOutlined fontSize="small" /></IconButton></Tooltip>
                  <Tooltip title={t('documents.editor.moveUp')}><IconButton size="small" tabIndex={-1} onClick={() => onChange(swap(lines, row, row - 1))}><ArrowUpward fontSize="small" /></IconButton></Tooltip>
                  <Tooltip title={t('documents.editor.moveDown')}><IconButton size="small" tabIndex={-1} onClick={() => onChange(swap(lines, row, row + 1))}><ArrowDownward fontSize="small" /></IconButton></Tooltip>
                  <Tooltip title={t('documents.editor.deleteLine')}><IconButton size="small" tabIndex={-1} aria-label={`${t('documents.editor.deleteLine')} ${row + 1}`} onClick={() => onChange(removeAt(lines, row))}><DeleteOutline fontSize="small" /></IconButton></Tooltip>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pasted ? <PasteReport added={pasted.added} rejected={pasted.rejected} onClose={() => setPasted(null)} /> : null}
      {readOnly ? null : (
        <Button size="small" startIcon={<AddOutlined />} sx={{ mt: 0.5 }} onClick={() => onChange([...lines, emptyLine(kind)])}>{t('documents.editor.addLine')}</Button>
      )}
    </Box>
  );
}
