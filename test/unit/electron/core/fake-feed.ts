import type { LiveChange } from '../../../../shared/ipc/live-contract.js';

/**
 * A change feed as the service offers it, answered by a fake fetch: `/service/info`, `/changes/head`
 * and `/changes/?since=&wait=`, which answers at once when it holds later changes and otherwise after
 * its wait (on the test's fake timers) with none. `down` makes every request fail as a network error does.
 */
export function fakeFeedService(options: { offers?: boolean } = {}) {
  const changes: LiveChange[] = [];
  const waiting = new Set<() => void>();
  const seen: string[] = [];
  let open = 0;
  const state = { down: false };
  const reply = (data: unknown) => new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    seen.push(`${url.pathname}${url.search}`);
    if (state.down) throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    if (url.pathname === '/service/info') return reply({ version: '1', extensions: options.offers === false ? [] : ['changes'] });
    if (url.pathname === '/changes/head') return reply({ seq: changes.at(-1)?.seq ?? 0 });
    const since = Number(url.searchParams.get('since'));
    const later = () => changes.filter((change) => change.seq > since);
    if (later().length > 0) return reply(later());
    open += 1;
    return new Promise((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        waiting.delete(finish);
        open -= 1;
        if (init?.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
        else resolve(reply(later()));
      };
      const timer = setTimeout(finish, Number(url.searchParams.get('wait')) * 1000);
      waiting.add(finish);
      init?.signal?.addEventListener('abort', finish, { once: true });
    });
  };

  return {
    fetch,
    state,
    /** The paths and queries asked, in order. */
    seen,
    /** How many feed requests are open now. */
    openRequests: () => open,
    /** A change made by `by`: the open requests answer at once. */
    change(kind: string, uid: string, action: string, by: string | null = 'Олена Коваль'): LiveChange {
      const change = { seq: (changes.at(-1)?.seq ?? 0) + 1, kind, uid, action, by, at: '2026-11-26T10:15:00.000Z' };
      changes.push(change);
      for (const finish of [...waiting]) finish();
      return change;
    },
  };
}

/** A promise of the next batch `listen` hears, and the listener to give the feed. */
export function nextBatch() {
  let heard: (changes: LiveChange[]) => void = () => undefined;
  const batches: LiveChange[][] = [];
  const listen = (changes: LiveChange[]) => {
    batches.push(changes);
    heard(changes);
  };
  const next = () => new Promise<LiveChange[]>((resolve) => (heard = resolve));
  return { listen, next, batches };
}
