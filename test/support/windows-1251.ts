/** Letters outside ASCII that Windows-1251 has, and their bytes (the Ukrainian and Russian alphabets aside). */
const EXTRA: Record<string, number> = {
  Ё: 0xa8,
  ё: 0xb8,
  Є: 0xaa,
  є: 0xba,
  І: 0xb2,
  і: 0xb3,
  Ї: 0xaf,
  ї: 0xbf,
  Ґ: 0xa5,
  ґ: 0xb4,
  '’': 0x92,
  '«': 0xab,
  '»': 0xbb,
  '№': 0xb9,
  '—': 0x97,
  '\u00a0': 0xa0,
};

/**
 * Text as Ukrainian Excel saves "CSV": Windows-1251 bytes. Tests make real files with it; a
 * character the code page lacks is an error in the test, not a silent "?".
 */
export function encodeWindows1251(text: string): Uint8Array {
  return Uint8Array.from(
    [...text].map((char) => {
      const code = char.codePointAt(0)!;
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      const extra = EXTRA[char];
      if (extra === undefined) throw new Error(`Windows-1251 has no ${char}`);
      return extra;
    }),
  );
}
