import {
  KIND_DIRECTION,
  KINDS_WITHOUT_AGENT,
  BANK_LINE_KINDS,
  type BankImportLine,
  type BankImportResult,
  type BankLineKind,
  type BankPreview,
  type OpenInvoice,
} from '../../../../shared/api/bank.js';
import { counterpartyColumnProblems } from '../../../../shared/bank/counterparty-columns.js';
import { shortLegalName } from '../../../../shared/bank/legal-name.js';
import { FEE_ACCOUNT, OTHER_INCOME_ACCOUNT } from '../../../../shared/bank/line-kind.js';
import type { TextEncoding } from '../../../../shared/bank/encoding.js';
import { isClientBankExchange, parseClientBankExchange, type BankLine, type ParsedStatement } from '../../../../shared/bank/statement.js';
import {
  BANK_FIELDS,
  guessBankMapping,
  csvEnding,
  missingBankFields,
  parseStatementTable,
  type BankField,
  type BankMapping,
} from '../../../../shared/bank/table.js';

/** The kinds of statement file the screen reads. */
export type StatementFormat = '1c' | 'csv' | 'xlsx';

/** The format of a chosen file: XLSX by its name, 1C by its first line, otherwise CSV. */
export function formatOf(name: string, text: string | null): StatementFormat {
  if (/\.xlsx$/i.test(name)) return 'xlsx';
  return text !== null && isClientBankExchange(text) ? '1c' : 'csv';
}

/** A key-value store like localStorage (tests pass a Map-backed one). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

// CSV and XLSX mappings live on this computer, one per our bank account (docs/desktop-app.md, "Screens").
const mappingKey = (account: string) => `oblik.bankMapping.${account}`;

/**
 * The mapping for a table statement of `account`: the one saved for that account when the file
 * has the same headers, else one guessed from the headers.
 */
export function mappingFor(store: KeyValueStore, account: string, headers: string[]): BankMapping {
  try {
    const saved = JSON.parse(store.getItem(mappingKey(account)) ?? 'null') as { headers?: unknown; mapping?: unknown } | null;
    if (saved && JSON.stringify(saved.headers) === JSON.stringify(headers) && saved.mapping && typeof saved.mapping === 'object') {
      const entries = Object.entries(saved.mapping as Record<string, unknown>).filter((entry): entry is [string, BankField] =>
        (BANK_FIELDS as readonly unknown[]).includes(entry[1]),
      );
      return Object.fromEntries(entries.map(([column, field]) => [Number(column), field]));
    }
  } catch {
    // A damaged entry is only a mapping guessed again.
  }
  return guessBankMapping(headers);
}

/** Keeps the mapping of `account`'s statements for the next file. */
export function saveMapping(store: KeyValueStore, account: string, headers: string[], mapping: BankMapping): void {
  store.setItem(mappingKey(account), JSON.stringify({ headers, mapping }));
}

/** A mapping with column `column` set to `field` (or none), no other column keeping that field. */
export function remap(mapping: BankMapping, column: number, field: string): BankMapping {
  const next: BankMapping = {};
  for (const [c, f] of Object.entries(mapping)) if (f !== field && Number(c) !== column) next[Number(c)] = f;
  if ((BANK_FIELDS as readonly string[]).includes(field)) next[column] = field as BankField;
  return next;
}

/** A file as read: its text (1C, CSV) in an encoding, or its rows (CSV, XLSX). */
export interface ReadFile {
  name: string;
  format: StatementFormat;
  encoding: TextEncoding | null;
  text: string | null;
  rows: string[][] | null;
}

const LAST_ROW = { row: 'whole', noLineBreak: 'unchecked', insideQuotes: 'cut' } as const;

