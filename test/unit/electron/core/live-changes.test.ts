import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../../electron/core/index.js';
import { fakeFeedService } from './fake-feed.js';
import { bridgeOf, noLauncher, tempDir, testEncryptor } from './helpers.js';

let dir: string;
let cleanup: () => Promise<void>;
let core: Core | null = null;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(async () => {
  await core?.close();
  core = null;
  await cleanup();
});

/** Two companies' services, told apart by port, behind one fake fetch. */
function twoCompanies() {
  const first = fakeFeedService();
  const second = fakeFeedService();
  const fetch = ((input: string | URL | Request, init?: RequestInit) =>
    (new URL(input instanceof Request ? input.url : input).port === '9' ? first : second).fetch(input, init)) as typeof globalThis.fetch;
  return { first, second, fetch };
}

async function openCore(fetch: typeof globalThis.fetch, keep?: number) {
  core = await createCore(
    { userDataDir: dir, encryptor: testEncryptor(), launchService: noLauncher },
    { proxy: { fetch, retries: 0 }, live: { keep } },
  );
  const desktop = bridgeOf(core.handlers);
  const add = async (port: number) => {
    const view = await desktop['connections.add']({
      kind: 'cloud',
      name: `Office ${port}`,
      baseUrl: `http://127.0.0.1:${port}`,
      token: 't',
    });
    await desktop['connections.select']({ id: view.id });
  };
  return { desktop, add };
}

/** The app's side of live changes: the selected company's feed, handed to the renderer's waiting call. */
describe('live changes in the main process', () => {
  it('hands a colleague’s change to the renderer’s waiting call as soon as it comes', async () => {
    const { first, fetch } = twoCompanies();
    const { desktop, add } = await openCore(fetch);
    await add(9);
    const start = await desktop['live.next']({ after: -1 });
    const waiting = desktop['live.next']({ after: start.cursor });
    await vi.waitFor(() => expect(first.openRequests()).toBe(1));
    first.change('document', '5f0c2a9e-0000-4000-8000-000000000001', 'post');
    const reply = await waiting;
    expect(reply.changes).toEqual([expect.objectContaining({ kind: 'document', action: 'post', by: 'Олена Коваль' })]);
    expect(reply.cursor).toBe(start.cursor + 1);
    expect(reply.missed).toBe(false);
  });

  it('follows the selected company: the other company’s request ends, the new one’s opens', async () => {
    const { first, second, fetch } = twoCompanies();
    const { desktop, add } = await openCore(fetch);
    await add(9);
    await desktop['live.next']({ after: -1 });
    await vi.waitFor(() => expect(first.openRequests()).toBe(1));
    await add(10);
    await vi.waitFor(() => expect(second.openRequests()).toBe(1));
    expect(first.openRequests()).toBe(0);
  });

  it('says what it dropped before the renderer took it, so the screens read everything again', async () => {
    const { first, fetch } = twoCompanies();
    const { desktop, add } = await openCore(fetch, 2);
    await add(9);
    const start = await desktop['live.next']({ after: -1 });
    await vi.waitFor(() => expect(first.openRequests()).toBe(1));
    for (const n of [1, 2, 3]) first.change('payment', `5f0c2a9e-0000-4000-8000-00000000000${n}`, 'update');
    await vi.waitFor(async () => expect((await desktop['live.next']({ after: -1 })).cursor).toBe(start.cursor + 3));
    expect(await desktop['live.next']({ after: start.cursor })).toMatchObject({ missed: true, changes: [] });
    expect((await desktop['live.next']({ after: start.cursor + 1 })).changes).toHaveLength(2);
  });

  it('refuses a cursor that is not a whole number of -1 or more', async () => {
    const { fetch } = twoCompanies();
    const { desktop } = await openCore(fetch);
    await expect(desktop['live.next']({ after: -2 })).rejects.toThrow();
    await expect(desktop['live.next']({ after: 1.5 })).rejects.toThrow();
  });
});
