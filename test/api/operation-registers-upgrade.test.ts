import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { AgentTurnover, envelopeOf, LedgerOperation, WarehouseBalance } from '../../shared/api/index.js';
import { ALL_RIGHTS, registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { ddlFor } from '../../server/database/engines.js';
import { openCompanyDb, type CompanyDb, type CompanyLocation } from '../../server/database/company-db.js';
import { checkEntryInvariants } from '../../server/ledger/entries/entry-invariants.js';
import { TO_SCHEMA_16 } from '../support/schema-11.js';
import { apiClient, fixtures, namedCompanyLocation, TOKENS, uid, type ApiClient } from '../support/test-service.js';

const work = mkdtempSync(join(tmpdir(), 'oblik-opregs-upgrade-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The day the operation enters its balances. */
const DAY = '2031-01-01';

/** Runs `use` against the service on an open company. */
async function withApi<T>(companyDb: CompanyDb, use: (api: ApiClient) => Promise<T>): Promise<T> {
  const app = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000, authFailuresPerMinute: 1_000_000 });
  try {
    return await use(apiClient(app));
  } finally {
    await app.close();
  }
}

/**
 * A company of schema 16 whose opening balances were posted before manual operations moved the
 * registers: the operation has its entries, and neither stock nor settlement moves.
 */
async function companyWithOldOperation(name: string, lockDate: string | null = null) {
  const location = await namedCompanyLocation(work, name);
  const fresh = await openCompanyDb(location);
  try {
    await fresh.write((trx) => registerToken(trx, TOKENS.full, { name: 'full', ...ALL_RIGHTS }));
    const made = await withApi(fresh, async (api) => {
      const f = fixtures(api);
      const [store, goods] = [await f.store('Склад старих залишків'), await f.entity('Цегла старого залишку')];
      const [customer, supplier] = [await f.agent('Покупець зі старим боргом'), await f.agent('Постачальник зі старим боргом')];
      const reply = await api.post('/ledgeroperation/update', {
        uid: uid(),
        date: DAY,
        memo: 'Введення залишків',
        entries: [
          { debit: '281', credit: '00', amount: 500, qty: 10, debitAnalytics: { entity: { uid: goods.uid }, store: { uid: store.uid } } },
          { debit: '361', credit: '00', amount: 1200, debitAnalytics: { agent: { uid: customer.uid } } },
          { debit: '00', credit: '631', amount: 300, creditAnalytics: { agent: { uid: supplier.uid } } },
        ],
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect((await api.post('/company/settings', { lockDate })).status).toBe(200);
      return { op: envelopeOf(LedgerOperation).parse(reply.body).data, goods, customer, supplier };
    });
    // Posted as the service did then: its lines copied to the entries, nothing else moved.
    await fresh.write(async (trx) => {
      const doc = await trx.selectFrom('documents').select(['id', 'date']).where('uid', '=', made.op.uid).executeTakeFirstOrThrow();
      await trx.updateTable('documents').set({ done: true }).where('id', '=', doc.id).execute();
      await sql`insert into entries (document_id, position, date, debit, credit, amount, qty,
          debit_agent_id, debit_contract_id, debit_entity_id, debit_store_id,
          credit_agent_id, credit_contract_id, credit_entity_id, credit_store_id, memo)
        select document_id, position, ${doc.date}, debit, credit, amount, qty,
          debit_agent_id, debit_contract_id, debit_entity_id, debit_store_id,
          credit_agent_id, credit_contract_id, credit_entity_id, credit_store_id, memo
        from operation_lines where document_id = ${doc.id}`.execute(trx);
    });
    for (const statement of ddlFor(fresh.engine, TO_SCHEMA_16).split(';\n')) await sql.raw(statement).execute(fresh.db);
    return { location, ...made };
  } finally {
    await fresh.close();
  }
}

/** Opens the company at `location` with this version (which upgrades it) and runs `use` against its service. */
async function afterUpgrade(location: CompanyLocation, use: (api: ApiClient) => Promise<void>): Promise<void> {
  const upgraded = await openCompanyDb(location);
  try {
    await upgraded.write((trx) => registerToken(trx, TOKENS.full, { name: 'full', ...ALL_RIGHTS }));
    await withApi(upgraded, use);
    // The books and the registers agree.
    await checkEntryInvariants(upgraded.db);
  } finally {
    await upgraded.close();
  }
}

/** The goods' stock at the operation's date, per store: name, quantity and sum. */
const stockOf = async (api: ApiClient, goods: { uid: string }) =>
  envelopeOf(WarehouseBalance)
    .parse((await api.get('/report/warehousebalance/', { date: DAY })).body)
    .data.rows.filter((r) => r.entity.uid === goods.uid)
    .map((r) => [r.store.name, r.qty, r.sum]);

/** A counterparty's debit and credit turnover of an account on the operation's date. */
const turnoverOf = async (api: ApiClient, accCode: string, agent: { uid: string }) =>
  envelopeOf(AgentTurnover)
    .parse((await api.get('/report/agentturnover/', { accCode, from: DAY, to: DAY, agent: agent.uid })).body)
    .data.rows.map((r) => [r.dbSum, r.crSum]);

describe('a company of schema 16 with an operation posted before operations moved the registers', () => {
  it('gains the operation’s stock and settlement moves when opened by this version', async () => {
    const { location, op, goods, customer, supplier } = await companyWithOldOperation('opregs16');
    await afterUpgrade(location, async (api) => {
      expect(await stockOf(api, goods)).toEqual([['Склад старих залишків', 10, 500]]);
      expect(await turnoverOf(api, '361', customer)).toEqual([[1200, 0]]);
      expect(await turnoverOf(api, '631', supplier)).toEqual([[0, 300]]);
      // The operation unposts as one posted today does.
      expect((await api.post('/document/setdone', { uid: op.uid, done: false })).status).toBe(200);
      expect(await turnoverOf(api, '361', customer)).toEqual([]);
      expect(await stockOf(api, goods)).toEqual([]);
    });
  });

  it('gains them in a closed period too: the books there already hold the operation', async () => {
    const { location, goods, customer } = await companyWithOldOperation('opregs16closed', '2031-01-31');
    await afterUpgrade(location, async (api) => {
      expect(await stockOf(api, goods)).toEqual([['Склад старих залишків', 10, 500]]);
      expect(await turnoverOf(api, '361', customer)).toEqual([[1200, 0]]);
    });
  });
});
