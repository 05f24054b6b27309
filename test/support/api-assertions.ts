import { expect } from 'vitest';
import { ErrorEnvelope } from '../../shared/api/index.js';
import { at } from './checked.js';
import type { Reply } from './test-service.js';

/** The error strings of a failure envelope; fails when `body` is not one. */
export function errorsOf(body: unknown): string[] {
  return ErrorEnvelope.parse(body).errors;
}

/** The first error string of a failure envelope; fails when `body` is not one. */
export function firstError(body: unknown): string {
  return at(errorsOf(body), 0);
}

/** A failure's stable `code`, and words its errors must mention. */
export interface FailureMentioning {
  code: string;
  mentions?: string | undefined;
}

/**
 * Asserts the spec's failure envelope whose first error starts with the stable `code`
 * (docs/service-behaviour.md, "Envelope and errors"), or with `expected.code` and naming `expected.mentions`.
 */
export function expectFailure(reply: Reply, status: number, expected: string | FailureMentioning): void {
  const { code, mentions } = typeof expected === 'string' ? { code: expected, mentions: undefined } : expected;
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  const body = ErrorEnvelope.parse(reply.body);
  expect(body.errors[0]).toMatch(new RegExp(`^${code}: `));
  if (mentions) expect(body.errors.join(' ')).toContain(mentions);
}
