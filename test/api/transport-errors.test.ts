import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT, buildServer } from '../../server/app.js';
import { ErrorEnvelope } from '../../shared/api/index.js';
import { rawExchange } from '../support/raw-http.js';
import { testService, TOKENS, uid } from '../support/test-service.js';

/** What a client reads back: status, headers and the parsed envelope. */
interface Read {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

async function read(response: Response): Promise<Read> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** Asserts a failure envelope with `code`, a request id, and none of `secret` echoed back. */
function expectEnvelope(reply: Read, status: number, code: string, secret?: string): void {
  expect(reply.status, reply.text).toBe(status);
  const body = ErrorEnvelope.parse(reply.body);
  expect(body.errors[0]).toMatch(new RegExp(`^${code}: `));
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(reply.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  if (secret) expect(reply.text).not.toContain(secret);
}

describe('errors raised before our handlers, over a real socket', () => {
  let app: FastifyInstance;
  let base: string;
  const auth = { authorization: TOKENS.full };
  beforeAll(async () => {
    app = await buildServer({ companyDb: (await testService()).companyDb, rateLimitPerMinute: 1_000_000 });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers an unknown path with 404 in the envelope', async () => {
    expectEnvelope(await read(await fetch(`${base}/no/such/route`, { headers: auth })), 404, 'NOT_FOUND');
  });

  it('answers a known path with the wrong method with 405, its Allow header and the envelope', async () => {
    const reply = await read(await fetch(`${base}/document/update`, { method: 'DELETE', headers: auth }));
    expectEnvelope(reply, 405, 'METHOD_NOT_ALLOWED');
    expect(reply.headers.get('allow')).toBe('POST');
    const get = await read(await fetch(`${base}/document/load/${uid()}`, { method: 'PUT', headers: auth }));
    expectEnvelope(get, 405, 'METHOD_NOT_ALLOWED');
    expect(get.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers a path parameter over 100 characters with 414 in the envelope, without echoing the path', async () => {
    const long = `secret${'x'.repeat(120)}`;
    expectEnvelope(await read(await fetch(`${base}/document/load/${long}`, { headers: auth })), 414, 'URI_TOO_LONG', long);
  });

  it('answers a malformed percent-encoding in the path with 400 in the envelope, without echoing it', async () => {
    expectEnvelope(await read(await fetch(`${base}/document/load/%E0%A4%Asecret`, { headers: auth })), 400, 'BAD_URL', 'secret');
  });

  it('answers headers over 16 KB with 431 in the envelope that fetch can read', async () => {
    const huge = 'h'.repeat(20 * 1024);
    expectEnvelope(
      await read(await fetch(`${base}/store/index/`, { headers: { ...auth, 'x-padding': huge } })),
      431,
      'HEADERS_TOO_LARGE',
      huge,
    );
  });

  it('answers a request the HTTP parser refuses with 400 in the envelope', async () => {
    const reply = await rawExchange(Number(new URL(base).port), 'POST /store/update HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toMatch(/x-request-id: [0-9a-f-]{36}/i);
    expect(ErrorEnvelope.parse(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).errors[0]).toMatch(/^BAD_REQUEST: /);
  });

  it('refuses a request with two Host headers with 400 in the envelope, whichever comes first, and stores nothing', async () => {
    const port = Number(new URL(base).port);
    const record = { uid: uid(), name: 'Два хости' };
    const body = JSON.stringify(record);
    for (const hosts of [
      ['127.0.0.1', 'evil.example'],
      ['evil.example', '127.0.0.1'],
      ['127.0.0.1', '127.0.0.1'],
    ]) {
      const reply = await rawExchange(
        port,
        `POST /store/update HTTP/1.1\r\n${hosts.map((host) => `Host: ${host}\r\n`).join('')}Authorization: ${TOKENS.full}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(reply).toMatch(/^HTTP\/1\.1 400 /);
      expect(reply).toMatch(/x-request-id: [0-9a-f-]{36}/i);
      expect(reply).not.toContain('evil.example');
      expect(ErrorEnvelope.parse(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).errors).toEqual([
        'BAD_REQUEST: the request has more than one Host header',
      ]);
    }
    expect((await fetch(`${base}/store/load/${record.uid}`, { headers: auth })).status).toBe(404);
  });

  it('answers a body over 10 MB with 413 that fetch reads, and stores nothing', async () => {
    const record = { uid: uid(), name: 'Завеликий' };
    const body = JSON.stringify([record]) + ' '.repeat(BODY_LIMIT + 1024);
    const reply = await read(
      await fetch(`${base}/store/batch`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body }),
    );
    expectEnvelope(reply, 413, 'PAYLOAD_TOO_LARGE');
    const loaded = await fetch(`${base}/store/load/${record.uid}`, { headers: auth });
    expect(loaded.status).toBe(404);
  });

  it('answers a streamed body (no Content-Length) over 10 MB with 413 that fetch reads', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('[]'));
        if (sent > BODY_LIMIT + chunk.length) controller.close();
        else controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const reply = await read(
      await fetch(`${base}/store/batch`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expectEnvelope(reply, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a body with a Content-Encoding with 415 and stores nothing, compressed or not', async () => {
    const record = { uid: uid(), name: 'Стиснений' };
    const json = JSON.stringify(record);
    for (const [encoding, body] of [
      ['gzip', json],
      ['gzip', gzipSync(json)],
      ['deflate', json],
      ['br', json],
    ] as const) {
      const reply = await read(
        await fetch(`${base}/store/update`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json', 'content-encoding': encoding },
          body,
        }),
      );
      expectEnvelope(reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    expect((await fetch(`${base}/store/load/${record.uid}`, { headers: auth })).status).toBe(404);
  });

  it('accepts Content-Encoding: identity', async () => {
    const record = { uid: uid(), name: 'Як є' };
    const reply = await fetch(`${base}/store/update`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'content-encoding': 'identity' },
      body: JSON.stringify(record),
    });
    expect(reply.status).toBe(200);
  });

  it('answers a body of another media type with 415 in the envelope', async () => {
    const reply = await read(
      await fetch(`${base}/store/update`, { method: 'POST', headers: { ...auth, 'content-type': 'text/xml' }, body: '<a/>' }),
    );
    expectEnvelope(reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('gives every reply, good or refused, its own x-request-id', async () => {
    const good = await fetch(`${base}/store/index/`, { headers: auth });
    const refused = await fetch(`${base}/store/index/`, { headers: { authorization: 'wrong' } });
    expect(good.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(good.headers.get('x-request-id')).not.toBe(refused.headers.get('x-request-id'));
  });
});
