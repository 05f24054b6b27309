import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { bridgeContract } from '../../../../shared/ipc/bridge-contract.js';
import { createApiProxy } from '../../../../electron/core/api-proxy.js';
import type { ApiTarget } from '../../../../electron/core/api-request.js';
import { CoreError, isCoreError } from '../../../../electron/core/errors.js';
import { toBridgeFailure } from '../../../../electron/bridge-runner.js';
import { documentReply, sendJson, startServer, type SeenRequest, type TestServer } from './helpers.js';
import type { ServerResponse } from 'node:http';
import { at, defined } from '../../../support/checked.js';

let server: TestServer | null = null;
/** The test server this test started; fails clearly when it started none. */
const running = (): TestServer => defined(server, 'a test server');
afterEach(async () => {
  await server?.close();
  server = null;
});

const TOKEN = 'proxy-test-token';
const fast = createApiProxy({ timeoutMs: 2000, retries: 2, backoffMs: 5, maxBackoffMs: 50 });
const uid = randomUUID();

async function serve(answer: (req: SeenRequest, res: ServerResponse) => void): Promise<ApiTarget> {
  server = await startServer(answer);
  return { baseUrl: server.url, header: 'authorization', prefix: '', token: TOKEN };
}

/** The parsed request of `op`, as the bridge hands it to the core. */
const req = (op: keyof typeof bridgeContract, raw: unknown) => bridgeContract[op].request.parse(raw) as Record<string, unknown>;

async function failureOf(promise: Promise<unknown>): Promise<CoreError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof CoreError)) throw new Error(`expected a CoreError, got ${String(error)}`);
  return error;
}

describe('requests built from the endpoint table', () => {
  it('sends method, path with the encoded uid, query, JSON body and the token in the header scheme', async () => {
    const answer = (request: SeenRequest, res: ServerResponse) =>
      sendJson(
        res,
        200,
        request.url.startsWith('/document/index/')
          ? { success: true, data: [], totalCount: 0 }
          : { success: true, data: documentReply(uid) },
      );
    const target = { ...(await serve(answer)), header: 'X-Api-Key', prefix: 'Token ' };
    await fast.call('documents.load', req('documents.load', { uid: uid.toUpperCase() }), { target });
    await fast.call(
      'documents.update',
      req('documents.update', { uid, sum: '1200.50', details: [{ entity: { uid }, qty: '2', price: '600.25' }] }),
      { target },
    );
    await fast.call('documents.index', req('documents.index', { from: '2025-01-01', to: '2025-01-31', agent: uid }), { target });
    const seen = running().seen;
    const [load, update, index] = [at(seen, 0), at(seen, 1), at(seen, 2)];
    expect([load.method, load.url]).toEqual(['GET', `/document/load/${uid}`]);
    expect(load.headers['x-api-key']).toBe(`Token ${TOKEN}`);
    expect(load.headers.authorization).toBeUndefined();
    expect([update.method, update.url, update.headers['content-type']]).toEqual(['POST', '/document/update', 'application/json']);
    expect(JSON.parse(update.body)).toEqual({ uid, sum: 1200.5, details: [{ entity: { uid }, qty: 2, price: 600.25 }] });
    expect(index.url).toBe(`/document/index/?from=2025-01-01&to=2025-01-31&pageSize=100&offset=0&agent=${uid}`);
  });

  it('keeps the base URL path and sends a batch as a bare array', async () => {
    const target = await serve((_req, res) => sendJson(res, 200, { success: true, data: { count: 1 } }));
    const result = await fast.call('stores.batch', req('stores.batch', { records: [{ uid, name: 'Склад' }] }), {
      target: {
        ...target,
        baseUrl: `${target.baseUrl}/api/v2`,
      },
    });
    expect(result).toEqual({ data: { count: 1 } });
    const [request] = running().seen;
    expect(request?.url).toBe('/api/v2/store/batch');
    expect(JSON.parse(defined(request, 'the batch request').body)).toEqual([{ uid, name: 'Склад' }]);
  });
});

