import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_META_KEY, DEFAULT_COMPANY, readCompany, writeCompany } from '../../server/company/settings.js';
import { COMPANY, formWorld, setUpCompany } from '../support/form-fixtures.js';
import { fetchPdf, pdfText, squash } from '../support/pdf-text.js';
import { apiClient, testService, type TestService } from '../support/test-service.js';

// These tests change the one company record of the worker's shared store; files of a worker run
// one after another, and afterAll puts the test company back.
describe('our company settings on printed forms', () => {
  let service: TestService;

  const setRaw = (value: string | null) =>
    service.companyDb.write(async (trx) => {
      await trx.deleteFrom('meta').where('key', '=', COMPANY_META_KEY).execute();
      if (value !== null) await trx.insertInto('meta').values({ key: COMPANY_META_KEY, value }).execute();
    });

  beforeAll(async () => {
    service = await testService();
  });
  afterAll(async () => {
    await setUpCompany(service.companyDb);
  });

  it('reads the defaults when nothing is stored, and forms still print', async () => {
    await setRaw(null);
    expect(await readCompany(service.companyDb.db)).toEqual(DEFAULT_COMPANY);
    const world = await formWorld(apiClient(service.app));
    const doc = await world.f.document({
      type: 'invoice',
      date: '2026-11-21',
      agent: { uid: world.agent.uid },
      details: [{ entity: { uid: world.pen.uid }, qty: 1, price: 1 }],
    });
    const text = squash(await pdfText((await fetchPdf(service.app, doc.uid)).pdf));
    expect(text).toContain(DEFAULT_COMPANY.name);
    // Settings that never said whether the company pays VAT print neither.
    expect(DEFAULT_COMPANY.vatPayer).toBeNull();
    expect(text).not.toContain('Не є платником ПДВ');
    expect(text).not.toContain('Платник ПДВ');
  });

  it('fills missing fields with defaults and keeps the valid fields of a damaged record', async () => {
    await setRaw(JSON.stringify({ name: 'ФОП Петренко', code: '1234567890' }));
    expect(await readCompany(service.companyDb.db)).toEqual({ ...DEFAULT_COMPANY, name: 'ФОП Петренко', code: '1234567890' });
    await setRaw(JSON.stringify({ name: 'ФОП Петренко', vatPayer: 'так' }));
    expect(await readCompany(service.companyDb.db)).toEqual({ ...DEFAULT_COMPANY, name: 'ФОП Петренко' });
    await setRaw('{not json');
    expect(await readCompany(service.companyDb.db)).toEqual(DEFAULT_COMPANY);
  });

  it('writes validated settings over the stored ones and drops unknown fields', async () => {
    await setRaw(null);
    await service.companyDb.write((trx) => writeCompany(trx, service.companyDb.context, COMPANY));
    const next = await service.companyDb.write((trx) =>
      writeCompany(trx, service.companyDb.context, { director: 'Іваненко І. І.', extra: 1 } as never),
    );
    expect(next).toEqual({ ...COMPANY, director: 'Іваненко І. І.' });
    expect(await readCompany(service.companyDb.db)).toEqual(next);
    await expect(
      service.companyDb.write((trx) => writeCompany(trx, service.companyDb.context, { vatPayer: 'yes' } as never)),
    ).rejects.toThrow();
  });
});
