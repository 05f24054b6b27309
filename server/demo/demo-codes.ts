import { edrpouCheckDigit, rnokppCheckDigit } from '../../shared/api/registry-codes.js';
import type { DemoRandom } from './demo-random.js';

// Registry codes, VAT numbers, IBANs and barcodes with real check digits, so a demo agent passes
// the same checks in the app (and in anyone's validator) as a real one would.

/** An 8-digit ЄДРПОУ code with its check digit. */
export function edrpouCode(rnd: DemoRandom): string {
  const body = String(rnd.int(2000000, 4499999));
  return body + String(edrpouCheckDigit(body));
}

/** A 10-digit РНОКПП of a person born between 1965 and 1995, with its check digit. */
export function rnokppCode(rnd: DemoRandom): string {
  const body = String(rnd.int(23742, 34700)) + rnd.digits(4);
  return body + String(rnokppCheckDigit(body));
}

/** A 12-digit VAT payer number built on a company's ЄДРПОУ code (Kyiv region). */
export function vatPayerNumber(rnd: DemoRandom, edrpou: string): string {
  const body = edrpou.slice(0, 7) + '26' + rnd.digits(2);
  const weights = [11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (weights[i] ?? 0), 0);
  return body + String((sum % 11) % 10);
}

/** Banks' МФО codes for the demo's accounts. */
const BANK_CODES = ['305299', '300465', '322001', '300528', '380805', '300346', '320649', '351005'];

/** A Ukrainian IBAN: UA, two check digits (ISO 7064 mod 97), the bank's МФО and a 19-digit account. */
export function ukrainianIban(rnd: DemoRandom, bankCode = rnd.pick(BANK_CODES)): string {
  const bban = bankCode + '00000' + '2600' + rnd.digits(10);
  // Letters move to the end as numbers: U = 30, A = 10, then "00" in place of the check digits.
  const check = 98n - (BigInt(`${bban}301000`) % 97n);
  return `UA${String(check).padStart(2, '0')}${bban}`;
}

/** An EAN-13 barcode with a Ukrainian (482) prefix, or an EAN-8 one; both with their check digit. */
export function eanBarcode(rnd: DemoRandom, short = false): string {
  const body = short ? '48' + rnd.digits(5) : '482' + rnd.digits(9);
  // Weights run 3, 1, 3, … from the digit next to the check digit.
  const sum = [...body].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** A Ukrainian phone number in the usual written form: a landline of the area, or a mobile one. */
export function ukrainianPhone(rnd: DemoRandom, areaCode?: string): string {
  const code = areaCode ?? rnd.pick(['50', '66', '67', '68', '63', '73', '93', '96', '97', '98']);
  // Nine digits follow +380, whatever the length of the area code.
  const d = rnd.digits(9 - code.length);
  return `+380 ${code} ${d.slice(0, d.length - 4)} ${d.slice(-4, -2)} ${d.slice(-2)}`;
}
