import { assert, describe, expect, it } from 'vitest';
import {
  guessMapping,
  layoutKey,
  previewRows,
  rememberedMapping,
  rememberMapping,
  type KeyValueStorage,
} from '../../../../renderer/src/features/imports/import-mapping.js';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

let counter = 0;
const newUid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

describe('column mapping', () => {
  it('guesses fields from Ukrainian and English headers, each field once', () => {
    expect(guessMapping('entities', ['Артикул', 'Найменування', 'Од. вим.', 'Ціна', 'Штрих-код', 'Примітка', 'Name'])).toEqual([
      'article',
      'name',
      'unit',
      'price',
      'barcode',
      null,
      null,
    ]);
    expect(guessMapping('agents', ['Name', 'EDRPOU', 'IBAN', 'Phone'])).toEqual(['name', 'code', 'iban', 'phone']);
    // The app's former column labels, in a file an earlier version exported.
    expect(guessMapping('agents', ['Найменування', 'Код ЄДРПОУ', 'ІПН', 'EDRPOU code', 'Tax no.'])).toEqual([
      'name',
      'code',
      'taxCode',
      null,
      null,
    ]);
    expect(guessMapping('agents', ['Name', 'EDRPOU code', 'Tax no.'])).toEqual(['name', 'code', 'taxCode']);
  });

  it('remembers a mapping per header layout and per directory', () => {
    const storage = memoryStorage();
    const headers = ['A', 'B', 'C'];
    expect(rememberedMapping(storage, { kind: 'stores', headers })).toEqual([null, null, null]);
    rememberMapping(storage, { kind: 'stores', headers }, ['name', null, 'address']);
    expect(rememberedMapping(storage, { kind: 'stores', headers })).toEqual(['name', null, 'address']);
    expect(rememberedMapping(storage, { kind: 'stores', headers: ['A', 'B'] })).toEqual([null, null]); // another layout
    expect(rememberedMapping(storage, { kind: 'agents', headers })).toEqual([null, null, null]); // another directory
    expect(layoutKey('stores', headers)).not.toBe(layoutKey('stores', ['A', 'B', 'D']));
  });

  it('ignores a remembered mapping that no longer fits', () => {
    const storage = memoryStorage();
    storage.setItem(layoutKey('stores', ['Назва']), JSON.stringify(['nonsense']));
    expect(rememberedMapping(storage, { kind: 'stores', headers: ['Назва'] })).toEqual(['name']);
    storage.setItem(layoutKey('stores', ['Назва']), '{broken');
    expect(rememberedMapping(storage, { kind: 'stores', headers: ['Назва'] })).toEqual(['name']);
  });
});

describe('preview rows', () => {
  it('validates every row with the shared input schema and numbers lines as in the file', () => {
    const rows = [
      ['ТВ-1', 'Болт', 'шт', '12,50', '4820000000001'],
      ['ТВ-2', '', 'шт', '1', ''],
      ['', '', '', '', ''],
      ['ТВ-3', 'Гайка', 'шт', 'abc', '12'],
    ];
    const preview = previewRows('entities', rows, { mapping: ['article', 'name', 'unit', 'price', 'barcode'], newUid });
    expect(preview.map((row) => row.line)).toEqual([2, 3, 5]);
    expect(preview[0]?.errors).toEqual([]);
    expect(preview[0]?.record).toMatchObject({ article: 'ТВ-1', name: 'Болт', price: '12.50', barcode: '4820000000001' });
    expect(preview[0]?.record.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(preview[1]?.errors).toEqual(['name: required']);
    expect(preview[2]?.errors.join(' ')).toMatch(/price/);
    expect(preview[2]?.errors.join(' ')).toMatch(/barcode/);
  });

  it('checks agent codes for length and digits and keeps a given uid', () => {
    const uid = '3F0B8A52-6C1E-4C4E-9F43-1C2B3A4D5E01';
    const preview = previewRows(
      'agents',
      [
        [uid, 'ТОВ «Альфа»', '1234567'],
        ['', 'ТОВ «Бета»', '12345678'],
      ],
      { mapping: ['uid', 'name', 'code'], newUid },
    );
    expect(preview[0]?.record.uid).toBe(uid);
    expect(preview[0]?.errors.join(' ')).toMatch(/code must be 8 or 10 digits/);
    expect(preview[1]?.errors).toEqual([]);
  });

  it('reads contract dates written as 21.11.2026 and agents by uid', () => {
    const agent = '3f0b8a52-6c1e-4c4e-9f43-1c2b3a4d5e01';
    const [row] = previewRows('contracts', [['Договір 1', agent, '21.11.2026']], { mapping: ['name', 'agent', 'date'], newUid });
    assert(row);
    expect(row.errors).toEqual([]);
    expect(row.record).toMatchObject({ agent: { uid: agent }, date: '2026-11-21' });
  });
});