/**
 * The statement of a 1C file, or of a table through `mapping`; null while a table's mapping lacks a
 * column or reads the counterparty from our own columns (counterpartyColumnProblems, with `ownCode`).
 * Our side is `account` (the requisites') with `ourAccounts` (our money accounts'): a file of another
 * account or company throws a StatementError naming it. The last row of a CSV that ends inside a
 * quoted field is shown as cut off; one without a final line break is read unchecked (see
 * parseStatementTable). Throws a StatementError for a 1C file it refuses.
 */
export function statementOf(
  file: ReadFile,
  account: string,
  mapping: BankMapping,
  ownCode = '',
  ourAccounts: string[] = [],
): ParsedStatement | null {
  const ourSide = { accounts: [account, ...ourAccounts].filter(Boolean), code: ownCode };
  if (file.format === '1c') return parseClientBankExchange(file.text ?? '', account, ourSide);
  if (!file.rows || missingBankFields(mapping).length > 0) return null;
  // A mapping that reads our own side as the counterparty is refused, not previewed (the screen says why).
  if (counterpartyColumnProblems(file.rows, mapping, { code: ownCode, iban: account }).length > 0) return null;
  const ending = file.format === 'csv' && file.text !== null ? csvEnding(file.text) : 'row';
  return parseStatementTable(file.rows, mapping, account, { lastRow: LAST_ROW[ending], ourSide });
}

/** A counterparty to create from a line: its name in the directory's form, code and IBAN, as the user edits them. */
export interface NewAgent {
  name: string;
  code: string;
  iban: string;
}

/**
 * What the user chose for a line: whether to import it, its kind (and the account the kind takes),
 * the counterparty (one of ours, or `newAgent` made from the line), the invoice, and why, and the
 * draft payment it completes (the preview's, dropped when the counterparty or kind is changed).
 */
export interface LineChoice {
  include: boolean;
  kind: BankLineKind;
  ledgerAccount: string | null;
  draft: BankPreview['lines'][number]['draft'];
  agent: { uid: string; name: string } | 'create' | null;
  agentReason: 'code' | 'iban' | 'name' | 'manual' | 'create' | 'none';
  newAgent: NewAgent;
  invoice: string | null;
  invoiceReason: 'purpose' | 'openAmount' | 'draft' | 'manual' | null;
}

/** The kinds a line of this direction may be. */
export const kindsFor = (direction: 'in' | 'out'): BankLineKind[] =>
  BANK_LINE_KINDS.filter((kind) => KIND_DIRECTION[kind] === 'both' || KIND_DIRECTION[kind] === direction);

/** Whether a kind settles an invoice (and may complete a draft payment): a customer's or a supplier's payment. */
export const paysInvoice = (kind: BankLineKind) => kind === 'payFromCustomer' || kind === 'payToSupplier';

/** A choice with its kind changed by hand: an invoice or draft goes with a kind that pays none, and another expense or income takes its default account. */
export function withKind(choice: LineChoice, kind: BankLineKind): LineChoice {
  const ledgerAccount = kind === 'otherOut' ? FEE_ACCOUNT : kind === 'otherIn' ? OTHER_INCOME_ACCOUNT : null;
  const keeps = paysInvoice(kind);
  return {
    ...choice,
    kind,
    ledgerAccount: kind === choice.kind ? choice.ledgerAccount : ledgerAccount,
    draft: keeps ? choice.draft : null,
    invoice: keeps ? choice.invoice : null,
    invoiceReason: keeps ? choice.invoiceReason : null,
  };
}

/** The choices the preview proposes: its matches, or a new counterparty from a line that names one. */
export function proposedChoices(lines: BankLine[], preview: BankPreview): LineChoice[] {
  return lines.map((line, i) => {
    const p = preview.lines[i];
    const agent = p?.agent ? { uid: p.agent.uid, name: p.agent.name } : line.counterparty.name.trim() ? 'create' : null;
    return {
      include: p?.status === 'new',
      kind: p?.kind ?? (line.direction === 'in' ? 'payFromCustomer' : 'payToSupplier'),
      ledgerAccount: p?.ledgerAccount ?? null,
      newAgent: { name: shortLegalName(line.counterparty.name), code: line.counterparty.code, iban: line.counterparty.iban },
      draft: p?.draft ?? null,
      agent,
      agentReason: p?.agent?.reason ?? (agent === 'create' ? 'create' : 'none'),
      invoice: p?.invoice?.uid ?? null,
      invoiceReason: p?.invoice?.reason ?? null,
    };
  });
}

