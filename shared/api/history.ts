import { z } from 'zod';
import { Uid, queryInt } from './common.js';
import { IsoDate } from './dates.js';
import { AccountCode } from './accounts.js';

/**
 * What the history records were done to. An `account` record's uid is the account's code; `settings`
 * are the company's settings, under one uid of their own (`SETTINGS_UID`). A `token` record is a token given (`create`) or revoked
 * (`delete`), its fields the person's `name` and the `rights` given (`post,unpost`); its uid stands
 * for the token and tells nothing of it. An `accountRole` record is a role's account changed (its
 * `account`, old → new), under a uid made from the role's name (`GET /ledger/accountroles/` gives it).
 */
export const HISTORY_KINDS = [
  'document',
  'payment',
  'operation',
  'agent',
  'entity',
  'contract',
  'store',
  'account',
  'token',
  'settings',
  'moneyAccount',
  'accountRole',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** The operations the history records. */
export const HISTORY_OPERATIONS = ['create', 'update', 'delete', 'post', 'unpost', 'link'] as const;
export type HistoryOperation = (typeof HISTORY_OPERATIONS)[number];

/** A field's value in the history: as the API shows it, a reference as its uid and name. */
export const HistoryValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.object({ uid: z.string(), name: z.string() })]);
export type HistoryValue = z.output<typeof HistoryValue>;

/** One changed field: `details[2].qty` for a line's field, `agent` for a reference. */
export const HistoryChange = z.object({ field: z.string(), old: HistoryValue, new: HistoryValue });
export type HistoryChange = z.output<typeof HistoryChange>;

/** One change of one record, as `GET /history/` lists it. */
export const HistoryRecord = z.object({
  id: z.number().int(),
  /** ISO date-time (UTC) of the change. */
  at: z.string(),
  /**
   * The name of the token's person who made it, shown to every token of the company (docs/security.md,
   * "Names in the history"); null was what older versions sent to a token without `manage-tokens`.
   */
  user: z.string().nullable(),
  operation: z.enum(HISTORY_OPERATIONS),
  kind: z.enum(HISTORY_KINDS),
  uid: z.string(),
  changes: z.array(HistoryChange),
});
export type HistoryRecord = z.output<typeof HistoryRecord>;

/**
 * Query of `GET /history/`: one record's changes (`uid`), or every change within `from`…`to` (dates, UTC),
 * oldest first, paged like the indexes.
 */
export const HistoryQuery = z
  .object({
    /** A record's uid, or an account's code (an account's history is kept under its code). */
    uid: z.union([Uid, AccountCode], { error: 'uid must be a UUID or an account code' }).optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    pageSize: queryInt('pageSize', { min: 1, max: 100, fallback: 100 }),
    offset: queryInt('offset', { min: 0, max: 2_147_483_647, fallback: 0 }),
  })
  .refine((q) => q.uid !== undefined || (q.from !== undefined && q.to !== undefined), {
    error: 'give uid, or a period with from and to',
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    error: 'the period starts after its end',
    path: ['from'],
  });
export type HistoryQuery = z.output<typeof HistoryQuery>;

/** The uid the company settings are recorded under in the history and named by in a conflict. */
export const SETTINGS_UID = '00000000-0000-4000-8000-00000000c0de';

/**
 * The `data` of a 409 `CONFLICT`: the record a change was refused for, its current version, who made
 * its last change and when (ISO date-time, UTC). `by` names the person as the history does (null only
 * where no change of it was recorded; docs/security.md, "Names in the history"); an account is named by its code.
 */
export const VersionConflict = z.object({
  uid: z.string(),
  kind: z.enum(HISTORY_KINDS),
  version: z.number().int().positive(),
  by: z.string().nullable(),
  at: z.string(),
});
export type VersionConflict = z.output<typeof VersionConflict>;
