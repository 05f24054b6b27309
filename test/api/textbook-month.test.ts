import { beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, Statements, TrialBalance } from '../../shared/api/index.js';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, type ApiClient } from '../support/test-service.js';

/**
 * A textbook month, worked by hand from the standards before the service was asked, in three
 * companies: a VAT payer selling goods, a non-payer selling the same, and a VAT payer selling its own
 * products (docs/general-ledger.md). Every figure below is the hand computation; the service must give
 * the same entries, the same ОСВ and the same lines of Форма № 1-м and № 2-м (НП(С)БО 25: thousands
 * of hryvnias with one decimal, half a tenth away from zero).
 *
 * The goods month, VAT 20 % on top, January 2040:
 *   02.01 capital          Дт 311 Кт 40 100 000,00
 *   05.01 purchase 100 × 600,00 + VAT   payer: Дт 281 Кт 631 60 000, Дт 641 Кт 631 12 000
 *                                       non-payer (НП(С)БО 9 п.9: VAT not recoverable is cost): Дт 281 Кт 631 72 000
 *   06.01 paid to the supplier 72 000   Дт 631 Кт 311
 *   10.01 sale 60 × 1 000,00            payer: Дт 361 Кт 702 72 000, Дт 702 Кт 641 12 000, Дт 902 Кт 281 36 000 (60 × 600)
 *                                       non-payer, no VAT: Дт 361 Кт 702 60 000, Дт 902 Кт 281 43 200 (60 × 720)
 *   12.01 the customer pays it          Дт 311 Кт 361
 *   15.01 5 come back on that sale      payer: Дт 704 Кт 361 6 000, Дт 641 Кт 704 1 000, Дт 281 Кт 902 3 000 (5 × 600)
 *         (П(С)БО 15 п.7: revenue      non-payer: Дт 704 Кт 361 5 000, Дт 281 Кт 902 3 600 (5 × 720)
 *          stays whole, 704)
 *   20.01 2 spoilt, written off         payer: Дт 947 Кт 281 1 200; non-payer: Дт 947 Кт 281 1 440
 *   25.01 the bank's fee 150,00         Дт 92 Кт 311 150
 *   31.01 the month closed              702 to 791; 791 to 704, 902, 92, 947; the profit to 441
 */
const YEAR = '2040';
const on = (day: string) => `${YEAR}-01-${day}`;

type Figures = Record<string, [debit: number, credit: number]>;

/** The closing balances of the ОСВ for January, per account that has one, debit and credit. */
async function closingBalances(api: ApiClient): Promise<Figures> {
  const reply = await api.get('/report/trialbalance/', { from: on('01'), to: on('31') });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const report = envelopeOf(TrialBalance).parse(reply.body).data;
  // Three-digit accounts (or the synthetic ones without them) as an accountant reads the ОСВ's closing columns.
  const leaves = report.rows.filter((r) => !report.rows.some((child) => child.parent === r.account));
  return Object.fromEntries(
    leaves.filter((r) => r.closingDebit !== 0 || r.closingCredit !== 0).map((r) => [r.account, [r.closingDebit, r.closingCredit]]),
  );
}

/** Форма № 1-м at the end of I квартал (in thousands) and № 2-м from 1 January (in thousands), the lines that are not empty. */
async function forms(api: ApiClient): Promise<{ balance: Record<string, number>; results: Record<string, number> }> {
  const reply = await api.get('/report/statements/', { from: `${YEAR}-01-01`, to: `${YEAR}-03-31` });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const data = envelopeOf(Statements).parse(reply.body).data;
  return {
    balance: Object.fromEntries(data.balance.filter((l) => l.endThousands !== 0).map((l) => [l.code, l.endThousands])),
    results: Object.fromEntries(data.results.filter((l) => l.currentThousands !== 0).map((l) => [l.code, l.currentThousands])),
  };
}

