import { z } from 'zod';
import { decimalField, MemoText, ShortText, Uid } from './common.js';
import { IsoDate } from './dates.js';
import { AgentInput } from './directories.js';
import { SCALE } from './money.js';

/**
 * The most lines one preview or import of a bank statement takes; a longer one is refused (413), as
 * a batch longer than MAX_BATCH is (docs/service-behaviour.md, "Bank statements").
 */
export const MAX_BANK_LINES = 5000;

/**
 * What a statement line is: a customer's payment (361), a payment to a supplier (631), a supplier's
 * refund (money in, 631), a refund to a customer (money out, 361), another expense such as the
 * bank's fee or a tax (money out to an account), other income (money in, 719), or a transfer
 * between our own accounts. The names are those of the payment types that record them.
 */
export const BANK_LINE_KINDS = [
  'payFromCustomer',
  'payToSupplier',
  'refundFromSupplier',
  'refundToCustomer',
  'otherOut',
  'otherIn',
  'transfer',
] as const;
export type BankLineKind = (typeof BANK_LINE_KINDS)[number];

/**
 * Why a line is proposed as its kind (docs/service-behaviour.md, "Bank statements"): its other side
 * is one of our accounts, the kind was chosen for this counterparty before, it is the treasury or a
 * bank, it is a counterparty of our directory, or the purpose (or, failing all, the direction) says so.
 */
export const BANK_KIND_REASONS = ['ownAccount', 'remembered', 'treasury', 'bank', 'agent', 'purpose'] as const;
export type BankKindReason = (typeof BANK_KIND_REASONS)[number];

/** The kinds whose lines need no counterparty: the money goes to or comes from an account of ours or of the company's books. */
export const KINDS_WITHOUT_AGENT: readonly BankLineKind[] = ['otherOut', 'otherIn', 'transfer'];

/** The direction of the money each kind moves. */
export const KIND_DIRECTION: Record<BankLineKind, 'in' | 'out' | 'both'> = {
  payFromCustomer: 'in',
  payToSupplier: 'out',
  refundFromSupplier: 'in',
  refundToCustomer: 'out',
  otherOut: 'out',
  otherIn: 'in',
  transfer: 'both',
};

/** An account number as lines carry it: letters and digits, IBAN or a bank's own. */
const Account = z.string().regex(/^[A-Z0-9]{0,34}$/, { error: 'account must be letters and digits (an IBAN)' });

/**
 * One movement of our account from a statement, read by the app (shared/bank): the bank's number
 * and date, an amount above zero, in or out, the other side as the bank names it, and where the line
 * stands in its file (a client that does not send it has its lines placed by their order in the request).
 */
export const BankLineInput = z.object({
  no: ShortText,
  date: IsoDate,
  amount: decimalField(SCALE.sum, 'amount', { sign: 'positive' }),
  direction: z.enum(['in', 'out']),
  account: Account,
  counterparty: z.object({ name: ShortText, code: z.string().max(20), iban: z.string().max(34) }),
  purpose: MemoText,
  position: z.number().int().min(0).max(1_000_000).optional(),
});
export type BankLineInput = z.output<typeof BankLineInput>;

/** An amount as exact decimal text with a dot and two decimals, of either sign (`-12.50`): a bank's balance may be below zero. */
const SignedMoneyText = z.string().regex(/^-?\d{1,13}\.\d{2}$/, { error: 'an amount as text with two decimals' });

/**
 * The statement's own figures as the bank states them (1CClientBankExchange's `НачальныйОстаток`,
 * `ВсегоПоступило`, `ВсегоСписано`, `КонечныйОстаток`, or a table's balance rows); each null when
 * the file gives none.
 */
export const StatementTotals = z.object({
  opening: SignedMoneyText.nullable(),
  in: SignedMoneyText.nullable(),
  out: SignedMoneyText.nullable(),
  closing: SignedMoneyText.nullable(),
});
export type StatementTotals = z.output<typeof StatementTotals>;

/**
 * Body of `POST /bank/preview`: the lines, and counterparties chosen by hand whose open invoices the
 * reply should list too (the app asks with no lines when the user picks another counterparty).
 */
export const BankPreviewBody = z.object({
  lines: z.array(BankLineInput),
  agents: z.array(Uid).max(1000).optional(),
  totals: StatementTotals.optional(),
  /** The statement's first day, whose opening balance the books are compared with; left out: the first line's date. */
  from: IsoDate.optional(),
});
export type BankPreviewBody = z.output<typeof BankPreviewBody>;

/** Why a counterparty is proposed: its registry code (ЄДРПОУ/РНОКПП), its IBAN or its name matches the line's. */
export const AGENT_MATCH_REASONS = ['code', 'iban', 'name'] as const;
/**
 * Why an invoice is proposed: its number and date are in the purpose, it is open for exactly the
 * line's amount, or it is the invoice of the draft payment the line completes.
 */
export const INVOICE_MATCH_REASONS = ['purpose', 'openAmount', 'draft'] as const;

/**
 * How many days a draft payment's date may lie from a line's for the line to complete it
 * (docs/service-behaviour.md, "Bank statements").
 */
export const DRAFT_MATCH_DAYS = 3;

/** An open invoice: posted, of a counterparty, with what is still to pay. */
export const OpenInvoice = z.object({
  uid: z.string(),
  type: z.string(),
  no: z.string(),
  date: z.string(),
  agent: z.string(),
  total: z.number(),
  open: z.number(),
});
export type OpenInvoice = z.output<typeof OpenInvoice>;

