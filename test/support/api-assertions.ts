import { expect } from 'vitest';
import { ErrorEnvelope } from '../../shared/api/index.js';
import type { Reply } from './test-service.js';

/** Asserts the spec's failure envelope whose first error starts with the stable `code` (DESIGN §3), optionally naming `mentions`. */
export function expectFailure(reply: Reply, status: number, code: string, mentions?: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  const body = ErrorEnvelope.parse(reply.body);
  expect(body.errors[0]).toMatch(new RegExp(`^${code}: `));
  if (mentions) expect(body.errors.join(' ')).toContain(mentions);
}
