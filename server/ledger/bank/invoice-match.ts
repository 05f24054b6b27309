// Whether a bank line's purpose names an invoice (docs/service-behaviour.md, "Bank statements").

const WORD = '[\\p{L}\\p{N}]';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Whether a purpose text names an invoice: its number as a word, and its date as 21.11.2026 or 21.11.26. */
export function purposeNames(purpose: string, no: string, date: string): boolean {
  return namesInvoice(no, date)(purpose);
}

/** A letter or digit of any alphabet, built once: a Unicode class is costly to build, per test it held the loop. */
const LETTER_OR_DIGIT = new RegExp(WORD, 'u');

/** Whether the character (a whole code point) ending just before `at` is a letter or digit. */
const wordBefore = (text: string, at: number) => {
  if (at === 0) return false;
  const last = text.charCodeAt(at - 1);
  // The second half of a surrogate pair: the character is the pair.
  const start = at >= 2 && last >= 0xdc00 && last <= 0xdfff ? at - 2 : at - 1;
  return LETTER_OR_DIGIT.test(text.slice(start, at));
};
/** Whether the character starting at `at` is a letter or digit. */
const wordAt = (text: string, at: number) => {
  const code = text.codePointAt(at);
  return code !== undefined && LETTER_OR_DIGIT.test(String.fromCodePoint(code));
};

/**
 * Whether a purpose text names the invoice of this number and date, as a test made once per
 * invoice: a statement's lines are tried against the same few invoices. The number is found by a
 * plain expression and its ends checked against one class of letters and digits: a Unicode
 * expression built (and compiled on its first use) for every invoice tried held the service's loop
 * ~70 ms on a statement of 2,000 lines.
 */
export function namesInvoice(no: string, date: string): (purpose: string) => boolean {
  if (!no.trim()) return () => false;
  const [y = '', m = '', d = ''] = date.split('-');
  const dated = new RegExp(`(^|\\D)0?${Number(d)}[./]${m}[./](${y}|${y.slice(2)})(\\D|$)`);
  // «№ 106» names the invoice numbered 000106: leading zeros of a numeric number are optional.
  const number = new RegExp(/^\d+$/.test(no.trim()) ? `0*${no.trim().replace(/^0+(?=\d)/, '')}` : escape(no.trim()), 'g');
  return (purpose) => {
    if (!dated.test(purpose)) return false;
    // The number as a word: no letter or digit just before it or just after it.
    number.lastIndex = 0;
    for (let found = number.exec(purpose); found; found = number.exec(purpose)) {
      if (!wordBefore(purpose, found.index) && !wordAt(purpose, found.index + found[0].length)) return true;
      number.lastIndex = found.index + 1;
    }
    return false;
  };
}
