/**
 * Check digits of the codes Ukrainian documents carry, to catch typing errors before a record is
 * saved: the ЄДРПОУ of a legal entity (8 digits), the РНОКПП of a person (10 digits), the IBAN of a
 * Ukrainian account (UA, 29 characters, ISO 7064 mod 97), and the shape of an e-mail address.
 */

const digitsOf = (text: string) => [...text].map(Number);

/** The check digit of an ЄДРПОУ from its first seven digits (the tax service's two-pass weights). */
export function edrpouCheckDigit(body: string): number {
  const value = Number(body) * 10;
  const weights = value < 30000000 || value > 60000000 ? [1, 2, 3, 4, 5, 6, 7] : [7, 1, 2, 3, 4, 5, 6];
  const pass = (shift: number) => digitsOf(body).reduce((sum, d, i) => sum + d * ((weights[i] ?? 0) + shift), 0) % 11;
  const first = pass(0);
  return first < 10 ? first : pass(2) % 10;
}

/** Whether `code` is an 8-digit ЄДРПОУ with a right check digit. */
export function isValidEdrpou(code: string): boolean {
  return /^\d{8}$/.test(code) && edrpouCheckDigit(code.slice(0, 7)) === Number(code[7]);
}

/** The check digit of a РНОКПП from its first nine digits. */
export function rnokppCheckDigit(body: string): number {
  const weights = [-1, 5, 7, 9, 4, 6, 10, 5, 7];
  const sum = digitsOf(body).reduce((total, d, i) => total + d * (weights[i] ?? 0), 0);
  return (((sum % 11) + 11) % 11) % 10;
}

/** Whether `code` is a 10-digit РНОКПП with a right check digit. */
export function isValidRnokpp(code: string): boolean {
  return /^\d{10}$/.test(code) && rnokppCheckDigit(code.slice(0, 9)) === Number(code[9]);
}

/** Who a registry code belongs to: 8 digits a legal entity, 10 digits a person (a ФОП); null otherwise. */
export function holderOfCode(code: string): 'company' | 'person' | null {
  if (/^\d{8}$/.test(code)) return 'company';
  if (/^\d{10}$/.test(code)) return 'person';
  return null;
}

/** An IBAN as stored: spaces (as printed on bank documents) removed, letters in capitals. */
export function normaliseIban(text: string): string {
  return text.replace(/[\s\u00a0]/g, '').toUpperCase();
}

/** Whether `text` (spaces allowed) is a Ukrainian IBAN: UA, 27 digits, and check digits that pass mod 97. */
export function isValidIban(text: string): boolean {
  const iban = normaliseIban(text);
  if (!/^UA\d{27}$/.test(iban)) return false;
  // Country and check digits go to the end; letters become numbers (A = 10 … Z = 35).
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of moved) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** Whether `text` looks like an e-mail address: one @, a name before it, a dotted domain after it, no spaces. */
export function isValidEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text);
}
