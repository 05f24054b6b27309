import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_RIGHTS, registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { recordHistory, type HistoryEntry } from '../../server/ledger/history/history.js';
import { openCompanyDb } from '../../server/database/company-db.js';
import type { Change } from '../../shared/api/index.js';
import { apiClient, createTestService, freshPostgresDatabase, TOKENS, uid, type TestService } from '../support/test-service.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * The services a company has: on PostgreSQL two on one database, as two PCs of an office run them; a
 * company file has one service, its only writer.
 */
async function servicesOfOneCompany(): Promise<TestService[]> {
  if (!serverUrl) return [await createTestService('feedwriters')];
  const url = await freshPostgresDatabase(serverUrl, '_feedpair');
  const services: TestService[] = [];
  for (let i = 0; i < 2; i++) {
    const companyDb = await openCompanyDb({ databaseUrl: url });
    if (i === 0) await companyDb.write((trx) => registerToken(trx, TOKENS.full, { name: 'full', ...ALL_RIGHTS }));
    services.push({ companyDb, app: await buildServer({ companyDb, rateLimitPerMinute: 1_000_000 }) });
  }
  return services;
}

/** Each change after `since` as a reader sees it: long polls while `writing` runs, then what is left. */
async function followFeed(read: ReturnType<typeof apiClient>, since: number, writing: Promise<unknown>): Promise<Change[]> {
  let done = false;
  void writing.finally(() => {
    done = true;
  });
  const seen: Change[] = [];
  for (let last = since; ;) {
    const wait = done ? 0 : 2;
    const reply = await read.get('/changes/', { since: last, wait });
    expect(reply.status).toBe(200);
    seen.push(...reply.body.data);
    last = reply.body.data.at(-1)?.seq ?? last;
    if (wait === 0 && reply.body.data.length === 0) return seen;
  }
}

describe('the change feed with writers at the same time', () => {
  let services: TestService[];
  beforeAll(async () => {
    services = await servicesOfOneCompany();
  });
  afterAll(async () => {
    for (const { app, companyDb } of services ?? []) {
      await app.close();
      await companyDb.close();
    }
  });

  it('gives every change once and in order while writes come through every service at once', async () => {
    const clients = services.map(({ app }) => apiClient(app));
    const reader = clients.at(-1) ?? clients[0];
    const since = (await clients[0]?.get('/changes/head'))?.body.data.seq ?? 0;
    const uids = Array.from({ length: 60 }, () => uid());
    const writing = Promise.all(
      uids.map(async (storeUid, i) => {
        const client = clients[i % clients.length];
        const made = await client?.post('/store/update', { uid: storeUid, name: `Склад ${i}` });
        expect(made?.status).toBe(200);
        const renamed = await client?.post('/store/update', { uid: storeUid, name: `Склад ${i}, перейменований` });
        expect(renamed?.status).toBe(200);
      }),
    );
    const seen = await followFeed(reader as ReturnType<typeof apiClient>, since, writing);
    await writing;
    const seqs = seen.map((c) => c.seq);
    expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b));
    expect(seen.map((c) => `${c.uid} ${c.action}`).sort()).toEqual(uids.flatMap((u) => [`${u} create`, `${u} update`]).sort());
    // Each store's creation comes before its renaming.
    for (const u of uids) expect(seen.filter((c) => c.uid === u).map((c) => c.action)).toEqual(['create', 'update']);
  });

  it('hands out seqs in the order writes commit: a later write waits for an earlier one still open', async () => {
    const [a, b = a] = services as [TestService, TestService?];
    const read = apiClient(a.app);
    const since = (await read.get('/changes/head')).body.data.seq;
    const user = { id: 0, name: 'full', ...ALL_RIGHTS };
    const made = (storeUid: string, name: string): HistoryEntry[] => [
      { user, operation: 'create', kind: 'store', uid: storeUid, changes: [{ field: 'name', old: null, new: name }] },
    ];
    const [early, late] = [uid(), uid()];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let recorded = () => undefined as void;
    const isRecorded = new Promise<void>((resolve) => (recorded = resolve));
    const first = a.companyDb.write(async (trx) => {
      await recordHistory(trx, made(early, 'Ранній'));
      recorded();
      await held;
    });
    await isRecorded;
    const second = b.companyDb.write((trx) => recordHistory(trx, made(late, 'Пізній')));
    // The later write cannot commit past the earlier one, which holds its seq uncommitted.
    expect((await read.get('/changes/', { since })).body.data).toEqual([]);
    release();
    await Promise.all([first, second]);
    const seen = (await read.get('/changes/', { since })).body.data;
    expect(seen.map((c) => c.uid)).toEqual([early, late]);
  });

  it.skipIf(!serverUrl)("wakes one service's long poll with a write through the other", async () => {
    const [a, b] = services as [TestService, TestService];
    const since = (await apiClient(b.app).get('/changes/head')).body.data.seq;
    const waiting = b.companyDb.changes.waiting();
    const polled = apiClient(b.app).get('/changes/', { since, wait: 30 });
    await vi.waitFor(() => expect(b.companyDb.changes.waiting()).toBeGreaterThan(waiting), { timeout: 20_000 });
    const storeUid = uid();
    expect((await apiClient(a.app).post('/store/update', { uid: storeUid, name: 'Склад іншої служби' })).status).toBe(200);
    expect((await polled).body.data.map((c) => [c.uid, c.action])).toEqual([[storeUid, 'create']]);
  });
});