/** The open invoices a line may pay: of its counterparty, of the kind its direction pays; none for a kind that pays no invoice. */
export function invoicesFor(line: BankLine, choice: LineChoice, invoices: OpenInvoice[]): OpenInvoice[] {
  if (!choice.agent || choice.agent === 'create' || !paysInvoice(choice.kind)) return [];
  const uid = choice.agent.uid;
  const type = line.direction === 'in' ? 'invoice' : 'invoiceIn';
  return invoices.filter((inv) => inv.agent === uid && inv.type === type);
}

/** The lines to import (new ones left ticked) with what was chosen; the numbers of those still without a counterparty. */
export function importPlan(
  lines: BankLine[],
  preview: BankPreview,
  choices: LineChoice[],
): { lines: (Omit<BankImportLine, 'amount'> & { amount: string })[]; missing: string[] } {
  const out: (Omit<BankImportLine, 'amount'> & { amount: string })[] = [];
  const missing: string[] = [];
  lines.forEach((line, i) => {
    const choice = choices[i];
    if (preview.lines[i]?.status !== 'new' || !choice?.include) return;
    const needsAgent = !KINDS_WITHOUT_AGENT.includes(choice.kind);
    if (!choice.agent && needsAgent) {
      missing.push(line.no || String(i + 1));
      return;
    }
    const { name, code, iban } = choice.newAgent;
    // A kind that needs no counterparty takes one of ours if chosen, never a new one (a bank fee would make the bank an agent).
    const agent =
      !choice.agent || (!needsAgent && choice.agent === 'create')
        ? null
        : choice.agent === 'create'
          ? {
              create: {
                name: name.trim(),
                // A code or IBAN the directory would refuse is left out rather than failing the batch.
                ...(/^(\d{8}|\d{10})$/.test(code) ? { code } : {}),
                ...(/^UA\d{27}$/.test(iban) ? { iban } : {}),
              },
            }
          : { uid: choice.agent.uid };
    const kind = { kind: choice.kind, ledgerAccount: choice.ledgerAccount };
    out.push({ ...line, agent, invoice: choice.invoice, draft: choice.draft?.uid ?? null, ...kind });
  });
  return { lines: out, missing };
}

/** A line of the statement the import left out, and why: in the closed period, unticked by the user, or of a kind not recorded yet. */
export interface SkippedOnImport {
  line: Pick<BankLine, 'no' | 'date' | 'amount'>;
  reason: 'closed' | 'excluded' | 'unsupported';
}

/**
 * The lines the import did not take, in statement order: those the preview put in the closed period
 * and those unticked (neither sent), then those the service skipped as closed (the lock date moved
 * after the preview) and those of a kind it does not record yet.
 */
export function skippedOnImport(
  lines: BankLine[],
  preview: BankPreview,
  choices: LineChoice[],
  sent: Pick<BankLine, 'no' | 'date' | 'amount'>[],
  result: BankImportResult,
): SkippedOnImport[] {
  const skipped = lines.flatMap((line, i): SkippedOnImport[] => {
    const status = preview.lines[i]?.status;
    if (status === 'closed') return [{ line, reason: 'closed' }];
    return status === 'new' && !choices[i]?.include ? [{ line, reason: 'excluded' }] : [];
  });
  for (const index of result.closed) {
    const line = sent[index];
    if (line) skipped.push({ line, reason: 'closed' });
  }
  for (const { line: index } of result.unsupported) {
    const line = sent[index];
    if (line) skipped.push({ line, reason: 'unsupported' });
  }
  return skipped;
}
