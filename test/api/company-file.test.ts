import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { companyFigures } from '../../server/company/company-figures.js';
import { CompanyLockedError } from '../../server/database/company-lock.js';
import { copyCompany, TargetNotEmptyError } from '../../server/database/copy-company.js';
import { openCompanyDb, type CompanyDb, type CompanyLocation } from '../../server/database/company-db.js';
import { apiClient, fixtures, freshPostgresDatabase, sayNotVatPayer, TOKENS, type ApiClient } from '../support/test-service.js';
import { at, single } from '../support/checked.js';

/** Opens a company as the service would, with the full-rights test token. */
async function openCompany(location: CompanyLocation) {
  const companyDb = await openCompanyDb(location);
  await companyDb.write((trx) => registerToken(trx, TOKENS.full, { name: 'full', canPost: true, canUnpost: true }).catch(() => undefined));
  const app = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000 });
  return {
    companyDb,
    app,
    api: apiClient(app),
    close: async () => {
      await app.close();
      await companyDb.close();
    },
  };
}

/** A small history with every kind of movement: receipts, a sale, a move, manufacture, a linked return and payments. */
async function fillCompany(api: ApiClient, companyDb: CompanyDb) {
  await sayNotVatPayer(companyDb);
  const f = fixtures(api);
  const main = await f.store('Основний склад');
  const shop = await f.store('Магазин');
  const supplier = await f.agent('ТОВ «Постачальник»');
  const customer = await f.agent('Іванов І. І., ФОП');
  const nail = await f.entity('Цвях 4×40', { article: 'Ц-440' });
  const board = await f.entity('Дошка', { article: 'Д-1' });
  const shelf = await f.entity('Полиця', { kind: 'product' });
  const receipt = await f.document({
    type: 'waybillIn',
    date: '2026-02-02',
    agent: { uid: supplier.uid },
    storeIn: { uid: main.uid },
    vatCode: '20',
    details: [
      { entity: { uid: nail.uid }, qty: '100.5', price: '0.3333' },
      { entity: { uid: board.uid }, qty: 10, price: '99.99' },
    ],
  });
  await f.post(receipt.uid);
  const sale = await f.document({
    type: 'waybillOut',
    date: '2026-02-10',
    agent: { uid: customer.uid },
    storeOut: { uid: main.uid },
    vatCode: '20',
    vatInPrice: true,
    details: [{ entity: { uid: nail.uid }, qty: '30.25', price: '0.7' }],
  });
  await f.post(sale.uid);
  const move = await f.document({
    type: 'inventoryMove',
    date: '2026-02-11',
    storeOut: { uid: main.uid },
    storeIn: { uid: shop.uid },
    details: [{ entity: { uid: nail.uid }, qty: 5, price: 0 }],
  });
  await f.post(move.uid);
  const made = await f.document({
    type: 'manufacture',
    date: '2026-02-12',
    storeOut: { uid: main.uid },
    storeIn: { uid: main.uid },
    details: [
      { entity: { uid: shelf.uid }, qty: 2, kind: 'product' },
      { entity: { uid: board.uid }, qty: 3, kind: 'material' },
      { entity: { uid: nail.uid }, qty: 8, kind: 'material' },
    ],
  });
  await f.post(made.uid);
  const back = await f.document({
    type: 'waybillRetOut',
    date: '2026-02-15',
    agent: { uid: customer.uid },
    storeIn: { uid: main.uid },
    vatCode: '20',
    details: [{ entity: { uid: nail.uid }, qty: 1, price: '0.7' }],
  });
  await f.link(back.uid, sale.uid);
  await f.post(back.uid);
  const paid = await f.payment({ type: 'payFromCustomer', date: '2026-02-20', agent: { uid: customer.uid }, sum: '10.01' });
  await f.post(paid.uid);
  const paidOut = await f.payment({ type: 'payToSupplier', date: '2026-02-21', agent: { uid: supplier.uid }, sum: '0.1' });
  await f.post(paidOut.uid);
  const paidOut2 = await f.payment({ type: 'payToSupplier', date: '2026-02-22', agent: { uid: supplier.uid }, sum: '0.2' });
  await f.post(paidOut2.uid);
  return { main, supplier, customer, sale, made };
}

