import { holderOfCode, isValidEdrpou, isValidIban, isValidRnokpp } from '../../../../shared/api/registry-codes.js';
import type { Requisites } from '../../lib/requisites.js';
import { COMPANY_FILE_EXTENSION } from '../../../../shared/api/company-files.js';

/** What the new-company form holds, as typed: the requisites the company screen edits too. */
export type CompanyForm = Requisites;

export const EMPTY_COMPANY_FORM: CompanyForm = {
  name: '',
  code: '',
  // Asked, never assumed: the entries depend on it.
  vatPayer: null,
  taxCode: '',
  address: '',
  iban: '',
  bank: '',
  director: '',
  accountant: '',
};

/** Why a field is refused: a key under `companies`. */
export type FieldProblem = 'required' | 'codeShape' | 'badCode' | 'badTaxCode' | 'badIban' | 'vatRequired';
export type CompanyFormProblems = Partial<Record<keyof CompanyForm, FieldProblem>>;

/**
 * Checks the form as an accountant fills it: the name and the registry code are needed (the code
 * with its check digit, as BAS checks it), whether the company pays VAT must be chosen and a VAT
 * payer needs its number, an IBAN when given must pass mod 97. Everything else is optional and may be added later in the company's settings.
 */
export function companyFormProblems(form: CompanyForm): CompanyFormProblems {
  const problems: CompanyFormProblems = {};
  if (!form.name.trim()) problems.name = 'required';
  const code = form.code.trim();
  const holder = holderOfCode(code);
  if (!code) problems.code = 'required';
  else if (holder === null) problems.code = 'codeShape';
  else if (holder === 'company' ? !isValidEdrpou(code) : !isValidRnokpp(code)) problems.code = 'badCode';
  if (form.vatPayer === null) problems.vatPayer = 'vatRequired';
  const taxCode = form.taxCode.trim();
  if (form.vatPayer && !taxCode) problems.taxCode = 'required';
  else if (form.vatPayer && !/^(\d{12}|\d{10})$/.test(taxCode)) problems.taxCode = 'badTaxCode';
  if (form.iban.trim() && !isValidIban(form.iban)) problems.iban = 'badIban';
  return problems;
}

/** Why a typed company file path is refused before asking the app (a key under `companies`), or null. */
export function companyPathProblem(path: string): 'required' | 'notAbsolute' | 'badExtension' | null {
  const text = path.trim();
  if (!text) return 'required';
  // POSIX roots, Windows drive letters and UNC shares.
  if (!/^(\/|[A-Za-z]:[\\/]|\\\\)/.test(text)) return 'notAbsolute';
  if (!text.toLowerCase().endsWith(COMPANY_FILE_EXTENSION)) return 'badExtension';
  return null;
}

/** The name a company opened from a file gets in the list unless the user types another: the file's own name. */
export function nameFromPath(path: string): string {
  const base = path.trim().split(/[\\/]/).pop() ?? '';
  return base.toLowerCase().endsWith(COMPANY_FILE_EXTENSION) ? base.slice(0, -COMPANY_FILE_EXTENSION.length) : base;
}
