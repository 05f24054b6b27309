import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS, registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { ddlFor, type Engine } from '../../server/database/engines.js';
import { openCompanyDb, type CompanyDb } from '../../server/database/company-db.js';
import { toSchema14, TO_SCHEMA_12 } from '../support/schema-11.js';
import { expectTotalsOfEntries, totalsAndEntries } from '../support/entry-totals.js';
import { apiClient, fixtures, namedCompanyLocation, TOKENS } from '../support/test-service.js';

const work = mkdtempSync(join(tmpdir(), 'oblik-entries-upgrade-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every entry of the company, as stored, in a fixed order. */
const storedEntries = (companyDb: CompanyDb) =>
  companyDb.db.selectFrom('entries').selectAll().orderBy('document_id').orderBy('position').execute();

/** A VAT-paying company with a purchase, a sale, a return, a manufacture and a payment posted, through the service. */
async function postHistory(companyDb: CompanyDb): Promise<void> {
  await companyDb.write((trx) => registerToken(trx, TOKENS.full, { name: 'full', ...ALL_RIGHTS }));
  const app = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000, authFailuresPerMinute: 1_000_000 });
  try {
    const api = apiClient(app);
    const f = fixtures(api);
    expect((await api.post('/company/settings', { vatPayer: true })).status).toBe(200);
    const [store, workshop, supplier, customer] = [
      await f.store('Склад'),
      await f.store('Цех'),
      await f.agent('Постачальник'),
      await f.agent('Покупець'),
    ];
    const [nails, flour, bread] = [
      await f.entity('Цвях'),
      await f.entity('Борошно', { kind: 'material' }),
      await f.entity('Хліб', { kind: 'product' }),
    ];
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2026-02-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      vatCode: '20',
      vatInPrice: true,
      details: [
        { entity: { uid: nails.uid }, qty: 10, price: 3.34 },
        { entity: { uid: flour.uid }, qty: 5, price: 3.33 },
      ],
    });
    await f.post(receipt.uid);
    const sale = await f.document({
      type: 'waybillOut',
      date: '2026-02-03',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      vatCode: '20',
      details: [{ entity: { uid: nails.uid }, qty: 4, price: 9 }],
    });
    await f.post(sale.uid);
    const back = await f.document({
      type: 'waybillRetOut',
      date: '2026-02-04',
      agent: { uid: customer.uid },
      storeIn: { uid: store.uid },
      vatCode: '20',
      details: [{ entity: { uid: nails.uid }, qty: 1, price: 9 }],
    });
    await f.link(back.uid, sale.uid);
    await f.post(back.uid);
    const made = await f.document({
      type: 'manufacture',
      date: '2026-02-05',
      storeOut: { uid: store.uid },
      storeIn: { uid: workshop.uid },
      details: [
        { entity: { uid: flour.uid }, kind: 'material', qty: 3 },
        { entity: { uid: bread.uid }, kind: 'product', qty: 2 },
      ],
    });
    await f.post(made.uid);
    const paid = await f.payment({ type: 'payFromCustomer', date: '2026-02-06', agent: { uid: customer.uid }, sum: 20 });
    await f.post(paid.uid);
  } finally {
    await app.close();
  }
}

/** A company of schema 12 on the test engine with the history posted, and the entries posting it wrote; `damage` runs on it last. */
async function schema12Company(name: string, damage = '') {
  return olderCompany(name, () => (damage ? `${TO_SCHEMA_12};\n${damage}` : TO_SCHEMA_12));
}

/** A company with the history posted, taken back to an older schema by `downgrade`, and the entries posting it wrote. */
async function olderCompany(name: string, downgrade: (engine: Engine) => string) {
  const location = await namedCompanyLocation(work, name);
  const fresh = await openCompanyDb(location);
  try {
    await postHistory(fresh);
    const posted = await storedEntries(fresh);
    for (const statement of ddlFor(fresh.engine, downgrade(fresh.engine)).split(';\n')) await sql.raw(statement).execute(fresh.db);
    return { location, posted };
  } finally {
    await fresh.close();
  }
}

describe('a company of schema 12 with posted documents, opened by this version', () => {
  it('gains the entries of every posted document and payment, the same as posting them now writes', async () => {
    const { location, posted } = await schema12Company('entries12');
    expect(new Set(posted.map((e) => e.document_id)).size).toBe(5);
    const upgraded = await openCompanyDb(location);
    try {
      expect(await storedEntries(upgraded)).toEqual(posted);
      await expectTotalsOfEntries(upgraded);
    } finally {
      await upgraded.close();
    }
  });

  it('is not upgraded when its books would not equal its settlements, and stays as it was', async () => {
    const { location } = await schema12Company('entries12bad', 'update settlement_moves set debit = debit + 1 where debit > 0');
    await expect(openCompanyDb(location)).rejects.toThrow(/361\/631 differ from the settlements/);
    // Still of schema 12: opening it again tries the same upgrade (one of schema 13 would open as it is).
    await expect(openCompanyDb(location)).rejects.toThrow(/361\/631 differ from the settlements/);
  });
});

describe('a company of schema 14 with entries, opened by this version', () => {
  it('gains the daily totals of its entries, and keeps them as entries go', async () => {
    const { location, posted } = await olderCompany('totals14', toSchema14);
    const upgraded = await openCompanyDb(location);
    try {
      expect(await storedEntries(upgraded)).toEqual(posted);
      const stored = await expectTotalsOfEntries(upgraded);
      // Entries removed by any statement take their sides out of the totals.
      await upgraded.write((trx) => trx.deleteFrom('entries').where('position', '=', 0).execute());
      const after = await totalsAndEntries(upgraded);
      expect(after.stored).toEqual(after.summed);
      expect(after.stored).not.toEqual(stored);
    } finally {
      await upgraded.close();
    }
  });
});
