import { beforeAll, describe, expect, it } from 'vitest';
import { documentSumOfLines } from '../../shared/api/amount-rules.js';
import { Decimal } from '../../shared/api/money.js';
import { apiClient, fixtures, testService, type ApiClient } from '../support/test-service.js';

describe('the default sum of a manufacture', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  it('is the sum of its products, as the editor shows it (shared documentSumOfLines)', async () => {
    const [raw, finished] = [await f.store('Сировина'), await f.store('Готова продукція')];
    const [material, made] = [await f.entity('Борошно'), await f.entity('Хліб', { kind: 'product' })];
    const lines = [
      { entity: { uid: made.uid }, kind: 'product', qty: 10, price: 10 },
      { entity: { uid: material.uid }, kind: 'material', qty: 4, price: 10 },
    ];
    const doc = await f.document({
      type: 'manufacture',
      date: '2026-05-05',
      storeOut: { uid: raw.uid },
      storeIn: { uid: finished.uid },
      details: lines,
    });
    const expected = documentSumOfLines(
      'manufacture',
      lines.map((l) => ({ kind: l.kind, sum: new Decimal(l.qty).times(l.price) })),
    );
    expect(expected.toFixed(2)).toBe('100.00');
    expect((await api.get(`/document/load/${doc.uid}`)).body.data.sum).toBe(100);
  });
});
