import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS, registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { openCompanyDb, type CompanyDb } from '../../server/database/company-db.js';
import { expectFailure } from '../support/api-assertions.js';
import { expectColdAgrees, type StockWorld } from '../support/stock-cold-reads.js';
import { apiClient, fixtures, freshPostgresDatabase, sayNotVatPayer, type ApiClient } from '../support/test-service.js';

/**
 * Two services on one PostgreSQL database, as two PCs of an office: each its own pool, its own company
 * context and so its own cached FIFO queues (docs/service-behaviour.md, "The order of a day's moves").
 * Postings, back-dated postings, unpostings and deletes of the same goods in the same store go to
 * one and then the other; after each step what both answer, and the moves stored, equal a
 * re-computation from scratch. A company file is open in one service at a time (its lock), so there
 * the second service is a second context on the one handle (cached-queues.test.ts).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const DATES = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'];

describe.skipIf(!serverUrl)('cached FIFO queues of two services on one PostgreSQL database', () => {
  const services: { companyDb: CompanyDb; app: FastifyInstance; api: ApiClient }[] = [];
  /** A third handle on the database, with a context of its own, for the cold reads only. */
  let coldDb: CompanyDb;
  beforeAll(async () => {
    const url = await freshPostgresDatabase(serverUrl as string, '_cachedservices');
    for (const i of [0, 1]) {
      const companyDb = await openCompanyDb({ databaseUrl: url });
      if (i === 0) await sayNotVatPayer(companyDb);
      await companyDb.write((trx) => registerToken(trx, `token-${i}`, { name: `ПК ${i + 1}`, ...ALL_RIGHTS }));
      const app = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000, authFailuresPerMinute: 1_000_000 });
      services.push({ companyDb, app, api: apiClient(app, `token-${i}`) });
    }
    coldDb = await openCompanyDb({ databaseUrl: url });
  });
  afterAll(async () => {
    for (const s of services) {
      await s.app.close();
      await s.companyDb.close();
    }
    await coldDb?.close();
  });

  it('answers on both as a re-computation from scratch after each posting, unposting and delete on either', async () => {
    const [one, two] = services as [(typeof services)[0], (typeof services)[0]];
    const apis = [one.api, two.api];
    const f = [fixtures(one.api), fixtures(two.api)] as const;
    const store = await f[0].store('Спільний склад');
    const item = await f[1].entity('Цегла');
    const other = await f[0].entity('Пісок');
    const supplier = await f[0].agent('Постачальник');
    const customer = await f[1].agent('Покупець');
    const world: StockWorld = { stores: [store.uid], goods: [item.uid, other.uid], dates: DATES, documents: [] };

    /** Makes a document on service `by`. */
    const made = async (by: 0 | 1, body: Parameters<(typeof f)[0]['document']>[0]) => {
      const doc = await f[by].document(body);
      world.documents.push(doc.uid);
      return doc.uid;
    };
    const receipt = (by: 0 | 1, date: string, qty: number, price: number) =>
      made(by, {
        type: 'waybillIn',
        date,
        agent: { uid: supplier.uid },
        storeIn: { uid: store.uid },
        details: [
          { entity: { uid: item.uid }, qty, price },
          { entity: { uid: other.uid }, qty, price: price + 1 },
        ],
      });
    const sale = (by: 0 | 1, date: string, qty: number, no?: string) =>
      made(by, {
        type: 'waybillOut',
        date,
        ...(no ? { no } : {}),
        agent: { uid: customer.uid },
        storeOut: { uid: store.uid },
        details: [{ entity: { uid: item.uid }, qty, price: 100 }],
      });
    const step = async (name: string, by: 0 | 1, done: boolean, uid: string) => {
      await (done ? f[by].post(uid) : f[by].unpost(uid));
      await expectColdAgrees(`${name} on service ${by + 1}`, { companyDb: coldDb, world, apis });
    };

    // Three batches at three prices, from both services.
    await step('receipt at 10', 0, true, await receipt(0, DATES[0] as string, 2, 10));
    await step('receipt at 20', 1, true, await receipt(1, DATES[0] as string, 2, 20));
    await step('receipt at 30', 0, true, await receipt(0, DATES[1] as string, 8, 30));
    // Sales of today on each in turn: each service's queue is retired by the other's posting.
    await step('first sale', 0, true, await sale(0, DATES[2] as string, 1));
    await step('second sale', 0, true, await sale(0, DATES[2] as string, 1));
    await step('third sale', 1, true, await sale(1, DATES[2] as string, 1));
    await step('fourth sale', 0, true, await sale(0, DATES[2] as string, 1));
    await step('fifth sale', 1, true, await sale(1, DATES[2] as string, 1));
    // A sale of the same day numbered before them all comes first in the day.
    await step('sale numbered first', 1, true, await sale(1, DATES[2] as string, 1, 'A-0'));
    // Back-dated: a receipt before everything re-costs every sale, then a sale of the day after.
    const early = await receipt(0, '2026-03-01', 1, 5);
    await step('back-dated receipt', 0, true, early);
    await step('sale after it', 1, true, await sale(1, DATES[3] as string, 1));
    await step('sale after it on the other', 0, true, await sale(0, DATES[3] as string, 1));
    // Unposting on one what the other posted, and posting it again.
    const third = world.documents[5] as string;
    await step('third sale unposted', 0, false, third);
    await step('sale after the unposting', 1, true, await sale(1, DATES[3] as string, 1));
    await step('third sale again', 0, true, third);
    // A posted document cannot be deleted; unposted, it can, on the other service.
    expectFailure(await two.api.post('/document/delete', { uid: early }), 409, 'DOCUMENT_POSTED');
    await step('back-dated receipt unposted', 1, false, early);
    expect((await one.api.post('/document/delete', { uid: early })).status).toBe(200);
    world.documents = world.documents.filter((uid) => uid !== early);
    await expectColdAgrees('back-dated receipt deleted', { companyDb: coldDb, world, apis });
    // What is left: the last sales of the day go on from whatever each service keeps.
    await step('last sale', 1, true, await sale(1, DATES[3] as string, 1));
    await step('last sale on the other', 0, true, await sale(0, DATES[3] as string, 1));
    // More than is left is refused on either, and changes nothing.
    const tooMuch = await sale(0, DATES[3] as string, 100);
    expectFailure(await two.api.post('/document/setdone', { uid: tooMuch, done: true }), 422, 'NOT_ENOUGH_STOCK');
    await expectColdAgrees('a sale refused', { companyDb: coldDb, world, apis });
    // Twenty steps, each read back from three handles.
  }, 180_000);
});
