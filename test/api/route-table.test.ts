import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.js';
import { fastifyPath } from '../../server/routes/endpoint.js';
import { SERVICE_ROUTES } from '../../server/service-routes.js';
import { registerToken, replaceTokensOf } from '../../server/auth.js';
import { openCompanyDb, type CompanyDb } from '../../server/database/company-db.js';
import { ENDPOINTS, type Endpoint } from '../../shared/api/index.js';
import { TOKENS } from '../support/test-service.js';

const LAUNCH_TOKEN = 'launch-token-of-the-route-table-test';
const UID = '00000000-0000-4000-8000-000000000001';

describe('the route table', () => {
  let companyDb: CompanyDb;
  let app: Awaited<ReturnType<typeof buildServer>>;
  // Every route as `METHOD /path`, told by Fastify as it registers it; the HEAD twin of each GET is Fastify's own.
  const registered: string[] = [];
  const endpoints = Object.entries(ENDPOINTS as Record<string, Endpoint>);

  beforeAll(async () => {
    companyDb = await openCompanyDb({ memory: true });
    await companyDb.write(async (trx) => {
      await registerToken(trx, TOKENS.full, { name: 'full', canPost: true, canUnpost: true });
      await replaceTokensOf(trx, { name: 'command line', token: LAUNCH_TOKEN, rights: { canPost: true, canUnpost: true } });
    });
    // With the private routes too, as the desktop app starts it.
    app = await buildServer({
      companyDb,
      rateLimitPerMinute: 1_000_000,
      service: { token: LAUNCH_TOKEN },
      onRoute: ({ method, url }) => {
        for (const m of [method].flat()) if (m !== 'HEAD') registered.push(`${m} ${url}`);
      },
    });
  });

  afterAll(async () => {
    await app?.close();
    await companyDb?.close();
  });

  it('registers every ENDPOINTS entry and the documented private routes, and nothing else', () => {
    const expected = [
      ...endpoints.map(([, e]) => `${e.method} ${fastifyPath(e.path)}`),
      ...SERVICE_ROUTES.map((r) => `${r.method} ${r.path}`),
    ].sort();
    expect(registered.sort()).toEqual(expected);
  });

  it.each(endpoints)('%s answers at its method and path (not 404 or 405)', async (_name, endpoint) => {
    const res = await app.inject({
      method: endpoint.method,
      url: endpoint.path.replace('{uid}', UID),
      headers: { authorization: TOKENS.full, 'content-type': 'application/json' },
      ...(endpoint.method === 'POST' ? { payload: '{}' } : {}),
    });
    // Input the endpoint refuses (400/422) or a record it does not have (404 NOT_FOUND: …) still shows it is there.
    expect(res.statusCode).not.toBe(405);
    if (res.statusCode === 404) expect(res.json()).not.toEqual({ success: false, errors: ['NOT_FOUND: no such endpoint'] });
  });

  it('answers a path outside the table with the 404 of an unknown endpoint', async () => {
    const res = await app.inject({ method: 'GET', url: '/document/remove', headers: { authorization: TOKENS.full } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, errors: ['NOT_FOUND: no such endpoint'] });
  });
});