describe('errors of the service', () => {
  const table: [number, string, string][] = [
    [400, 'badRequest', 'VALIDATION: from must be a date'],
    [401, 'unauthorized', 'UNAUTHORIZED: send a valid token'],
    [403, 'forbidden', 'FORBIDDEN: no right to post'],
    [404, 'notFound', 'NOT_FOUND: no document'],
    [409, 'conflict', 'DOCUMENT_POSTED: unpost it first'],
    [413, 'tooLarge', 'PAYLOAD_TOO_LARGE: too big'],
    [415, 'badRequest', 'UNSUPPORTED_MEDIA_TYPE: json please'],
    [422, 'ruleFailed', 'NOT_ENOUGH_STOCK: 2 short'],
    [429, 'rateLimited', 'RATE_LIMITED: slow down'],
    [500, 'serverError', 'INTERNAL: failed'],
    [502, 'serverError', 'RENDER_FAILED: forms are down'],
  ];
  it.each(table)('HTTP %i is %s and carries the service error strings and code', async (status, kind, text) => {
    const target = await serve((_req, res) => sendJson(res, status, { success: false, errors: [text, 'second'] }, { 'retry-after': '60' }));
    const error = await failureOf(fast.call('documents.setDone', req('documents.setDone', { uid, done: true }), { target }));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.errors).toEqual([text, 'second']);
    expect(error.serviceCode).toBe(text.split(':')[0]);
    expect(error.message).toContain(text);
    expect(running().seen).toHaveLength(1);
  });

  it('keeps the request id the service gave a failure, so the user can quote it', async () => {
    const target = await serve((_req, res) =>
      sendJson(res, 500, { success: false, errors: ['INTERNAL: failed'] }, { 'x-request-id': 'b6f1c9d2-6c1e-4c61-8a39-0d3f5e2a7b10' }),
    );
    const error = await failureOf(fast.call('documents.setDone', req('documents.setDone', { uid, done: true }), { target }));
    expect(error.requestId).toBe('b6f1c9d2-6c1e-4c61-8a39-0d3f5e2a7b10');
    expect(toBridgeFailure(error).requestId).toBe('b6f1c9d2-6c1e-4c61-8a39-0d3f5e2a7b10');
  });

  it('carries who changed a record when a stale save is refused, across the bridge', async () => {
    const conflict = { uid, kind: 'document', version: 4, by: 'Олена Коваль', at: '2026-11-26T09:15:00.000Z' };
    const target = await serve((_req, res) =>
      sendJson(res, 409, { success: false, errors: ['CONFLICT: changed by Олена Коваль'], data: conflict }),
    );
    const error = await failureOf(fast.call('documents.update', req('documents.update', { uid, version: 3 }), { target }));
    expect(error.code).toBe('CONFLICT');
    expect(error.serviceCode).toBe('CONFLICT');
    expect(toBridgeFailure(error).conflict).toEqual(conflict);
  });

  it('leaves out a conflict the service described in a shape outside the contract', async () => {
    const target = await serve((_req, res) => sendJson(res, 409, { success: false, errors: ['CONFLICT: stale'], data: { uid, by: 7 } }));
    const error = await failureOf(fast.call('documents.update', req('documents.update', { uid, version: 3 }), { target }));
    expect(error.code).toBe('CONFLICT');
    expect(toBridgeFailure(error).conflict).toBeUndefined();
  });

  it('refuses to send a body over 10 MB, saying so, and the service never sees it', async () => {
    const target = await serve((_req, res) => sendJson(res, 200, { success: true, data: documentReply(uid) }));
    // 2,000 lines with a long Cyrillic memo each: about 12 MB of JSON.
    const details = Array.from({ length: 2000 }, () => ({ entity: { uid }, qty: 1, memo: 'а'.repeat(3000) }));
    const error = await failureOf(fast.call('documents.update', req('documents.update', { uid, details }), { target }));
    expect(error.kind).toBe('tooLarge');
    expect(error.message).toMatch(/10 MB/);
    expect(running().seen).toHaveLength(0);
  });

  it('reads a failure without an envelope as its status', async () => {
    const target = await serve((_req, res) => {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('<h1>down</h1>');
    });
    const error = await failureOf(fast.call('documents.setDone', req('documents.setDone', { uid, done: true }), { target }));
    expect([error.kind, error.status, error.errors]).toEqual(['serverError', 503, []]);
  });

  it('does not follow a redirect, so the token never goes to another address', async () => {
    const target = await serve((_req, res) => {
      res.writeHead(302, { location: 'http://127.0.0.2:9/steal' });
      res.end();
    });
    const error = await failureOf(fast.call('stores.index', req('stores.index', {}), { target }));
    expect(error.kind).toBe('badResponse');
    expect(running().seen).toHaveLength(1);
  });

  it('is offline when nothing listens', async () => {
    const target = await serve((_req, res) => sendJson(res, 200, {}));
    await running().close();
    server = null;
    const error = await failureOf(fast.call('stores.index', req('stores.index', {}), { target }));
    expect(error.kind).toBe('offline');
    expect(error.message).toMatch(/ECONNREFUSED/);
  });
});

