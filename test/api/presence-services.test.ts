import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRESENCE_EXPIRY_MS, PresenceEntry } from '../../shared/api/index.js';
import { servicesOnOneDatabase, type ServicesOnOneDatabase } from '../support/pg-services.js';
import { uid, type ApiClient } from '../support/test-service.js';

/**
 * Two services, as on two PCs, on one PostgreSQL database: each lists the people connected to the
 * other as well as its own (docs/office.md, "Live changes and presence").
 */
describe.runIf(process.env.TEST_DATABASE_URL)('presence across two services on one PostgreSQL database', () => {
  let services: ServicesOnOneDatabase | undefined;
  let olena: ApiClient;
  let petro: ApiClient;
  const list = async (client: ApiClient) => PresenceEntry.array().parse((await client.get('/presence/')).body.data);

  beforeAll(async () => {
    services = await servicesOnOneDatabase(process.env.TEST_DATABASE_URL ?? '', '_presence_services', ['Олена Коваль', 'Петро Іваненко']);
    [olena, petro] = services.clients as [ApiClient, ApiClient];
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await services?.close();
  });

  it('lists on each service who is connected to the other and what they have open', async () => {
    const doc = uid();
    expect((await olena.post('/presence', { open: { kind: 'document', uid: doc } })).status).toBe(200);
    await petro.get('/service/info');
    const seenByPetro = await list(petro);
    expect(seenByPetro).toContainEqual(expect.objectContaining({ name: 'Олена Коваль', open: { kind: 'document', uid: doc }, me: false }));
    expect(seenByPetro).toContainEqual(expect.objectContaining({ name: 'Петро Іваненко', me: true }));
    const seenByOlena = await list(olena);
    expect(seenByOlena).toContainEqual(expect.objectContaining({ name: 'Петро Іваненко', open: null, me: false }));
    expect(seenByOlena.filter((p) => p.name === 'Олена Коваль')).toHaveLength(1);
  });

  it('shows on the other service that the record was closed', async () => {
    await olena.post('/presence', { open: { kind: 'agent', uid: uid() } });
    await olena.post('/presence', { open: null });
    expect(await list(petro)).toContainEqual(expect.objectContaining({ name: 'Олена Коваль', open: null }));
  });

  it('drops from the other service a person not heard of for a minute', async () => {
    await olena.post('/presence', { open: { kind: 'payment', uid: uid() } });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PRESENCE_EXPIRY_MS + 1000);
    const names = (await list(petro)).map((p) => p.name);
    expect(names).not.toContain('Олена Коваль');
    expect(names).toContain('Петро Іваненко');
  });
});
