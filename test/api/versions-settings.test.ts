import { beforeAll, describe, expect, it } from 'vitest';
import { HistoryRecord, SETTINGS_UID } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { expectConflict, secondPerson } from '../support/conflicts.js';
import { apiClient, createTestService, type ApiClient, type TestService } from '../support/test-service.js';

/** The company settings' version (docs/service-behaviour.md, "Versions and conflicts"): a company of its own, since they are the company's. */
describe('the company settings’ version', () => {
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await createTestService('settingsversions');
    api = apiClient(service.app);
  });

  it('lets two people save the settings on the same version: the first wins, the second gets 409 naming them', async () => {
    const olena = await secondPerson(service, api, 'Олена Коваль');
    const loaded = (await api.get('/company/settings')).body.data;
    expect(loaded.version).toBe(1);
    const first = await olena.post('/company/settings', { address: 'Київ, вул. Олени', version: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ address: 'Київ, вул. Олени', version: 2 });
    const conflict = expectConflict(await api.post('/company/settings', { address: 'Львів', version: 1 }), 'changed by Олена Коваль');
    expect(conflict).toMatchObject({ uid: SETTINGS_UID, kind: 'settings', version: 2, by: 'Олена Коваль' });
    expect((await api.get('/company/settings')).body.data).toMatchObject({ address: 'Київ, вул. Олени', version: 2 });
  });

  it('records a change of the settings in the history, and leaves the version alone when nothing changed', async () => {
    const before = (await api.get('/company/settings')).body.data;
    const saved = await api.post('/company/settings', { director: 'Іваненко І. І.' });
    expect(saved.body.data.version).toBe(Number(before.version) + 1);
    expect((await api.post('/company/settings', { director: 'Іваненко І. І.' })).body.data.version).toBe(Number(before.version) + 1);
    const history = HistoryRecord.array().parse((await api.get('/history/', { uid: SETTINGS_UID })).body.data);
    expect(history.at(-1)).toMatchObject({ kind: 'settings', operation: 'update', user: 'full' });
    expect(history.at(-1)?.changes).toEqual([{ field: 'director', old: before.director, new: 'Іваненко І. І.' }]);
  });

  it('refuses a version that is not a whole number from 1, and changes nothing', async () => {
    const before = (await api.get('/company/settings')).body.data;
    for (const version of [0, -1, 'x', 1.5])
      expectFailure(await api.post('/company/settings', { address: 'Ніде', version }), 400, { code: 'VALIDATION', mentions: 'version' });
    expect((await api.get('/company/settings')).body.data).toEqual(before);
  });
});
