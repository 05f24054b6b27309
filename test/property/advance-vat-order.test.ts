import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createMemoryService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';
import { runsFor, timeoutFor } from './arbitraries.js';

/** A sale (act of services, VAT in the price) or a payment of one customer or to one contractor, on a day of one month. */
interface Move {
  kind: 'sale' | 'payment' | 'purchase' | 'prepayment';
  day: number;
  amount: number;
}

const move: fc.Arbitrary<Move> = fc.record({
  kind: fc.constantFrom('sale', 'payment', 'purchase', 'prepayment'),
  day: fc.integer({ min: 1, max: 9 }),
  amount: fc.integer({ min: 1, max: 5000 }),
});

/**
 * The first event rule of VAT (docs/service-behaviour.md, "VAT on advances"): the entries of a
 * counterparty's payments and documents depend on which are posted, not on the order in which they
 * were posted or unposted. The same moves are posted in date order for one pair of counterparties and
 * in a shuffled order, with some unposted and posted again, for another; their entries must read the same.
 */
describe('VAT on advances, in any order of posting', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  let work: string;
  beforeAll(async () => {
    service = await createMemoryService('advancevatorder');
    api = apiClient(service.app);
    f = fixtures(api);
    expect((await api.post('/company/settings', { vatPayer: true, vatFirstEvent: true })).status).toBe(200);
    work = (await f.entity('Послуга', { kind: 'service' })).uid;
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  /** Creates the moves, unposted, for a new customer and contractor of the same names in every world. */
  async function world(moves: Move[]): Promise<string[]> {
    const [customer, contractor] = [await f.agent('Покупець'), await f.agent('Підрядник')];
    const uids: string[] = [];
    for (const [i, m] of moves.entries()) {
      const date = `2026-02-0${m.day}`;
      const no = String(i + 1);
      if (m.kind === 'payment' || m.kind === 'prepayment') {
        const type = m.kind === 'payment' ? 'payFromCustomer' : 'payToSupplier';
        const agent = m.kind === 'payment' ? customer : contractor;
        uids.push((await f.payment({ type, date, no, agent: { uid: agent.uid }, sum: m.amount })).uid);
      } else {
        const type = m.kind === 'sale' ? 'billCompleteWork' : 'billCompleteWorkIn';
        const agent = m.kind === 'sale' ? customer : contractor;
        const details = [{ entity: { uid: work }, qty: 1, price: m.amount }];
        uids.push((await f.document({ type, date, no, agent: { uid: agent.uid }, vatCode: '20', vatInPrice: true, details })).uid);
      }
    }
    return uids;
  }

  const entriesOf = async (uids: string[]) => Promise.all(uids.map((u) => entriesText(api, u)));

  it(
    'writes the same entries whatever the order of posting and unposting',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(move, { minLength: 1, maxLength: 6 }),
          fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
          fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
          async (moves, keys, toggled) => {
            const inDateOrder = await world(moves);
            const order = moves.map((m, i) => ({ m, i })).sort((a, b) => a.m.day - b.m.day || a.i - b.i);
            for (const { i } of order) await f.post(inDateOrder[i] ?? '');
            const shuffled = await world(moves);
            const posting = shuffled.map((uid, i) => ({ uid, key: keys[i] ?? 0 })).sort((a, b) => a.key - b.key);
            for (const { uid } of posting) await f.post(uid);
            // Some are taken back and posted again, in reverse: what is posted at the end is what counts.
            const again = posting.filter((_, i) => toggled[i]).reverse();
            for (const { uid } of again) await f.unpost(uid);
            for (const { uid } of again.reverse()) await f.post(uid);
            expect(await entriesOf(shuffled)).toEqual(await entriesOf(inDateOrder));
          },
        ),
        runsFor(3_000),
      );
    },
    timeoutFor(3_000),
  );
});
