import { beforeAll, describe, expect, it } from 'vitest';
import { registerLaunchToken } from '../../server/launch-tokens.js';
import { apiClient, testService, uid, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * A launch token (docs/security.md, "Launch tokens") is not a person's token: the token list does not
 * offer it for revocation, and a person's token of the same name is given and revoked beside it.
 */
describe("a launch token and the company's token list", () => {
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await testService();
    api = apiClient(service.app);
  });

  it('is not listed, and revoking the same name takes only the person’s token', async () => {
    const name = `Олена Коваль ${uid().slice(0, 8)}`;
    const launchToken = `launch-${uid()}`;
    await registerLaunchToken(service.companyDb, { token: launchToken, launchId: `pc-${uid()}`, userName: name });
    const launch = apiClient(service.app, launchToken);
    expect((await launch.get('/store/index/')).status).toBe(200);
    const listed = async () => (await api.get('/company/tokens')).body.data.map((t) => t.name);
    expect(await listed()).not.toContain(name);
    expect((await api.post('/company/tokens/revoke', { name })).status).toBe(404);

    const given = await api.post('/company/tokens/add', { name, rights: ['post'] });
    expect(given.status).toBe(200);
    expect(await listed()).toContain(name);
    expect((await api.post('/company/tokens/revoke', { name })).status).toBe(200);
    expect((await apiClient(service.app, given.body.data.token).get('/store/index/')).status).toBe(401);
    expect((await launch.get('/store/index/')).status).toBe(200);
    expect(await listed()).not.toContain(name);
  });

  it('names the launch’s person in the history of what its token changed', async () => {
    const launchToken = `launch-${uid()}`;
    await registerLaunchToken(service.companyDb, { token: launchToken, launchId: `pc-${uid()}`, userName: 'Іван Петренко' });
    const launch = apiClient(service.app, launchToken);
    const storeUid = uid();
    expect((await launch.post('/store/update', { uid: storeUid, name: 'Склад Івана' })).status).toBe(200);
    expect((await launch.get('/history/', { uid: storeUid })).body.data.map((r) => r.user)).toEqual(['Іван Петренко']);
  });
});
