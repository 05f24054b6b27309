import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, Statements } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { statementsHistory } from '../support/statements-history.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';

/** Every line of Форма № 1-м and its two figures as the form prints them, thousands with one decimal; a line not named is 0. */
const BALANCE_CODES = [
  '1000', '1001', '1002', '1005', '1010', '1011', '1012', '1020', '1030', '1090', '1095',
  '1100', '1103', '1110', '1125', '1135', '1136', '1155', '1160', '1165', '1170', '1190', '1195', '1200', '1300',
  '1400', '1410', '1415', '1420', '1425', '1495', '1595',
  '1600', '1610', '1615', '1620', '1621', '1625', '1630', '1665', '1690', '1695', '1700', '1900',
]; // prettier-ignore
const RESULT_CODES = ['2000', '2120', '2240', '2280', '2050', '2180', '2270', '2285', '2290', '2300', '2350'];

const every = (codes: string[], named: Record<string, [number, number]>) =>
  Object.fromEntries(codes.map((code) => [code, named[code] ?? [0, 0]]));

/** At 1 January 2036, the balance at 31.12.2035 (statements-history.ts): the same column for every period of 2036. */
const YEAR_START: Record<string, number> = {
  '1100': 14, // 281: 20 000 − 6 000
  '1135': 1.9, // 641 debit: 4 000 − 2 100
  '1165': 88.6, // 311: 100 000 − 24 000 + 12 600
  '1195': 104.5,
  '1300': 104.5,
  '1400': 100,
  '1420': 4.5, // 441, March 2035 closed
  '1495': 104.5,
  '1900': 104.5,
};

/**
 * The small company's statements (docs/general-ledger.md, "Statements") on the books of
 * statements-history.ts, every line against the figures worked out by hand there. A company of its
 * own: the forms read all of its books.
 */
