import { booksLimitTriggers } from './books-limit.js';
import type { Engine } from './engines.js';

/**
 * Version 25: the books' limit (books-limit.ts): the counter of every entry's amount, filled from the
 * entries a company has, and its triggers. A company that already holds more keeps it and opens; only
 * new entries past the limit are refused.
 */
export const V25 = (engine: Engine) => `
${booksLimitTriggers(engine)}
`;