describe('retries, timeouts and cancellation', () => {
  it('retries a GET after 5xx with back-off and then succeeds', async () => {
    let calls = 0;
    const target = await serve((_req, res) =>
      ++calls < 3
        ? sendJson(res, 503, { success: false, errors: ['INTERNAL: busy'] })
        : sendJson(res, 200, { success: true, data: [], totalCount: 0 }),
    );
    expect(await fast.call('stores.index', req('stores.index', {}), { target })).toEqual({ data: [], totalCount: 0 });
    expect(calls).toBe(3);
  });

  it('gives up on a GET after the allowed retries', async () => {
    const target = await serve((_req, res) => sendJson(res, 500, { success: false, errors: ['INTERNAL: down'] }));
    expect((await failureOf(fast.call('stores.index', req('stores.index', {}), { target }))).kind).toBe('serverError');
    expect(running().seen).toHaveLength(3);
  });

  it('never repeats a POST, which could post or create twice', async () => {
    const target = await serve((_req, res) => sendJson(res, 503, { success: false, errors: ['INTERNAL: busy'] }));
    expect((await failureOf(fast.call('documents.setDone', req('documents.setDone', { uid, done: true }), { target }))).kind).toBe(
      'serverError',
    );
    expect(running().seen).toHaveLength(1);
  });

  it('retries a 429 when Retry-After is short and not when it is long', async () => {
    let calls = 0;
    const target = await serve((_req, res) =>
      ++calls === 1
        ? sendJson(res, 429, { success: false, errors: ['RATE_LIMITED: wait'] }, { 'retry-after': '0' })
        : sendJson(res, 200, { success: true, data: [], totalCount: 0 }),
    );
    await fast.call('stores.index', req('stores.index', {}), { target });
    expect(calls).toBe(2);
    await running().close();
    const slow = await serve((_req, res) =>
      sendJson(res, 429, { success: false, errors: ['RATE_LIMITED: wait'] }, { 'retry-after': '60' }),
    );
    expect((await failureOf(fast.call('stores.index', req('stores.index', {}), { target: slow }))).kind).toBe('rateLimited');
    expect(running().seen).toHaveLength(1);
  });

  it('times out an attempt that gets no answer, as offline', async () => {
    const target = await serve(() => undefined);
    // Without the timeout this call would hang until the test itself times out.
    const error = await failureOf(fast.call('stores.index', req('stores.index', {}), { target, timeoutMs: 150, retries: 1 }));
    expect(error.kind).toBe('offline');
    expect(error.message).toMatch(/did not answer/);
    expect(running().seen).toHaveLength(2);
  });

  it('cancels a request in flight', async () => {
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const target = await serve(() => arrived());
    const controller = new AbortController();
    const pending = fast.call('stores.index', req('stores.index', {}), { target, signal: controller.signal });
    // Cancelled once the service has it, so the request is in flight, not merely about to start.
    await reached;
    controller.abort();
    expect((await failureOf(pending)).kind).toBe('cancelled');
  });
});

