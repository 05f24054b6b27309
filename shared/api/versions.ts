import { z } from 'zod';

/**
 * A record's version as the service returns it: 1 when made, one more with each change of what its
 * load returns (docs/service-behaviour.md, "Versions and conflicts").
 */
export const RecordVersion = z.number().int().positive();

/**
 * `version` in a reply the app may read from its offline cache: a reply kept before versions existed
 * has none, and must still open offline (the app then sends no version, as before).
 */
export const ReadVersion = RecordVersion.optional();

/**
 * The version a client loaded, sent with a change of the record: when it is not the record's current
 * one the change is refused with 409 `CONFLICT` and nothing changes. Left out, the change is made as
 * before versions existed.
 */
export const SentVersion = z.number({ error: 'version must be a whole number from 1' }).int().positive().optional();

/** The `version` field a body of a change may carry, to spread into its schema. */
export const SENT_VERSION = { version: SentVersion };
