import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT, buildServer } from '../../server/app.js';
import { registerToken } from '../../server/auth.js';
import { openCompanyDb } from '../../server/database/company-db.js';
import { ENDPOINTS, errorCodeOf, type Endpoint } from '../../shared/api/index.js';
import { errorsOf, expectFailure } from '../support/api-assertions.js';
import { at } from '../support/checked.js';
import { apiClient, fixtures, testService, TOKENS, uid, type ApiClient, type Reply, type TestService } from '../support/test-service.js';

/** Pads JSON with trailing blanks to exactly `bytes` bytes of UTF-8 (Cyrillic letters take two). */
const padToBytes = (json: string, bytes: number) => json + ' '.repeat(bytes - Buffer.byteLength(json));
const endpoints = Object.entries(ENDPOINTS as Record<string, Endpoint>);
/** A request to `endpoint` that would pass with a valid token: auth must be refused before anything else. */
const call = (api: ApiClient, endpoint: Endpoint) => {
  const url = endpoint.path.replace('{uid}', uid());
  return endpoint.method === 'GET' ? api.get(url) : api.post(url, { uid: uid(), name: 'Без доступу' });
};

describe('authentication', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await testService();
  });

  it.each(endpoints)('refuses %s without a token with 401 in the envelope', async (_, endpoint) => {
    expectFailure(await call(apiClient(service.app, null), endpoint), 401, 'UNAUTHORIZED');
  });

  it.each(endpoints)('refuses %s with an unknown token with 401', async (_, endpoint) => {
    expectFailure(await call(apiClient(service.app, 'no-such-token'), endpoint), 401, 'UNAUTHORIZED');
  });

  it('writes nothing for a request without a valid token', async () => {
    const store = { uid: uid(), name: 'Непрошений' };
    expectFailure(await apiClient(service.app, 'no-such-token').post('/store/update', store), 401, 'UNAUTHORIZED');
    expect((await apiClient(service.app).get(`/store/load/${store.uid}`)).status).toBe(404);
  });

  it('accepts the token with or without a Bearer prefix, in any case of the word', async () => {
    for (const header of [TOKENS.full, `Bearer ${TOKENS.full}`, `bearer ${TOKENS.full}`, `  Bearer   ${TOKENS.full}  `]) {
      expect((await apiClient(service.app, header).get('/store/index/')).status, header).toBe(200);
    }
  });

  it('refuses a token in another case, under another scheme, or an empty Bearer', async () => {
    for (const header of [TOKENS.full.toUpperCase(), `Basic ${TOKENS.full}`, 'Bearer ', 'Bearer', `${TOKENS.full}x`, 'x'.repeat(600)]) {
      expectFailure(await apiClient(service.app, header).get('/store/index/'), 401, 'UNAUTHORIZED');
    }
  });

  it('answers an unknown route with 404 in the envelope, without repeating the path', async () => {
    const api = apiClient(service.app);
    const unknown = await api.get('/no/such/route');
    expectFailure(unknown, 404, 'NOT_FOUND');
    expect(JSON.stringify(unknown.body)).not.toContain('/no/such/route');
  });

  it('answers a known route with the wrong method with 405 and the methods it takes', async () => {
    const api = apiClient(service.app);
    const get = await api.get('/agent/update');
    expectFailure(get, 405, 'METHOD_NOT_ALLOWED');
    expect(get.headers.allow).toBe('POST');
    expectFailure(await api.post('/agent/load/' + uid(), {}), 405, 'METHOD_NOT_ALLOWED');
  });

  it('does not reveal which routes exist to a caller without a token', async () => {
    expectFailure(await apiClient(service.app, null).get('/no/such/route'), 401, 'UNAUTHORIZED');
  });
});