describe('reading replies', () => {
  it('accepts a document without the fields only our own service adds (vatSum, total, dateModified, paid)', async () => {
    const bare = { ...documentReply(uid) } as Record<string, unknown>;
    for (const field of ['vatSum', 'total', 'dateModified', 'status', 'paid', 'shipped']) delete bare[field];
    const target = await serve((_req, res) => sendJson(res, 200, { success: true, data: bare }));
    const result = await fast.call('documents.load', req('documents.load', { uid }), { target });
    expect((result.data as Record<string, unknown>).uid).toBe(uid);
    expect((result.data as Record<string, unknown>).total).toBeUndefined();
  });

  it('is lenient where the real service may differ: numeric strings, unknown fields, unknown type codes', async () => {
    const target = await serve((_req, res) =>
      sendJson(res, 200, {
        success: true,
        totalCount: 1,
        extraEnvelopeField: 'kept out',
        data: [documentReply(uid, { sum: '1200.50', vatSum: '240.10', type: 'vendorSpecialType', vendorField: { a: 1 } })],
      }),
    );
    const result = await fast.call('documents.index', req('documents.index', { from: '2025-01-01', to: '2025-12-31' }), { target });
    expect(result.data).toMatchObject([{ sum: 1200.5, vatSum: 240.1, type: 'vendorSpecialType', vendorField: { a: 1 } }]);
    expect(result.totalCount).toBe(1);
  });

  const strict: [string, unknown][] = [
    ['a uid that is not a UUID', { success: true, data: documentReply('42') }],
    ['an amount with more than two decimals', { success: true, data: documentReply(uid, { total: '10.001' }) }],
    ['an amount that is not a number', { success: true, data: documentReply(uid, { sum: 'twelve' }) }],
    ['a missing document sum', { success: true, data: documentReply(uid, { sum: undefined }) }],
    // Fields our service adds beyond the spec (vatSum, total, dateModified…) may be missing elsewhere: not strict.
    ['an envelope without success', { data: documentReply(uid) }],
    ['an envelope with success as a string', { success: 'true', data: documentReply(uid) }],
    ['an envelope without data', { success: true }],
    ['a count that is not an integer', { success: true, data: documentReply(uid), totalCount: '1' }],
    ['a bare array', [documentReply(uid)]],
  ];
  it.each(strict)('is strict about %s', async (_what, body) => {
    const target = await serve((_req, res) => sendJson(res, 200, body));
    expect((await failureOf(fast.call('documents.load', req('documents.load', { uid }), { target }))).kind).toBe('badResponse');
  });

  it('reads a reply that is not JSON as a bad response', async () => {
    const target = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>login</html>');
    });
    expect((await failureOf(fast.call('documents.load', req('documents.load', { uid }), { target }))).kind).toBe('badResponse');
  });

  it('returns a printed form as base64 bytes, and its 404 as notFound', async () => {
    const pdf = Buffer.from('%PDF-1.7\n% test\n');
    const target = await serve((request, res) => {
      if (request.url.includes('form=NOPE')) return sendJson(res, 404, { success: false, errors: ['FORM_NOT_FOUND: no such form'] });
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(pdf);
    });
    const result = await fast.call('documents.pdf', req('documents.pdf', { uid, form: 'WBWH' }), { target });
    expect(result).toEqual({ data: { base64: pdf.toString('base64'), contentType: 'application/pdf' } });
    expect(running().seen[0]?.url).toBe(`/document/pdf/${uid}?form=WBWH`);
    const error = await failureOf(fast.call('documents.pdf', req('documents.pdf', { uid, form: 'NOPE' }), { target }));
    expect([error.kind, error.serviceCode]).toEqual(['notFound', 'FORM_NOT_FOUND']);
  });

  it('refuses a "PDF" that is not one', async () => {
    const target = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end('<html>');
    });
    expect(isCoreError(await failureOf(fast.call('documents.pdf', req('documents.pdf', { uid }), { target })), 'badResponse')).toBe(true);
  });
});
