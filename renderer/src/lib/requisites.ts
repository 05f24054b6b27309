import type { CompanySettingsUpdate } from '../../../shared/api/company.js';
import { normaliseIban } from '../../../shared/api/registry-codes.js';

/** A company's requisites as a form holds them: text as typed, and whether the company pays VAT (null: not chosen yet). */
export interface Requisites {
  name: string;
  code: string;
  vatPayer: boolean | null;
  taxCode: string;
  address: string;
  iban: string;
  bank: string;
  director: string;
  accountant: string;
}

/**
 * The body that writes the requisites: trimmed, the IBAN without spaces, no VAT number for a non-payer;
 * whether the company pays VAT only once chosen (the forms refuse to save without it).
 */
export function requisitesUpdateOf(form: Requisites): CompanySettingsUpdate {
  return {
    name: form.name.trim(),
    code: form.code.trim(),
    ...(form.vatPayer === null ? {} : { vatPayer: form.vatPayer }),
    taxCode: form.vatPayer ? form.taxCode.trim() : '',
    address: form.address.trim(),
    iban: normaliseIban(form.iban),
    bank: form.bank.trim(),
    director: form.director.trim(),
    accountant: form.accountant.trim(),
  };
}
