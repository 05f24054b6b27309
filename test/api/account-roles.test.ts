import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES, type AccountRoleRecord, type HistoryRecord } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, createTestService, TOKENS, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * The accounts of the roles the entries take (docs/general-ledger.md, "Account roles"): listed with
 * their defaults, changed one at a time by a token that may change the company's requisites, with
 * versions and the history recording old → new; every bad change refused in the envelope, changing
 * nothing. A company of its own: its tests change its roles.
 */
describe('the account roles', () => {
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await createTestService('account-roles');
    api = apiClient(service.app);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  const roles = async (client = api): Promise<AccountRoleRecord[]> => {
    const reply = await client.get('/ledger/accountroles/');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const roleOf = async (role: string) => (await roles()).find((r) => r.role === role)!;
  const historyOf = async (uid: string): Promise<HistoryRecord[]> => (await api.get('/history/', { uid })).body.data;
  const change = (body: unknown, client = api) => client.post('/ledger/accountroles/update', body);

  it('lists every role with the default of order No. 291, the settlement roles fixed, under ledger.accountRoles', async () => {
    expect((await api.get('/service/info')).body.data.extensions).toContain('ledger.accountRoles');
    const listed = await roles();
    expect(listed.map((r) => r.role)).toEqual([...ACCOUNT_ROLES]);
    expect((await api.get('/ledger/accountroles/')).body).toMatchObject({ totalCount: ACCOUNT_ROLES.length });
    const byRole = Object.fromEntries(listed.map((r) => [r.role, `${r.account}${r.fixed ? ' fixed' : ''} v${r.version}`]));
    expect(byRole).toMatchObject({
      customers: '361 fixed v1',
      suppliers: '631 fixed v1',
      goodsRevenue: '702 v1',
      customerReturns: '704 v1',
      writeOff: '947 v1',
      materialsRevenue: '712 v1',
      materialsCost: '943 v1',
      bankFee: '92 v1',
      monthResult: '791 v1',
      openingBalance: '00 fixed v1',
    });
    for (const r of listed) expect(r.defaultAccount, r.role).toBe(r.account);
    // The chart gained the accounts the roles and a write-off need.
    const chart = (await api.get('/account/index/')).body.data;
    expect(chart.filter((a) => ['375', '712', '943', '947'].includes(a.code)).map((a) => `${a.code} ${a.name}`)).toEqual([
      '375 Розрахунки за відшкодуванням завданих збитків',
      '712 Дохід від реалізації інших оборотних активів',
      '943 Собівартість реалізованих виробничих запасів',
      '947 Нестачі і втрати від псування цінностей',
    ]);
  });

  it('gives a role another account: the reply and the list show it, its version moves on, the history records old → new', async () => {
    expect((await api.post('/account/update', { code: '702.1', name: 'Дохід від реалізації товарів оптом' })).status).toBe(200);
    const before = await roleOf('goodsRevenue');
    const changed = await change({ role: 'goodsRevenue', account: '702.1', version: before.version });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ role: 'goodsRevenue', account: '702.1', defaultAccount: '702', version: 2, uid: before.uid });
    expect(await roleOf('goodsRevenue')).toMatchObject({ account: '702.1', version: 2 });
    const history = await historyOf(before.uid);
    expect(history.map((h) => [h.kind, h.operation, h.user, h.changes])).toEqual([
      ['accountRole', 'update', 'full', [{ field: 'account', old: '702', new: '702.1' }]],
    ]);
    // The same account again changes nothing and records nothing.
    expect((await change({ role: 'goodsRevenue', account: '702.1' })).body.data).toMatchObject({ version: 2 });
    expect(await historyOf(before.uid)).toHaveLength(1);
    // A sub-account a role names is not deleted.
    expectFailure(await api.post('/account/delete', { code: '702.1' }), 409, { code: 'ACCOUNT_IN_USE', mentions: 'goodsRevenue' });
    expect((await change({ role: 'goodsRevenue', account: '702' })).body.data).toMatchObject({ account: '702', version: 3 });
  });

  describe('refuses, changing nothing', () => {
    /** Runs `refused` and checks that no role and no history moved. */
    const unchanged = async (refused: () => Promise<void>) => {
      const [rolesBefore, historyBefore] = [
        await roles(),
        (await api.get('/history/', { from: '2000-01-01', to: '2099-12-31', pageSize: 1 })).body,
      ];
      await refused();
      expect(await roles()).toEqual(rolesBefore);
      expect((await api.get('/history/', { from: '2000-01-01', to: '2099-12-31', pageSize: 1 })).body).toMatchObject({
        totalCount: historyBefore.totalCount,
      });
    };

    it('a malformed body: an unknown role, an account that is no code, a field too many, no account, not JSON', () =>
      unchanged(async () => {
        expectFailure(await change({ role: 'revenue', account: '702' }), 400, { code: 'VALIDATION', mentions: 'role' });
        expectFailure(await change({ role: 'goodsRevenue', account: 'сімсот два' }), 400, { code: 'VALIDATION', mentions: 'account' });
        expectFailure(await change({ role: 'goodsRevenue', account: '702', note: 'x' }), 400, 'VALIDATION');
        expectFailure(await change({ role: 'goodsRevenue' }), 400, { code: 'VALIDATION', mentions: 'account' });
        expectFailure(await change({ role: 'goodsRevenue', account: '702', version: 0 }), 400, { code: 'VALIDATION', mentions: 'version' });
        expectFailure(await api.raw('POST', '/ledger/accountroles/update', { payload: '{"role":' }), 400, 'INVALID_JSON');
      }));

    it('an account the chart lacks, one deactivated, one the role does not take, one off the balance', async () => {
      expect((await api.post('/account/update', { code: '702.9', name: 'Закритий', active: false })).status).toBe(200);
      expect((await api.post('/account/update', { code: '281.5', name: 'Без аналітики', analytics: [] })).status).toBe(200);
      await unchanged(async () => {
        expectFailure(await change({ role: 'goodsRevenue', account: '708' }), 422, { code: 'UNKNOWN_REFERENCE', mentions: '708' });
        expectFailure(await change({ role: 'goodsRevenue', account: '702.9' }), 422, { code: 'ACCOUNT_INACTIVE', mentions: '702.9' });
        expectFailure(await change({ role: 'goodsRevenue', account: '704' }), 422, { code: 'ACCOUNT_UNSUITABLE', mentions: '704' });
        expectFailure(await change({ role: 'goodsRevenue', account: '719' }), 422, { code: 'ACCOUNT_UNSUITABLE', mentions: '719' });
        expectFailure(await change({ role: 'otherMoneyOut', account: '024' }), 422, { code: 'ACCOUNT_UNSUITABLE', mentions: '024' });
        expectFailure(await change({ role: 'bank', account: '301' }), 422, { code: 'ACCOUNT_UNSUITABLE', mentions: '301' });
        // A stock account that keeps no goods would leave the stock and the books apart.
        expectFailure(await change({ role: 'goodsStock', account: '281.5' }), 422, { code: 'ACCOUNT_UNSUITABLE', mentions: 'entity' });
      });
    });

    it('a fixed role: customers and suppliers key the settlement register, 00 is not of the order', () =>
      unchanged(async () => {
        expectFailure(await change({ role: 'customers', account: '377' }), 422, { code: 'ACCOUNT_UNSUITABLE', mentions: '361' });
        expectFailure(await change({ role: 'suppliers', account: '685' }), 422, { code: 'ACCOUNT_UNSUITABLE', mentions: '631' });
        expectFailure(await change({ role: 'openingBalance', account: '40' }), 422, { code: 'ACCOUNT_UNSUITABLE', mentions: '00' });
      }));

    it('a change made on a stale version: 409 CONFLICT naming who changed it and its version now', async () => {
      const now = (await change({ role: 'bankFee', account: '93' })).body.data;
      await unchanged(async () => {
        const stale = await change({ role: 'bankFee', account: '94', version: now.version! - 1 });
        expectFailure(stale, 409, { code: 'CONFLICT', mentions: 'bankFee' });
        expect(stale.body).toMatchObject({ data: { uid: 'bankFee', kind: 'accountRole', version: now.version, by: 'full' } });
      });
    });

    it('a token without the right to change the company’s settings: 403 before the body is read', () =>
      unchanged(async () => {
        const poster = apiClient(service.app, TOKENS.postOnly);
        expectFailure(await change({ role: 'goodsRevenue', account: '701' }, poster), 403, {
          code: 'FORBIDDEN',
          mentions: 'settings.edit',
        });
        expectFailure(await change({ role: 'no such role' }, poster), 403, 'FORBIDDEN');
        // Reading them needs the ledger's read, which a Бухгалтер has.
        expect((await roles(poster)).length).toBe(ACCOUNT_ROLES.length);
      }));
  });
});
