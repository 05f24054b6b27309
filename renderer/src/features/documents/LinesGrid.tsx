import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entity } from '../../../../shared/api/directories.js';
import { formatPriceUk } from '../../../../shared/api/format-uk.js';
import { emptyLine, isLineFilled, nextLineKey, priceOnPick, type LineDraft } from './editor-model.js';
import { rowWindow, scrollToShow, WINDOWED_FROM } from './grid-window.js';
import { insertAt, lineKeyAction, moveInGrid, removeAt, swap, type CellPos } from '../../lib/grid-keys.js';
import { LineRow, type RowActions } from './LineRow.js';
import { PasteReport } from './PasteReport.js';
import type { PriceOfGoods } from './use-purchase-price.js';
import { linesOfPaste, looksLikeCells, type PasteResult } from './paste-rows.js';

/** A row's height before one is measured (a small MUI table row with an Autocomplete in it). */
const ROW_HEIGHT = 41;
/** The scrolling box of a windowed grid: about fifteen rows, and never taller than the window. */
const WINDOWED_HEIGHT = 'min(640px, 70vh)';
const cellKey = (row: number, col: number) => `${row}:${col}`;

/** Where focus goes next, and whether the goods picker opens there (F4). */
type FocusTarget = CellPos & { openPicker?: boolean };

export interface LinesGridProps {
  lines: LineDraft[];
  onChange: (next: LineDraft[]) => void;
  entities: Entity[];
  readOnly: boolean;
  kind?: 'product' | 'material';
  testId: string;
  /** A buying document's source of prices (the goods' last purchase price), used instead of their sale price. */
  purchasePrice?: PriceOfGoods | null;
}

/**
 * The lines of a document (or of one manufacture section): keyboard-first, Tab walks the cells and
 * adds a row at the end; the 1C line keys (Insert, F9, Delete, F4) work as grid-keys.ts says. Rows are memoised (a keystroke re-renders one row), and a long document
 * scrolls inside the grid, which renders only the rows in view (grid-window.ts).
 */
