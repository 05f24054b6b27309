import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../server/app.js';
import type { FastifyInstance } from 'fastify';
import { testService, TOKENS, type TestService } from '../support/test-service.js';

/**
 * A long poll whose app went away (closed, or its connection dropped) ends its wait and reads nothing
 * more: a read after it could only race a stopping service's close of its database (found by the office bench).
 */
describe('a long poll whose client left', () => {
  let service: TestService;
  let app: FastifyInstance;
  let begun = 0;

  beforeAll(async () => {
    service = await testService();
    const { changes } = service.companyDb;
    // The same store and signal, with each wait the feed begins counted.
    const counted = {
      ...changes,
      begin: () => {
        begun += 1;
        return changes.begin();
      },
    };
    app = await buildServer({ companyDb: { ...service.companyDb, changes: counted }, rateLimitPerMinute: 1_000_000 });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
  });

  it('ends its wait and begins no other read', async () => {
    const { port } = app.server.address() as AddressInfo;
    const aborted = new AbortController();
    const asked = request({
      host: '127.0.0.1',
      port,
      path: '/changes/?since=1000000000000&wait=30',
      headers: { authorization: TOKENS.full },
      signal: aborted.signal,
    });
    asked.on('error', () => undefined);
    asked.end();
    await vi.waitFor(() => expect(service.companyDb.changes.waiting()).toBe(1), { timeout: 10_000 });
    expect(begun).toBe(1);
    aborted.abort();
    // The wait ends once the service hears the connection close; the handler then returns.
    await vi.waitFor(() => expect(service.companyDb.changes.waiting()).toBe(0), { timeout: 10_000 });
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(begun).toBe(1);
  });
});
