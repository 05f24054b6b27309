import type { CompanySettings } from '../../../../shared/api/company.js';
import { holderOfCode, isValidEdrpou, isValidIban, isValidRnokpp, normaliseIban } from '../../../../shared/api/registry-codes.js';
import type { Requisites } from '../../lib/requisites.js';

/** The text fields of the form, in the order it shows them. */
export const REQUISITE_FIELDS = ['name', 'code', 'taxCode', 'address', 'iban', 'bank', 'director', 'accountant'] as const;
export type RequisiteField = (typeof REQUISITE_FIELDS)[number];

/**
 * The problem of each field that has one, as a key under `companySettings.requisites.problems`; of
 * `vatPayer`, that neither answer is chosen (a company whose settings never said).
 */
export type RequisiteProblems = Partial<Record<RequisiteField | 'vatPayer', string>>;

/** The form's values from the company's settings. */
export function requisitesOf(settings: CompanySettings): Requisites {
  const { name, code, vatPayer, taxCode, address, iban, bank, director, accountant } = settings;
  return { name, code, vatPayer, taxCode, address, iban, bank, director, accountant };
}

/**
 * What is wrong with the requisites before they are sent: the name is required; the code is an
 * ЄДРПОУ or a РНОКПП with its check digit; a VAT payer's number has 12 digits (10 for a ФОП); the
 * IBAN passes its check digits. Empty codes are allowed: a company may not have them at hand yet;
 * whether it pays VAT is not, as its entries depend on it.
 */
export function requisiteProblems(form: Requisites): RequisiteProblems {
  const problems: RequisiteProblems = {};
  for (const field of REQUISITE_FIELDS) if (form[field].length > 500) problems[field] = 'tooLong';
  if (!form.name.trim()) problems.name = 'required';
  const code = form.code.trim();
  if (code) {
    const holder = holderOfCode(code);
    if (holder === null) problems.code = 'code';
    else if (holder === 'company' && !isValidEdrpou(code)) problems.code = 'edrpouCheck';
    else if (holder === 'person' && !isValidRnokpp(code)) problems.code = 'rnokppCheck';
  }
  if (form.vatPayer === null) problems.vatPayer = 'vatRequired';
  const taxCode = form.taxCode.trim();
  if (form.vatPayer && taxCode && !/^(\d{10}|\d{12})$/.test(taxCode)) problems.taxCode = 'taxCode';
  const iban = normaliseIban(form.iban);
  if (iban && !/^UA\d{27}$/.test(iban)) problems.iban = 'iban';
  else if (iban && !isValidIban(iban)) problems.iban = 'ibanCheck';
  return problems;
}
