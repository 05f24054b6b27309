import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.js';
import { bridge } from './support/page-bridge.js';
import { AppShell } from './pages/app-shell.js';
import { inBothLanguages, type Lang } from './pages/reports-languages.js';
import { ReportsScreen } from './pages/reports-screen.js';

/** Screenshots for review, outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const WORDS = {
  uk: {
    reports: 'Звіти',
    tab: 'Оборотно-сальдова відомість',
    cardTab: 'Картка рахунку',
    preset: 'Період',
    quarter: 'Квартал',
    from: 'З',
    run: 'Сформувати',
    heading: 'Оборотно-сальдова відомість — 01.01.2031 – 31.03.2031',
    unfold: (account: string) => `${account}: Розгорнути`,
    total: 'Разом',
    card: (customer: string) => `Картка рахунку 361 «Розрахунки з вітчизняними покупцями»: ${customer} — 01.01.2031 – 31.03.2031`,
    sale: 'Видаткова накладна',
  },
  en: {
    reports: 'Reports',
    tab: 'Trial balance',
    cardTab: 'Account card',
    preset: 'Period',
    quarter: 'Quarter',
    from: 'From',
    run: 'Run',
    heading: 'Trial balance — 01.01.2031 – 31.03.2031',
    unfold: (account: string) => `${account}: Unfold`,
    total: 'Total',
    card: (customer: string) => `Account card 361 «Розрахунки з вітчизняними покупцями»: ${customer} — 01.01.2031 – 31.03.2031`,
    sale: 'Delivery note',
  },
} as const satisfies Record<Lang, unknown>;

test('the ОСВ of a quarter unfolds 361 to a counterparty, opens its card and the document (both languages)', async ({
  appPage,
  browserHost,
}) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');

  // A small history without VAT, in a quarter years ahead of the demo company's history, so its figures are this spec's alone:
  // goods bought, part of them sold to a customer, the customer's payment.
  const store = (await bridge(appPage, 'stores.index', { pageSize: 1, offset: 0 })).data[0]!;
  const supplier = (await bridge(appPage, 'agents.update', { uid: randomUUID(), name: 'ТОВ «Постачальник ОСВ»' })).data;
  const customer = (await bridge(appPage, 'agents.update', { uid: randomUUID(), name: 'ТОВ «Покупець ОСВ»' })).data;
  const goods = (await bridge(appPage, 'entities.update', { uid: randomUUID(), name: 'Фарба ОСВ', kind: 'goods', unit: 'шт' })).data;
  const post = async (uid: string) => bridge(appPage, 'documents.setDone', { uid, done: true });
  const receipt = {
    uid: randomUUID(),
    type: 'waybillIn',
    date: '2031-02-03',
    vatCode: null,
    agent: { uid: supplier.uid },
    storeIn: { uid: store.uid },
  };
  await bridge(appPage, 'documents.update', { ...receipt, details: [{ entity: { uid: goods.uid }, qty: 10, price: 100 }] });
  await post(receipt.uid);
  const sale = {
    uid: randomUUID(),
    type: 'waybillOut',
    date: '2031-02-10',
    vatCode: null,
    agent: { uid: customer.uid },
    storeOut: { uid: store.uid },
  };
  await bridge(appPage, 'documents.update', { ...sale, details: [{ entity: { uid: goods.uid }, qty: 4, price: 250 }] });
  await post(sale.uid);
  const payment = { uid: randomUUID(), type: 'payFromCustomer', date: '2031-03-02', sum: 600, agent: { uid: customer.uid } };
  await bridge(appPage, 'payments.update', payment);
  await post(payment.uid);

  await shell.goTo(WORDS.uk.reports);
  const reports = new ReportsScreen(appPage);
  await reports.tab(WORDS.uk.tab);
  await reports.fillDate(WORDS.uk.from, '2031-02-14');
  await reports.choose(WORDS.uk.preset, WORDS.uk.quarter);
  await reports.run(WORDS.uk.run);
  await appPage.getByRole('button', { name: WORDS.uk.unfold('36') }).click();
  await appPage.getByRole('button', { name: WORDS.uk.unfold('361') }).click();
  const grid = reports.grid(WORDS.uk.tab);
  const customerRow = grid.getByRole('row').filter({ hasText: customer.name });
  await expect(customerRow).toBeVisible();
  await appPage.setViewportSize({ width: 1366, height: 768 });
  await appPage.screenshot({ path: join(SHOTS, 'osv.png') });

  await inBothLanguages(shell, async (lang) => {
    const w = WORDS[lang];
    await expect(appPage.getByRole('heading', { name: w.heading })).toBeVisible();
    await expect(reports.grid(w.tab).getByRole('row').filter({ hasText: w.total })).toBeVisible();
    // The customer owes what the sale less the payment left: 1 000,00 − 600,00 at the quarter's end.
    const row = reports.grid(w.tab).getByRole('row').filter({ hasText: customer.name });
    await expect(row.locator('[data-field="debit"]')).toHaveText('1 000,00');
    await expect(row.locator('[data-field="credit"]')).toHaveText('600,00');
    await expect(row.locator('[data-field="closingDebit"]')).toHaveText('400,00');
  });

  await customerRow.dblclick();
  await expect(appPage.getByRole('tab', { name: WORDS.uk.cardTab, selected: true })).toBeVisible();
  await expect(appPage.getByRole('heading', { name: WORDS.uk.card(customer.name) })).toBeVisible();
  await appPage.screenshot({ path: join(SHOTS, 'account-card.png') });
  await inBothLanguages(shell, async (lang) => {
    const w = WORDS[lang];
    await expect(appPage.getByRole('heading', { name: w.card(customer.name) })).toBeVisible();
    await expect(reports.grid(w.cardTab).getByRole('row').filter({ hasText: w.sale })).toHaveCount(1);
  });

  await reports.grid(WORDS.uk.cardTab).getByRole('row').filter({ hasText: WORDS.uk.sale }).click();
  await expect(appPage).toHaveURL(new RegExp(`#/documents/${sale.uid}$`));
});
