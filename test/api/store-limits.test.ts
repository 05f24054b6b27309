import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerToken } from '../../server/auth.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, createTestService, fixtures, sayNotVatPayer, uid, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * A Комірник limited to one store (docs/security.md, "Rights and roles"): his lists and stock balance
 * show his store only, a document of another store is neither shown nor changed, and saving one for
 * another store is refused, changing nothing.
 */
describe('a storekeeper limited to one store', () => {
  let service: TestService;
  let api: ApiClient;
  let his: ApiClient;
  const world = { mine: '', other: '', goods: '', minesMove: '', othersMove: '' };
  beforeAll(async () => {
    service = await createTestService('storelimits');
    await sayNotVatPayer(service.companyDb);
    api = apiClient(service.app);
    const f = fixtures(api);
    world.mine = (await f.store('Склад 1')).uid;
    world.other = (await f.store('Склад 2')).uid;
    world.goods = (await f.entity('Цегла', { unit: 'шт' })).uid;
    const supplier = (await f.agent('Постачальник')).uid;
    for (const store of [world.mine, world.other]) {
      const details = [{ entity: { uid: world.goods }, qty: 10, price: 3 }];
      const receipt = await f.document({
        type: 'waybillIn',
        date: '2026-04-01',
        vatCode: 'none',
        agent: { uid: supplier },
        storeIn: { uid: store },
        details,
      });
      await f.post(receipt.uid);
    }
    const writeOff = (store: string) =>
      f.document({
        type: 'inventoryWriteOff',
        date: '2026-04-02',
        storeOut: { uid: store },
        details: [{ entity: { uid: world.goods }, qty: 1, price: 0 }],
      });
    world.minesMove = (await writeOff(world.mine)).uid;
    world.othersMove = (await writeOff(world.other)).uid;
    await service.companyDb.write((trx) =>
      registerToken(trx, 'token-storekeeper', { name: 'Степан', role: 'storekeeper', stores: [world.mine] }),
    );
    his = apiClient(service.app, 'token-storekeeper');
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  it('lists the documents of his store only, and no payments at all', async () => {
    const listed = (await his.get('/document/index/', { from: '2026-04-01', to: '2026-04-30' })).body;
    const uids = listed.data.map((d) => d.uid);
    expect(uids).toContain(world.minesMove);
    expect(uids).not.toContain(world.othersMove);
    expect(listed.totalCount).toBe(uids.length);
    // The receipts are purchases, which he reads in his store.
    expect(listed.data.filter((d) => d.type === 'waybillIn')).toHaveLength(1);
    expectFailure(await his.get('/paydocument/index/', { from: '2026-04-01', to: '2026-04-30' }), 403, {
      code: 'FORBIDDEN',
      mentions: 'bank.read',
    });
    expectFailure(await his.get('/report/moneybalances/', { date: '2026-04-30' }), 403, { code: 'FORBIDDEN', mentions: 'bank.read' });
  });

  it('neither reads nor changes nor posts a document of another store, and says which store', async () => {
    const before = (await api.get(`/document/load/${world.othersMove}`)).body.data;
    const refused = await his.get(`/document/load/${world.othersMove}`);
    expectFailure(refused, 403, { code: 'FORBIDDEN', mentions: 'stockMoves.read' });
    expect((refused.body as unknown as { data: { store: string } }).data.store).toBe(world.other);
    expectFailure(await his.post('/document/update', { uid: world.othersMove, memo: 'моє' }), 403, 'FORBIDDEN');
    expectFailure(await his.post('/document/setdone', { uid: world.othersMove, done: true }), 403, 'FORBIDDEN');
    expect((await api.get(`/document/load/${world.othersMove}`)).body.data).toEqual(before);
    expect((await his.get(`/document/load/${world.minesMove}`)).status).toBe(200);
    expect((await his.post('/document/setdone', { uid: world.minesMove, done: true })).status).toBe(200);
  });

  it('cannot save a document for another store, nor move his own to one', async () => {
    const details = [{ entity: { uid: world.goods }, qty: 1, price: 0 }];
    const made = uid();
    expectFailure(
      await his.post('/document/update', {
        uid: made,
        type: 'inventoryWriteOff',
        date: '2026-04-03',
        storeOut: { uid: world.other },
        details,
      }),
      403,
      {
        code: 'FORBIDDEN',
        mentions: world.other,
      },
    );
    expectFailure(await api.get(`/document/load/${made}`), 404, 'NOT_FOUND');
    const draft = uid();
    expect(
      (
        await his.post('/document/update', {
          uid: draft,
          type: 'inventoryWriteOff',
          date: '2026-04-03',
          storeOut: { uid: world.mine },
          details,
        })
      ).status,
    ).toBe(200);
    expectFailure(await his.post('/document/update', { uid: draft, storeOut: { uid: world.other } }), 403, 'FORBIDDEN');
    expect((await api.get(`/document/load/${draft}`)).body.data.storeOut?.uid).toBe(world.mine);
  });

  it('sees the stock of his store only', async () => {
    const balance = (await his.get('/report/warehousebalance/', { date: '2026-04-30' })).body.data;
    expect(balance.rows.length).toBeGreaterThan(0);
    expect(balance.rows.every((row) => row.store.uid === world.mine)).toBe(true);
    expect(
      (await api.get('/report/warehousebalance/', { date: '2026-04-30' })).body.data.rows.some((row) => row.store.uid === world.other),
    ).toBe(true);
    expectFailure(await his.get('/report/warehousebalance/', { date: '2026-04-30', store: world.other }), 403, 'FORBIDDEN');
    expect((await his.get('/report/warehousebalance/', { date: '2026-04-30', store: world.mine })).status).toBe(200);
  });
});
