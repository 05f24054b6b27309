import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import VerticalAlignTop from '@mui/icons-material/VerticalAlignTop';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { memo, useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entity } from '../../../../shared/api/directories.js';
import { formatAmount } from '../../lib/format.js';
import { SELECT_ON_ENTER, typedFigureFits } from '../../lib/number-input.js';
import { SCALE } from '../../../../shared/api/money.js';
import type { Theme } from '@mui/material/styles';
import { lineSumOf, type LineDraft } from './editor-model.js';
import { EntityCell } from './EntityCell.js';
import { LINE_COLUMNS, type CellPos } from '../../lib/grid-keys.js';

type TextColumn = 'qty' | 'price' | 'sum' | 'memo';

/**
 * What a row does to the grid, by row index. LinesGrid creates this object once and its functions
 * read the grid's latest lines, so a row's props change only when its own line (or index) does.
 */
export interface RowActions {
  update: (row: number, patch: Partial<LineDraft>) => void;
  pick: (row: number, entity: Entity | null) => void;
  keyDown: (event: KeyboardEvent, at: CellPos) => void;
  /** Records the input of a cell, for moving the focus to it. */
  register: (row: number, col: number, element: HTMLInputElement) => void;
  /** Forgets it, unless another row has taken that place meanwhile. */
  unregister: (row: number, col: number, element: HTMLInputElement) => void;
  insert: (row: number) => void;
  duplicate: (row: number) => void;
  move: (row: number, to: number) => void;
  remove: (row: number) => void;
}

/** Decimals each figure keeps: a quantity 3, a price 4, a sum 2. */
const FIGURE_PLACES = { qty: SCALE.qty, price: SCALE.price, sum: SCALE.sum } as const;

const inputSx = (column: TextColumn, readOnly: boolean) => ({
  fontSize: 14,
  '&.Mui-error': { color: 'error.main', boxShadow: (theme: Theme) => `inset 0 -2px 0 ${theme.palette.error.main}` },
  '& input': { textAlign: column === 'memo' ? 'left' : 'right', py: 0.5, fontVariantNumeric: 'tabular-nums' },
  '& input::placeholder': { opacity: 1, color: readOnly ? 'text.primary' : 'text.secondary' },
});

/**
 * One line of the grid. Memoised: typing in a cell re-renders this row only (and the totals),
 * never the other 999 of a long document.
 */
export const LineRow = memo(function LineRow({
  row,
  line,
  readOnly,
  entities,
  byUid,
  actions,
}: {
  row: number;
  line: LineDraft;
  readOnly: boolean;
  entities: Entity[];
  byUid: ReadonlyMap<string, Entity>;
  actions: RowActions;
}) {
  const { t } = useTranslation();
  // Callback refs stable for the row's index: new ones each render would unregister and re-register every cell.
  const refs = useMemo(
    () =>
      LINE_COLUMNS.map((_column, col) => {
        let current: HTMLInputElement | null = null;
        return (element: HTMLInputElement | null) => {
          if (element) actions.register(row, col, element);
          else if (current) actions.unregister(row, col, current);
          current = element;
        };
      }),
    [actions, row],
  );

  const textCell = (column: TextColumn, placeholder?: string) => {
    const col = LINE_COLUMNS.indexOf(column);
    const figure = column === 'memo' ? null : FIGURE_PLACES[column];
    // A figure that would not be sent as typed is marked where it is (the save says why).
    const wrong = figure !== null && !typedFigureFits(line[column], figure);
    return (
      <InputBase
        fullWidth
        value={line[column]}
        placeholder={placeholder}
        readOnly={readOnly}
        error={wrong}
        inputRef={refs[col]}
        onChange={(event) => actions.update(row, { [column]: event.target.value })}
        onKeyDown={(event) => actions.keyDown(event, { row, col })}
        inputProps={{
          'aria-label': `${t(`documents.editor.${column === 'memo' ? 'lineMemo' : column}`)} ${row + 1}`,
          inputMode: column === 'memo' ? 'text' : 'decimal',
          ...(figure === null || readOnly ? {} : SELECT_ON_ENTER),
          ...(wrong ? { title: t('documents.editor.badFigure', { places: figure }) } : {}),
        }}
        // The computed sum is a placeholder (typing one overrides it): lighter than typed figures while
        // editing, and as dark as any figure once posted, when it is the service's own result.
        sx={inputSx(column, readOnly)}
      />
    );
  };

  return (
    <TableRow hover data-line-row>
      {/* Clicking the number selects the line, as in 1C: then Delete removes it and Insert, F9 and F4 work. */}
      <TableCell
        align="right"
        tabIndex={readOnly ? undefined : -1}
        onKeyDown={(event) => actions.keyDown(event, { row, col: 0 })}
        aria-label={t('documents.editor.lineNo', { row: row + 1 })}
        sx={{
          color: 'text.secondary',
          cursor: readOnly ? undefined : 'pointer',
          '&:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {row + 1}
      </TableCell>
      <TableCell onKeyDown={(event) => actions.keyDown(event, { row, col: 0 })}>
        <EntityCell
          value={line.entity}
          options={entities}
          byUid={byUid}
          disabled={readOnly}
          inputRef={refs[0]}
          label={`${t('documents.editor.entity')} ${row + 1}`}
          row={row}
          onPick={actions.pick}
        />
      </TableCell>
      <TableCell sx={{ color: 'text.secondary' }}>
        {line.entity ? (line.entity.unit ?? byUid.get(line.entity.uid)?.unit ?? '') : ''}
      </TableCell>
      <TableCell>{textCell('qty')}</TableCell>
      <TableCell>{textCell('price')}</TableCell>
      <TableCell>{textCell('sum', line.entity ? formatAmount(lineSumOf(line)) : '')}</TableCell>
      <TableCell>{textCell('memo')}</TableCell>
      {readOnly ? null : (
        <TableCell sx={{ whiteSpace: 'nowrap', p: 0 }}>
          <Tooltip title={t('documents.editor.insertLine')}>
            <IconButton size="small" tabIndex={-1} onClick={() => actions.insert(row)}>
              <VerticalAlignTop fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('documents.editor.duplicateLine')}>
            <IconButton size="small" tabIndex={-1} onClick={() => actions.duplicate(row)}>
              <ContentCopyOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('documents.editor.moveUp')}>
            <IconButton size="small" tabIndex={-1} onClick={() => actions.move(row, row - 1)}>
              <ArrowUpward fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('documents.editor.moveDown')}>
            <IconButton size="small" tabIndex={-1} onClick={() => actions.move(row, row + 1)}>
              <ArrowDownward fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('documents.editor.deleteLine')}>
            <IconButton
              size="small"
              tabIndex={-1}
              aria-label={`${t('documents.editor.deleteLine')} ${row + 1}`}
              onClick={() => actions.remove(row)}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </TableCell>
      )}
    </TableRow>
  );
});
