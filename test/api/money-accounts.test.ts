import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS, registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { ddlFor } from '../../server/database/engines.js';
import { openCompanyDb, type CompanyLocation } from '../../server/database/company-db.js';
import { expectFailure } from '../support/api-assertions.js';
import { TO_SCHEMA_16 } from '../support/schema-11.js';
import {
  apiClient,
  createTestService,
  fixtures,
  freshPostgresDatabase,
  TOKENS,
  uid,
  type ApiClient,
  type TestService,
} from '../support/test-service.js';

const IBAN = 'UA213223130000026007233566001';
const OTHER_IBAN = 'UA903052992990004149123456789';

/** Our bank accounts and cash desks (docs/service-behaviour.md, "Our money accounts"). */
describe('our money accounts', () => {
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await createTestService('moneyaccounts');
    api = apiClient(service.app);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });
  const index = async () => (await api.get('/moneyaccount/index/')).body.data;

  it('are listed by /service/info as an extension', async () => {
    expect((await api.get('/service/info')).body.data.extensions).toContain('money.accounts');
  });

  it("take the company's IBAN into the main bank account while it has none", async () => {
    const own = await createTestService('moneyiban');
    try {
      const ownApi = apiClient(own.app);
      expect((await ownApi.post('/company/settings', { iban: IBAN, bank: 'АТ «Ощадбанк»' })).status).toBe(200);
      const main = (await ownApi.get('/moneyaccount/index/')).body.data.find((a) => a.kind === 'bank' && a.main);
      expect(main).toMatchObject({ iban: IBAN, bankName: 'АТ «Ощадбанк»' });
      // One the office has given its own IBAN keeps it.
      expect((await ownApi.post('/company/settings', { iban: OTHER_IBAN })).status).toBe(200);
      expect((await ownApi.get(`/moneyaccount/load/${main?.uid}`)).body.data.iban).toBe(IBAN);
    } finally {
      await own.app.close();
      await own.companyDb.close();
    }
  });

  it('add a bank account, load it, and make it the main one in place of the former', async () => {
    const before = await index();
    const formerMain = before.find((a) => a.kind === 'bank' && a.main);
    const created = await api.post('/moneyaccount/update', {
      uid: uid(),
      name: 'Валютний',
      kind: 'bank',
      iban: 'UA90 3052 9929 9000 4149 1234 5678 9',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Валютний', kind: 'bank', iban: OTHER_IBAN, main: false });
    expect((await api.get(`/moneyaccount/load/${created.body.data.uid}`)).body.data).toEqual(created.body.data);
    const main = await api.post('/moneyaccount/update', { uid: created.body.data.uid, main: true, bankName: 'ПриватБанк' });
    expect(main.body.data).toMatchObject({ main: true, bankName: 'ПриватБанк', name: 'Валютний' });
    const after = await index();
    expect(after.filter((a) => a.kind === 'bank' && a.main).map((a) => a.uid)).toEqual([created.body.data.uid]);
    expect(after.find((a) => a.uid === formerMain?.uid)?.main).toBe(false);
    // A payment that names none now takes the new main bank account.
    const fee = await fixtures(api).payment({ type: 'otherOut', date: '2026-07-01', sum: 1 });
    expect(fee.moneyAccount?.uid).toBe(created.body.data.uid);
  });

  it('renamed, are named anew by the payments list the service keeps, as by the payment itself', async () => {
    const till = await api.post('/moneyaccount/update', { uid: uid(), name: 'Каса магазину', kind: 'cash' });
    expect(till.status, JSON.stringify(till.body)).toBe(200);
    const payment = await fixtures(api).payment({
      type: 'otherIn',
      date: '2026-08-03',
      sum: 5,
      moneyAccount: { uid: till.body.data.uid },
    });
    const page = async () => {
      const reply = await api.get('/paydocument/index/?from=2026-08-01&to=2026-08-31');
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data.find((p: { uid: string }) => p.uid === payment.uid)?.moneyAccount?.name;
    };
    // Read once, so the service keeps the page.
    expect(await page()).toBe('Каса магазину');
    const renamed = await api.post('/moneyaccount/update', { uid: till.body.data.uid, name: 'Каса складу' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await api.get(`/paydocument/load/${payment.uid}`)).body.data.moneyAccount?.name).toBe('Каса складу');
    expect(await page()).toBe('Каса складу');
  });

  it('refuse, changing nothing: a bad IBAN, a cash desk with an IBAN, no name, a kind changed, an unknown uid', async () => {
    const before = await index();
    expectFailure(
      await api.post('/moneyaccount/update', { uid: uid(), name: 'Поганий', kind: 'bank', iban: 'UA213223130000026007233566002' }),
      400,
      { code: 'VALIDATION', mentions: 'iban' },
    );
    expectFailure(await api.post('/moneyaccount/update', { uid: uid(), name: 'Каса 2', kind: 'cash', iban: IBAN }), 400, {
      code: 'VALIDATION',
      mentions: 'iban',
    });
    expectFailure(await api.post('/moneyaccount/update', { uid: uid(), kind: 'cash' }), 400, { code: 'MISSING_FIELD', mentions: 'name' });
    expectFailure(await api.post('/moneyaccount/update', { uid: uid(), name: 'Сейф', kind: 'safe' }), 400, {
      code: 'VALIDATION',
      mentions: 'kind',
    });
    const till = before.find((a) => a.kind === 'cash');
    expectFailure(await api.post('/moneyaccount/update', { uid: till?.uid, kind: 'bank' }), 409, 'TYPE_CHANGE');
    expectFailure(await api.post('/moneyaccount/update', { uid: till?.uid, main: false }), 400, { code: 'VALIDATION', mentions: 'main' });
    expectFailure(await api.get(`/moneyaccount/load/${uid()}`), 404, 'NOT_FOUND');
    expectFailure(await api.get('/moneyaccount/load/not-a-uid'), 400, 'VALIDATION');
    expect(await index()).toEqual(before);
  });
});

