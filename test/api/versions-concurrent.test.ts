import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConflict } from '../support/conflicts.js';
import { servicesOnOneDatabase, type ServicesOnOneDatabase } from '../support/pg-services.js';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';

/**
 * Two saves made at once on the same version: exactly one is kept, the other is refused with 409
 * naming the winner (docs/service-behaviour.md, "Versions and conflicts").
 */
async function saveAtOnce(first: ApiClient, second: ApiClient, docUid: string) {
  const replies = await Promise.all([
    first.post('/document/update', { uid: docUid, memo: 'перший', version: 1 }),
    second.post('/document/update', { uid: docUid, memo: 'другий', version: 1 }),
  ]);
  const kept = replies.findIndex((r) => r.status === 200);
  expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
  const refused = replies[1 - kept];
  if (!refused) throw new Error('no refused save');
  return { winner: kept === 0 ? 'перший' : 'другий', conflict: expectConflict(refused) };
}

describe('two saves of one document at once', () => {
  it('keeps exactly one on one service, each time', async () => {
    const service = await testService();
    const api = apiClient(service.app);
    const f = fixtures(api);
    const item = await f.entity('Болти');
    for (let round = 0; round < 5; round++) {
      const doc = await f.document({ type: 'invoice', date: '2026-06-12', details: [{ entity: { uid: item.uid }, qty: 1, price: 5 }] });
      const { winner, conflict } = await saveAtOnce(api, api, doc.uid);
      expect(conflict).toMatchObject({ uid: doc.uid, version: 2, by: 'full' });
      expect((await api.get(`/document/load/${doc.uid}`)).body.data).toMatchObject({ memo: winner, version: 2 });
    }
  });
});

/** Two services, as on two PCs, on one PostgreSQL database: the version is checked under the database's write lock. */
describe.runIf(process.env.TEST_DATABASE_URL)('two services on one PostgreSQL database', () => {
  let services: ServicesOnOneDatabase | undefined;
  let first: ApiClient;
  let second: ApiClient;
  beforeAll(async () => {
    services = await servicesOnOneDatabase(process.env.TEST_DATABASE_URL ?? '', '_twoservices', ['Олена', 'Петро']);
    [first, second] = services.clients as [ApiClient, ApiClient];
  });
  afterAll(async () => {
    await services?.close();
  });

  it('keeps exactly one of two saves made at once through each, and names its person to the other', async () => {
    const f = fixtures(first);
    const item = await f.entity('Шайби');
    for (let round = 0; round < 5; round++) {
      const doc = await f.document({
        uid: uid(),
        type: 'invoice',
        date: '2026-06-12',
        details: [{ entity: { uid: item.uid }, qty: 1, price: 5 }],
      });
      const { winner, conflict } = await saveAtOnce(first, second, doc.uid);
      expect(conflict).toMatchObject({ uid: doc.uid, version: 2, by: winner === 'перший' ? 'Олена' : 'Петро' });
      expect((await second.get(`/document/load/${doc.uid}`)).body.data).toMatchObject({ memo: winner, version: 2 });
    }
  });
});
