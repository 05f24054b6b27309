import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChangesHead, PRESENCE_EXPIRY_MS, PresenceEntry, TokenAdded } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, createTestService, uid, type ApiClient } from '../support/test-service.js';

/** Who else is here (docs/office.md, "Live changes and presence"): the people connected now and what each has open. */
describe('presence', () => {
  let full: ApiClient;
  let olena: ApiClient;
  let ivan: ApiClient;
  const olenaName = `Олена Коваль ${uid().slice(0, 6)}`;
  const ivanName = `Іван ${uid().slice(0, 6)}`;
  const list = async (client: ApiClient) => PresenceEntry.array().parse((await client.get('/presence/')).body.data);

  beforeAll(async () => {
    const service = await createTestService('presence');
    full = apiClient(service.app);
    const person = async (name: string) =>
      apiClient(service.app, TokenAdded.parse((await full.post('/company/tokens/add', { name, rights: ['post'] })).body.data).token);
    olena = await person(olenaName);
    ivan = await person(ivanName);
  });
  afterEach(() => vi.useRealTimers());

  it('lists who is connected and what each has open, marking the caller', async () => {
    const doc = uid();
    const reply = await olena.post('/presence', { open: { kind: 'document', uid: doc.toUpperCase() } });
    expect(reply.status).toBe(200);
    await ivan.post('/presence', {});
    const seen = await list(ivan);
    expect(seen).toContainEqual(expect.objectContaining({ name: olenaName, open: { kind: 'document', uid: doc }, me: false }));
    expect(seen).toContainEqual(expect.objectContaining({ name: ivanName, open: null, me: true }));
  });

  it('takes any request as a heartbeat, and forgets what was open when told', async () => {
    await olena.post('/presence', { open: { kind: 'payment', uid: uid() } });
    await olena.post('/presence', { open: null });
    await olena.get('/service/info');
    expect(await list(ivan)).toContainEqual(expect.objectContaining({ name: olenaName, open: null }));
  });

  it('drops a person not heard of for a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await olena.post('/presence', { open: { kind: 'agent', uid: uid() } });
    vi.setSystemTime(Date.now() + PRESENCE_EXPIRY_MS + 1000);
    const seen = await list(ivan);
    expect(seen.map((p) => p.name)).not.toContain(olenaName);
    expect(seen.map((p) => p.name)).toContain(ivanName);
  });

  it('records a heartbeat or an open record as no change: the change feed stays as it was', async () => {
    const { seq } = ChangesHead.parse((await full.get('/changes/head')).body.data);
    await olena.post('/presence', { open: { kind: 'document', uid: uid() } });
    await ivan.get('/service/info');
    await olena.post('/presence', { open: null });
    expect((await full.get(`/changes/?since=${seq}&wait=0`)).body.data).toEqual([]);
  });

  it('refuses a bad body in the envelope and keeps what was open', async () => {
    const doc = uid();
    await olena.post('/presence', { open: { kind: 'document', uid: doc } });
    expectFailure(await olena.post('/presence', { open: { kind: 'spaceship', uid: uid() } }), 400, 'VALIDATION');
    expectFailure(await olena.post('/presence', { open: { kind: 'document', uid: 'not-a-uid' } }), 400, 'VALIDATION');
    expectFailure(await olena.post('/presence', { open: { kind: 'document', uid: doc }, extra: 1 }), 400, 'VALIDATION');
    expectFailure(await olena.post('/presence', []), 400, 'VALIDATION');
    expect(await list(ivan)).toContainEqual(expect.objectContaining({ name: olenaName, open: { kind: 'document', uid: doc } }));
  });

  it('answers only a known token', async () => {
    expect((await apiClient((await createTestService('presence2')).app, 'no such token').get('/presence/')).status).toBe(401);
  });

  it('is listed among the service extensions', async () => {
    expect((await full.get('/service/info')).body.data.extensions).toContain('presence');
  });
});
