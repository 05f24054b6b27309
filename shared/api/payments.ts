import { z } from 'zod';
import { Amount, MemoText, NamedRef, RECORD_HEAD, Ref, ShortText, Uid } from './common.js';
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
  })
  .loose();
export type PayDocumentRecord = z.output<typeof PayDocumentRecord>;

/** A payment document as a client accepts it: fields our service adds beyond the spec may be missing on another service. */
export const PayDocument = PayDocumentRecord.partial({ done: true, dateModified: true, memo: true, version: true });
export type PayDocument = z.output<typeof PayDocument>;
