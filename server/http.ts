import type { z } from 'zod';
import { LedgerError } from './ledger/errors.js';

/** Parses request input with a schema from shared/api; a mismatch is a 400 naming every bad field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.slice(0, 10).map((issue) => {
    const path = issue.path.length > 0 ? `${where}.${issue.path.join('.')}` : where;
    return `${path}: ${issue.message}`;
  });
  throw new LedgerError('VALIDATION', details.join('; '));
}

/** The spec's success envelope. */
export function ok<T>(data: T, extras: { totalCount?: number; count?: number } = {}) {
  return { success: true as const, data, ...extras };
}

/** The spec's failure envelope. */
export function failure(...errors: string[]) {
  return { success: false as const, errors };
}