describe('request bodies', () => {
  let api: ApiClient;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
  });

  it('refuses malformed JSON with 400 INVALID_JSON and changes nothing', async () => {
    const agent = { uid: uid(), name: 'Незмінний' };
    await api.post('/agent/update', agent);
    for (const payload of [
      `{"uid":"${agent.uid}","name":"Змінений"`,
      `{uid:'${agent.uid}'}`,
      `{"uid":"${agent.uid}","name":"Змінений"}}`,
    ]) {
      expectFailure(await api.raw('POST', '/agent/update', { payload }), 400, 'INVALID_JSON');
    }
    expect((await api.get(`/agent/load/${agent.uid}`)).body.data.name).toBe('Незмінний');
  });

  it('refuses an empty JSON body with 400 INVALID_JSON', async () => {
    expectFailure(await api.raw('POST', '/store/update', { payload: '' }), 400, 'INVALID_JSON');
  });

  it.each([['text/plain'], ['application/xml'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x']])(
    'refuses a body sent as %s with 415 and writes nothing',
    async (contentType) => {
      const store = { uid: uid(), name: 'Не JSON' };
      expectFailure(await api.raw('POST', '/store/update', { payload: JSON.stringify(store), contentType }), 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect((await api.get(`/store/load/${store.uid}`)).status).toBe(404);
    },
  );

  it('accepts JSON with a charset parameter', async () => {
    const store = { uid: uid(), name: 'UTF-8' };
    expect(
      (await api.raw('POST', '/store/update', { payload: JSON.stringify(store), contentType: 'application/json; charset=utf-8' })).status,
    ).toBe(200);
  });

  it('refuses a body above 10 MB with 413 in the envelope and writes nothing', async () => {
    const records = [{ uid: uid(), name: 'Великий', address: 'x'.repeat(400) }];
    const payload = padToBytes(JSON.stringify(records), BODY_LIMIT + 1);
    expectFailure(await api.raw('POST', '/store/batch', { payload }), 413, 'PAYLOAD_TOO_LARGE');
    expect((await api.get(`/store/load/${at(records, 0).uid}`)).status).toBe(404);
  });

  it('accepts a body just under 10 MB', async () => {
    const store = { uid: uid(), name: 'Майже межа' };
    const payload = padToBytes(JSON.stringify(store), BODY_LIMIT);
    expect((await api.raw('POST', '/store/update', { payload })).status).toBe(200);
  });
});

describe('amounts', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  it('reads quantities, prices and sums sent as numbers or numeric strings to the same values', async () => {
    const item = await f.entity();
    const line = (qty: number | string, price: number | string, sum: number | string) => ({
      type: 'invoice',
      date: '2026-03-01',
      details: [{ entity: { uid: item.uid }, qty, price, sum }],
    });
    const asNumbers = await f.document(line(2.5, 10.1, 25.25));
    const asStrings = await f.document(line('2.500', ' 10.1000 ', '25.25'));
    for (const doc of [asNumbers, asStrings]) {
      expect((await api.get(`/document/load/${doc.uid}`)).body.data.details[0]).toMatchObject({ qty: 2.5, price: 10.1, sum: 25.25 });
    }
    const agent = await f.agent();
    for (const sum of [100.5, '100.50']) {
      expect((await f.payment({ type: 'payFromCustomer', date: '2026-03-01', agent: { uid: agent.uid }, sum })).sum).toBe(100.5);
    }
  });

  it('refuses a sum beyond the largest amount (1e300) with 422 naming sum', async () => {
    const payment = { uid: uid(), type: 'payFromCustomer', date: '2026-03-01', sum: 1e300 };
    expectFailure(await api.post('/paydocument/update', payment), 422, {
      code: 'INVALID_AMOUNT',
      mentions: 'sum must be less than 1000000000000',
    });
    expect((await api.get(`/paydocument/load/${payment.uid}`)).status).toBe(404);
  });

  it.each([['12,50'], ['abc'], [''], ['1e3'], ['0x10'], [true], [null], [{}], [[1]], ['10.001']])(
    'refuses the sum %j with 400 naming body.sum',
    async (sum) => {
      const payment = { uid: uid(), type: 'payFromCustomer', date: '2026-03-01', sum };
      expectFailure(await api.post('/paydocument/update', payment), 400, { code: 'VALIDATION', mentions: 'body.sum' });
      expect((await api.get(`/paydocument/load/${payment.uid}`)).status).toBe(404);
    },
  );

  it('refuses a line price or quantity that is not a number, naming the line', async () => {
    const item = await f.entity();
    const doc = (line: object) => ({
      uid: uid(),
      type: 'invoice',
      date: '2026-03-01',
      details: [
        { entity: { uid: item.uid }, qty: 1, price: 1 },
        { entity: { uid: item.uid }, ...line },
      ],
    });
    expectFailure(await api.post('/document/update', doc({ qty: 1, price: 'дешево' })), 400, {
      code: 'VALIDATION',
      mentions: 'body.details.1.price',
    });
    expectFailure(await api.post('/document/update', doc({ qty: '1.0001', price: 1 })), 400, {
      code: 'VALIDATION',
      mentions: 'body.details.1.qty',
    });
  });
});

