import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../support/api-assertions.js';
import { statementsHistory } from '../support/statements-history.js';
import { dumpPdf, fetchReportPdf, pdfPages, squash } from '../support/pdf-text.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';

/** Asks for the printed statements, keeping the PDF as bytes. */
const fetchForms = (app: FastifyInstance, query: Record<string, string>) => fetchReportPdf(app, '/report/statements/pdf', query);

/** A printed line: its code and the two figures after it, as pdftotext lays the row out. */
const lineOf = (text: string, code: string) => new RegExp(`\\s${code}\\s+(\\S+)\\s+(\\S+)\\s*$`, 'm').exec(text)?.slice(1);

/**
 * Форми № 1-м and № 2-м printed as НП(С)БO 25 lays them out now (docs/general-ledger.md,
 * "Statements"), on the books of statements-history.ts, whose figures are worked out by hand there.
 * A company of its own: the forms read all of its books.
 */
describe('the printed statements, Форма № 1-м and Форма № 2-м', () => {
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await createTestService('statementsform');
    api = apiClient(service.app);
    await statementsHistory(api, fixtures(api));
    const settings = { name: 'ТОВ «Звітність Тест»', code: '34567812', director: 'Олена КОВАЛЬ', accountant: 'Марія ШЕВЧУК' };
    expect((await api.post('/company/settings', settings)).status).toBe(200);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  it('prints both forms of the I quarter: the head with its codes, the balance that balances, the results and the signatures', async () => {
    const reply = await fetchForms(service.app, { from: '2036-01-01', to: '2036-03-31' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(String(reply.headers['content-disposition'])).toMatch(/^inline; filename="forms-1m-2m-2036-01-01-2036-03-31.pdf"/);
    await dumpPdf('statements', reply.pdf);
    const pages = (await pdfPages(reply.pdf)).map(squash);
    const all = pages.join('\n');
    // The head: the report's date (the day after the period), the company and its code, the unit, the title.
    expect(all).toContain('КОДИ');
    expect(all).toMatch(/Дата \(рік, місяць, число\) 2036 04 01/);
    expect(all).toMatch(/Підприємство ТОВ «Звітність Тест» за ЄДРПОУ 34567812/);
    expect(all).toContain('за КАТОТТГ');
    expect(all).toContain('Одиниця виміру: тис. грн. з одним десятковим знаком');
    expect(all).toContain('Фінансова звітність малого підприємства');
    expect(all).not.toContain('Фінансовий звіт малого підприємства');
    // Форма № 1-м at 1 January and at the quarter's end, assets equal to equity and liabilities.
    expect(all).toContain('1. Баланс (Звіт про фінансовий стан)');
    expect(all).toContain('на 31 березня 2036 р.');
    expect(all).toMatch(/Форма № 1-м Код за ДКУД 1801006/);
    for (const words of ['Актив', 'Пасив', 'Код', 'рядка', 'На початок', 'звітного року', 'На кінець звітного', 'періоду'])
      expect(all).toContain(words);
    // «Пасив» starts a page of its own.
    expect(pages.findIndex((page) => page.includes('Пасив'))).toBeGreaterThan(pages.findIndex((page) => page.includes('Актив')));
    // The figures of statements.test.ts, thousands with one decimal, a deduction in brackets and none as a dash.
    expect(lineOf(all, '1000')).toEqual(['–', '16,8']);
    expect(all).toMatch(/первісна вартість 1001 – 18,0/);
    expect(all).toMatch(/накопичена амортизація 1002 – \(1,3\)/);
    expect(all).toMatch(/Витрати майбутніх періодів 1170 – 3,9/);
    expect(lineOf(all, '1165')).toEqual(['88,6', '77,0']);
    expect(lineOf(all, '1300')).toEqual(['104,5', '111,5']);
    expect(lineOf(all, '1900')).toEqual(['104,5', '111,5']);
    expect(lineOf(all, '1420')).toEqual(['4,5', '9,4']);
    // Форма № 2-м on a page of its own, from 1 January beside the same months of the year before.
    const results = pages.findIndex((page) => page.includes('2. Звіт про фінансові результати (Звіт про сукупний дохід)'));
    expect(results).toBeGreaterThan(pages.findIndex((page) => page.includes('1. Баланс')));
    expect(pages[results]).toContain('за I квартал 2036 р.');
    expect(pages[results]).toMatch(/Форма № 2-м Код за ДКУД 1801007/);
    for (const words of ['Стаття', 'За звітний період', 'За аналогічний']) expect(pages[results]).toContain(words);
    // Expenses in brackets, as the form prints them.
    expect(lineOf(all, '2000')).toEqual(['14,0', '10,5']);
    expect(lineOf(all, '2050')).toEqual(['(7,0)', '(6,0)']);
    expect(lineOf(all, '2180')).toEqual(['(2,2)', '–']);
    expect(lineOf(all, '2285')).toEqual(['(9,2)', '(6,0)']);
    expect(lineOf(all, '2350')).toEqual(['4,9', '4,5']);
    // The signatures at the very end, with the names the settings hold.
    const last = pages.at(-1) ?? '';
    expect(last).toMatch(/Керівник _+ Олена КОВАЛЬ/);
    expect(last).toMatch(/Головний бухгалтер _+ Марія ШЕВЧУК/);
  });

  it('prints one form when asked for it, its period in the form’s words', async () => {
    const nine = await fetchForms(service.app, { from: '2036-01-01', to: '2036-09-30', form: 'results' });
    expect(nine.status).toBe(200);
    const text = squash((await pdfPages(nine.pdf)).join('\n'));
    expect(text).toContain('за 9 місяців 2036 р.');
    expect(lineOf(text, '2000')).toEqual(['39,2', '10,5']);
    expect(text).not.toContain('1. Баланс');
    expect(text).toContain('Керівник');
    const half = squash(
      (await pdfPages((await fetchForms(service.app, { from: '2036-01-01', to: '2036-06-30', form: 'balance' })).pdf)).join('\n'),
    );
    expect(half).toContain('на 30 червня 2036 р.');
    expect(half).not.toContain('2. Звіт про фінансові результати');
    const year = squash(
      (await pdfPages((await fetchForms(service.app, { from: '2036-01-01', to: '2036-12-31', form: 'results' })).pdf)).join('\n'),
    );
    expect(year).toContain('за 2036 р.');
    expect(lineOf(year, '2350')).toEqual(['10,6', '4,5']);
  });

  it.each([
    ['a period from 1 March', { from: '2036-03-01', to: '2036-03-31' }, 'from'],
    ['a period that ends before it starts', { from: '2036-01-01', to: '2035-12-31' }, 'from'],
    ['a date that is not one', { from: '2036-02-30', to: '2036-03-31' }, 'from'],
    ['a period without its end', { from: '2036-01-01' }, 'to'],
    ['a form there is none of', { from: '2036-01-01', to: '2036-12-31', form: 'cashflow' }, 'form'],
  ])('refuses %s in the envelope', async (_, query, mentions) => {
    expectFailure(await api.get('/report/statements/pdf', query), 400, { code: 'VALIDATION', mentions });
  });
});
