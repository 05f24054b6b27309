import { expect } from 'vitest';
import { todayIso } from '../../shared/api/index.js';
import { ALL_RIGHTS, registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { openCompanyDb, type CompanyLocation } from '../../server/database/company-db.js';
import { apiClient, fixtures, TOKENS, uid, type ApiClient } from './test-service.js';

/**
 * A company whose books differ from a new one's everywhere a copy or a backup could lose them, and
 * what an accountant reads of them through the API (test/api/company-copy-books.test.ts).
 */

const BANK_IBAN = 'UA903052992990004149123456789';
export const YEAR = { from: '2026-01-01', to: '2026-12-31' };
export const NEXT_YEAR = `${Number(todayIso().slice(0, 4)) + 1}-01-15`;

/** Opens a company as the service would, with the full-rights test token. */
export async function openCompany(location: CompanyLocation) {
  const companyDb = await openCompanyDb(location);
  // A copied company has the token already: its users came with it.
  await companyDb.write((trx) => registerToken(trx, TOKENS.full, { name: 'full', ...ALL_RIGHTS }).catch(() => undefined));
  const app = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000 });
  return {
    api: apiClient(app),
    close: async () => {
      await app.close();
      await companyDb.close();
    },
  };
}

async function must<T>(reply: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await reply;
  if (status !== 200) throw new Error(`refused: ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A company whose books differ from a new one's everywhere the copy could lose them: a sub-account of
 * its own (361.1), a renamed account and a deactivated one, a role given its own sub-account (702.1),
 * a bank account and a cash desk, posted documents, an imported statement line, a manual operation
 * and a closed month.
 */
export async function fillBooks(api: ApiClient) {
  const f = fixtures(api);
  // As every test company, it says it pays no VAT (its settings are copied with the rest).
  await must(api.post('/company/settings', { vatPayer: false }));
  await must(api.post('/account/update', { code: '361.1', name: 'Розрахунки з покупцями — роздріб' }));
  await must(api.post('/account/update', { code: '702.1', name: 'Дохід від реалізації товарів оптом' }));
  await must(api.post('/account/update', { code: '377', name: 'Розрахунки з іншими дебіторами (позики)' }));
  await must(api.post('/account/update', { code: '302', active: false }));
  await must(api.post('/ledger/accountroles/update', { role: 'goodsRevenue', account: '702.1' }));
  const bank = (await must(api.post('/moneyaccount/update', { uid: uid(), name: 'Рахунок у ПриватБанку', kind: 'bank', iban: BANK_IBAN })))
    .data;
  const desk = (await must(api.post('/moneyaccount/update', { uid: uid(), name: 'Каса магазину', kind: 'cash' }))).data;

  const store = await f.store('Основний склад');
  const supplier = await f.agent('ТОВ «Постачальник»');
  const customer = await f.agent('Іваненко І. І., ФОП', { code: '3012345678' });
  const nail = await f.entity('Цвях 4×40');
  const receipt = await f.document({
    type: 'waybillIn',
    date: '2026-02-02',
    agent: { uid: supplier.uid },
    storeIn: { uid: store.uid },
    vatCode: '20',
    details: [{ entity: { uid: nail.uid }, qty: '100.5', price: '0.3333' }],
  });
  await f.post(receipt.uid);
  const sale = await f.document({
    type: 'waybillOut',
    date: '2026-02-10',
    agent: { uid: customer.uid },
    storeOut: { uid: store.uid },
    vatCode: '20',
    details: [{ entity: { uid: nail.uid }, qty: '30.25', price: '0.7' }],
  });
  await f.post(sale.uid);
  // Dated after today, as an accountant may enter next month's delivery: today's balance is then a past one.
  const later = await f.document({
    type: 'waybillIn',
    date: NEXT_YEAR,
    agent: { uid: supplier.uid },
    storeIn: { uid: store.uid },
    details: [{ entity: { uid: nail.uid }, qty: 7, price: '0.5' }],
  });
  await f.post(later.uid);
  const cash = await f.payment({
    type: 'cashIn',
    date: '2026-02-19',
    agent: { uid: customer.uid },
    moneyAccount: { uid: desk.uid },
    sum: '5.55',
  });
  await f.post(cash.uid);
  const operation = (
    await must(
      api.post('/ledgeroperation/update', {
        uid: uid(),
        date: '2026-01-31',
        memo: 'Введення залишків',
        entries: [
          { debit: '361.1', credit: '00', amount: 500.25, debitAnalytics: { agent: { uid: customer.uid } }, memo: 'Борг на 31.01' },
          { debit: '311', credit: '00', amount: 1000 },
        ],
      }),
    )
  ).data;
  await f.post(operation.uid);
  const statementLine = {
    no: '501',
    date: '2026-02-18',
    amount: '12.34',
    direction: 'in' as const,
    account: BANK_IBAN,
    counterparty: { name: 'ФОП Іваненко І. І.', code: '3012345678', iban: '' },
    purpose: 'Оплата за товар',
  };
  const imported = await must(
    api.post('/bank/import', { post: true, lines: [{ ...statementLine, agent: { uid: customer.uid }, invoice: null }] }),
  );
  const closed = (await must(api.post('/ledger/monthclose', { month: '2026-02' }))).data;
  const paidByBank = imported.data.created.map((c) => c.payment.uid);
  return {
    customer,
    store,
    nail,
    bank,
    desk,
    operation,
    statementLine,
    posted: [receipt.uid, sale.uid, later.uid, cash.uid, operation.uid, closed.uid, ...paidByBank],
  };
}

export type Filled = Awaited<ReturnType<typeof fillBooks>>;

/** What an accountant reads of the books, through the API. */
export async function booksOf(api: ApiClient, c: Filled) {
  const get = async <U extends string>(url: U, query: Record<string, string> = {}) => {
    const reply = await api.get(url, query);
    expect(reply.status, `${url} ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body;
  };
  const entries: Record<string, Awaited<ReturnType<typeof get<`/document/entries/${string}`>>>> = {};
  for (const posted of c.posted) entries[posted] = await get(`/document/entries/${posted}`);
  return {
    trialBalance: await get('/report/trialbalance/', YEAR),
    customers: await get('/report/trialbalance/', { ...YEAR, account: '361', by: 'agent' }),
    chart: await get('/account/index/'),
    roles: await get('/ledger/accountroles/'),
    moneyAccounts: await get('/moneyaccount/index/'),
    money: await get('/report/moneybalances/', { from: YEAR.from, date: YEAR.to }),
    entries,
    operation: await get(`/ledgeroperation/load/${c.operation.uid}`),
    monthClose: await get('/ledger/monthclose/preview', { month: '2026-02' }),
    statement: (await must(api.post('/bank/preview', { lines: [c.statementLine] }))).data.lines,
    stock: await get('/report/warehousebalance/'),
    settlements: await get('/report/agentturnover/', { accCode: '361', ...YEAR }),
    history: await get('/history/', { from: '2000-01-01', to: '2999-12-31' }),
  };
}

