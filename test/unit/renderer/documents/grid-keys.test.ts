import { describe, expect, it } from 'vitest';
import { insertAt, LINE_COLUMNS, lineKeyAction, moveInGrid, removeAt, swap } from '../../../../renderer/src/lib/grid-keys.js';

const LAST = LINE_COLUMNS.length - 1;

describe('keyboard in the line grid', () => {
  it('Tab moves to the next cell of the same row', () => {
    expect(moveInGrid({ row: 0, col: 0 }, { rowCount: 3 }, 'Tab')).toEqual({ to: { row: 0, col: 1 }, addRow: false });
  });

  it('Tab on the last cell goes to the first cell of the next row', () => {
    expect(moveInGrid({ row: 0, col: LAST }, { rowCount: 3 }, 'Tab')).toEqual({ to: { row: 1, col: 0 }, addRow: false });
  });

  it('Tab on the last cell of the last row adds a row and goes there', () => {
    expect(moveInGrid({ row: 2, col: LAST }, { rowCount: 3 }, 'Tab')).toEqual({ to: { row: 3, col: 0 }, addRow: true });
  });

  it('Shift+Tab walks back across rows and leaves the grid from its first cell', () => {
    expect(moveInGrid({ row: 1, col: 0 }, { rowCount: 3 }, 'ShiftTab')).toEqual({ to: { row: 0, col: LAST }, addRow: false });
    expect(moveInGrid({ row: 0, col: 0 }, { rowCount: 3 }, 'ShiftTab')).toEqual({ to: null, addRow: false });
  });

  it('Enter goes down the column, and on the last row starts a new line', () => {
    expect(moveInGrid({ row: 0, col: 1 }, { rowCount: 2 }, 'Enter')).toEqual({ to: { row: 1, col: 1 }, addRow: false });
    expect(moveInGrid({ row: 1, col: 1 }, { rowCount: 2 }, 'Enter')).toEqual({ to: { row: 2, col: 0 }, addRow: true });
  });

  it('arrows never leave the grid or add rows', () => {
    expect(moveInGrid({ row: 1, col: 2 }, { rowCount: 2 }, 'ArrowDown')).toEqual({ to: { row: 1, col: 2 }, addRow: false });
    expect(moveInGrid({ row: 0, col: 2 }, { rowCount: 2 }, 'ArrowUp')).toEqual({ to: { row: 0, col: 2 }, addRow: false });
  });
});

describe('row operations', () => {
  it('insert, delete and move keep the other rows in order', () => {
    expect(insertAt(['a', 'c'], 1, 'b')).toEqual(['a', 'b', 'c']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(swap(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(swap(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('1C line keys', () => {
  const inText = { ctrl: false, inText: true };
  it('Insert adds a line, F9 copies it and F4 opens the picker, wherever the focus is in the row', () => {
    expect(lineKeyAction('Insert', inText)).toBe('add');
    expect(lineKeyAction('F9', inText)).toBe('copy');
    expect(lineKeyAction('F4', inText)).toBe('pick');
  });

  it('Delete inside a text cell deletes text; outside one, or with Ctrl, it removes the line', () => {
    expect(lineKeyAction('Delete', inText)).toBeNull();
    expect(lineKeyAction('Delete', { ctrl: false, inText: false })).toBe('remove');
    expect(lineKeyAction('Delete', { ctrl: true, inText: true })).toBe('remove');
  });

  it('Ctrl+Insert stays the copy of text it is on Windows, and other keys are the cells’ own', () => {
    expect(lineKeyAction('Insert', { ctrl: true, inText: true })).toBeNull();
    expect(lineKeyAction('a', inText)).toBeNull();
  });
});
