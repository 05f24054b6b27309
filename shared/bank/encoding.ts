import { StatementError } from './statement-error.js';
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

const lineAt = (bytes: Uint8Array, offset: number) => bytes.subarray(0, offset).filter((b) => b === 0x0a).length + 1;

/**
 * Where UTF-8 Cyrillic stands in bytes read as Windows-1251: two letters or more in a row (`РўРћР’`
 * is «ТОВ» so misread), an offset, or -1. Windows-1251 text almost never has such pairs side by
 * side (`Р`, `С` or `Т` each followed by a letter or sign of the upper half); mojibake has them in
 * every word.
 */
function utf8CyrillicAt(bytes: Uint8Array): number {
  const letterAt = (i: number) => {
    const [lead, next] = [bytes[i] ?? 0, bytes[i + 1] ?? 0];
    return (
      (lead === 0xd0 && next >= 0x80 && next <= 0xbf) ||
      (lead === 0xd1 && next >= 0x80 && next <= 0x9f) ||
      (lead === 0xd2 && (next === 0x90 || next === 0x91))
    );
  };
  for (let i = 0; i + 3 < bytes.length; i++) if (letterAt(i) && letterAt(i + 2)) return i;
  return -1;
}

/** The first line (1-based) of `bytes` that is not valid UTF-8, or 0. A line break never falls inside a UTF-8 sequence, so lines are checked apart. */
function firstLineNotUtf8(bytes: Uint8Array): number {
  const strict = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  for (let line = 1; start <= bytes.length; line++) {
    const end = bytes.indexOf(0x0a, start);
    const stop = end === -1 ? bytes.length : end;
    try {
      strict.decode(bytes.subarray(start, stop));
    } catch {
      return line;
    }
    start = stop + 1;
  }
  return 0;
}

/**
 * The text of a bank statement file as {@link decodeText} reads it, refused (a StatementError)
 * rather than misread: a UTF-16 file, bytes that are not UTF-8 read as UTF-8, and UTF-8 letters
 * among Windows-1251 (a file of two encodings, or UTF-8 chosen wrongly as Windows-1251), each with
 * the line (docs/service-behaviour.md, "Bank statements").
 */
export function decodeStatementText(bytes: Uint8Array, forced?: TextEncoding): { text: string; encoding: TextEncoding } {
  const [a, b] = [bytes[0], bytes[1]];
  if ((a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff)) throw new StatementError({ code: 'utf16' });
  const decoded = decodeText(bytes, forced);
  if (decoded.encoding === 'utf-8') {
    const line = forced ? firstLineNotUtf8(bytes) : 0;
    if (line) throw new StatementError({ code: 'notUtf8', line });
    return decoded;
  }
  // A UTF-8 byte order mark on bytes that are not UTF-8: the file was put together from both.
  if (!forced && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    throw new StatementError({ code: 'mixedEncoding', line: firstLineNotUtf8(bytes) });
  const at = utf8CyrillicAt(bytes);
  if (at >= 0) throw new StatementError({ code: 'mixedEncoding', line: lineAt(bytes, at) });
  return decoded;
}
