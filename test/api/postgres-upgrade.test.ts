import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { SCHEMA_VERSION } from '../../server/database/migrations.js';
import { openCompanyDb } from '../../server/database/company-db.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, freshPostgresDatabase, sayNotVatPayer, TOKENS } from '../support/test-service.js';

const SCHEMA_3 = readFileSync(fileURLToPath(new URL('../support/fixtures/postgres-schema-3.sql', import.meta.url)), 'utf8');
const serverUrl = process.env.TEST_DATABASE_URL;

const STORE = '11111111-1111-4111-8111-111111111111';
const GOOD = '22222222-2222-4222-8222-222222222222';
const AGENT = '33333333-3333-4333-8333-333333333333';
const RECEIPT = '44444444-4444-4444-8444-444444444444';

/** A company as schema 3 kept it: one posted receipt of 2.5 units at 12.3456, with its moves and running totals. */
const HISTORY = `
insert into stores (uid, name) values ('${STORE}', 'Склад');
insert into entities (uid, name, unit, price) values ('${GOOD}', 'Фарба', 'л', 99.5);
insert into agents (uid, name) values ('${AGENT}', 'ТОВ «Постачальник»');
insert into documents (uid, category, type, date, no, no_key, sum, vat_code, vat_sum, total, agent_uid, store_in, done)
  values ('${RECEIPT}', 'document', 'waybillIn', '2026-03-02', '000007', '000000000007', 30.86, '20', 6.17, 37.03, '${AGENT}', '${STORE}', true);
insert into document_lines (document_uid, uid, position, entity_uid, qty, price, sum, sent_sum)
  values ('${RECEIPT}', '55555555-5555-4555-8555-555555555555', 0, '${GOOD}', 2.5, 12.3456, 30.86, 30.86);
insert into stock_moves (document_uid, line_uid, date, store_uid, entity_uid, supplier_uid, qty, amount)
  values ('${RECEIPT}', '55555555-5555-4555-8555-555555555555', '2026-03-02', '${STORE}', '${GOOD}', '${AGENT}', 2.5, 30.86);
insert into stock_balances (store_uid, entity_uid, supplier_uid, qty, amount) values ('${STORE}', '${GOOD}', '${AGENT}', 2.5, 30.86);
insert into stock_totals (store_uid, entity_uid, qty, amount, change) values ('${STORE}', '${GOOD}', 2.5, 30.86, nextval('stock_totals_change'));
insert into settlement_moves (document_uid, date, account, agent_uid, debit, credit) values ('${RECEIPT}', '2026-03-02', '631', '${AGENT}', 0, 37.03);
`;

describe.skipIf(!serverUrl)('a PostgreSQL company written by schema 3', () => {
  it('is upgraded in place when the service opens it, every figure and document kept and working', async () => {
    const databaseUrl = await freshPostgresDatabase(serverUrl as string, '_v3');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(SCHEMA_3);
      await client.query(HISTORY);
    } finally {
      await client.end();
    }

    const companyDb = await openCompanyDb({ databaseUrl });
    await companyDb.write((trx) => registerToken(trx, TOKENS.full, { name: 'full', canPost: true, canUnpost: true }));
    const app = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000 });
    const api = apiClient(app);
    try {
      const version = await companyDb.db.selectFrom('meta').select('value').where('key', '=', 'schema_version').executeTakeFirstOrThrow();
      expect(version.value).toBe(String(SCHEMA_VERSION));
      const receipt = (await api.get(`/document/load/${RECEIPT}`)).body.data;
      expect(receipt).toMatchObject({ no: '000007', sum: 30.86, vatSum: 6.17, total: 37.03, done: true });
      expect(receipt.details[0]).toMatchObject({ qty: 2.5, price: 12.3456, sum: 30.86 });
      expect(receipt.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect((await api.get(`/entity/load/${GOOD}`)).body.data.price).toBe(99.5);
      const balance = (await api.get('/report/warehousebalance/', { store: STORE })).body.data.rows;
      expect(balance).toMatchObject([{ qty: 2.5, price: 12.34, sum: 30.86 }]);
      const turnover = (await api.get('/report/agentturnover/', { accCode: '631', from: '2026-03-01', to: '2026-03-31' })).body.data;
      expect(turnover.rows).toMatchObject([{ crSum: 37.03, balanceEndCr: 37.03 }]);

      // It keeps working: the next number follows the old ones, and a sale posts against the old stock.
      const sale = await api.post('/document/update', {
        uid: '66666666-6666-4666-8666-666666666666',
        type: 'waybillIn',
        date: '2026-03-05',
        agent: { uid: AGENT },
        storeIn: { uid: STORE },
        details: [{ entity: { uid: GOOD }, qty: 1, price: 10 }],
      });
      expect(sale.body.data.no).toBe('000008');
      const out = await api.post('/document/update', {
        uid: '77777777-7777-4777-8777-777777777777',
        type: 'waybillOut',
        date: '2026-03-06',
        agent: { uid: AGENT },
        storeOut: { uid: STORE },
        details: [{ entity: { uid: GOOD }, qty: 3, price: 20 }],
      });
      // Its settings never said whether it pays VAT: the app asks (docs/desktop-app.md), and posting waits for the answer.
      expect((await api.get('/company/settings')).body.data.vatPayer).toBeNull();
      expectFailure(await api.post('/document/setdone', { uid: sale.body.data.uid, done: true }), 422, 'VAT_PAYER_UNSET');
      await sayNotVatPayer(companyDb);
      expect((await api.post('/document/setdone', { uid: sale.body.data.uid, done: true })).status).toBe(200);
      expect((await api.post('/document/setdone', { uid: out.body.data.uid, done: true })).status).toBe(200);
      const after = (await api.get('/report/warehousebalance/', { store: STORE })).body.data.rows;
      expect(after).toMatchObject([{ qty: 0.5 }]);
    } finally {
      await app.close();
      await companyDb.close();
    }
  });
});