/** One company's goods month, as a payer or not; the uids of what it posted. */
async function goodsMonth(api: ApiClient, vatPayer: boolean) {
  expect((await api.post('/company/settings', { vatPayer, vatFirstEvent: false })).status).toBe(200);
  const f = fixtures(api);
  const store = await f.store('Склад');
  const supplier = await f.agent('ТОВ «Постачальник»');
  const customer = await f.agent('ТОВ «Покупець»');
  const kettle = await f.entity('Чайник');
  const operation = await api.post('/ledgeroperation/update', {
    uid: crypto.randomUUID(),
    date: on('02'),
    memo: 'Внесок до статутного капіталу',
    entries: [{ debit: '311', credit: '40', amount: 100000 }],
  });
  expect(operation.status, JSON.stringify(operation.body)).toBe(200);
  await f.post((operation.body as { data: { uid: string } }).data.uid);
  const trade = async (type: 'waybillIn' | 'waybillOut' | 'waybillRetOut', day: string, qty: number, price: number, vatCode: string) => {
    const buying = type === 'waybillIn';
    return f.document({
      type,
      date: on(day),
      agent: { uid: (buying ? supplier : customer).uid },
      ...(type === 'waybillOut' ? { storeOut: { uid: store.uid } } : { storeIn: { uid: store.uid } }),
      vatCode,
      vatInPrice: false,
      details: [{ entity: { uid: kettle.uid }, qty, price }],
    });
  };
  const purchase = await trade('waybillIn', '05', 100, 600, '20');
  await f.post(purchase.uid);
  await f.post((await f.payment({ type: 'payToSupplier', date: on('06'), agent: { uid: supplier.uid }, sum: 72000 })).uid);
  const saleVat = vatPayer ? '20' : 'none';
  const sale = await trade('waybillOut', '10', 60, 1000, saleVat);
  await f.post(sale.uid);
  const paid = vatPayer ? 72000 : 60000;
  await f.post((await f.payment({ type: 'payFromCustomer', date: on('12'), agent: { uid: customer.uid }, sum: paid })).uid);
  const back = await trade('waybillRetOut', '15', 5, 1000, saleVat);
  await f.link(back.uid, sale.uid);
  await f.post(back.uid);
  const spoilt = await f.document({
    type: 'inventoryWriteOff',
    date: on('20'),
    storeOut: { uid: store.uid },
    details: [{ entity: { uid: kettle.uid }, qty: 2, price: 0 }],
  });
  await f.post(spoilt.uid);
  await f.post((await f.payment({ type: 'otherOut', date: on('25'), sum: 150 })).uid);
  const close = await api.post('/ledger/monthclose', { month: `${YEAR}-01` });
  expect(close.status, JSON.stringify(close.body)).toBe(200);
  return {
    purchase: purchase.uid,
    sale: sale.uid,
    back: back.uid,
    spoilt: spoilt.uid,
    close: (close.body as { data: { uid: string } }).data.uid,
  };
}

describe('a textbook month of a VAT payer selling goods', () => {
  let api: ApiClient;
  let made: Awaited<ReturnType<typeof goodsMonth>>;
  beforeAll(async () => {
    api = apiClient((await createTestService('textbook payer')).app);
    made = await goodsMonth(api, true);
  });

  it('writes the entries of the standards', async () => {
    expect(await entriesText(api, made.purchase)).toEqual([
      '281 Чайник Склад / 631 ТОВ «Постачальник» 60000 ×100',
      '641 / 631 ТОВ «Постачальник» 12000',
    ]);
    expect(await entriesText(api, made.sale)).toEqual([
      '361 ТОВ «Покупець» / 702 72000',
      '702 / 641 12000',
      '902 / 281 Чайник Склад 36000 ×60',
    ]);
    expect(await entriesText(api, made.back)).toEqual([
      '704 / 361 ТОВ «Покупець» 6000',
      '641 / 704 1000',
      '281 Чайник Склад / 902 3000 ×5',
    ]);
    expect(await entriesText(api, made.spoilt)).toEqual(['947 / 281 Чайник Склад 1200 ×2']);
    // 702: 72 000 − 12 000 = 60 000; 704: 6 000 − 1 000 = 5 000; 902: 36 000 − 3 000 = 33 000; the profit
    // 60 000 − 5 000 − 33 000 − 150 − 1 200 = 20 650.
    expect(await entriesText(api, made.close)).toEqual([
      '702 / 791 60000',
      '791 / 704 5000',
      '791 / 902 33000',
      '791 / 92 150',
      '791 / 947 1200',
      '791 / 441 20650',
    ]);
  });

  it('closes the month with the balances worked by hand', async () => {
    // 311: 100 000 − 72 000 + 72 000 − 150; 281: 60 000 − 36 000 + 3 000 − 1 200 (43 at 600); 361: the 6 000
    // owed back to the customer; 641: 12 000 + 1 000 of tax credit against 12 000 of liability.
    expect(await closingBalances(api)).toEqual({
      '281': [25800, 0],
      '311': [99850, 0],
      '361': [0, 6000],
      '40': [0, 100000],
      '441': [0, 20650],
      '641': [1000, 0],
    });
  });

  it('gives Форма № 1-м and № 2-м of I квартал in thousands with one decimal', async () => {
    expect(await forms(api)).toEqual({
      balance: {
        '1100': 25.8,
        '1135': 1, // 641's debit
        '1165': 99.9, // 99 850
        '1195': 126.7, // 126 650
        '1300': 126.7,
        '1400': 100,
        '1420': 20.7, // 20 650
        '1495': 120.7, // 120 650
        '1690': 6, // the customer's credit on 361
        '1695': 6,
        '1900': 126.7,
      },
      results: {
        '2000': 55, // 60 000 less the return's 5 000
        '2050': 33,
        '2180': 1.4, // 947 1 200 + 92 150 = 1 350
        '2280': 55,
        '2285': 34.4, // 34 350
        '2290': 20.7,
        '2350': 20.7,
      },
    });
  });
});