describe('the statements, Форма № 1-м and Форма № 2-м', () => {
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await createTestService('statements');
    api = apiClient(service.app);
    await statementsHistory(api, fixtures(api));
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
  const balanceOf = (s: Statements) => Object.fromEntries(s.balance.map((l) => [l.code, [l.startThousands, l.endThousands]]));
  const resultsOf = (s: Statements) => Object.fromEntries(s.results.map((l) => [l.code, [l.currentThousands, l.previousThousands]]));
  const withStart = (end: Record<string, number>) =>
    every(
      BALANCE_CODES,
      Object.fromEntries(
        [...new Set([...Object.keys(YEAR_START), ...Object.keys(end)])].map((c) => [c, [YEAR_START[c] ?? 0, end[c] ?? 0]]),
      ),
    );

  it('gives Форма № 1-м for the I quarter from 1 January, every line in thousands with one decimal', async () => {
    const quarter = await statements({ from: '2036-01-01', to: '2036-03-31' });
    expect(balanceOf(quarter)).toEqual(
      withStart({
        '1000': 16.8, // 18 000 − 1 250 = 16 750: a total is rounded from its exact amount, not summed from 18,0 and (1,3)
        '1001': 18, // 127, the licence
        '1002': -1.3, // 133: 1 250 half away from zero, printed in brackets
        '1095': 16.8,
        '1100': 7, // 281: 14 000 − 8 000 + 1 000 returned at its cost
        '1125': 6.8, // 361 of the customer: 19 200 − 2 400 − 10 000
        '1165': 77, // 311: 88 600 − 18 000 − 4 800 + 10 000 + 1 234,56 = 77 034,56
        '1170': 3.9, // 39: 4 800 − 900
        '1195': 94.7, // 7 000 + 6 800 + 77 034,56 + 3 900 = 94 734,56
        '1300': 111.5, // 111 484,56
        '1400': 100,
        '1420': 9.4, // 441 4 500 + 7 000 (February closed) − 92 2 150 (March open) = 9 350
        '1495': 109.4,
        '1620': 0.9, // 641: 1 900 debit − 3 200 + 400 = 900 credit
        '1690': 1.2, // the advance of 1 234,56
        '1695': 2.1, // 2 134,56
        '1900': 111.5,
      }),
    );
    const line = (code: string) => quarter.balance.find((l) => l.code === code);
    expect(line('1165')).toMatchObject({ start: 88600, end: 77034.56 });
    expect(line('1690')).toMatchObject({ start: 0, end: 1234.56 });
    expect(line('1002')).toMatchObject({ end: -1250, accounts: ['133'] });
    expect(line('1170')?.accounts).toEqual(['39']);
    expect(line('1001')?.accounts).toEqual(['12']);
  });

  it('gives Форма № 2-м for the I quarter beside the I quarter of the year before', async () => {
    const quarter = await statements({ from: '2036-01-01', to: '2036-03-31' });
    expect([quarter.previousFrom.slice(0, 10), quarter.previousTo.slice(0, 10)]).toEqual(['2035-01-01', '2035-03-31']);
    expect(resultsOf(quarter)).toEqual(
      every(RESULT_CODES, {
        '2000': [14, 10.5], // 19 200 − 3 200 − 2 400 + 400 = 14 000; 2035: 12 600 − 2 100
        '2050': [7, 6], // 902: 8 000 − 1 000; 2035: 6 000
        '2180': [2.2, 0], // 92: 1 250 + 900 = 2 150
        '2280': [14, 10.5],
        '2285': [9.2, 6], // 9 150
        '2290': [4.9, 4.5], // 4 850
        '2350': [4.9, 4.5],
      }),
    );
  });

  it('gives Форма № 2-м for 9 months from 1 January, not the III quarter alone', async () => {
    const nine = await statements({ from: '2036-01-01', to: '2036-09-30' });
    expect(resultsOf(nine)).toEqual(
      every(RESULT_CODES, {
        '2000': [39.2, 10.5], // 14 000 + August 25 200 (the III quarter alone would be 25,2)
        '2050': [19.3, 6], // 7 000 + 12 250
        '2180': [2.2, 0], // the amortisation of 01.10 is not in it
        '2280': [39.2, 10.5],
        '2285': [21.4, 6], // 21 400
        '2290': [17.8, 4.5],
        '2350': [17.8, 4.5],
      }),
    );
  });

  it('gives both forms of the year: the balance that balances and the year beside the year before', async () => {
    const year = await statements({ from: '2036-01-01', to: '2036-12-31' });
    expect(balanceOf(year)).toEqual(
      withStart({
        '1000': 13, // 18 000 − 5 000
        '1001': 18,
        '1002': -5, // 1 250 + 3 750
        '1095': 13,
        '1100': 5.3, // 25 pcs at 210 = 5 250
        '1125': 37, // 6 800 + 30 240
        '1165': 64.7, // 77 034,56 + 555,55 − 333,33 − 12 600 = 64 656,78
        '1170': 1.2, // 3 900 − 2 700
        '1195': 108.1, // 108 146,78
        '1300': 121.1, // 121 146,78
        '1400': 100,
        '1420': 15.1, // 4 500 + the year's 10 572,22 = 15 072,22
        '1495': 115.1,
        '1620': 4.8, // 900 − 2 100 + 5 040 + 1 000 = 4 840 credit
        '1690': 1.2,
        '1695': 6.1, // 6 074,56
        '1900': 121.1,
      }),
    );
    expect(resultsOf(year)).toEqual(
      every(RESULT_CODES, {
        '2000': [39.2, 10.5],
        '2120': [0.6, 0], // 719: 555,55
        '2280': [39.8, 10.5], // 39 755,55
        '2050': [19.3, 6], // 19 250
        '2180': [8.6, 0], // 92: 2 150 + 3 750 + 2 700
        '2270': [0.3, 0], // 977: 333,33
        '2285': [28.2, 6], // 28 183,33
        '2290': [11.6, 4.5], // 11 572,22
        '2300': [1, 0], // 98
        '2350': [10.6, 4.5], // 10 572,22
      }),
    );
    expect(year.results.find((l) => l.code === '2350')).toMatchObject({ current: 10572.22, previous: 4500 });
  });

  it('is empty before the books begin', async () => {
    const before = await statements({ from: '2020-01-01', to: '2020-12-31' });
    expect(before.balance.every((l) => l.start === 0 && l.end === 0)).toBe(true);
    expect(before.results.every((l) => l.current === 0 && l.previous === 0)).toBe(true);
  });

  it.each([
    // «На початок звітного року» is 1 January: a report from 01.03 would show March's opening balance under it.
    ['a period from 1 March', { from: '2036-03-01', to: '2036-03-31' }, 'from'],
    ['a quarter alone, which Форма № 2-м does not report', { from: '2036-04-01', to: '2036-06-30' }, 'from'],
    ['a period over two years', { from: '2035-01-01', to: '2036-03-31' }, 'from'],
    ['a period that ends before it starts', { from: '2036-01-01', to: '2035-12-31' }, 'from'],
    ['a date that is not one', { from: '2036-01-01', to: '2036-02-30' }, 'to'],
    ['a period without its end', { from: '2036-01-01' }, 'to'],
  ])('refuses %s in the envelope', async (_, query, mentions) => {
    expectFailure(await api.get('/report/statements/', query), 400, { code: 'VALIDATION', mentions });
  });
});
