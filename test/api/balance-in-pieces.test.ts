import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, WarehouseBalance } from '../../shared/api/index.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * A whole company's balance is read, rendered and patched in pieces, other requests running between
 * them (docs/performance.md). A posting that lands between two pieces must not show in half of the
 * reply: every reply is the balance before the posting or the one after it, whole.
 */
describe('a balance made in pieces while postings land between them', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  const stores: { uid: string }[] = [];
  const goods: { uid: string }[] = [];
  let supplier: { uid: string };

  beforeAll(async () => {
    // A few positions per piece: a company of 90 positions goes in dozens of pieces, as 100,000 do in the service.
    service = await createTestService('pieces', {
      tuning: { mirror: { inOne: 1, piece: 4, apply: 5 }, pieces: { rows: 7, edits: 3, bytes: 200 } },
    });
    api = apiClient(service.app);
    f = fixtures(api);
    supplier = await f.agent('Постачальник');
    for (let i = 0; i < 3; i++) stores.push(await f.store(`Склад ${i}`));
    for (let i = 0; i < 30; i++) goods.push(await f.entity(`Товар ${String(i).padStart(2, '0')}`));
    // The first moves, moves between the quarter's end and the date asked (the snapshot base is patched with them), and the last.
    for (const [date, qty] of [
      ['2025-10-05', 10],
      ['2026-01-15', 2],
      ['2026-06-20', 1],
    ] as const) {
      for (const store of stores) await receive(store, date, qty);
    }
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  /** Posts a receipt of one of each of the goods into `store`. */
  async function receive(store: { uid: string }, date: string, qty: number): Promise<void> {
    const details = goods.map((entity, i) => ({ entity, qty, price: 1 + (i % 4) }));
    await f.post((await f.document({ type: 'waybillIn', date, agent: { uid: supplier.uid }, storeIn: { uid: store.uid }, details })).uid);
  }

  const balance = async (query: Record<string, string>) => {
    const reply = await api.get('/report/warehousebalance/', query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(WarehouseBalance)
      .parse(reply.body)
      .data.rows.map((r) => `${r.store.name} ${r.entity.name} ${r.qty} ${r.sum}`);
  };

  const cases: [string, Record<string, string>][] = [
    ['now', {}],
    // Nearest to the end of 2025: that quarter's snapshot, patched with the moves of January.
    ['mid-quarter', { date: '2026-02-10' }],
    // Nearest to the running totals, less the moves after it.
    ['near the end', { date: '2026-06-01' }],
    ['of one store', { store: '' }],
  ];
  it.each(cases)('%s is the balance before the posting or after it, never a mix', async (_name, given) => {
    const query = given.store === undefined ? given : { store: stores[1]?.uid ?? '' };
    for (let round = 0; round < 6; round++) {
      const before = await balance(query);
      // A receipt into the store asked for, dated before the snapshot's quarter end: it moves the running totals,
      // the snapshot and every row of that store.
      const store = stores[1] ?? { uid: '' };
      // A second report asks as soon as the posting is in: its look at the running totals (or the snapshot) comes
      // while the first report may still be in pieces.
      const posting = (async () => {
        // Lands a little later each round, so that it comes between different pieces.
        for (let turn = 0; turn < round * 3; turn++) await new Promise((resolve) => setImmediate(resolve));
        await receive(store, '2025-11-0' + String(1 + round), 1);
        return balance(query);
      })();
      const during = await balance(query);
      const next = await posting;
      const after = await balance(query);
      expect(after).not.toEqual(before);
      expect([before, after]).toContainEqual(during);
      expect(next).toEqual(after);
    }
  });

  const later: [string, string, string][] = [
    // From the running totals less the moves after the date: the posting lands in both.
    ['near the end', '2026-06-01', '2026-06-1'],
    // From the end of March's snapshot less the moves from the date to it: the posting moves both.
    ['before a quarter end', '2026-03-10', '2026-03-2'],
  ];
  it.each(later)('%s stays the same while a posting dated after it lands between the pieces', async (_name, date, posted) => {
    const before = await balance({ date });
    for (let round = 0; round < 6; round++) {
      const posting = (async () => {
        for (let turn = 0; turn < round * 3; turn++) await new Promise((resolve) => setImmediate(resolve));
        await receive(stores[round % stores.length] ?? { uid: '' }, posted + String(round), 1);
        return balance({ date });
      })();
      const during = await balance({ date });
      expect(during).toEqual(before);
      expect(await posting).toEqual(before);
    }
  });
});
