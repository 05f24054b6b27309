import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, Statements } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { smallCompanyHistory } from '../support/ledger-history.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * The small company's statements (docs/general-ledger.md, "Statements"): Форма № 1-м from the
 * balances, Форма № 2-м from the turnovers. A company of its own: the forms read all of its books.
 */
describe('the statements, Форма № 1-м and Форма № 2-м', () => {
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await createTestService('statements');
    api = apiClient(service.app);
    await smallCompanyHistory(api, fixtures(api));
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  const statements = async (query: Record<string, string>) => {
    const reply = await api.get('/report/statements/', query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(Statements).parse(reply.body).data;
  };
  const balanceOf = (s: Statements, at: 'start' | 'end') => Object.fromEntries(s.balance.map((l) => [l.code, l[at]]));

  it('balances at the year start and end: assets (1300) equal equity and liabilities (1900), line by line', async () => {
    const year = await statements({ from: '2034-01-01', to: '2034-12-31' });
    const start = balanceOf(year, 'start');
    expect(start).toMatchObject({ '1125': 3600, '1165': 50000, '1300': 53600, '1400': 51000, '1420': 500, '1615': 2000, '1620': 100 });
    expect(start['1900']).toBe(start['1300']);
    const end = balanceOf(year, 'end');
    expect(end).toMatchObject({
      '1100': 600,
      '1125': 3600,
      '1165': 51500,
      '1195': 55700,
      '1300': 55700,
      '1420': 1100,
      '1495': 52100,
      '1615': 3200,
      '1620': 100,
      '1690': 300,
      '1695': 3600,
      '1900': 55700,
    });
    // The form prints whole thousands, half a thousand up; the exact amounts stay beside them.
    expect(year.balance.find((l) => l.code === '1165')).toMatchObject({ startThousands: 50, endThousands: 52 });
    expect(year.balance.find((l) => l.code === '1300')?.accounts).toEqual([]);
    expect(year.balance.find((l) => l.code === '1125')?.accounts).toEqual(['34', '36', '38']);
  });

  it('puts the result of a month not closed into 1420 and still balances', async () => {
    const february = balanceOf(await statements({ from: '2034-02-01', to: '2034-02-28' }), 'end');
    expect(february).toMatchObject({ '1100': 600, '1125': 4800, '1420': 1100, '1300': 55400, '1900': 55400 });
  });

  it('reports the results of the year beside the year before, a closed year read as it was earned', async () => {
    const year = await statements({ from: '2034-01-01', to: '2034-12-31' });
    expect([year.previousFrom.slice(0, 10), year.previousTo.slice(0, 10)]).toEqual(['2033-01-01', '2033-12-31']);
    const lines = Object.fromEntries(year.results.map((l) => [l.code, [l.current, l.previous]]));
    expect(lines).toMatchObject({
      '2000': [1000, 500],
      '2050': [400, 0],
      '2120': [0, 0],
      '2280': [1000, 500],
      '2285': [400, 0],
      '2290': [600, 500],
      '2300': [0, 0],
      '2350': [600, 500],
    });
    expect(year.results.find((l) => l.code === '2350')).toMatchObject({ currentThousands: 1, previousThousands: 1 });
  });

  it('is empty before the books begin', async () => {
    const before = await statements({ from: '2020-01-01', to: '2020-12-31' });
    expect(before.balance.every((l) => l.start === 0 && l.end === 0)).toBe(true);
    expect(before.results.every((l) => l.current === 0 && l.previous === 0)).toBe(true);
  });

  it.each([
    ['a period that ends before it starts', { from: '2034-02-01', to: '2034-01-01' }, 'from'],
    ['a date that is not one', { from: '2034-02-30', to: '2034-03-31' }, 'from'],
    ['a period without its end', { from: '2034-01-01' }, 'to'],
  ])('refuses %s in the envelope', async (_, query, mentions) => {
    expectFailure(await api.get('/report/statements/', query), 400, 'VALIDATION', mentions);
  });
});