describe('error bodies', () => {
  it('always have success false and errors that start with an UPPER_CASE code', async () => {
    const { app } = await testService();
    const api = apiClient(app);
    const f = fixtures(api);
    const empty = await f.document({ type: 'invoice', date: '2026-03-01' });
    const replies: Reply[] = [
      await apiClient(app, null).get('/agent/index/'),
      await apiClient(app, TOKENS.readOnly).post('/document/setdone', { uid: empty.uid, done: true }),
      await api.get(`/agent/load/${uid()}`),
      await api.get('/agent/load/x'),
      await api.get('/agent/index/', { pageSize: 0 }),
      await api.raw('POST', '/agent/update', { payload: '{' }),
      await api.raw('POST', '/agent/update', { payload: '{}', contentType: 'text/plain' }),
      await api.post(
        '/store/batch',
        Array.from({ length: 1001 }, () => ({ uid: uid() })),
      ),
      await api.post('/document/setdone', { uid: empty.uid, done: true }),
      await api.post('/contract/update', { uid: uid(), agent: { uid: uid() } }),
    ];
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([401, 403, 404, 400, 415, 413, 422]));
    for (const reply of replies) {
      expect(reply.body.success).toBe(false);
      expect(errorsOf(reply.body).length).toBeGreaterThan(0);
      for (const message of errorsOf(reply.body)) {
        expect(message).toMatch(/^[A-Z][A-Z_]*: \S/);
        expect(errorCodeOf(message)).not.toBeNull();
      }
    }
  });
});

describe('a failing database', () => {
  it('answers 500 without leaking SQL, table names or stack traces', async () => {
    const companyDb = await openCompanyDb({ memory: true });
    await registerToken(companyDb.db, 'broken', { name: 'broken', canPost: true, canUnpost: true });
    const app = await buildServer({ companyDb });
    try {
      // A table gone missing makes the route's query fail inside the database.
      await sql`alter table contracts rename to contracts_gone`.execute(companyDb.db);
      const api = apiClient(app, 'broken');
      const broken = await api.get('/contract/index/');
      expect(broken.body).toEqual({ success: false, errors: ['INTERNAL: the service failed to process the request'] });
      expect(broken.status).toBe(500);
      await companyDb.close();
      const closed = await api.get('/store/index/');
      expect(closed.body).toEqual({ success: false, errors: ['INTERNAL: the service failed to process the request'] });
      expect(closed.status).toBe(500);
    } finally {
      await app.close();
    }
  });
});

describe('the rate limit', () => {
  let limited: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    limited = await buildServer({ companyDb: (await testService()).companyDb, rateLimitPerMinute: 3 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 with Retry-After once a token has used its requests, and other tokens go on', async () => {
    const api = apiClient(limited, TOKENS.readOnly);
    for (let i = 0; i < 3; i += 1) expect((await api.get('/store/index/', { pageSize: 1 })).status).toBe(200);
    const refused = await api.get('/store/index/', { pageSize: 1 });
    expectFailure(refused, 429, 'RATE_LIMITED');
    expect(refused.headers['retry-after']).toBe('60');
    expect((await apiClient(limited, TOKENS.postOnly).get('/store/index/', { pageSize: 1 })).status).toBe(200);
  });

  it('writes nothing for a request over the limit', async () => {
    const api = apiClient(limited, TOKENS.unpostOnly);
    for (let i = 0; i < 3; i += 1) await api.get('/store/index/', { pageSize: 1 });
    const store = { uid: uid(), name: 'Після ліміту' };
    expectFailure(await api.post('/store/update', store), 429, 'RATE_LIMITED');
    expect((await apiClient((await testService()).app).get(`/store/load/${store.uid}`)).status).toBe(404);
  });
});
