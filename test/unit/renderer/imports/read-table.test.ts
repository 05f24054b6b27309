import { describe, expect, it } from 'vitest';
import { decodeText } from '../../../../shared/bank/encoding.js';
import { readCsv } from '../../../../renderer/src/features/imports/read-table.js';
import { encodeWindows1251 } from '../../../support/windows-1251.js';

const CSV = 'Артикул;Найменування;Од. виміру;Ціна\nСВ-1;Свердло по бетону 6 мм «Ґрунт» №1;шт;12,50\n';

describe('reading a csv in the encoding it was saved in', () => {
  it('reads Windows-1251, as Ukrainian Excel saves "CSV", and says so', () => {
    const { text, encoding } = decodeText(encodeWindows1251(CSV));
    expect(encoding).toBe('windows-1251');
    expect(readCsv(text)[1]).toEqual(['СВ-1', 'Свердло по бетону 6 мм «Ґрунт» №1', 'шт', '12,50']);
  });

  it('reads UTF-8 with and without a byte order mark', () => {
    const plain = new TextEncoder().encode(CSV);
    const withBom = Uint8Array.from([0xef, 0xbb, 0xbf, ...plain]);
    for (const bytes of [plain, withBom]) {
      const { text, encoding } = decodeText(bytes);
      expect(encoding).toBe('utf-8');
      expect(readCsv(text)[0]).toEqual(['Артикул', 'Найменування', 'Од. виміру', 'Ціна']);
    }
  });

  it('reads the encoding the user chose over the one detected', () => {
    const { text, encoding } = decodeText(encodeWindows1251(CSV), 'utf-8');
    expect(encoding).toBe('utf-8');
    expect(text).not.toContain('Найменування');
  });
});
