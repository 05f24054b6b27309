// shared/ has no DOM or Node types (shared/tsconfig.json); TextDecoder is in both the renderer and Node.
declare const TextDecoder: new (label: string, options?: { fatal?: boolean }) => { decode(bytes: Uint8Array): string };

/** Encodings a text file from a bank or a spreadsheet arrives in: UTF-8, or Windows-1251, which Ukrainian client-bank systems and Excel write. */
export const TEXT_ENCODINGS = ['utf-8', 'windows-1251'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

/**
 * The text of a file and the encoding it was read in: `forced`, else UTF-8 when the bytes are
 * valid UTF-8 (a BOM or not), else Windows-1251. Cyrillic in Windows-1251 is almost never valid
 * UTF-8, so the guess is safe; the screens still let the user override it. A BOM is dropped.
 */
export function decodeText(bytes: Uint8Array, forced?: TextEncoding): { text: string; encoding: TextEncoding } {
  if (forced) return { text: stripBom(new TextDecoder(forced).decode(bytes)), encoding: forced };
  try {
    return { text: stripBom(new TextDecoder('utf-8', { fatal: true }).decode(bytes)), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1251').decode(bytes), encoding: 'windows-1251' };
  }
}

const stripBom = (text: string) => text.replace(/^\ufeff/, '');
