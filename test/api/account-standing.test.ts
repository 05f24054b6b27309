import { beforeAll, describe, expect, it } from 'vitest';
import { AccountStanding, envelopeOf } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';

/**
 * What the app says before deactivating an account (docs/service-behaviour.md, "Chart of accounts"):
 * how many entries it and the accounts below it have, and the balance they leave.
 */
describe('an account’s standing', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  const useOf = async (code: string) => {
    const reply = await api.get('/account/standing/', { code });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(AccountStanding).parse(reply.body).data;
  };
  async function postOperation(entries: unknown[]): Promise<void> {
    const reply = await api.post('/ledgeroperation/update', { uid: uid(), date: '2036-05-04', entries });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await f.post((reply.body as { data: { uid: string } }).data.uid);
  }

  it('counts an account’s entries and those of its sub-accounts, and gives the balance they leave', async () => {
    for (const [code, name] of [
      ['474.7', 'Забезпечення судових витрат'],
      ['474.8', 'Забезпечення штрафів'],
    ])
      expect((await api.post('/account/update', { code, name })).status).toBe(200);
    // Hand figures: 474.7 is credited 1 200,50 and debited 200,25, 474.8 credited 99,75; a move between them counts once.
    await postOperation([
      { debit: '92', credit: '474.7', amount: 1200.5 },
      { debit: '474.7', credit: '661', amount: 200.25 },
      { debit: '93', credit: '474.8', amount: 99.75 },
      { debit: '474.7', credit: '474.8', amount: 10 },
    ]);
    expect(await useOf('474.7')).toEqual({ code: '474.7', entries: 3, balance: -990.25 });
    expect(await useOf('474.8')).toEqual({ code: '474.8', entries: 2, balance: -109.75 });
    // 474 holds both: 1 200,50 − 200,25 + 99,75 credit, the move between them inside.
    expect(await useOf('474')).toMatchObject({ entries: 4, balance: -1100 });
  });

  it('answers nothing to tell for an account without entries', async () => {
    expect(await useOf('475')).toEqual({ code: '475', entries: 0, balance: 0 });
  });

  it.each([
    ['no code', {}, 400, 'VALIDATION', 'code'],
    ['a malformed code', { code: '47-4' }, 400, 'VALIDATION', 'code'],
    ['five digits', { code: '47411' }, 400, 'VALIDATION', 'code'],
    ['a code the chart lacks', { code: '474.99' }, 404, 'NOT_FOUND', undefined],
  ] as const)('refuses %s', async (_what, query, status, code, mentions) => {
    expectFailure(await api.get('/account/standing/', query), status, { code, mentions });
  });

  it('answers 401 without a token', async () => {
    expectFailure(await apiClient((await testService()).app, null).get('/account/standing/', { code: '474' }), 401, 'UNAUTHORIZED');
  });
});
