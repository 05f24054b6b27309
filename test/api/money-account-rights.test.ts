import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, testService, TOKENS, uid, type TestService } from '../support/test-service.js';

const IBAN = 'UA213223130000026007233566001';

/**
 * Our money accounts, like the requisites beside them, are the company's settings: a person who may only
 * post must not add a bank account with their own IBAN and make it the one payments go to
 * (docs/security.md, "Rights and roles").
 */
describe('money accounts need the settings right', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await testService();
  });

  it('a person who may only post cannot add a bank account or make one the main', async () => {
    const poster = apiClient(service.app, TOKENS.postOnly);
    const full = apiClient(service.app, TOKENS.full);
    const before = (await full.get('/moneyaccount/index/')).body.data;
    const added = await poster.post('/moneyaccount/update', { uid: uid(), name: 'Мій рахунок', kind: 'bank', iban: IBAN, main: true });
    expect(added.status).toBe(403);
    const main = before.find((a) => a.kind === 'bank' && a.main);
    const renamed = await poster.post('/moneyaccount/update', { uid: main?.uid, name: 'Перейменований' });
    expect(renamed.status).toBe(403);
    expect((await full.get('/moneyaccount/index/')).body.data).toEqual(before);
  });

  it('nor change the requisites or the VAT settings', async () => {
    const poster = apiClient(service.app, TOKENS.postOnly);
    const full = apiClient(service.app, TOKENS.full);
    const before = (await full.get('/company/settings')).body.data;
    expect((await poster.post('/company/settings', { iban: IBAN })).status).toBe(403);
    expect((await poster.post('/company/settings', { vatFirstEvent: !before.vatFirstEvent })).status).toBe(403);
    expect((await full.get('/company/settings')).body.data).toEqual(before);
  });

  it('the chief accountant can', async () => {
    const full = apiClient(service.app, TOKENS.full);
    const account = uid();
    const added = await full.post('/moneyaccount/update', { uid: account, name: 'Резервний рахунок', kind: 'bank', iban: IBAN });
    expect(added.status).toBe(200);
    expect((await full.get(`/moneyaccount/load/${account}`)).body.data.name).toBe('Резервний рахунок');
  });
});
