import { z } from 'zod';
import { Uid } from './common.js';

/** What kinds of record a person may have open in an editor, as the presence names them. */
export const PRESENCE_KINDS = ['document', 'payment', 'operation', 'agent', 'entity', 'contract', 'store', 'account'] as const;
export type PresenceKind = (typeof PRESENCE_KINDS)[number];

/** A record open for editing: its kind and uid (an account's code stands in its uid). */
export const OpenRecord = z.strictObject({
  kind: z.enum(PRESENCE_KINDS),
  uid: z.union([Uid, z.string().regex(/^\d{2,6}$/, { error: 'must be a UUID or an account code' })]),
});
export type OpenRecord = z.output<typeof OpenRecord>;

/** Body of `POST /presence`: what the caller has open now; without `open` (or with null), nothing. */
export const PresenceBody = z.strictObject({ open: OpenRecord.nullable().optional() });
export type PresenceBody = z.output<typeof PresenceBody>;

/** One person connected now: their name, what they have open, when the service last heard of them, and whether it is the caller. */
export const PresenceEntry = z.object({
  name: z.string(),
  open: OpenRecord.nullable(),
  seenAt: z.string(),
  me: z.boolean(),
});
export type PresenceEntry = z.output<typeof PresenceEntry>;

/** How long a person stays listed after the service last heard of them, in ms. */
export const PRESENCE_EXPIRY_MS = 60_000;
