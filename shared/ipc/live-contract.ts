import { z } from 'zod';

/**
 * One change of the service's change feed as the app reads it: what kind of record, which, what was
 * done, by whom and when. Kinds and actions the app does not know yet are kept as text, so a newer
 * service never breaks the feed; the renderer acts on those it knows.
 */
export const LiveChange = z.object({
  seq: z.number().int().nonnegative(),
  kind: z.string().max(40),
  uid: z.string().max(100),
  action: z.string().max(40),
  /** The person's name; null where the service does not name them to this token. */
  by: z.string().max(200).nullable(),
  at: z.string().max(40),
});
export type LiveChange = z.output<typeof LiveChange>;

/**
 * `live.next`: the renderer's one waiting call for changes (docs/office.md, "Live changes and presence").
 * `after` is the last cursor it has seen (-1: none yet, answer the current cursor at once). The main
 * process answers as soon as it holds changes after it, or with none after a while; `missed` says
 * that changes were dropped from its buffer before the renderer took them, so everything is to be read again.
 */
export const liveContract = {
  'live.next': {
    request: z.object({ after: z.number().int().min(-1) }),
    response: z.object({ cursor: z.number().int().nonnegative(), changes: z.array(LiveChange), missed: z.boolean() }),
  },
};
