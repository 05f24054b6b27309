import type { User } from '../types.js';

/**
 * Whether `reader` sees the records of tokens given and revoked, which name who was given access to the
 * company and with which rights: only a token that manages tokens (and lists them all anyway). Who made
 * a change to a record is no secret among the company's people: every token sees it in the history, the
 * change feed and a stale save's conflict (docs/security.md, "Names in the history").
 */
export const seesTokenRecords = (reader: User): boolean => reader.rights.has('people.read');
