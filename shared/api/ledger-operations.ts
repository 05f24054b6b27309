import { z } from 'zod';
import { AccountCode, Entry } from './accounts.js';
import { amountIssue, entriesTotalOverflow } from './amount-rules.js';
import { decimalField, MemoText, RECORD_HEAD, Ref, ShortText, Uid } from './common.js';
import { IsoDate } from './dates.js';
import { DocumentIndexQuery } from './documents.js';
import { SCALE } from './money.js';
import { ReadVersion, SENT_VERSION } from './versions.js';
import type { OperationType } from './document-types.js';

/** The type a manual operation (операція, введена вручну) has in lists, history and the entries' documents. */
export const LEDGER_OPERATION_TYPE: OperationType = 'ledgerOperation';

/** The most entries one manual operation holds: opening balances of a large company come in several. */
export const MAX_OPERATION_ENTRIES = 2000;

/** One side's analytics as sent: each a record named by uid, or null for none. */
const SentAnalytics = z
  .object({ agent: Ref.nullable(), contract: Ref.nullable(), entity: Ref.nullable(), store: Ref.nullable() })
  .partial()
  .strict();

/**
 * One entry of a manual operation as sent: Дт `debit` Кт `credit` `amount`. An off-balance account's
 * entry leaves the other side out (or null); which accounts may do so the service decides from its chart
 * (off-balance.ts, 422 OFF_BALANCE_ENTRY).
 */
export const OperationEntryInput = z
  .object({
    debit: AccountCode.nullable().optional(),
    credit: AccountCode.nullable().optional(),
    amount: decimalField(SCALE.sum, 'amount', { sign: 'positive' }),
    /** The quantity, for an entry on a goods account. */
    qty: decimalField(SCALE.qty, 'qty', { sign: 'positive' }).nullable().optional(),
    debitAnalytics: SentAnalytics.optional(),
    creditAnalytics: SentAnalytics.optional(),
    memo: ShortText.optional(),
  })
  .refine((entry) => entry.debit || entry.credit, {
    error: 'an entry names its debit account, its credit account or both',
    path: ['debit'],
  });
export type OperationEntryInput = z.output<typeof OperationEntryInput>;

/** Body of POST /ledgeroperation/update: a new operation, or a change of a draft one (sent entries replace all of them). */
export const LedgerOperationUpdateBody = z.object({
  uid: Uid,
  date: IsoDate.optional(),
  no: ShortText.optional(),
  memo: MemoText.optional(),
  entries: z
    .array(OperationEntryInput)
    .max(MAX_OPERATION_ENTRIES, { error: `an operation holds at most ${MAX_OPERATION_ENTRIES} entries` })
    // Its sum is their total, held to the limit of every sum (docs/service-behaviour.md, "Amounts").
    .superRefine((entries, ctx) => {
      const overflow = entriesTotalOverflow(entries.map((entry) => entry.amount));
      if (overflow) ctx.addIssue(amountIssue(overflow));
    })
    .optional(),
  ...SENT_VERSION,
});
export type LedgerOperationUpdateBody = z.output<typeof LedgerOperationUpdateBody>;

/** Query of GET /ledgeroperation/index/: a period and a page. */
export const OperationIndexQuery = DocumentIndexQuery.pick({ from: true, to: true, pageSize: true, offset: true });
export type OperationIndexQuery = z.output<typeof OperationIndexQuery>;

/** One entry of a manual operation as the service returns it: an entry without its date (the operation's). */
export const OperationEntry = Entry.omit({ date: true });
export type OperationEntry = z.output<typeof OperationEntry>;

/** A manual operation in a list: `sum` is the total of its entries. */
export const LedgerOperationHead = z
  .object({ ...RECORD_HEAD, memo: z.string(), done: z.boolean(), dateModified: z.string(), version: ReadVersion })
  .loose();
export type LedgerOperationHead = z.output<typeof LedgerOperationHead>;

/** A manual operation as load and update return it, with its entries. */
export const LedgerOperation = LedgerOperationHead.extend({ entries: z.array(OperationEntry) });
export type LedgerOperation = z.output<typeof LedgerOperation>;
