import { z } from 'zod';
import { queryInt } from './common.js';
import { HISTORY_KINDS, HISTORY_OPERATIONS } from './history.js';

/** Most changes one reply of `GET /changes/` carries; a client with more to read asks again from the last seq. */
export const MAX_CHANGES_PER_REPLY = 1000;

/** Longest wait (seconds) a client may ask of `GET /changes/`. */
export const MAX_CHANGES_WAIT_SECONDS = 30;

/** Largest seq a query may name: what a JavaScript number holds exactly. */
const MAX_SEQ = Number.MAX_SAFE_INTEGER;

/**
 * Query of `GET /changes/`: the changes after `since` (a seq from an earlier reply or from `GET /changes/head`,
 * 0 for all), waiting up to `wait` seconds (0–30, 0 unless given) for one when there is none yet.
 */
export const ChangesQuery = z.object({
  // A missing since falls back to -1, which no seq is, so it is refused with its own words.
  since: queryInt('since', { min: 0, max: MAX_SEQ, fallback: -1 }).refine((seq) => seq >= 0, {
    error: 'since is required: the last seq you have (0 for every change)',
  }),
  wait: queryInt('wait', { min: 0, max: MAX_CHANGES_WAIT_SECONDS, fallback: 0 }),
});
export type ChangesQuery = z.output<typeof ChangesQuery>;

/**
 * One change in the feed: its place in the order of all changes (`seq`, growing), the record it
 * changed (`kind`, `uid`), what was done (`action`), who did it and when (ISO date-time, UTC). `by` names
 * the person as `GET /history/` does; null only where no name was recorded.
 */
export const Change = z.object({
  seq: z.number().int().nonnegative(),
  kind: z.enum(HISTORY_KINDS),
  uid: z.string(),
  action: z.enum(HISTORY_OPERATIONS),
  by: z.string().nullable(),
  at: z.string(),
});
export type Change = z.output<typeof Change>;

/** Reply of `GET /changes/head`: the last change's seq (0 when there is none), where a new client starts. */
export const ChangesHead = z.object({ seq: z.number().int().nonnegative() });
export type ChangesHead = z.output<typeof ChangesHead>;
