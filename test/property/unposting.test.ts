import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createMemoryService, type ApiClient, type TestService } from '../support/test-service.js';
import { action, runsFor, timeoutFor, worldSize } from './arbitraries.js';
import { balancesOf, loadedStates, turnoverOf } from './observe.js';
import { createWorld, runAction, setDone, type Action, type RunDoc, type World, type WorldSize } from './world.js';
import { at } from '../support/checked.js';

let service: TestService;
let api: ApiClient;
// A company in memory of this file's own: its worlds are built without a file's fsync (docs/testing.md, "Properties").
beforeAll(async () => {
  service = await createMemoryService('unposting');
  api = apiClient(service.app);
});
afterAll(async () => {
  await service?.app.close();
  await service?.companyDb.close();
});

/** Everything a user can see of the run: balances at every day, turnovers of every agent, and every loaded document. */
async function stateOf(w: World, docs: RunDoc[], probe: RunDoc) {
  const loaded = await loadedStates(api, docs);
  return {
    balances: await balancesOf(api, w),
    turnover: await turnoverOf(api, w),
    // A manufacture keeps the costs its posting wrote into its lines (the spec replaces the sent ones),
    // so for the probed manufacture itself only the flags must come back.
    documents: loaded.map((d) => (d.uid === probe.uid && probe.type === 'manufacture' ? { ...d, lines: undefined } : d)),
  };
}

/** After a random history, flips each probed document and flips it back: the second flip must succeed and restore everything. */
async function flipAndRestore(size: WorldSize, history: Action[], probes: number[]): Promise<void> {
  const w = await createWorld(api, size);
  const docs: RunDoc[] = [];
  for (const step of history) await runAction(api, w, docs, step);
  // A history that created nothing has nothing to flip: fast-check discards it rather than counting it a pass.
  fc.pre(docs.length > 0);
  for (const p of probes) {
    const doc = at(docs, p % docs.length);
    const before = await stateOf(w, docs, doc);
    const wasDone = doc.done;
    const first = await setDone(api, doc, !wasDone);
    if (!first.ok) {
      expect(await stateOf(w, docs, doc), `a refused ${wasDone ? 'unpost' : 'post'} (${first.code}) changes nothing`).toEqual(before);
      continue;
    }
    if (!wasDone && docs.some((d) => d.parent === doc.uid && d.done)) {
      // A child based on it (a customer return) was posted while it was not: once posted, the spec refuses to
      // unpost it until the child is unposted, and the refusal changes nothing.
      const posted = await stateOf(w, docs, doc);
      expect(await setDone(api, doc, false), `unposting ${doc.type} under a posted child`).toMatchObject({
        ok: false,
        code: 'HAS_POSTED_CHILDREN',
      });
      expect(await stateOf(w, docs, doc)).toEqual(posted);
      continue;
    }
    const back = await setDone(api, doc, wasDone);
    expect(back, `flipping ${doc.type} back`).toMatchObject({ ok: true });
    expect(await stateOf(w, docs, doc)).toEqual(before);
  }
}

describe('unposting', () => {
  it(
    'unposting a document just posted (or posting one just unposted) restores balances, turnovers and documents exactly',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          worldSize,
          fc.array(action({ payments: true }), { minLength: 1, maxLength: 12 }),
          fc.array(fc.nat(40), { minLength: 1, maxLength: 3 }),
          flipAndRestore,
        ),
        runsFor(2_000),
      );
    },
    timeoutFor(2_000),
  );
});
