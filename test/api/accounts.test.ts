import { beforeAll, describe, expect, it } from 'vitest';
import { Account, envelopeOf, HistoryRecord, ServiceInfo } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, testService, type ApiClient } from '../support/test-service.js';

const Chart = envelopeOf(Account.array());

/** The chart of accounts as a directory (docs/general-ledger.md, "Chart of accounts"). */
describe('the chart of accounts', () => {
  let api: ApiClient;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
  });

  const chart = async (query: Record<string, string> = {}) => {
    const reply = await api.get('/account/index/', query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return Chart.parse(reply.body);
  };
  const accountOf = async (code: string) => (await chart()).data.find((account) => account.code === code);
  const update = (body: unknown) => api.post('/account/update', body);

  it('is offered as the extension ledger.accounts', async () => {
    expect(ServiceInfo.parse((await api.get('/service/info')).body.data).extensions).toContain('ledger.accounts');
  });

  describe('index', () => {
    it('lists the accounts of the order, with the order’s names', async () => {
      const { data, totalCount } = await chart();
      expect(totalCount).toBe(data.length);
      const codes = data.map((account) => account.code);
      for (const code of '10 13 20 201 23 26 28 281 30 301 31 311 36 361 37 371 377 40 44 441 442 60 63 631 64 641 643 644 65 66 68 681 685 70 701 702 703 79 791 90 901 902 903 92 93 94 949 97'.split(
        ' ',
      ))
        expect(codes, code).toContain(code);
      expect(codes.some((code) => code.startsWith('10') && code.length === 3)).toBe(true);
      expect(codes.some((code) => code.startsWith('13') && code.length === 3)).toBe(true);
      expect(data.find((a) => a.code === '361')).toEqual({
        code: '361',
        name: 'Розрахунки з вітчизняними покупцями',
        parent: '36',
        kind: 'active',
        offBalance: false,
        analytics: ['agent', 'contract'],
        active: true,
        version: 1,
      });
      expect(data.find((a) => a.code === '281')).toMatchObject({ name: 'Товари на складі', analytics: ['entity', 'store'] });
      expect(data.find((a) => a.code === '631')).toMatchObject({ name: 'Розрахунки з вітчизняними постачальниками', kind: 'passive' });
      expect(data.find((a) => a.code === '024')).toMatchObject({ offBalance: true });
    });

    it('gives the accounts in the chart’s natural order, a company’s sub-accounts after their parent', async () => {
      await update({ code: '361.2', name: 'Покупці — роздріб' });
      await update({ code: '361.10', name: 'Покупці — опт' });
      const codes = (await chart()).data.map((account) => account.code);
      const order = ['20', '201', '203', '22', '23', '361', '361.2', '361.10', '37'];
      const positions = order.map((code) => codes.indexOf(code));
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    });

    it('lists only the active or only the deactivated accounts when asked', async () => {
      await update({ code: '377.5', name: 'Інші дебітори — закриті', active: false });
      const active = (await chart({ active: 'true' })).data;
      const inactive = (await chart({ active: 'false' })).data;
      expect(active.every((a) => a.active)).toBe(true);
      expect(inactive.map((a) => a.code)).toContain('377.5');
      expect(inactive.every((a) => !a.active)).toBe(true);
    });

    it('refuses an unknown filter value', async () => {
      expectFailure(await api.get('/account/index/', { active: 'yes' }), 400, { code: 'VALIDATION', mentions: 'active' });
    });

    it('answers 401 without a token', async () => {
      const anonymous = apiClient((await testService()).app, null);
      expectFailure(await anonymous.get('/account/index/'), 401, 'UNAUTHORIZED');
    });
  });

  describe('update', () => {
    it('adds a sub-account below its parent, taking its kind and analytics', async () => {
      const reply = await update({ code: '361.1', name: 'Покупці — мережі' });
      expect(envelopeOf(Account).parse(reply.body).data).toEqual({
        code: '361.1',
        name: 'Покупці — мережі',
        parent: '361',
        kind: 'active',
        offBalance: false,
        analytics: ['agent', 'contract'],
        active: true,
        version: 1,
      });
      expect(await accountOf('361.1')).toMatchObject({ parent: '361' });
    });

    it('adds a three-digit sub-account of its own below a synthetic account the order leaves without, and one two levels deep', async () => {
      expect((await update({ code: '221', name: 'МШП на складі', analytics: ['entity', 'store'] })).body.data).toMatchObject({
        parent: '22',
        analytics: ['entity', 'store'],
      });
      expect((await update({ code: '221.1', name: 'Спецодяг' })).status).toBe(200);
      expect((await update({ code: '221.1.1', name: 'Рукавиці', parent: '221.1' })).body.data).toMatchObject({ parent: '221.1' });
    });

    it('renames an account, changes its kind and analytics, and deactivates and activates it', async () => {
      await update({ code: '685.1', name: 'Кредитори' });
      await update({ code: '685.1', name: 'Інші кредитори', kind: 'both', analytics: ['agent'] });
      expect(await accountOf('685.1')).toMatchObject({ name: 'Інші кредитори', kind: 'both', analytics: ['agent'], active: true });
      await update({ code: '685.1', active: false });
      expect(await accountOf('685.1')).toMatchObject({ name: 'Інші кредитори', active: false });
      await update({ code: '685.1', active: true });
      expect(await accountOf('685.1')).toMatchObject({ active: true });
    });

    it('renames an account of the order', async () => {
      await update({ code: '93', name: 'Витрати на збут (магазин)' });
      expect(await accountOf('93')).toMatchObject({ name: 'Витрати на збут (магазин)' });
    });

    it('records its changes in the history under the code', async () => {
      await update({ code: '371.7', name: 'Аванси' });
      await update({ code: '371.7', name: 'Аванси видані' });
      const records = HistoryRecord.array().parse((await api.get('/history/', { uid: '371.7' })).body.data);
      expect(records.map((r) => [r.kind, r.operation])).toEqual([
        ['account', 'create'],
        ['account', 'update'],
      ]);
      expect(records[1]?.changes).toEqual([{ field: 'name', old: 'Аванси', new: 'Аванси видані' }]);
    });

    it.each([
      ['a malformed body', 'not an object', 400, 'VALIDATION', 'body'],
      ['no code', { name: 'Без коду' }, 400, 'VALIDATION', 'code'],
      ['letters in the code', { code: '36a', name: 'X' }, 400, 'VALIDATION', 'code'],
      ['a one-digit code', { code: '3', name: 'X' }, 400, 'VALIDATION', 'code'],
      ['a new synthetic account', { code: '99', name: 'Свій рахунок' }, 400, 'VALIDATION', 'synthetic'],
      ['a third level of its own', { code: '221.1.1.1', name: 'Глибоко' }, 400, 'VALIDATION', 'levels'],
      ['a parent the code does not name', { code: '361.3', name: 'X', parent: '37' }, 400, 'VALIDATION', 'parent'],
      ['an unknown parent', { code: '888.1', name: 'X' }, 422, 'UNKNOWN_REFERENCE', '888'],
      ['a new account without a name', { code: '361.4' }, 400, 'MISSING_FIELD', 'name'],
      ['a blank name', { code: '361.4', name: '  ' }, 400, 'VALIDATION', 'name'],
      ['a huge name', { code: '361.4', name: 'Я'.repeat(501) }, 400, 'VALIDATION', 'name'],
      ['an unknown kind', { code: '361.4', name: 'X', kind: 'debit' }, 400, 'VALIDATION', 'kind'],
      ['four analytics', { code: '361.4', name: 'X', analytics: ['agent', 'contract', 'entity', 'store'] }, 400, 'VALIDATION', 'three'],
      ['an analytic twice', { code: '361.4', name: 'X', analytics: ['agent', 'agent'] }, 400, 'VALIDATION', 'twice'],
      ['an unknown analytic', { code: '361.4', name: 'X', analytics: ['project'] }, 400, 'VALIDATION', 'analytics'],
      ['a different off-balance', { code: '361.4', name: 'X', offBalance: true }, 400, 'VALIDATION', 'offBalance'],
      ['moving an account', { code: '361', parent: '37' }, 400, 'VALIDATION', 'parent'],
      ['making 361 off-balance', { code: '361', offBalance: true }, 400, 'VALIDATION', 'offBalance'],
    ])('refuses %s and changes nothing', async (_what, body, status, code, mentions) => {
      const before = await chart();
      expectFailure(await update(body), status, { code, mentions });
      expect(await chart()).toEqual(before);
    });

    it('refuses a sub-account of a deactivated account, and activating one below a deactivated parent', async () => {
      await update({ code: '372.1', name: 'Підзвітні — відрядження' });
      await update({ code: '372.1', active: false });
      expectFailure(await update({ code: '372.1.1', name: 'Закордонні' }), 422, { code: 'ACCOUNT_INACTIVE', mentions: '372.1' });
      await update({ code: '372.2', name: 'Підзвітні — господарські' });
      await update({ code: '372.2.1', name: 'Канцтовари' });
      await update({ code: '372.2.1', active: false });
      await update({ code: '372.2', active: false });
      expectFailure(await update({ code: '372.2.1', active: true }), 422, { code: 'ACCOUNT_INACTIVE', mentions: '372.2' });
      expect(await accountOf('372.2.1')).toMatchObject({ active: false });
    });

    it('refuses to deactivate an account with active sub-accounts', async () => {
      await update({ code: '631.1', name: 'Постачальники — імпорт' });
      expectFailure(await update({ code: '631', active: false }), 409, { code: 'ACCOUNT_HAS_SUBACCOUNTS', mentions: '631' });
      expect(await accountOf('631')).toMatchObject({ active: true });
    });

    it('answers 401 without a token and changes nothing', async () => {
      const anonymous = apiClient((await testService()).app, null);
      expectFailure(await anonymous.post('/account/update', { code: '361.9', name: 'X' }), 401, 'UNAUTHORIZED');
      expect(await accountOf('361.9')).toBeUndefined();
    });
  });
});