describe('a textbook month of a non-payer selling goods', () => {
  let api: ApiClient;
  let made: Awaited<ReturnType<typeof goodsMonth>>;
  beforeAll(async () => {
    api = apiClient((await createTestService('textbook non-payer')).app);
    made = await goodsMonth(api, false);
  });

  it('carries the supplier’s VAT in the cost of the goods, through the sale, the return and the write-off', async () => {
    expect(await entriesText(api, made.purchase)).toEqual(['281 Чайник Склад / 631 ТОВ «Постачальник» 72000 ×100']);
    expect(await entriesText(api, made.sale)).toEqual(['361 ТОВ «Покупець» / 702 60000', '902 / 281 Чайник Склад 43200 ×60']);
    expect(await entriesText(api, made.back)).toEqual(['704 / 361 ТОВ «Покупець» 5000', '281 Чайник Склад / 902 3600 ×5']);
    expect(await entriesText(api, made.spoilt)).toEqual(['947 / 281 Чайник Склад 1440 ×2']);
    // 60 000 − 5 000 − 39 600 − 150 − 1 440 = 13 810.
    expect(await entriesText(api, made.close)).toEqual([
      '702 / 791 60000',
      '791 / 704 5000',
      '791 / 902 39600',
      '791 / 92 150',
      '791 / 947 1440',
      '791 / 441 13810',
    ]);
  });

  it('closes the month with the balances worked by hand', async () => {
    // 311: 100 000 − 72 000 + 60 000 − 150; 281: 72 000 − 43 200 + 3 600 − 1 440 (43 at 720).
    expect(await closingBalances(api)).toEqual({
      '281': [30960, 0],
      '311': [87850, 0],
      '361': [0, 5000],
      '40': [0, 100000],
      '441': [0, 13810],
    });
  });

  it('gives Форма № 1-м and № 2-м of I квартал in thousands with one decimal', async () => {
    expect(await forms(api)).toEqual({
      balance: {
        '1100': 31, // 30 960
        '1165': 87.9, // 87 850
        '1195': 118.8, // 118 810
        '1300': 118.8,
        '1400': 100,
        '1420': 13.8, // 13 810
        '1495': 113.8,
        '1690': 5,
        '1695': 5,
        '1900': 118.8,
      },
      results: {
        '2000': 55,
        '2050': 39.6,
        '2180': 1.6, // 1 440 + 150 = 1 590
        '2280': 55,
        '2285': 41.2, // 41 190
        '2290': 13.8,
        '2350': 13.8,
      },
    });
  });
});

/**
 * The products month of a VAT payer, January 2040:
 *   02.01 capital               Дт 311 Кт 40 100 000
 *   05.01 flour 200 kg × 50,00 + VAT     Дт 201 Кт 631 10 000, Дт 641 Кт 631 2 000
 *   06.01 electricity 500,00 + VAT      Дт 92 Кт 631 500, Дт 641 Кт 631 100
 *   08.01 1 000 loaves baked of 150 kg and the electricity: Дт 23 Кт 201 7 500, Дт 23 Кт 92 500,
 *         Дт 26 Кт 23 8 000 (8,00 a loaf)
 *   15.01 800 loaves sold at 15,00 + VAT: Дт 361 Кт 701 14 400, Дт 701 Кт 641 2 400, Дт 901 Кт 26 6 400
 *   20.01 the customer pays 14 400; 21.01 the supplier is paid 12 600
 *   31.01 closed: Дт 701 Кт 791 12 000, Дт 791 Кт 901 6 400, the profit Дт 791 Кт 441 5 600 (92 nets to nothing)
 */
