import { describe, expect, it } from 'vitest';
import { guessMapping, previewRows, type AppLabels } from '../../../../renderer/src/features/imports/import-mapping.js';
import { indexExisting, matchRows } from '../../../../renderer/src/features/imports/import-matching.js';

const labels: AppLabels = {
  fields: { unit: ['Од. виміру', 'Unit'], price: ['Ціна продажу, грн', 'Sale price, UAH'], vatCode: ['Ставка ПДВ', 'VAT rate'] },
  values: { vatCode: { '20': ['20%'], exempt: ['Звільнено', 'Exempt'], none: ['Без ПДВ', 'No VAT'] }, kind: { goods: ['Товар', 'Goods'] } },
};
let n = 0;
const newUid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

describe('import reads what the app itself shows and exports', () => {
  it('maps the app’s own column labels in both languages', () => {
    expect(guessMapping('entities', ['Найменування', 'Од. виміру', 'Ціна продажу, грн', 'Ставка ПДВ'], labels)).toEqual([
      'name',
      'unit',
      'price',
      'vatCode',
    ]);
    expect(guessMapping('entities', ['Name', 'Unit', 'Sale price, UAH', 'VAT rate'], labels)).toEqual(['name', 'unit', 'price', 'vatCode']);
  });

  it('reads VAT as 20%, 20 %, 20, «без ПДВ», «звільнено» and numbers as 1 234,56 with any spaces', () => {
    const rows = [
      ['А', '1 234,56', '20%', 'Товар'],
      ['Б', '1\u00a0234,5', '20 %', ''],
      ['В', '1\u202f000', '20', ''],
      ['Г', '7', 'без ПДВ', ''],
      ['Ґ', '0,5', 'Звільнено', ''],
      ['Д', '12.5', 'ні', 'Штука'],
      ['Е', 'дорого', '', ''],
    ];
    const preview = previewRows('entities', rows, { mapping: ['name', 'price', 'vatCode', 'kind'], newUid, labels });
    expect(preview.map((row) => [row.record.price, row.record.vatCode ?? null])).toEqual([
      ['1234.56', '20'],
      ['1234.5', '20'],
      ['1000', '20'],
      ['7', 'none'],
      ['0.5', 'exempt'],
      ['12.5', 'ні'],
      ['дорого', null],
    ]);
    expect(preview[0]?.record.kind).toBe('goods');
    expect(preview.slice(0, 5).every((row) => row.errors.length === 0)).toBe(true);
    expect(preview[5]?.errors.join(' ')).toMatch(/vatCode/);
    expect(preview[5]?.errors.join(' ')).toMatch(/kind/);
    expect(preview[6]?.errors.join(' ')).toMatch(/price/);
  });
});

describe('re-importing does not duplicate', () => {
  const existing = indexExisting('entities', [
    { uid: 'e-1', name: 'Болт', article: 'Б-1', barcode: '4820000000011', price: 12.5, unit: 'шт', vatCode: '20' },
    { uid: 'e-2', name: 'Гайка', article: 'Г-1', barcode: '4820000000028', price: 3, unit: 'шт', vatCode: '20' },
  ]);

  it('marks rows new, changed (with what changes) or unchanged, matching by article, then barcode', () => {
    const preview = previewRows(
      'entities',
      [
        ['Б-1', 'Болт', '12,50', ''],
        ['', 'Гайка M8', '3', '4820000000028'],
        ['Ш-1', 'Шайба', '1', ''],
      ],
      { mapping: ['article', 'name', 'price', 'barcode'], newUid },
    );
    const [same, changed, fresh] = matchRows('entities', preview, existing);
    expect(same).toMatchObject({ status: 'unchanged', changes: [], record: { uid: 'e-1' } });
    expect(changed).toMatchObject({ status: 'changed', record: { uid: 'e-2' } });
    expect(changed?.changes).toEqual([{ field: 'name', from: 'Гайка', to: 'Гайка M8' }]);
    expect(fresh?.status).toBe('new');
    expect(fresh?.record.uid).toMatch(/^00000000-/);
  });

  it('matches agents by their ЄДРПОУ/РНОКПП and stores by name', () => {
    const agents = indexExisting('agents', [{ uid: 'a-1', name: 'ТОВ «Альфа»', code: '12345678' }]);
    const [row] = matchRows('agents', previewRows('agents', [['ТОВ «Альфа»', '12345678']], { mapping: ['name', 'code'], newUid }), agents);
    expect(row).toMatchObject({ status: 'unchanged', record: { uid: 'a-1' } });
    const stores = indexExisting('stores', [{ uid: 's-1', name: 'Основний склад', address: '' }]);
    const [store] = matchRows(
      'stores',
      previewRows('stores', [['основний склад', 'Київ']], { mapping: ['name', 'address'], newUid }),
      stores,
    );
    expect(store).toMatchObject({ status: 'changed', record: { uid: 's-1' } });
  });
});
