/**
 * Editor forms of the directories as plain data: the form's text fields become the record the
 * service takes, and each refused field gets a reason the user can act on. Whether a value is
 * valid is decided by the contract's own schemas (shared/api), never re-implemented here; this
 * module only tells why, in words. No React, so it is unit-tested in Node.
 */
import type { z } from 'zod';
import { AgentInput, ContractInput, EntityInput, StoreInput } from '../../../shared/api/directories.js';
import { parseDecimal } from '../../../shared/api/money.js';
import {
  holderOfCode,
  isValidEdrpou,
  isValidEmail,
  isValidIban,
  isValidRnokpp,
  normaliseIban,
} from '../../../shared/api/registry-codes.js';

/** A record's field as text: strings as they are, numbers written out, anything else (absent) empty. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export type DirectoryKind = 'agents' | 'entities' | 'contracts' | 'stores';

/** An editor's values as typed: every field a string ('' for not given). */
export type RecordForm = Record<string, string>;

/** Why a field is refused: a text key under `dirs.problems` and what to fill into it. */
export interface FieldProblem {
  key: string;
  n?: number;
}

/** The fields of each directory (docs/service-behaviour.md, "Further fields"), in the editor's order. */
export const FORM_FIELDS: Record<DirectoryKind, readonly string[]> = {
  agents: ['name', 'type', 'code', 'taxCode', 'address', 'phone', 'email', 'iban'],
  entities: ['name', 'kind', 'article', 'unit', 'barcode', 'price', 'vatCode', 'account'],
  contracts: ['name', 'agent', 'no', 'date'],
  stores: ['name', 'address'],
};

const SCHEMAS: Record<DirectoryKind, z.ZodType> = {
  agents: AgentInput,
  entities: EntityInput,
  contracts: ContractInput,
  stores: StoreInput,
};

/** Fields that hold digits only; a wrong one is explained by what was typed (letters, or how many digits). */
const DIGIT_FIELDS = new Set(['code', 'taxCode', 'barcode']);

/** A record's stored values as form strings (numbers written with a decimal comma, as typed in Ukraine). */
export function formOf(kind: DirectoryKind, record: Record<string, unknown> | null): RecordForm {
  const form: RecordForm = {};
  for (const field of FORM_FIELDS[kind]) {
    const value = record?.[field];
    if (field === 'agent') form.agent = (value as { uid?: string } | null | undefined)?.uid ?? '';
    else if (typeof value === 'number') form[field] = String(value).replace('.', ',');
    else form[field] = typeof value === 'string' ? value : '';
  }
  if (kind === 'entities' && !form.kind) form.kind = 'goods';
  if (kind === 'agents' && !form.type) form.type = 'company';
  return form;
}

/** The body of update: trimmed text; an empty price is not sent, an empty date, VAT code, account or agent is cleared. */
export function recordOf(kind: DirectoryKind, uid: string, form: RecordForm): Record<string, unknown> {
  const record: Record<string, unknown> = { uid };
  for (const field of FORM_FIELDS[kind]) {
    const value = (form[field] ?? '').trim();
    if (field === 'price') {
      if (value !== '') record.price = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
    } else if (field === 'agent') record.agent = value ? { uid: value } : null;
    else if (field === 'iban')
      record.iban = normaliseIban(value); // printed with spaces, stored without
    else if (field === 'date' || field === 'vatCode' || field === 'account') record[field] = value || null;
    else record[field] = value;
  }
  return record;
}

/** Why a value the schema refused is wrong, from the value itself (letters in a code, how many digits). */
export function problemOf(field: string, value: string): FieldProblem {
  if (DIGIT_FIELDS.has(field)) return /\D/.test(value) ? { key: 'digitsOnly' } : { key: `${field}Length`, n: value.length };
  if (field === 'iban') return { key: 'iban' };
  if (field === 'price') return parseDecimal(value.replace(',', '.')) === null ? { key: 'number' } : { key: 'priceDecimals' };
  if (field === 'date') return { key: 'date' };
  if (value.length > 500) return { key: 'tooLong' };
  return { key: 'invalid' };
}

/**
 * Checks a form with the contract's schema of that directory. The name is required here (the
 * service's update keeps an unsent name, but a directory record without one is useless).
 */
export function checkForm(
  kind: DirectoryKind,
  uid: string,
  form: RecordForm,
): { record: Record<string, unknown>; problems: Record<string, FieldProblem> } {
  const record = recordOf(kind, uid, form);
  const problems: Record<string, FieldProblem> = {};
  if (!textOf(record.name)) problems.name = { key: 'required' };
  // A contract is always with someone: the service would keep one without a counterparty, but no document could use it.
  if (kind === 'contracts' && !form.agent) problems.agent = { key: 'agentRequired' };
  const parsed = SCHEMAS[kind].safeParse(record);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'name');
      problems[field] ??= problemOf(field, (form[field] ?? '').trim());
    }
  }
  if (kind === 'agents') Object.assign(problems, { ...typingErrorsOf(record), ...problems });
  return { record, problems };
}

/**
 * Typing errors the shape of an agent's codes cannot show: a wrong check digit of the ЄДРПОУ,
 * РНОКПП or IBAN, an e-mail without its parts, and a 10-digit code (a person's) on a legal entity.
 */
function typingErrorsOf(record: Record<string, unknown>): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const code = textOf(record.code);
  if (code && holderOfCode(code) === 'company' && !isValidEdrpou(code)) problems.code = { key: 'edrpouCheck' };
  if (code && holderOfCode(code) === 'person') {
    if (!isValidRnokpp(code)) problems.code = { key: 'rnokppCheck' };
    else if (record.type === 'company') problems.type = { key: 'personCode' };
  }
  const iban = textOf(record.iban);
  if (iban && /^UA\d{27}$/.test(iban) && !isValidIban(iban)) problems.iban = { key: 'ibanCheck' };
  const email = textOf(record.email);
  if (email && !isValidEmail(email)) problems.email = { key: 'email' };
  return problems;
}
