import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../../shared/api/accounts.js';
import { formatAmount } from '../../lib/format.js';
import { insertAt, lineKeyAction, moveInGrid, removeAt, type CellPos } from '../../lib/grid-keys.js';
import { EntryRow, ROW_SLOTS } from './EntryRow.js';
import { emptyEntry, operationTotal, type EntryDraft } from './operation-model.js';

const slotOf = (target: EventTarget): CellPos | null => {
  const at = target instanceof Element ? target.closest('[data-slot]')?.getAttribute('data-slot') : null;
  if (!at) return null;
  const [row = 0, col = 0] = at.split(':').map(Number);
  return { row, col };
};

export interface EntriesGridProps {
  entries: EntryDraft[];
  accounts: readonly Account[];
  readOnly: boolean;
  onChange: (next: EntryDraft[]) => void;
}

/**
 * The entries of a manual operation, typed as in the document editor's grid: Tab and Enter walk
 * the cells (a side's analytic pickers only where its account keeps them), Tab past the last cell or
 * Enter on the last row adds an entry, Insert adds one below, Ctrl+Delete removes it.
 */
export function EntriesGrid({ entries, accounts, readOnly, onChange }: EntriesGridProps) {
  const { t } = useTranslation();
  const chart = useMemo(() => new Map(accounts.map((a) => [a.code, a])), [accounts]);
  const root = useRef<HTMLDivElement>(null);
  // Where a key sends the focus, taken once the rows it needs are drawn (the tick runs the effect).
  const focusNext = useRef<{ at: CellPos; key: 'Tab' | 'ShiftTab' | 'Enter' } | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const setFocusNext = (next: { at: CellPos; key: 'Tab' | 'ShiftTab' | 'Enter' }) => {
    focusNext.current = next;
    setFocusTick((n) => n + 1);
  };

  // Focus goes where the key sent it once the rows it needs are drawn; a cell the row lacks (an
  // analytic its account does not track) passes the focus on in the same direction.
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    let { at } = wanted;
    for (let tries = 0; tries <= ROW_SLOTS; tries += 1) {
      const input = root.current?.querySelector<HTMLInputElement>(`[data-slot="${at.row}:${at.col}"] input`);
      if (input) {
        input.focus();
        break;
      }
      const move = moveInGrid(at, { rowCount: entries.length, columns: ROW_SLOTS }, wanted.key === 'Enter' ? 'Tab' : wanted.key);
      if (!move.to || move.addRow) break;
      at = move.to;
    }
  }, [focusTick, entries.length]);

  const onKeyDown = (event: KeyboardEvent) => {
    const at = slotOf(event.target);
    if (readOnly || !at || event.defaultPrevented) return; // a picker took its Enter to choose
    const inText = event.target instanceof HTMLInputElement;
    const action = lineKeyAction(event.key, { ctrl: event.ctrlKey || event.metaKey, inText });
    if (action === 'add' || action === 'copy') {
      event.preventDefault();
      const copied = entries[at.row];
      onChange(insertAt(entries, at.row + 1, action === 'copy' && copied ? { ...copied, key: emptyEntry().key } : emptyEntry()));
      setFocusNext({ at: { row: at.row + 1, col: 0 }, key: 'Tab' });
      return;
    }
    if (action === 'remove') {
      event.preventDefault();
      const rest = removeAt(entries, at.row);
      onChange(rest.length ? rest : [emptyEntry()]);
      setFocusNext({ at: { row: Math.min(at.row, Math.max(0, rest.length - 1)), col: 0 }, key: 'Tab' });
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return; // Ctrl+Enter posts, Ctrl+S saves: the editor's
    const key = event.key === 'Tab' ? (event.shiftKey ? 'ShiftTab' : 'Tab') : event.key === 'Enter' ? 'Enter' : null;
    if (!key) return;
    const move = moveInGrid(at, { rowCount: entries.length, columns: ROW_SLOTS }, key);
    if (!move.to) return; // Shift+Tab on the first cell leaves the grid the usual way
    event.preventDefault();
    if (move.addRow) onChange([...entries, emptyEntry()]);
    setFocusNext({ at: move.to, key });
  };

  const head = (label: string, width?: number, align: 'left' | 'right' = 'left') => (
    <TableCell sx={{ width, fontWeight: 600, bgcolor: 'grey.100' }} align={align}>
      {label}
    </TableCell>
  );
  return (
    <Box ref={root} onKeyDown={onKeyDown} data-testid="entries-grid">
      <Table size="small" sx={{ tableLayout: 'fixed', '& td, & th': { borderColor: 'divider', px: 1 } }}>
        <TableHead>
          <TableRow>
            {head('№', 40, 'right')}
            {head(t('operations.editor.debit'))}
            {head(t('operations.editor.credit'))}
            {head(t('operations.editor.qty'), 90, 'right')}
            {head(t('operations.editor.amount'), 140, 'right')}
            {head(t('operations.editor.entryMemo'), 160)}
            {readOnly ? null : <TableCell sx={{ width: 44, bgcolor: 'grey.100' }} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry, row) => (
            <EntryRow
              key={entry.key}
              row={row}
              entry={entry}
              chart={chart}
              accounts={accounts}
              readOnly={readOnly}
              onChange={(patch) => onChange(entries.map((e, i) => (i === row ? { ...e, ...patch } : e)))}
              onRemove={() => onChange(removeAt(entries, row))}
            />
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', alignItems: 'center', mt: 0.5 }}>
        {readOnly ? null : (
          <Button size="small" startIcon={<AddOutlined />} onClick={() => onChange([...entries, emptyEntry()])}>
            {t('operations.editor.addEntry')}
          </Button>
        )}
        <Typography sx={{ ml: 'auto', fontWeight: 600 }} data-testid="operation-total">
          {t('operations.editor.total')}: {formatAmount(operationTotal(entries))}
        </Typography>
      </Box>
    </Box>
  );
}
