import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../../shared/api/directories.js';
import { linesOfPaste, looksLikeCells, matchEntity, splitCells } from '../../../../renderer/src/features/documents/paste-rows.js';

const ENTITIES: Entity[] = [
  { uid: 'a1', name: 'Рулетка 5 м', kind: 'goods', article: 'RL-5', barcode: '4820000000011', unit: 'шт', price: 185.5 },
  { uid: 'a2', name: 'Молоток 500 г', kind: 'goods', article: 'ML-500', barcode: '4820000000028', unit: 'шт', price: 320 },
  { uid: 'a3', name: 'Кабель ВВГ', kind: 'goods', article: 'KB-1', unit: 'м', price: 42.75 },
  { uid: 'a4', name: 'Кабель ВВГ-П', kind: 'goods', article: 'KB-1', unit: 'м', price: 44 },
  // An article that is another item's name: the article wins.
  { uid: 'a5', name: 'Дюбель', kind: 'goods', article: 'Молоток 500 г', unit: 'шт' },
];

describe('splitCells', () => {
  it('splits rows and tabs, with Windows line ends and a trailing newline', () => {
    expect(splitCells('a\t1\t2\r\nb\t3\t4\r\n')).toEqual([
      ['a', '1', '2'],
      ['b', '3', '4'],
    ]);
  });
  it('honours quoted cells holding tabs, newlines and doubled quotes', () => {
    expect(splitCells('"Шафа\t""Люкс""\nбіла"\t2\t10')).toEqual([['Шафа\t"Люкс"\nбіла', '2', '10']]);
  });
  it('keeps a quote inside an unquoted cell as it is', () => {
    expect(splitCells('Труба 1/2"\t3\t5')).toEqual([['Труба 1/2"', '3', '5']]);
  });
});

describe('looksLikeCells', () => {
  it('is true for tabs or several lines, false for one value', () => {
    expect(looksLikeCells('RL-5\t1')).toBe(true);
    expect(looksLikeCells('a\nb')).toBe(true);
    expect(looksLikeCells('Рулетка 5 м')).toBe(false);
    expect(looksLikeCells('12,5\n')).toBe(false);
  });
});

describe('matchEntity', () => {
  it('matches by article first, then barcode, then exact name, ignoring case and extra spaces', () => {
    expect(matchEntity(ENTITIES, 'rl-5')).toMatchObject({ uid: 'a1' });
    expect(matchEntity(ENTITIES, '4820000000028')).toMatchObject({ uid: 'a2' });
    expect(matchEntity(ENTITIES, '  рулетка   5 м ')).toMatchObject({ uid: 'a1' });
    expect(matchEntity(ENTITIES, 'Молоток 500 г')).toMatchObject({ uid: 'a5' });
  });
  it('does not guess: part of a name is not found, two equal articles are ambiguous', () => {
    expect(matchEntity(ENTITIES, 'Рулетка')).toBe('notFound');
    expect(matchEntity(ENTITIES, 'KB-1')).toBe('ambiguous');
    expect(matchEntity(ENTITIES, '')).toBe('notFound');
  });
});

describe('linesOfPaste', () => {
  it('reads figures exactly: comma or dot decimals, spaces and no-break spaces between thousands', () => {
    const { lines, rejected } = linesOfPaste('RL-5\t1 250,5\t0.1\tна склад\n4820000000028\t2\t1\u00a0234,5678', ENTITIES);
    expect(rejected).toEqual([]);
    expect(lines.map((l) => [l.entity?.uid, l.qty, l.price, l.memo])).toEqual([
      ['a1', '1\u00a0250,5', '0,10', 'на склад'],
      ['a2', '2', '1\u00a0234,5678', ''],
    ]);
    expect(lines[0]?.entity).toMatchObject({ name: 'Рулетка 5 м', unit: 'шт' });
    expect(lines[0]?.sum).toBe(''); // the grid computes qty × price
  });
  it('takes the item price when the price column is empty', () => {
    expect(linesOfPaste('RL-5\t3\t', ENTITIES).lines[0]?.price).toBe('185,50');
  });
  it('reports unknown, ambiguous and badly figured rows by their row number and adds only the good ones', () => {
    const { lines, rejected } = linesOfPaste(
      [
        'Рулетка 5 м\t1\t10',
        'Невідомий товар\t1\t10',
        'KB-1\t1\t10',
        'RL-5\tбагато\t10',
        'RL-5\t0\t10',
        'RL-5\t1,2345\t10',
        'RL-5\t1\t-5',
        'RL-5\t1\t1,234.56',
        '\t\t',
        'ML-500\t1\t320',
      ].join('\n'),
      ENTITIES,
    );
    expect(lines.map((l) => l.entity?.uid)).toEqual(['a1', 'a2']);
    expect(rejected).toEqual([
      { row: 2, text: 'Невідомий товар', problem: 'notFound' },
      { row: 3, text: 'KB-1', problem: 'ambiguous' },
      { row: 4, text: 'RL-5', problem: 'badQty' },
      { row: 5, text: 'RL-5', problem: 'badQty' },
      { row: 6, text: 'RL-5', problem: 'badQty' },
      { row: 7, text: 'RL-5', problem: 'badPrice' },
      { row: 8, text: 'RL-5', problem: 'badPrice' },
    ]);
  });
  it('skips a heading row and sets the kind of a manufacture section', () => {
    const { lines, rejected } = linesOfPaste('Артикул\tКількість\tЦіна\nRL-5\t1\t2', ENTITIES, 'material');
    expect(rejected).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.kind).toBe('material');
  });
});