type Books = Awaited<ReturnType<typeof booksOf>>;

/** The source's books are worth comparing: every kind of record the copy once lost is in them. */
export function expectFullBooks(books: Books) {
  const rows = books.trialBalance.data.rows.map((r) => r.account);
  expect(rows).toEqual(expect.arrayContaining(['00', '281', '311', '361', '361.1', '702', '702.1', '791', '441']));
  // Worked by hand from the operations: opening balances Дт 361.1 Кт 00 500.25 and Дт 311 Кт 00 1000; the
  // statement line Дт 311 Кт 361 12.34; the cash receipt Дт 301 Кт 361 5.55. So 00 is credited 1 500.25,
  // 311 debited 1 012.34, 301 debited 5.55 and 361.1 debited 500.25, none of them credited.
  const figures = (account: string) => {
    const row = books.trialBalance.data.rows.find((r) => r.account === account);
    return row && [row.debit, row.credit, row.closingDebit, row.closingCredit];
  };
  expect([figures('00'), figures('311'), figures('301'), figures('361.1')]).toEqual([
    [0, 1500.25, 0, 1500.25],
    [1012.34, 0, 1012.34, 0],
    [5.55, 0, 5.55, 0],
    [500.25, 0, 500.25, 0],
  ]);
  expect(books.customers.data.rows.length).toBeGreaterThan(0);
  const chart = books.chart.data;
  expect(chart.find((a) => a.code === '361.1')?.name).toBe('Розрахунки з покупцями — роздріб');
  expect(chart.find((a) => a.code === '377')?.name).toBe('Розрахунки з іншими дебіторами (позики)');
  expect(chart.find((a) => a.code === '302')?.active).toBe(false);
  expect(books.roles.data.find((r) => r.role === 'goodsRevenue')).toMatchObject({ account: '702.1', version: 2 });
  expect(books.moneyAccounts.data.map((a) => a.name)).toEqual(expect.arrayContaining(['Рахунок у ПриватБанку', 'Каса магазину']));
  expect(Object.values(books.entries).every((e) => Array.isArray(e.data) && e.data.length > 0)).toBe(true);
  expect(books.monthClose.data.closed).not.toBeNull();
  expect(books.statement.map((l) => l.status)).toEqual(['known']);
  expect(books.history.totalCount).toBeGreaterThan(10);
}