describe('a textbook month of a VAT payer selling its own products', () => {
  let api: ApiClient;
  const made: Record<string, string> = {};
  beforeAll(async () => {
    api = apiClient((await createTestService('textbook products')).app);
    expect((await api.post('/company/settings', { vatPayer: true, vatFirstEvent: false })).status).toBe(200);
    const f = fixtures(api);
    const store = await f.store('Пекарня');
    const supplier = await f.agent('ТОВ «Млин»');
    const customer = await f.agent('ТОВ «Крамниця»');
    const flour = await f.entity('Борошно', { kind: 'material', unit: 'кг' });
    const power = await f.entity('Електроенергія', { kind: 'service' });
    const bread = await f.entity('Хліб', { kind: 'product' });
    const capital = await api.post('/ledgeroperation/update', {
      uid: crypto.randomUUID(),
      date: on('02'),
      memo: 'Внесок до статутного капіталу',
      entries: [{ debit: '311', credit: '40', amount: 100000 }],
    });
    await f.post((capital.body as { data: { uid: string } }).data.uid);
    const bought = async (type: 'waybillIn' | 'billCompleteWorkIn', day: string, entity: string, qty: number, price: number) => {
      const doc = await f.document({
        type,
        date: on(day),
        agent: { uid: supplier.uid },
        ...(type === 'waybillIn' ? { storeIn: { uid: store.uid } } : {}),
        vatCode: '20',
        vatInPrice: false,
        details: [{ entity: { uid: entity }, qty, price }],
      });
      await f.post(doc.uid);
      return doc.uid;
    };
    made.flour = await bought('waybillIn', '05', flour.uid, 200, 50);
    made.power = await bought('billCompleteWorkIn', '06', power.uid, 1, 500);
    const baked = await f.document({
      type: 'manufacture',
      date: on('08'),
      storeOut: { uid: store.uid },
      storeIn: { uid: store.uid },
      details: [
        { entity: { uid: flour.uid }, kind: 'material', qty: 150 },
        { entity: { uid: power.uid }, kind: 'material', qty: 1, price: 500 },
        { entity: { uid: bread.uid }, kind: 'product', qty: 1000 },
      ],
    });
    await f.post(baked.uid);
    made.baked = baked.uid;
    const sale = await f.document({
      type: 'waybillOut',
      date: on('15'),
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      vatCode: '20',
      vatInPrice: false,
      details: [{ entity: { uid: bread.uid }, qty: 800, price: 15 }],
    });
    await f.post(sale.uid);
    made.sale = sale.uid;
    await f.post((await f.payment({ type: 'payFromCustomer', date: on('20'), agent: { uid: customer.uid }, sum: 14400 })).uid);
    await f.post((await f.payment({ type: 'payToSupplier', date: on('21'), agent: { uid: supplier.uid }, sum: 12600 })).uid);
    const close = await api.post('/ledger/monthclose', { month: `${YEAR}-01` });
    expect(close.status, JSON.stringify(close.body)).toBe(200);
    made.close = (close.body as { data: { uid: string } }).data.uid;
  });

  it('writes the entries of the standards', async () => {
    expect(await entriesText(api, made.flour!)).toEqual(['201 Борошно Пекарня / 631 ТОВ «Млин» 10000 ×200', '641 / 631 ТОВ «Млин» 2000']);
    expect(await entriesText(api, made.power!)).toEqual(['92 / 631 ТОВ «Млин» 500', '641 / 631 ТОВ «Млин» 100']);
    expect(await entriesText(api, made.baked!)).toEqual([
      '23 / 201 Борошно Пекарня 7500 ×150',
      '23 / 92 500',
      '26 Хліб Пекарня / 23 8000 ×1000',
    ]);
    expect(await entriesText(api, made.sale!)).toEqual([
      '361 ТОВ «Крамниця» / 701 14400',
      '701 / 641 2400',
      '901 / 26 Хліб Пекарня 6400 ×800',
    ]);
    expect(await entriesText(api, made.close!)).toEqual(['701 / 791 12000', '791 / 901 6400', '791 / 441 5600']);
  });

  it('closes the month with the balances worked by hand', async () => {
    // 311: 100 000 + 14 400 − 12 600; 201: 50 kg left at 50,00; 26: 200 loaves at 8,00; 641: 2 400 of
    // liability against 2 100 of credit.
    expect(await closingBalances(api)).toEqual({
      '201': [2500, 0],
      '26': [1600, 0],
      '311': [101800, 0],
      '40': [0, 100000],
      '441': [0, 5600],
      '641': [0, 300],
    });
  });

  it('gives Форма № 1-м and № 2-м of I квартал in thousands with one decimal', async () => {
    expect(await forms(api)).toEqual({
      balance: {
        '1100': 4.1, // 2 500 + 1 600
        '1103': 1.6, // the products
        '1165': 101.8,
        '1195': 105.9,
        '1300': 105.9,
        '1400': 100,
        '1420': 5.6,
        '1495': 105.6,
        '1620': 0.3, // 641's credit
        '1695': 0.3,
        '1900': 105.9,
      },
      results: { '2000': 12, '2050': 6.4, '2280': 12, '2285': 6.4, '2290': 5.6, '2350': 5.6 },
    });
  });
});