/**
 * What becomes of a line: imported as `new`, skipped as `known` (imported before) or as `closed`
 * (dated on or before the company's lock date, so nothing can be recorded on its date).
 */
export const BANK_LINE_STATUSES = ['new', 'known', 'closed'] as const;

/** What the service proposes for one line: its status, and the counterparty and invoice with the reasons. */
export const BankPreviewLine = z.object({
  status: z.enum(BANK_LINE_STATUSES),
  /** The payment a known line was imported as. */
  payment: z.object({ uid: z.string() }).nullable(),
  agent: z.object({ uid: z.string(), name: z.string(), reason: z.enum(AGENT_MATCH_REASONS) }).nullable(),
  invoice: z.object({ uid: z.string(), reason: z.enum(INVOICE_MATCH_REASONS) }).nullable(),
  /** The draft payment a new line completes and posts instead of making a payment of its own. */
  draft: z.object({ uid: z.string(), no: z.string(), date: z.string() }).nullable(),
  /** What the line is proposed as (from its counterparty, then its purpose), and the account of the chart its kind takes, if any (92 for a bank fee). */
  kind: z.enum(BANK_LINE_KINDS),
  ledgerAccount: z.string().nullable(),
  /** Why the kind is proposed. */
  kindReason: z.enum(BANK_KIND_REASONS),
  /** A transfer's other money account of ours (where money out goes, where money in came from); null for other kinds or none found. */
  otherMoneyAccount: z.object({ uid: z.string() }).nullable(),
});
export type BankPreviewLine = z.output<typeof BankPreviewLine>;

/**
 * Reply of `POST /bank/preview`: one entry per line, in order, the open invoices of every
 * counterparty proposed, for the app's invoice choice, and the company's lock date (null while no
 * period is closed), which the `closed` lines fall on or before.
 */
export const BankPreview = z.object({
  lines: z.array(BankPreviewLine),
  openInvoices: z.array(OpenInvoice),
  lockDate: z.string().nullable(),
  /** The bank's own figures as sent with the lines (each null when the file has none). */
  totals: StatementTotals,
  /** The money in and out of the lines sent, to stand beside the bank's figures. */
  lineTotals: z.object({ in: SignedMoneyText, out: SignedMoneyText }),
  /**
   * What the books hold for the statement's money account (the one of its IBAN, else the main bank
   * account) at the end of `date`, the day before the statement's first day, to compare with its opening
   * balance before anything is imported; null for a statement without lines.
   */
  books: z.object({ moneyAccount: z.object({ uid: z.string(), name: z.string() }), date: IsoDate, opening: SignedMoneyText }).nullable(),
});
export type BankPreview = z.output<typeof BankPreview>;

/** A counterparty to create from a line. */
export const NewBankAgent = z.object({
  name: ShortText.refine((name) => name.trim().length > 0, { error: 'a new counterparty needs a name' }),
  code: AgentInput.shape.code,
  iban: AgentInput.shape.iban,
});

/**
 * A confirmed line: the counterparty chosen (a uid), to create, or none (only a kind that needs none:
 * KINDS_WITHOUT_AGENT), the invoice it pays or none, the draft payment it completes (a uid, null for
 * a payment of its own, or left out to have the service take the draft that fits, as the preview
 * would), and its kind (left out: a customer's payment in, a supplier's payment out) with the
 * account the kind takes.
 */
export const BankImportLine = BankLineInput.extend({
  agent: z.union([z.object({ uid: Uid }), z.object({ create: NewBankAgent })]).nullable(),
  invoice: Uid.nullable(),
  draft: Uid.nullable().optional(),
  kind: z.enum(BANK_LINE_KINDS).optional(),
  /** A transfer's other money account of ours; left out or null: ours whose IBAN is the counterparty's. */
  otherMoneyAccount: z.object({ uid: Uid }).nullable().optional(),
  ledgerAccount: z
    .string()
    .regex(/^\d{2,6}$/, { error: 'account must be the digits of an account of the chart' })
    .nullable()
    .optional(),
});
export type BankImportLine = z.output<typeof BankImportLine>;

/** Body of `POST /bank/import`: the confirmed lines and whether to post the payments. */
export const BankImportBody = z.object({ post: z.boolean(), lines: z.array(BankImportLine) });
export type BankImportBody = z.output<typeof BankImportBody>;

/**
 * Reply of `POST /bank/import`: the payments made (by the line's index), the lines skipped as already
 * known and as dated in the closed period (with the lock date), the counterparties created.
 */
export const BankImportResult = z.object({
  created: z.array(
    z.object({
      line: z.number().int(),
      payment: z.object({ uid: z.string(), type: z.string(), no: z.string(), date: z.string(), sum: z.number(), done: z.boolean() }),
      /** The payment's counterparty; null for other money out or in without one, and for a transfer. */
      agent: z.object({ uid: z.string(), name: z.string() }).nullable(),
      invoice: z.string().nullable(),
      /** The payment is a draft of the user's, completed and posted by the line, not one made for it. */
      fromDraft: z.boolean(),
    }),
  ),
  known: z.array(z.number().int()),
  closed: z.array(z.number().int()),
  /** Lines of a kind the service does not record as a payment yet, skipped with their kind. */
  unsupported: z.array(z.object({ line: z.number().int(), kind: z.enum(BANK_LINE_KINDS) })),
  lockDate: z.string().nullable(),
  agentsCreated: z.array(z.object({ uid: z.string(), name: z.string() })),
});
export type BankImportResult = z.output<typeof BankImportResult>;