/** What a user reads of a company: documents with their lines, both reports, a past balance. */
async function answersOf(api: ApiClient, c: Awaited<ReturnType<typeof fillCompany>>) {
  const get = async (url: string, query: Record<string, string | number> = {}) => {
    const reply = await api.get(url, query);
    expect(reply.status, url).toBe(200);
    return reply.body;
  };
  return {
    documents: await get('/document/index/', { from: '2026-01-01', to: '2026-12-31' }),
    payments: await get('/paydocument/index/', { from: '2026-01-01', to: '2026-12-31' }),
    sale: await get(`/document/load/${c.sale.uid}`),
    made: await get(`/document/load/${c.made.uid}`),
    balance: await get('/report/warehousebalance/'),
    pastBalance: await get('/report/warehousebalance/', { date: '2026-02-11' }),
    customers: await get('/report/agentturnover/', { accCode: '361', from: '2026-02-01', to: '2026-02-28' }),
    suppliers: await get('/report/agentturnover/', { accCode: '631', from: '2026-02-01', to: '2026-02-28' }),
    // The history of every change goes with the company (docs/service-behaviour.md, "History of changes").
    history: await get('/history/', { from: '2000-01-01', to: '2999-12-31' }),
  };
}

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'oblik-company-file-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a company file', () => {
  it('is one SQLite file in WAL mode whose writes are synced to disk in full before they are confirmed', async () => {
    const file = join(work, 'new.oblik');
    const companyDb = await openCompanyDb({ file });
    try {
      const journal = single((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(companyDb.db)).rows);
      const sync = single((await sql<{ synchronous: number }>`pragma synchronous`.execute(companyDb.db)).rows);
      const keys = single((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(companyDb.db)).rows);
      expect(journal.journal_mode).toBe('wal');
      expect(sync.synchronous).toBe(2);
      expect(keys.foreign_keys).toBe(1);
    } finally {
      await companyDb.close();
    }
    // WAL mode is written into the file itself: any program that opens it sees it.
    const reader = new DatabaseSync(file, { readOnly: true });
    expect(reader.prepare('pragma journal_mode').get()).toEqual({ journal_mode: 'wal' });
    reader.close();
  });

  it('is whole on its own once its service closed, after reads on both reader connections: a copy of the file alone has every write', async () => {
    const file = join(work, 'closed.oblik');
    const company = await openCompany({ file });
    const f = fixtures(company.api);
    await f.agent('Записаний до закриття');
    // A list with its totals (the reader thread) and a load (the service's own read connection).
    expect((await company.api.get('/document/index/', { from: '2026-01-01', to: '2026-12-31' })).status).toBe(200);
    expect((await company.api.get('/agent/index/')).status).toBe(200);
    await company.close();
    const copy = join(work, 'closed-copy.oblik');
    copyFileSync(file, copy);
    const reader = new DatabaseSync(copy, { readOnly: true });
    try {
      expect(reader.prepare(`select name from agents where name = 'Записаний до закриття'`).get()).toEqual({
        name: 'Записаний до закриття',
      });
    } finally {
      reader.close();
    }
  });

  it('is open in one service at a time: a second one is refused until the first closes', async () => {
    const file = join(work, 'locked.oblik');
    const first = await openCompanyDb({ file });
    await expect(openCompanyDb({ file })).rejects.toBeInstanceOf(CompanyLockedError);
    await first.close();
    const second = await openCompanyDb({ file });
    await second.close();
  });

  it('keeps money and quantities as whole numbers of kopecks and thousandths, so its sums are exact', async () => {
    const company = await openCompany({ file: join(work, 'exact.oblik') });
    try {
      const c = await fillCompany(company.api, company.companyDb);
      const turnover = (
        await company.api.get('/report/agentturnover/', { accCode: '631', from: '2026-02-21', to: '2026-02-22', agent: c.supplier.uid })
      ).body;
      // 0.1 + 0.2 in floating point is 0.30000000000000004.
      expect(at(turnover.data.rows, 0).dbSum).toBe(0.3);
      const { rows } = await sql<{ qty: unknown; amount: unknown }>`select qty, amount from stock_moves`.execute(company.companyDb.db);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(Number.isSafeInteger(row.qty)).toBe(true);
        expect(Number.isSafeInteger(row.amount)).toBe(true);
      }
      const {
        rows: [line],
      } = await sql<{ qty: number; price: number }>`select qty, price from document_lines where qty = 100500`.execute(company.companyDb.db);
      expect(line).toEqual({ qty: 100500, price: 3333 });
    } finally {
      await company.close();
    }
  });
});

describe('copying a whole company', () => {
  let source: CompanyDb;
  let seen: Awaited<ReturnType<typeof answersOf>>;
  let filled: Awaited<ReturnType<typeof fillCompany>>;
  const sourceFile = () => join(work, 'source.oblik');

  beforeAll(async () => {
    const company = await openCompany({ file: sourceFile() });
    filled = await fillCompany(company.api, company.companyDb);
    seen = await answersOf(company.api, filled);
    await company.close();
    source = await openCompanyDb({ file: sourceFile() });
  });
  afterAll(async () => {
    await source.close();
  });

  /** Copies the source into `location` and returns how the copy answers. */
  const copyInto = async (location: CompanyLocation) => {
    const target = await openCompanyDb(location);
    try {
      await copyCompany(source, target);
      expect((await companyFigures(target.db, target.context)).text).toBe((await companyFigures(source.db, source.context)).text);
    } finally {
      await target.close();
    }
    const copy = await openCompany(location);
    try {
      return await answersOf(copy.api, filled);
    } finally {
      await copy.close();
    }
  };

  it('into a new file gives a company that answers every question as the original does', async () => {
    expect(seen.history.totalCount).toBeGreaterThan(5);
    expect(await copyInto({ file: join(work, 'copy.oblik') })).toEqual(seen);
  });

  it('into a database that holds a company already is refused, and that company is left as it was', async () => {
    const other = await openCompany({ file: join(work, 'other.oblik') });
    await fixtures(other.api).agent('Чужий контрагент');
    const before = (await other.api.get('/agent/index/')).body;
    await other.close();
    const target = await openCompanyDb({ file: join(work, 'other.oblik') });
    try {
      await expect(copyCompany(source, target)).rejects.toBeInstanceOf(TargetNotEmptyError);
    } finally {
      await target.close();
    }
    const after = await openCompany({ file: join(work, 'other.oblik') });
    try {
      expect((await after.api.get('/agent/index/')).body).toEqual(before);
    } finally {
      await after.close();
    }
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)('from a file to PostgreSQL and back into a file gives the same reports and documents', async () => {
    const databaseUrl = await freshPostgresDatabase(serverUrl as string, '_copy');
    expect(await copyInto({ databaseUrl })).toEqual(seen);
    const onPostgres = await openCompanyDb({ databaseUrl });
    const back = await openCompanyDb({ file: join(work, 'back.oblik') });
    try {
      await copyCompany(onPostgres, back);
    } finally {
      await back.close();
      await onPostgres.close();
    }
    const restored = await openCompany({ file: join(work, 'back.oblik') });
    try {
      expect(await answersOf(restored.api, filled)).toEqual(seen);
    } finally {
      await restored.close();
    }
  });
});