export function LinesGrid({ lines, onChange, entities, readOnly, kind, testId, purchasePrice = null }: LinesGridProps) {
  const { t } = useTranslation();
  const cells = useRef(new Map<string, HTMLInputElement>());
  const [focusNext, setFocusNext] = useState<FocusTarget | null>(null);
  const [pasted, setPasted] = useState<{ added: number; rejected: PasteResult['rejected'] } | null>(null);
  const byUid = useMemo(() => new Map(entities.map((entity) => [entity.uid, entity])), [entities]);

  const windowed = lines.length >= WINDOWED_FROM;
  const scroller = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLTableSectionElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const [scroll, setScroll] = useState({ top: 0, viewport: 640 });
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT);
  const range = windowed
    ? rowWindow({ scrollTop: scroll.top, viewport: scroll.viewport, rowHeight }, lines.length)
    : { start: 0, end: lines.length };

  // The latest props for the row actions, which are created once so that memoised rows keep them.
  const latest = useRef({ lines, onChange, kind, entities, readOnly, byUid, t, purchasePrice });
  useLayoutEffect(() => {
    latest.current = { lines, onChange, kind, entities, readOnly, byUid, t, purchasePrice };
  });
  // The purchase prices the grid filled in, by line: a price still equal to its own is not the user's.
  const filled = useRef(new Map<string, string>());

  // The windowing assumes one row height: the real one is measured once rows show.
  useLayoutEffect(() => {
    if (!windowed) return;
    const first = body.current?.querySelector<HTMLElement>('[data-line-row]');
    const measured = first?.getBoundingClientRect().height;
    if (measured && Math.abs(measured - rowHeight) > 0.5) setRowHeight(measured);
    const viewport = scroller.current?.clientHeight;
    if (viewport && viewport !== scroll.viewport) setScroll((current) => ({ ...current, viewport }));
    // Measured again whenever rows come or go, or the list scrolls (a resized window is noticed then).
  }, [windowed, lines.length, rowHeight, scroll.top, scroll.viewport]);

  useEffect(() => {
    if (!focusNext) return;
    const { row, col, openPicker } = focusNext;
    // The picker opens on its own F4, so the one key works from any cell of the row.
    const focus = (element: HTMLInputElement | undefined, options?: FocusOptions) => {
      element?.focus(options);
      if (openPicker) element?.dispatchEvent(new KeyboardEvent('keydown', { key: 'F4', bubbles: true }));
    };
    const box = scroller.current;
    if (windowed && box && row < latest.current.lines.length) {
      // A row out of the window is not rendered: scroll it into view first; this effect runs again once it is.
      const header = head.current?.getBoundingClientRect().height ?? 0;
      const top = scrollToShow(row, { rowHeight, header, scrollTop: box.scrollTop, viewport: box.clientHeight });
      if (top !== box.scrollTop) box.scrollTop = top;
      const element = cells.current.get(cellKey(row, col));
      const next = rowWindow({ scrollTop: box.scrollTop, viewport: box.clientHeight, rowHeight }, latest.current.lines.length);
      if (!element && row >= next.start && row < next.end && (next.start !== range.start || next.end !== range.end)) {
        setScroll({ top: box.scrollTop, viewport: box.clientHeight });
        return;
      }
      focus(element, { preventScroll: true });
    } else {
      focus(cells.current.get(cellKey(row, col)));
    }
    setFocusNext(null);
  }, [focusNext, lines, windowed, rowHeight, range.start, range.end]);

  const actions = useMemo<RowActions>(() => {
    const change = (next: LineDraft[]) => latest.current.onChange(next);
    const update = (row: number, patch: Partial<LineDraft>) =>
      change(latest.current.lines.map((line, i) => (i === row ? { ...line, ...patch } : line)));
    /** Puts the purchase price into the line once it comes, if the line still has those goods; over a typed price, asks first. */
    const fillPurchasePrice = (key: string, entity: Entity, coming: Promise<string | null>) => {
      coming
        .then((price) => {
          const line = latest.current.lines.find((l) => l.key === key);
          if (price === null || !line || line.entity?.uid !== entity.uid || line.price === price) return;
          const typed = line.price.trim() !== '' && line.price !== filled.current.get(key);
          if (typed && !window.confirm(latest.current.t('documentActions.replacePrice', { typed: line.price, name: entity.name, price })))
            return;
          filled.current.set(key, price);
          change(latest.current.lines.map((l) => (l.key === key ? { ...l, price } : l)));
        })
        // Out of reach or refused: the line stays without a price for the user to type.
        .catch(() => undefined);
    };
    return {
      update,
      pick: (row, entity) => {
        const { lines: current, byUid: known, t: text, kind: lineKind, purchasePrice: bought } = latest.current;
        const line = current[row];
        if (!line) return;
        if (bought && lineKind !== 'product') {
          if (line.entity?.uid === entity?.uid) return;
          // A buying document's line costs what its goods were bought at last, never their sale price.
          const ours = line.price.trim() === '' || line.price === filled.current.get(line.key);
          const ref = entity ? { uid: entity.uid, name: entity.name, kind: entity.kind, unit: entity.unit } : null;
          update(row, { entity: ref, price: ours ? '' : line.price });
          if (entity) fillPurchasePrice(line.key, entity, bought(entity.uid));
          return;
        }
        const previousPrice = line.entity ? known.get(line.entity.uid)?.price : undefined;
        // A manufactured product is valued at the cost of its materials, never at its sale price (ManufactureCost.tsx).
        let refill = lineKind === 'product' ? 'keep' : priceOnPick(line, previousPrice, entity);
        if (refill === 'ask' && entity?.price !== undefined) {
          // A price the user typed is theirs: replacing it is their call.
          const question = text('documentActions.replacePrice', {
            typed: line.price,
            name: entity.name,
            price: formatPriceUk(entity.price),
          });
          refill = window.confirm(question) ? 'fill' : 'keep';
        }
        update(row, {
          entity: entity ? { uid: entity.uid, name: entity.name, kind: entity.kind, unit: entity.unit } : null,
          price: refill === 'fill' && entity?.price !== undefined ? formatPriceUk(entity.price) : line.price,
        });
      },
      keyDown: (event, at) => {
        const { lines: current, kind: lineKind, readOnly: locked } = latest.current;
        const inText = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
        const lineKey = locked ? null : lineKeyAction(event.key, { ctrl: event.ctrlKey || event.metaKey, inText });
        if (lineKey === 'pick' && at.col === 0 && inText) return; // the item cell opens its own picker
        if (lineKey) {
          event.preventDefault();
          if (lineKey === 'pick') setFocusNext({ row: at.row, col: 0, openPicker: true });
          if (lineKey === 'add') {
            change(insertAt(current, at.row + 1, emptyLine(lineKind)));
            setFocusNext({ row: at.row + 1, col: 0 });
          }
          const copied = current[at.row];
          if (lineKey === 'copy' && copied) {
            change(insertAt(current, at.row + 1, { ...copied, uid: undefined, key: nextLineKey() }));
            setFocusNext({ row: at.row + 1, col: at.col });
          }
          if (lineKey === 'remove') {
            const rest = removeAt(current, at.row);
            change(rest.length > 0 ? rest : [emptyLine(lineKind)]);
            setFocusNext({ row: Math.min(at.row, Math.max(0, rest.length - 1)), col: at.col });
          }
          return;
        }
        const key = event.key === 'Tab' ? (event.shiftKey ? 'ShiftTab' : 'Tab') : event.key;
        if (key !== 'Tab' && key !== 'ShiftTab' && !(key === 'Enter' && at.col > 0)) return;
        const move = moveInGrid(at, { rowCount: current.length }, key);
        if (!move.to) return; // Shift+Tab on the first cell leaves the grid the usual way
        event.preventDefault();
        if (move.addRow) change([...current, emptyLine(lineKind)]);
        setFocusNext(move.to);
      },
      register: (row, col, element) => {
        cells.current.set(cellKey(row, col), element);
      },
      unregister: (row, col, element) => {
        if (cells.current.get(cellKey(row, col)) === element) cells.current.delete(cellKey(row, col));
      },
      insert: (row) => change(insertAt(latest.current.lines, row, emptyLine(latest.current.kind))),
      duplicate: (row) => {
        const line = latest.current.lines[row];
        if (line) change(insertAt(latest.current.lines, row + 1, { ...line, uid: undefined, key: nextLineKey() }));
      },
      move: (row, to) => change(swap(latest.current.lines, row, to)),
      remove: (row) => change(removeAt(latest.current.lines, row)),
    };
  }, []);

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
    const focused = lines[at];
    const replaced = focused && !isLineFilled(focused) ? 1 : 0;
    onChange([...lines.slice(0, at), ...result.lines, ...lines.slice(at + replaced)]);
    setFocusNext({ row: at + result.lines.length - 1, col: 0 });
  };

  // Empty rows standing for the ones outside the window, so the scroll bar matches the whole document.
  const spacer = (rows: number) =>
    rows > 0 ? (
      <TableRow aria-hidden style={{ height: rows * rowHeight }}>
        <TableCell colSpan={8} sx={{ p: 0, border: 0 }} />
      </TableRow>
    ) : null;
  const headCell = (label: string, width?: number, align: 'left' | 'right' = 'left') => (
    <TableCell sx={{ width, fontWeight: 600, bgcolor: 'grey.100' }} align={align}>
      {label}
    </TableCell>
  );
  return (
    <Box data-testid={testId} onPaste={onPaste}>
      <Box
        ref={scroller}
        sx={windowed ? { maxHeight: WINDOWED_HEIGHT, overflowY: 'auto' } : undefined}
        onScroll={
          windowed
            ? (event) => {
                const box = event.currentTarget;
                setScroll({ top: box.scrollTop, viewport: box.clientHeight });
              }
            : undefined
        }
      >
        <Table size="small" stickyHeader={windowed} sx={{ tableLayout: 'fixed', '& td, & th': { borderColor: 'divider', px: 1 } }}>
          <TableHead ref={head} sx={{ bgcolor: 'grey.100' }}>
            <TableRow>
              {headCell('№', 44, 'right')}
              {headCell(t('documents.editor.entity'))}
              {headCell(t('documents.editor.unit'), 60)}
              {headCell(t('documents.editor.qty'), 96, 'right')}
              {headCell(t('documents.editor.price'), 110, 'right')}
              {headCell(t('documents.editor.sum'), 120, 'right')}
              {headCell(t('documents.editor.lineMemo'), 150)}
              {readOnly ? null : <TableCell sx={{ width: 150, bgcolor: 'grey.100' }} />}
            </TableRow>
          </TableHead>
          <TableBody ref={body}>
            {spacer(range.start)}
            {lines.slice(range.start, range.end).map((line, i) => (
              <LineRow
                key={line.key}
                row={range.start + i}
                line={line}
                readOnly={readOnly}
                entities={entities}
                byUid={byUid}
                actions={actions}
              />
            ))}
            {spacer(lines.length - range.end)}
          </TableBody>
        </Table>
      </Box>
      {pasted ? <PasteReport added={pasted.added} rejected={pasted.rejected} onClose={() => setPasted(null)} /> : null}
      {readOnly ? null : (
        <Button size="small" startIcon={<AddOutlined />} sx={{ mt: 0.5 }} onClick={() => onChange([...lines, emptyLine(kind)])}>
          {t('documents.editor.addLine')}
        </Button>
      )}
    </Box>
  );
}
