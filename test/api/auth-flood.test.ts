import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.js';
import { expectFailure } from '../support/api-assertions.js';
import { testService, TOKENS, type Reply } from '../support/test-service.js';

describe('a flood of bad tokens', () => {
  let app: FastifyInstance;
  let tokenLookups = 0;
  beforeAll(async () => {
    const companyDb = (await testService()).companyDb;
    // Counts every query the service starts, to see which requests reach the database at all.
    const db = new Proxy(companyDb.db, {
      get(target, key) {
        if (key === 'selectFrom') tokenLookups += 1;
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (...args: unknown[]): unknown => Reflect.apply(value, target, args) : value;
      },
    });
    app = await buildServer({ companyDb: { ...companyDb, db }, rateLimitPerMinute: 1_000_000, authFailuresPerMinute: 5 });
  });
  afterAll(async () => {
    await app.close();
  });

  const send = async (token: string, remoteAddress: string): Promise<Reply> => {
    const res = await app.inject({ method: 'GET', url: '/store/index/?pageSize=1', headers: { authorization: token }, remoteAddress });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };

  it('answers 429 once an address has failed too often, without asking the database, and good tokens from it go on', async () => {
    const address = '10.0.0.1';
    expect((await send(TOKENS.full, address)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expectFailure(await send(`bad-${i}`, address), 401, 'UNAUTHORIZED');
    const before = tokenLookups;
    for (let i = 0; i < 50; i += 1) {
      const refused = await send(`flood-${i}`, address);
      expectFailure(refused, 429, 'RATE_LIMITED');
      expect(refused.headers['retry-after']).toBeDefined();
    }
    expect(tokenLookups).toBe(before);
    expect((await send(TOKENS.full, address)).status).toBe(200);
  });

  it('counts failures per address: another address still gets its 401s', async () => {
    for (let i = 0; i < 6; i += 1) await send(`bad-${i}`, '10.0.0.2');
    expectFailure(await send('bad', '10.0.0.3'), 401, 'UNAUTHORIZED');
  });

  it('refuses requests without any token from a flooding address with 429 too', async () => {
    for (let i = 0; i < 6; i += 1) await send(`bad-${i}`, '10.0.0.4');
    const res = await app.inject({ method: 'GET', url: '/store/index/', remoteAddress: '10.0.0.4' });
    expect(res.statusCode).toBe(429);
  });
});
