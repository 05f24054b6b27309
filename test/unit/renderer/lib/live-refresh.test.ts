// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LiveChange } from '../../../../shared/ipc/live-contract.js';
import { desktop } from '../../../../renderer/src/lib/bridge.js';
import { applyLiveChanges } from '../../../../renderer/src/lib/live-refresh.js';
import { isOwnChange, resetLiveState } from '../../../../renderer/src/lib/live-state.js';
import { queryKeys } from '../../../../renderer/src/lib/query-keys.js';

const UID = '5f0c2a9e-2222-4000-8000-000000000001';
const change = (kind: string, by: string | null = 'Олена Коваль'): LiveChange => ({
  seq: 1,
  kind,
  uid: UID,
  action: 'update',
  by,
  at: '2026-11-26T10:00:00Z',
});

function seeded(): QueryClient {
  const client = new QueryClient();
  for (const key of [
    queryKeys.documents.page(null, 0),
    queryKeys.dashboard.balance,
    queryKeys.reports.trialBalance({ from: '2026-11-01' }),
    queryKeys.documents.one(UID),
    queryKeys.company.tokens,
    queryKeys.directory.agents,
    queryKeys.payments.page(null, 0),
    queryKeys.directory.moneyAccounts,
  ])
    client.setQueryData(key, { data: [] });
  return client;
}
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

/** What a colleague's change refreshes (docs/office.md, "Live changes and presence"). */
describe('live refresh', () => {
  beforeEach(resetLiveState);

  it('refreshes lists, the dashboard, reports and the record after a document changed, and nothing of the tokens', async () => {
    const client = seeded();
    await applyLiveChanges(client, [change('document')], false);
    expect(stale(client, queryKeys.documents.page(null, 0))).toBe(true);
    expect(stale(client, queryKeys.dashboard.balance)).toBe(true);
    expect(stale(client, queryKeys.reports.trialBalance({ from: '2026-11-01' }))).toBe(true);
    expect(stale(client, queryKeys.documents.one(UID))).toBe(true);
    expect(stale(client, queryKeys.company.tokens)).toBe(false);
    expect(stale(client, queryKeys.directory.agents)).toBe(false);
  });

  it('refreshes the directories after an agent changed, and everything after changes were missed', async () => {
    const client = seeded();
    await applyLiveChanges(client, [change('agent')], false);
    expect(stale(client, queryKeys.directory.agents)).toBe(true);
    // The payments name their agent too.
    expect(stale(client, queryKeys.payments.page(null, 0))).toBe(true);
    expect(stale(client, queryKeys.company.tokens)).toBe(false);
    await applyLiveChanges(client, [], true);
    expect(stale(client, queryKeys.company.tokens)).toBe(true);
  });

  it('reads the payments and the money accounts again after a colleague renamed a money account', async () => {
    const client = seeded();
    await applyLiveChanges(client, [change('moneyAccount')], false);
    expect(stale(client, queryKeys.payments.page(null, 0))).toBe(true);
    expect(stale(client, queryKeys.directory.moneyAccounts)).toBe(true);
    expect(stale(client, queryKeys.company.tokens)).toBe(false);
  });

  it('reads a list on screen once after an import of 198 goods, not once per good', async () => {
    // The feed brings an import's changes in one batch; each asking for the same list again cancelled
    // the read before it and began another, and the app stalled for seconds after every import.
    const client = new QueryClient();
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.directory.entities,
      queryFn: () => {
        reads += 1;
        return Promise.resolve({ data: [] });
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      await client.fetchQuery({ queryKey: queryKeys.directory.entities });
      const before = reads;
      const goods = Array.from({ length: 198 }, (_, i) => ({
        ...change('entity'),
        seq: i + 1,
        uid: `5f0c2a9e-2222-4000-8000-${String(i).padStart(12, '0')}`,
      }));
      await applyLiveChanges(client, goods, false);
      expect(reads - before).toBe(1);
    } finally {
      unsubscribe();
    }
  });

  it('takes a record this app just saved through the bridge as its own change', async () => {
    (window as unknown as { desktop: unknown }).desktop = {
      'payments.update': () => Promise.resolve({ data: { uid: UID.toUpperCase() }, source: 'live', fetchedAt: '' }),
    };
    expect(isOwnChange(change('payment', null))).toBe(false);
    await desktop['payments.update']({} as never);
    expect(isOwnChange(change('payment', null))).toBe(true);
  });
});
