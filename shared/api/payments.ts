import { z } from 'zod';
import { AccountCode } from './accounts.js';
import { Amount, MemoText, NamedRef, RECORD_HEAD, Ref, ShortText, storedText, Uid } from './common.js';
import { IsoDate } from './dates.js';
import { PaymentTypeSchema } from './document-types.js';
import { RecordVersion, SENT_VERSION } from './versions.js';

/** Body of POST /paydocument/update. */
export const PayDocumentUpdateBody = z.object({
  uid: Uid,
  date: IsoDate.optional(),
  type: PaymentTypeSchema.optional(),
  no: ShortText.optional(),
  sum: Amount.optional(),
  memo: MemoText.optional(),
  agent: Ref.nullable().optional(),
  ...SENT_VERSION,
  /** Which of our money accounts it moves (docs/service-behaviour.md, "Our money accounts"); absent or null: the main one of its type's kind. */
  moneyAccount: Ref.nullable().optional(),
  /** A transfer's receiving money account, which differs from `moneyAccount`. */
  toMoneyAccount: Ref.nullable().optional(),
  /** The account of other money out or in (92 and 719 by default); refused on the other types. */
  account: AccountCode.optional(),
  /** Other money out or in: the cash-flow item, a short code or text of the office's own. */
  cashFlowItem: storedText(100).optional(),
});
export type PayDocumentUpdateBody = z.output<typeof PayDocumentUpdateBody>;

/** A payment document as the service returns it. */
export const PayDocumentRecord = z
  .object({
    ...RECORD_HEAD,
    memo: z.string(),
    agent: NamedRef.nullable(),
    done: z.boolean(),
    parent: z.object({ uid: z.string() }).loose().optional(),
    dateModified: z.string(),
    version: RecordVersion,
    /** Extensions of ours: the money accounts it moves, the account of other money out or in, its cash-flow item. */
    moneyAccount: NamedRef.nullable().optional(),
    toMoneyAccount: NamedRef.nullable().optional(),
    account: z.string().nullable().optional(),
    cashFlowItem: z.string().optional(),
  })
  .loose();
export type PayDocumentRecord = z.output<typeof PayDocumentRecord>;

/** A payment document as a client accepts it: fields our service adds beyond the spec may be missing on another service. */
export const PayDocument = PayDocumentRecord.partial({ done: true, dateModified: true, memo: true, version: true });
export type PayDocument = z.output<typeof PayDocument>;
