import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, ErrorEnvelope, MAX_CHANGES_WAIT_SECONDS, type Endpoint } from '../../shared/api/index.js';
import { createTestService, TOKENS, type TestService } from '../support/test-service.js';
import { applyDamage, damage, encodeBody, wire, wrongValue } from './breakers.js';
import { arbitraryOf, type UidPool } from './contract-arbitraries.js';
import { seedRecords } from './seed-records.js';
import { changedTables, hashTables } from './table-hash.js';

/**
 * Every endpoint of the contract, sent requests generated from its zod schemas and then broken.
 * Every reply must be a 2xx, or a 4xx in the envelope; never a 5xx. After every refused write,
 * every table must hash exactly as before. Runs on the engine the API tests use.
 */

// Runs per endpoint (FUZZ_RUNS scales it); a printed form renders a PDF each time, so it gets fewer.
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
const PDF_RUNS = Math.ceil(RUNS / 3);

const endpoints = Object.entries(ENDPOINTS as Record<string, Endpoint>);
const tokens = fc.oneof(
  { weight: 12, arbitrary: fc.constant<string | null>(TOKENS.full) },
  { weight: 1, arbitrary: fc.constantFrom<string | null>(TOKENS.readOnly, null, 'not-a-token', `Bearer ${TOKENS.full}`) },
);
/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate travels as U+FFFD, as it would from any client). */
function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

const hostileUid = fc.oneof(
  wrongValue.map((v) => encode(typeof v === 'string' ? v.slice(0, 300) : (JSON.stringify(v) ?? 'x'))),
  fc.constantFrom('x'.repeat(101), '%E0%A4%A', '..%2F..%2Fetc', '%00', '%2e%2e', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
);

/**
 * A `wait` of the change feed's long poll that the service would accept (an integer up to 30 seconds), cut to 1:
 * with no change coming, each such request held the fuzz for its whole wait, 25 s of a run. Waits it refuses
 * (negative, over 30, not an integer) travel as generated, so the query's validation is fuzzed as before; the
 * waiting itself, woken by a write or ended with nothing, is tested by test/api/change-feed.test.ts.
 */
const LONG_POLL_WAIT_CAP = 1;
function cappedWait(key: string, value: string): string {
  if (key !== 'wait' || !/^\s*\d+\s*$/.test(value)) return value;
  return Number(value) > LONG_POLL_WAIT_CAP && Number(value) <= MAX_CHANGES_WAIT_SECONDS ? String(LONG_POLL_WAIT_CAP) : value;
}

function queryString(text: string, capWait: boolean): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return `raw=${encode(text)}`;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `q=${encode(String(value))}`;
  const params: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) {
      if (one === undefined) continue;
      const value = typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one);
      params.push(`${encode(key)}=${encode(capWait ? cappedWait(key, value) : value)}`);
    }
  }
  return params.join('&');
}

describe('fuzzing every endpoint with broken requests from the contract', () => {
  let service: TestService;
  let pool: UidPool;
  let cases = 0;
  let serverErrors = 0;
  let refusedWrites = 0;
  // Hash of every table as the last refused write left it; null when a write (or a report that keeps snapshots) may have changed it.
  let baseline: Map<string, string> | null = null;

  beforeAll(async () => {
    service = await createTestService('fuzz');
    pool = await seedRecords(service.app);
  });
  afterAll(async () => {
    console.log(`fuzz: ${cases} cases, ${serverErrors} server errors, ${refusedWrites} refused writes left every table unchanged`);
    await service?.app.close();
    await service?.companyDb.close();
  });

  it.each(endpoints)(
    '%s answers every broken request with a 2xx or a 4xx in the envelope, and a refused write changes nothing',
    async (name, endpoint) => {
      const request = fc.record({
        uid: endpoint.params
          ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pool.all) }, { weight: 1, arbitrary: hostileUid })
          : fc.constant(''),
        query: endpoint.query ? arbitraryOf(endpoint.query, pool) : fc.constant(undefined),
        body: endpoint.body ? arbitraryOf(endpoint.body, pool) : fc.constant(undefined),
        damage,
        wire,
        token: tokens,
      });
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          cases += 1;
          const path = endpoint.path.replace('{uid}', r.uid);
          const query =
            r.query === undefined
              ? ''
              : queryString(applyDamage(r.query, endpoint.body ? { kind: 'none' } : r.damage), name === 'changes.index');
          const url = query ? `${path}?${query}` : path;
          const auth: Record<string, string> = r.token === null ? {} : { authorization: r.token };
          const isWrite = endpoint.method === 'POST';
          // The tables as a write finds them: a refused write must leave them exactly so.
          const before = isWrite ? (baseline ??= await hashTables(service.companyDb.db)) : null;
          const encoded = isWrite ? encodeBody(applyDamage(r.body, r.damage), r.wire) : null;
          const res = await service.app.inject({
            method: endpoint.method,
            url,
            headers: { ...auth, ...(encoded?.headers ?? {}) },
            ...(encoded ? { payload: encoded.payload } : {}),
          });
          const where = `${endpoint.method} ${url.slice(0, 300)} → ${res.statusCode} ${res.payload.slice(0, 300)}`;
          if (res.statusCode >= 500) serverErrors += 1;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const envelope = ErrorEnvelope.safeParse(JSON.parse(res.payload));
            expect(envelope.success, where).toBe(true);
            expect(envelope.data?.errors[0], where).toMatch(/^[A-Z][A-Z0-9_]+: /);
            expect(res.headers['x-request-id'], where).toBeDefined();
            if (before) {
              const after = await hashTables(service.companyDb.db);
              expect(changedTables(before, after), where).toEqual([]);
              refusedWrites += 1;
            }
          } else if (endpoint.data !== null) {
            expect(JSON.parse(res.payload) as unknown, where).toMatchObject({ success: true });
            if (isWrite || path.startsWith('/report/')) baseline = null;
          }
        }),
        { numRuns: name === 'documents.pdf' ? PDF_RUNS : RUNS },
      );
    },
  );

  it('ran at least 2,000 cases', () => {
    expect(cases).toBeGreaterThanOrEqual(RUNS === 80 ? 2000 : 0);
  });
});
