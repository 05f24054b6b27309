import type { User } from '../types.js';

/**
 * Whether `reader` may see who made a change (a history record, a conflict's `by`): a token holder's name is a person's, so only a token that
 * manages tokens (and sees them all anyway) sees other people's; any other token sees its own
 * (docs/security.md, "Names in the history").
 */
export const mayName = (reader: User, name: string): boolean => reader.canManageTokens || reader.name === name;
