import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../server/app.js';
import { MAX_CHANGES_PER_REPLY, type Change } from '../../shared/api/index.js';
import { apiClient, fixtures, testService, TOKENS, uid, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * The change feed (docs/service-behaviour.md, "The change feed"): every change once and in order, a
 * long poll woken by the next write, and its wait ended with nothing when nothing came.
 */
describe('the change feed', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    service = await testService();
    api = apiClient(service.app);
    f = fixtures(api);
  });

  const head = async (client = api) => {
    const reply = await client.get('/changes/head');
    expect(reply.status).toBe(200);
    return reply.body.data.seq;
  };
  const changesAfter = async (since: number, client = api) => {
    const reply = await client.get('/changes/', { since });
    expect(reply.status).toBe(200);
    return reply.body.data;
  };

  it('is listed by /service/info as `changes`', async () => {
    expect((await api.get('/service/info')).body.data.extensions).toContain('changes');
  });

  it('lists each change after since once, in order, with its kind, action, person and time', async () => {
    const since = await head();
    const store = await f.store('Склад стрічки змін');
    const agent = await f.agent('Покупець стрічки змін');
    expect((await api.post('/store/update', { uid: store.uid, name: 'Склад стрічки змін 2' })).status).toBe(200);
    const changes = await changesAfter(since);
    expect(changes.map((c) => [c.kind, c.uid, c.action, c.by])).toEqual([
      ['store', store.uid, 'create', 'full'],
      ['agent', agent.uid, 'create', 'full'],
      ['store', store.uid, 'update', 'full'],
    ]);
    const seqs = changes.map((c) => c.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(3);
    expect(seqs[0]).toBeGreaterThan(since);
    expect(await head()).toBe(seqs.at(-1));
    for (const change of changes) expect(Number.isNaN(Date.parse(change.at))).toBe(false);
    // Asked again from the last seq: nothing more.
    expect(await changesAfter(seqs.at(-1) ?? 0)).toEqual([]);
    expect((await changesAfter(seqs[0] ?? 0)).map((c) => c.seq)).toEqual(seqs.slice(1));
  });

  it('gives at most 1000 changes a reply, the rest when asked again from the last', async () => {
    const since = await head();
    const records = Array.from({ length: 700 }, (_, i) => ({ uid: uid(), name: `Товар стрічки ${i}`, unit: 'шт' }));
    expect((await api.post('/entity/batch', records.slice(0, 350))).status).toBe(200);
    expect((await api.post('/entity/batch', records.slice(350))).status).toBe(200);
    expect(
      (
        await api.post(
          '/entity/batch',
          records.map((r) => ({ ...r, name: `${r.name}*` })),
        )
      ).status,
    ).toBe(200);
    const first = await changesAfter(since);
    expect(first).toHaveLength(MAX_CHANGES_PER_REPLY);
    const rest = await changesAfter(first.at(-1)?.seq ?? 0);
    expect(rest).toHaveLength(1400 - MAX_CHANGES_PER_REPLY);
    const all = [...first, ...rest];
    expect(all.map((c) => `${c.uid} ${c.action}`)).toEqual([
      ...records.map((r) => `${r.uid} create`),
      ...records.map((r) => `${r.uid} update`),
    ]);
  });

  it('answers a long poll when the next change comes', async () => {
    const since = await head();
    const waiting = service.companyDb.changes.waiting();
    const polled = api.get('/changes/', { since, wait: 30 });
    // The poll is waiting (nothing came yet) before anything is written.
    await vi.waitFor(() => expect(service.companyDb.changes.waiting()).toBeGreaterThan(waiting));
    const store = await f.store('Склад довгого опитування');
    const reply = await polled;
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((c) => [c.uid, c.action])).toEqual([[store.uid, 'create']]);
  });

  it('answers a long poll with nothing once its wait is over and nothing came', async () => {
    const reply = await api.get('/changes/', { since: 1e15, wait: 1 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, data: [] });
  });

  it('answers a long poll at once when there are changes already', async () => {
    const since = await head();
    const store = await f.store('Склад, що вже є');
    const reply = await api.get('/changes/', { since, wait: 30 });
    expect(reply.body.data.map((c) => c.uid)).toEqual([store.uid]);
  });

  it.each([
    ['since=-1', 'since must be between'],
    ['since=x', 'since must be an integer'],
    ['since=1.5', 'since must be an integer'],
    ['', 'since is required'],
    ['since=0&wait=99', 'wait must be between 0 and 30'],
    ['since=0&wait=-1', 'wait must be between 0 and 30'],
    ['since=0&wait=x', 'wait must be an integer'],
  ])('refuses %s with 400 in the envelope', async (query, words) => {
    const reply = await api.raw('GET', `/changes/?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false });
    expect(JSON.stringify(reply.body)).toContain(words);
  });

  it('names every colleague to a token that does not manage tokens, and shows it no token records', async () => {
    const since = await head();
    const reader = apiClient(service.app, TOKENS.postOnly);
    const mine = await fixtures(reader).store('Склад того, хто проводить');
    const theirs = await f.store('Склад повного токена');
    const given = await api.post('/company/tokens/add', { name: `Особа стрічки ${uid()}`, rights: [] });
    expect(given.status).toBe(200);
    const seen = await changesAfter(since, reader);
    expect(seen.map((c) => [c.uid, c.by])).toEqual([
      [mine.uid, 'poster'],
      [theirs.uid, 'full'],
    ]);
    expect((await changesAfter(since)).map((c) => c.kind)).toEqual(['store', 'store', 'token']);
  });

  it('counts a long poll once against the rate limit, however long it waits', async () => {
    const app = await buildServer({ companyDb: service.companyDb, rateLimitPerMinute: 3 });
    try {
      const limited = apiClient(app);
      expect((await limited.get('/changes/', { since: 1e15, wait: 1 })).status).toBe(200);
      expect((await limited.get('/changes/head')).status).toBe(200);
      expect((await limited.get('/changes/head')).status).toBe(200);
      expect((await limited.get('/changes/head')).status).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('answers a waiting long poll at once when its service stops', async () => {
    const app = await buildServer({ companyDb: service.companyDb, rateLimitPerMinute: 1000 });
    const waiting = service.companyDb.changes.waiting();
    const polled = apiClient(app).get('/changes/', { since: 1e15, wait: 30 });
    await vi.waitFor(() => expect(service.companyDb.changes.waiting()).toBeGreaterThan(waiting));
    await app.close();
    const reply = await polled;
    expect(reply.body.data).toEqual([] satisfies Change[]);
  });
});
