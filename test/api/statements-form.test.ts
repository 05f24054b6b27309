import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../support/api-assertions.js';
import { smallCompanyHistory } from '../support/ledger-history.js';
import { dumpPdf, fetchReportPdf, pdfPages, squash } from '../support/pdf-text.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';

/** Asks for the printed statements, keeping the PDF as bytes. */
const fetchForms = (app: FastifyInstance, query: Record<string, string>) => fetchReportPdf(app, '/report/statements/pdf', query);

/** A printed line: its code and the two figures after it, as pdftotext lays the row out. */
const lineOf = (text: string, code: string) => new RegExp(`\\s${code}\\s+(\\S+)\\s+(\\S+)\\s*$`, 'm').exec(text)?.slice(1);

/**
 * Форми № 1-м and № 2-м printed as НП(С)БO 25 lays them out (docs/general-ledger.md, "Statements"),
 * on the small company's history of statements.test.ts. A company of its own: the forms read all of its books.
 */
describe('the printed statements, Форма № 1-м and Форма № 2-м', () => {
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await createTestService('statementsform');
    api = apiClient(service.app);
    const f = fixtures(api);
    await smallCompanyHistory(api, f);
    // An expense of 2 000 in November: the year ends with a loss, which the forms print in brackets.
    const expense = await api.post('/ledgeroperation/update', {
      uid: crypto.randomUUID(),
      date: '2034-11-15',
      memo: 'Оренда',
      entries: [{ debit: '92', credit: '311', amount: 2000 }],
    });
    expect(expense.status, JSON.stringify(expense.body)).toBe(200);
    await f.post((expense.body as { data: { uid: string } }).data.uid);
    const settings = { name: 'ТОВ «Звітність Тест»', code: '34567812', director: 'Олена КОВАЛЬ', accountant: 'Марія ШЕВЧУК' };
    expect((await api.post('/company/settings', settings)).status).toBe(200);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  it('prints both forms of a year: the head with its codes, the balance that balances, the results and the signatures', async () => {
    const reply = await fetchForms(service.app, { from: '2034-01-01', to: '2034-12-31' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(String(reply.headers['content-disposition'])).toMatch(/^inline; filename="forms-1m-2m-2034-01-01-2034-12-31.pdf"/);
    await dumpPdf('statements', reply.pdf);
    const pages = (await pdfPages(reply.pdf)).map(squash);
    const all = pages.join('\n');
    // The head: the report's date (the day after the period), the company and its code, the unit.
    expect(all).toContain('КОДИ');
    expect(all).toMatch(/Дата \(рік, місяць, число\) 2035 01 01/);
    expect(all).toMatch(/Підприємство ТОВ «Звітність Тест» за ЄДРПОУ 34567812/);
    expect(all).toContain('за КАТОТТГ');
    expect(all).toContain('Одиниця виміру: тис. грн. без десяткового знака');
    // Форма № 1-м at the year's end, assets equal to equity and liabilities.
    expect(all).toContain('1. Баланс (Звіт про фінансовий стан)');
    expect(all).toContain('на 31 грудня 2034 р.');
    expect(all).toMatch(/Форма № 1-м Код за ДКУД 1801006/);
    for (const words of ['Актив', 'Пасив', 'Код', 'рядка', 'На початок', 'звітного року', 'На кінець звітного', 'періоду'])
      expect(all).toContain(words);
    // «Пасив» starts a page of its own.
    expect(pages.findIndex((page) => page.includes('Пасив'))).toBeGreaterThan(pages.findIndex((page) => page.includes('Актив')));
    expect(lineOf(all, '1300')).toEqual(['54', '54']);
    expect(lineOf(all, '1900')).toEqual(['54', '54']);
    expect(lineOf(all, '1165')).toEqual(['50', '50']);
    expect(lineOf(all, '1420')).toEqual(['1', '(1)']);
    // Форма № 2-м on a page of its own, for the year beside the year before.
    const results = pages.findIndex((page) => page.includes('2. Звіт про фінансові результати (Звіт про сукупний дохід)'));
    expect(results).toBeGreaterThan(pages.findIndex((page) => page.includes('1. Баланс')));
    expect(pages[results]).toContain('за 2034 р.');
    expect(pages[results]).toMatch(/Форма № 2-м Код за ДКУД 1801007/);
    for (const words of ['Стаття', 'За звітний період', 'За аналогічний']) expect(pages[results]).toContain(words);
    // Expenses in brackets, as the form prints them, and the year's loss too.
    expect(lineOf(all, '2000')).toEqual(['1', '1']);
    expect(lineOf(all, '2180')).toEqual(['(2)', '–']);
    expect(lineOf(all, '2285')).toEqual(['(2)', '–']);
    expect(lineOf(all, '2350')).toEqual(['(1)', '1']);
    // The signatures at the very end, with the names the settings hold.
    const last = pages.at(-1) ?? '';
    expect(last).toMatch(/Керівник _+ Олена КОВАЛЬ/);
    expect(last).toMatch(/Головний бухгалтер _+ Марія ШЕВЧУК/);
  });

  it('prints one form when asked for it, its period in the form’s words', async () => {
    const quarter = await fetchForms(service.app, { from: '2034-01-01', to: '2034-09-30', form: 'results' });
    expect(quarter.status).toBe(200);
    const text = squash((await pdfPages(quarter.pdf)).join('\n'));
    expect(text).toContain('за 9 місяців 2034 р.');
    expect(text).not.toContain('1. Баланс');
    expect(text).toContain('Керівник');
    const balance = squash(
      (await pdfPages((await fetchForms(service.app, { from: '2034-02-01', to: '2034-02-28', form: 'balance' })).pdf)).join('\n'),
    );
    expect(balance).toContain('на 28 лютого 2034 р.');
    expect(balance).not.toContain('2. Звіт про фінансові результати');
  });

  it.each([
    ['a period that ends before it starts', { from: '2034-02-01', to: '2034-01-01' }, 'from'],
    ['a date that is not one', { from: '2034-02-30', to: '2034-03-31' }, 'from'],
    ['a period without its end', { from: '2034-01-01' }, 'to'],
    ['a form there is none of', { from: '2034-01-01', to: '2034-12-31', form: 'cashflow' }, 'form'],
  ])('refuses %s in the envelope', async (_, query, mentions) => {
    expectFailure(await api.get('/report/statements/pdf', query), 400, 'VALIDATION', mentions);
  });
});