const work = mkdtempSync(join(tmpdir(), 'oblik-money-upgrade-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a company of schema 16 opened by this version', () => {
  it('gains a main bank account of its requisites and a main cash desk, and its payments name them', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const location: CompanyLocation = serverUrl
      ? { databaseUrl: await freshPostgresDatabase(serverUrl, '_money16') }
      : { file: join(work, 'money16.oblik') };
    const fresh = await openCompanyDb(location);
    const payments: Record<string, string> = {};
    try {
      await fresh.write((trx) => registerToken(trx, TOKENS.full, { name: 'full', ...ALL_RIGHTS }));
      const app = await buildServer({ companyDb: fresh, rateLimitPerMinute: 1_000_000, authFailuresPerMinute: 1_000_000 });
      try {
        const api = apiClient(app);
        const f = fixtures(api);
        expect((await api.post('/company/settings', { iban: IBAN, bank: 'АТ КБ «ПриватБанк»' })).status).toBe(200);
        const customer = await f.agent('Покупець');
        for (const type of ['payFromCustomer', 'cashIn'] as const) {
          payments[type] = (await f.payment({ type, date: '2026-03-02', agent: { uid: customer.uid }, sum: 10 })).uid;
          await f.post(payments[type] ?? '');
        }
      } finally {
        await app.close();
      }
      for (const statement of ddlFor(fresh.engine, TO_SCHEMA_16).split(';\n')) await sql.raw(statement).execute(fresh.db);
    } finally {
      await fresh.close();
    }

    const upgraded = await openCompanyDb(location);
    try {
      const accounts = await upgraded.db.selectFrom('money_accounts').selectAll().orderBy('kind').execute();
      expect(accounts.map((a) => ({ kind: a.kind, name: a.name, iban: a.iban, bank: a.bank_name, main: Boolean(a.main) }))).toEqual([
        { kind: 'bank', name: 'Основний рахунок', iban: IBAN, bank: 'АТ КБ «ПриватБанк»', main: true },
        { kind: 'cash', name: 'Основна каса', iban: '', bank: '', main: true },
      ]);
      const named = await upgraded.db.selectFrom('documents').select(['uid', 'money_account']).where('category', '=', 'payment').execute();
      const byKind = Object.fromEntries(accounts.map((a) => [a.kind, a.uid]));
      expect(Object.fromEntries(named.map((d) => [d.uid, d.money_account]))).toEqual({
        [payments.payFromCustomer ?? '']: byKind.bank,
        [payments.cashIn ?? '']: byKind.cash,
      });
    } finally {
      await upgraded.close();
    }
  });
});
