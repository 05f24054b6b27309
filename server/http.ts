import type { z } from 'zod';
import { describeIssues, fieldPath, isAmountIssue } from '../shared/api/index.js';
import { ServiceError } from './service-error.js';

/**
 * Parses request input with a schema from shared/api; a mismatch is a 400 naming every bad field.
 * When the input is well formed and only breaks the amount rules, it is a 422 INVALID_AMOUNT
 * naming each field as a client writes it (`details[2].qty must be greater than 0`).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues;
  if (issues.every(isAmountIssue)) {
    // `body` is implied; a batch record keeps its index (`[3].price`), a query its name.
    const base = where
      .split('.')
      .filter((part) => part !== 'body')
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const details = issues.slice(0, 10).map((issue) => `${fieldPath([...base, ...issue.path])} ${issue.message}`);
    throw new ServiceError('INVALID_AMOUNT', details.join('; '));
  }
  throw new ServiceError('VALIDATION', describeIssues(issues, where, 10));
}

/** What a reply carries beside its data: the list's total, a batch's count, warnings. */
export interface ReplyExtras {
  totalCount?: number;
  count?: number;
  warnings?: string[];
}

/** The spec's success envelope; `warnings`, ours, tells of something done that the client may not have meant. */
export function ok<T>(data: T, extras: ReplyExtras = {}) {
  return { success: true as const, data, ...extras };
}

/** The spec's failure envelope. */
export function failure(...errors: string[]) {
  return { success: false as const, errors };
}

/** The 404 of a path the service does not have; private routes answer strangers with the very same words. */
export const NO_SUCH_ENDPOINT = 'NOT_FOUND: no such endpoint';
