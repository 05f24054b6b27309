import { beforeAll, describe, expect, it } from 'vitest';
import { Account, envelopeOf } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, fixtures, testService, uid, type ApiClient, type TestService } from '../support/test-service.js';

const Chart = envelopeOf(Account.array());

/** What an account's entries, sub-accounts and goods forbid (docs/general-ledger.md, "Changing the chart"). */
describe('accounts in use', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    service = await testService();
    api = apiClient(service.app);
    f = fixtures(api);
  });

  const chart = async () => Chart.parse((await api.get('/account/index/')).body).data;
  const accountOf = async (code: string) => (await chart()).find((account) => account.code === code);
  const update = (body: unknown) => api.post('/account/update', body);
  const remove = (body: unknown) => api.post('/account/delete', body);

  /** An entry Дт `debit` Кт `credit` written straight into the database: the entries are posting's to write. */
  async function entryOn(debit: string, credit: string): Promise<void> {
    const doc = await f.document({ type: 'invoice', date: '2026-03-02', agent: { uid: (await f.agent()).uid } });
    await service.companyDb.write(async (trx) => {
      const { id } = await trx.selectFrom('documents').select('id').where('uid', '=', doc.uid).executeTakeFirstOrThrow();
      await trx
        .insertInto('entries')
        .values({ document_id: id, position: 0, date: '2026-03-02', debit, credit, amount: 100n, qty: null, memo: '' } as never)
        .execute();
    });
  }

  describe('delete', () => {
    it('deletes a sub-account the company added that nothing uses, and records it', async () => {
      await update({ code: '703.1', name: 'Послуги доставки' });
      const reply = await remove({ code: '703.1' });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.data).toEqual({ code: '703.1', deleted: true });
      expect(await accountOf('703.1')).toBeUndefined();
      const history = (await api.get('/history/', { uid: '703.1' })).body.data as { operation: string }[];
      expect(history.map((r) => r.operation)).toEqual(['create', 'delete']);
    });

    it('refuses to delete an account of the order: it is deactivated instead', async () => {
      expectFailure(await remove({ code: '361' }), 409, { code: 'ACCOUNT_OF_ORDER', mentions: 'deactivate' });
      expect(await accountOf('361')).toBeDefined();
    });

    it('refuses to delete an account with entries', async () => {
      await update({ code: '702.1', name: 'Дохід — опт' });
      await entryOn('361', '702.1');
      expectFailure(await remove({ code: '702.1' }), 409, { code: 'ACCOUNT_IN_USE', mentions: 'entries' });
      expect(await accountOf('702.1')).toBeDefined();
    });

    it('refuses to delete an account with sub-accounts', async () => {
      await update({ code: '703.2', name: 'Послуги' });
      await update({ code: '703.2.1', name: 'Монтаж' });
      expectFailure(await remove({ code: '703.2' }), 409, { code: 'ACCOUNT_HAS_SUBACCOUNTS', mentions: '703.2' });
      expect((await remove({ code: '703.2.1' })).status).toBe(200);
      expect((await remove({ code: '703.2' })).status).toBe(200);
    });

    it('refuses to delete an account goods name', async () => {
      await update({ code: '281.3', name: 'Товари — магазин' });
      await f.entity('Лампа', { account: '281.3' });
      expectFailure(await remove({ code: '281.3' }), 409, { code: 'ACCOUNT_IN_USE', mentions: 'goods' });
      expect(await accountOf('281.3')).toBeDefined();
    });

    it.each([
      ['a malformed body', [], 400, 'VALIDATION'],
      ['no code', {}, 400, 'VALIDATION'],
      ['a bad code', { code: '36-1' }, 400, 'VALIDATION'],
      ['an unknown account', { code: '361.77' }, 404, 'NOT_FOUND'],
    ])('refuses %s', async (_what, body, status, code) => {
      const before = await chart();
      expectFailure(await remove(body), status, code);
      expect(await chart()).toEqual(before);
    });
  });

  describe('an account with entries', () => {
    it('keeps its kind and analytics but may be renamed and deactivated', async () => {
      await update({ code: '377.1', name: 'Дебітори' });
      await entryOn('377.1', '311');
      expectFailure(await update({ code: '377.1', kind: 'both' }), 409, { code: 'ACCOUNT_IN_USE', mentions: 'entries' });
      expectFailure(await update({ code: '377.1', analytics: ['agent'] }), 409, { code: 'ACCOUNT_IN_USE', mentions: 'entries' });
      expect(await accountOf('377.1')).toMatchObject({ kind: 'active', analytics: ['agent', 'contract'] });
      expect((await update({ code: '377.1', name: 'Інші дебітори', kind: 'active', analytics: ['agent', 'contract'] })).status).toBe(200);
      expect((await update({ code: '377.1', active: false })).body.data).toMatchObject({ name: 'Інші дебітори', active: false });
    });
  });

  describe('the account of goods and services', () => {
    it('is refused deactivation while goods name it', async () => {
      await update({ code: '201.4', name: 'Матеріали — цех' });
      const material = await f.entity('Фарба', { kind: 'material', account: '201.4' });
      expectFailure(await update({ code: '201.4', active: false }), 409, { code: 'ACCOUNT_IN_USE', mentions: 'goods' });
      await api.post('/entity/update', { uid: material.uid, account: null });
      expect((await update({ code: '201.4', active: false })).status).toBe(200);
    });

    it('takes a suitable active account, or none for its kind’s default', async () => {
      const cases = [
        ['goods', '282'],
        ['goods', '281'],
        ['material', '203'],
        ['product', '26'],
        ['goods', '22'],
        ['service', '703'],
        ['service', '92'],
      ] as const;
      for (const [kind, account] of cases) {
        const reply = await api.post('/entity/update', { uid: uid(), name: `${kind} ${account}`, kind, account });
        expect(reply.status, `${kind} ${account}: ${JSON.stringify(reply.body)}`).toBe(200);
        expect(reply.body.data).toMatchObject({ account });
      }
      expect((await api.post('/entity/update', { uid: uid(), name: 'Без рахунку', account: null })).body.data).toMatchObject({
        account: null,
      });
    });

    it.each([
      ['goods on a revenue account', { kind: 'goods', account: '702' }, 422, 'ACCOUNT_UNSUITABLE', 'stock'],
      ['goods on the trade margin', { kind: 'goods', account: '285' }, 422, 'ACCOUNT_UNSUITABLE', '285'],
      ['a product on settlements', { kind: 'product', account: '361' }, 422, 'ACCOUNT_UNSUITABLE', '361'],
      ['a service on a stock account', { kind: 'service', account: '281' }, 422, 'ACCOUNT_UNSUITABLE', 'revenue'],
      ['a service on the financial result', { kind: 'service', account: '791' }, 422, 'ACCOUNT_UNSUITABLE', '791'],
      ['a service on deductions from revenue', { kind: 'service', account: '704' }, 422, 'ACCOUNT_UNSUITABLE', '704'],
      ['an account the chart lacks', { kind: 'goods', account: '289' }, 422, 'UNKNOWN_REFERENCE', '289'],
      ['a malformed account', { kind: 'goods', account: '28 1' }, 400, 'VALIDATION', 'account'],
    ])('refuses %s and writes nothing', async (_what, fields, status, code, mentions) => {
      const entity = uid();
      expectFailure(await api.post('/entity/update', { uid: entity, name: 'Відмова', ...fields }), status, { code, mentions });
      expectFailure(await api.get(`/entity/load/${entity}`), 404, 'NOT_FOUND');
    });

    it('refuses a deactivated account', async () => {
      await update({ code: '281.8', name: 'Товари — архів', active: false });
      expectFailure(await api.post('/entity/update', { uid: uid(), name: 'Стара', account: '281.8' }), 422, {
        code: 'ACCOUNT_INACTIVE',
        mentions: '281.8',
      });
    });

    it('refuses turning goods with a stock account into a service, in an update and in a batch', async () => {
      const goods = await f.entity('Ящик', { account: '281' });
      expectFailure(await api.post('/entity/update', { uid: goods.uid, kind: 'service' }), 422, 'ACCOUNT_UNSUITABLE');
      const fresh = uid();
      const batch = [
        { uid: fresh, name: 'Новий' },
        { uid: goods.uid, kind: 'service' },
      ];
      expectFailure(await api.post('/entity/batch', batch), 422, { code: 'ACCOUNT_UNSUITABLE', mentions: goods.uid });
      expect((await api.get(`/entity/load/${goods.uid}`)).body.data).toMatchObject({ kind: 'goods', account: '281' });
      expectFailure(await api.get(`/entity/load/${fresh}`), 404, 'NOT_FOUND');
      expect((await api.post('/entity/update', { uid: goods.uid, kind: 'service', account: '703' })).status).toBe(200);
    });
  });
});
