import { beforeAll, describe, expect, it } from 'vitest';
import { documentSumOfLines } from '../../shared/api/amount-rules.js';
import { Decimal } from '../../shared/api/money.js';
import { apiClient, testService, uid, type ApiClient } from '../support/test-service.js';

describe('the default sum of a manufacture', () => {
  let api: ApiClient;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
  });

  /** Creates a record and answers its uid, failing loudly if the service refuses. */
  async function create(path: '/store/update' | '/entity/update' | '/document/update', body: object): Promise<string> {
    const reply = await api.post(path, { uid: uid(), ...body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.uid;
  }

  it('is the sum of its products, as the editor shows it (shared documentSumOfLines)', async () => {
    const raw = await create('/store/update', { name: 'Сировина' });
    const finished = await create('/store/update', { name: 'Готова продукція' });
    const flour = await create('/entity/update', { name: 'Борошно', unit: 'кг' });
    const bread = await create('/entity/update', { name: 'Хліб', unit: 'шт', kind: 'product' });
    const lines = [
      { entity: { uid: bread }, kind: 'product', qty: 10, price: 10 },
      { entity: { uid: flour }, kind: 'material', qty: 4, price: 10 },
    ];
    const doc = await create('/document/update', {
      type: 'manufacture',
      date: '2026-05-05',
      storeOut: { uid: raw },
      storeIn: { uid: finished },
      details: lines,
    });
    const expected = documentSumOfLines(
      'manufacture',
      lines.map((l) => ({ kind: l.kind, sum: new Decimal(l.qty).times(l.price) })),
    );
    expect(expected.toFixed(2)).toBe('100.00');
    const loaded = await api.get(`/document/load/${doc}`);
    expect(loaded.body.data.sum).toBe(expected.toNumber());
  });
});
