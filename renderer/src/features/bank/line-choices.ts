import {
  KIND_DIRECTION,
  KINDS_WITHOUT_AGENT,
  BANK_LINE_KINDS,
  type BankImportLine,
  type BankImportResult,
  type BankKindReason,
  type BankLineKind,
  type BankPreview,
  type OpenInvoice,
} from '../../../../shared/api/bank.js';
import { invoiceTypeOf } from '../../../../shared/api/document-traits.js';
import { shortLegalName } from '../../../../shared/bank/legal-name.js';
import { DEFAULT_ROLE_ACCOUNTS, type RoleAccounts } from '../../../../shared/api/account-roles.js';
import { SETTLEMENT_ACCOUNTS } from '../../../../shared/bank/line-accounts.js';
import type { BankLine } from '../../../../shared/bank/statement.js';

// What the user chooses for each line of a statement's preview, and what is sent to the import
// (docs/desktop-app.md, "Screens"): plain data, no React.

/** A counterparty to create from a line: its name in the directory's form, code and IBAN, as the user edits them. */
export interface NewAgent {
  name: string;
  code: string;
  iban: string;
}

/**
 * What the user chose for a line: whether to import it, its kind (and the account the kind takes, or
 * a transfer's other money account) and why,
 * the counterparty (one of ours, or `newAgent` made from the line), the invoice, and why, and the
 * draft payment it completes (the preview's, dropped when the counterparty or kind is changed).
 */
export interface LineChoice {
  include: boolean;
  kind: BankLineKind;
  ledgerAccount: string | null;
  /** Why the kind: the preview's reason, or chosen by hand. */
  kindReason: BankKindReason | 'manual';
  /** A transfer's other money account of ours (uid); null: ours by the counterparty's IBAN. */
  otherMoneyAccount: string | null;
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

/** The accounts other money out and in take when a line is given that kind by hand: the company's roles'. */
export type OtherMoneyDefaults = Pick<RoleAccounts, 'otherMoneyOut' | 'otherMoneyIn'>;

export interface WithKindOptions {
  ledgerAccount?: string;
  defaults?: OtherMoneyDefaults;
}

/**
 * A choice with its kind changed by hand: an invoice or draft goes with a kind that pays none, and
 * another expense or income takes its account (`ledgerAccount`), else its default (`defaults`, the
 * company's roles; the order's when absent).
 */
export function withKind(
  choice: LineChoice,
  kind: BankLineKind,
  { ledgerAccount, defaults = DEFAULT_ROLE_ACCOUNTS }: WithKindOptions = {},
): LineChoice {
  const byDefault = kind === 'otherOut' ? defaults.otherMoneyOut : kind === 'otherIn' ? defaults.otherMoneyIn : null;
  const keeps = paysInvoice(kind);
  return {
    ...choice,
    kind,
    kindReason: 'manual',
    ledgerAccount: ledgerAccount ?? (kind === choice.kind ? choice.ledgerAccount : byDefault),
    draft: keeps ? choice.draft : null,
    invoice: keeps ? choice.invoice : null,
    invoiceReason: keeps ? choice.invoiceReason : null,
  };
}

/** The correspondent account a line's choice posts to: 361 or 631 for a customer's or supplier's kind, the account of other money, none for a transfer. */
export function correspondentOf(choice: Pick<LineChoice, 'kind' | 'ledgerAccount'>): string | null {
  if (choice.kind === 'payFromCustomer' || choice.kind === 'refundToCustomer') return SETTLEMENT_ACCOUNTS.customers;
  if (choice.kind === 'payToSupplier' || choice.kind === 'refundFromSupplier') return SETTLEMENT_ACCOUNTS.suppliers;
  return choice.kind === 'transfer' ? null : choice.ledgerAccount;
}

/**
 * A choice with its correspondent account changed by hand: 361 and 631 are a customer's or
 * supplier's payment or refund by the line's direction, any other account other money out or in to it.
 */
export function withAccount(choice: LineChoice, direction: 'in' | 'out', code: string): LineChoice {
  if (code === SETTLEMENT_ACCOUNTS.customers) return withKind(choice, direction === 'in' ? 'payFromCustomer' : 'refundToCustomer');
  if (code === SETTLEMENT_ACCOUNTS.suppliers) return withKind(choice, direction === 'out' ? 'payToSupplier' : 'refundFromSupplier');
  return withKind(choice, direction === 'out' ? 'otherOut' : 'otherIn', { ledgerAccount: code });
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
      kindReason: p?.kindReason ?? 'purpose',
      otherMoneyAccount: p?.otherMoneyAccount?.uid ?? null,
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
  const type = invoiceTypeOf(line.direction);
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
    const other = choice.kind === 'transfer' && choice.otherMoneyAccount ? { uid: choice.otherMoneyAccount } : null;
    const kind = { kind: choice.kind, ledgerAccount: choice.ledgerAccount, otherMoneyAccount: other };
    out.push({ ...line, agent, invoice: choice.invoice, draft: choice.draft?.uid ?? null, ...kind });
  });
  return { lines: out, missing };
}

/** A line of the statement the import left out, and why: in the closed period, unticked by the user, or of a kind not recorded yet. */
export interface SkippedOnImport {
  line: Pick<BankLine, 'no' | 'date' | 'amount'>;
  reason: 'closed' | 'excluded' | 'unsupported';
}

/** An import as it went: the statement's `lines`, their `preview` and `choices`, the lines `sent` and the service's `result`. */
export interface ImportOutcome {
  lines: BankLine[];
  preview: BankPreview;
  choices: LineChoice[];
  sent: Pick<BankLine, 'no' | 'date' | 'amount'>[];
  result: BankImportResult;
}

/**
 * The lines the import did not take, in statement order: those the preview put in the closed period
 * and those unticked (neither sent), then those the service skipped as closed (the lock date moved
 * after the preview) and those of a kind it does not record yet.
 */
export function skippedOnImport({ lines, preview, choices, sent, result }: ImportOutcome): SkippedOnImport[] {
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
