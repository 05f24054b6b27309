/**
 * Keyboard model of the line grids (a document's lines, a manual operation's entries), as a pure
 * function so it can be tested without a DOM:
 * Tab and Shift+Tab walk the cells row by row, Tab on the last cell adds a row, Enter moves down.
 */

/** Editable cells of a line, in Tab order. */
export const LINE_COLUMNS = ['entity', 'qty', 'price', 'sum', 'memo'] as const;

export interface CellPos {
  row: number;
  col: number;
}

export interface GridMove {
  /** Where focus goes; null when it leaves the grid (Shift+Tab on the first cell). */
  to: CellPos | null;
  /** A new empty row must be appended first. */
  addRow: boolean;
}

export interface MoveInGridOptions {
  rowCount: number;
  columns?: number;
}

/** Where a key press in cell `at` of a grid with `rowCount` rows (of `columns` cells each, a document's by default) takes the focus. */
export function moveInGrid(
  at: CellPos,
  { rowCount, columns = LINE_COLUMNS.length }: MoveInGridOptions,
  key: 'Tab' | 'ShiftTab' | 'Enter' | 'ArrowDown' | 'ArrowUp',
): GridMove {
  const last = columns - 1;
  switch (key) {
    case 'Tab':
      if (at.col < last) return { to: { row: at.row, col: at.col + 1 }, addRow: false };
      return { to: { row: at.row + 1, col: 0 }, addRow: at.row + 1 >= rowCount };
    case 'ShiftTab':
      if (at.col > 0) return { to: { row: at.row, col: at.col - 1 }, addRow: false };
      return at.row > 0 ? { to: { row: at.row - 1, col: last }, addRow: false } : { to: null, addRow: false };
    case 'Enter':
    case 'ArrowDown':
      if (at.row + 1 < rowCount) return { to: { row: at.row + 1, col: at.col }, addRow: false };
      return key === 'Enter' ? { to: { row: at.row + 1, col: 0 }, addRow: true } : { to: at, addRow: false };
    case 'ArrowUp':
      return { to: { row: Math.max(0, at.row - 1), col: at.col }, addRow: false };
  }
}

/** A list with `item` inserted at `index`. */
export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  return [...list.slice(0, index), item, ...list.slice(index)];
}

/** A list without the item at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_item, i) => i !== index);
}

/** A list with the items at `from` and `to` swapped (moving a row up or down). */
export function swap<T>(list: readonly T[], from: number, to: number): T[] {
  const [a, b] = [list[from], list[to]];
  if (a === undefined || b === undefined) return [...list];
  const next = [...list];
  next[from] = b;
  next[to] = a;
  return next;
}

/** What a 1C line key does to the current line. */
export type LineKeyAction = 'add' | 'copy' | 'remove' | 'pick';

/** Whether Ctrl is held, and whether the key went to a text being typed. */
export interface KeyModifiers {
  ctrl: boolean;
  inText: boolean;
}

/**
 * The line keys accountants know from 1C: Insert adds a line, F9 copies the current one, F4 opens
 * the goods picker, Ctrl+Delete removes the line, and so does Delete where it would not delete
 * text (outside a text cell). Other keys are the cells' own.
 */
export function lineKeyAction(key: string, mods: KeyModifiers): LineKeyAction | null {
  switch (key) {
    case 'Insert':
      return mods.ctrl ? null : 'add'; // Ctrl+Insert copies text on Windows
    case 'F9':
      return 'copy';
    case 'F4':
      return 'pick';
    case 'Delete':
      return mods.ctrl || !mods.inText ? 'remove' : null;
    default:
      return null;
  }
}
