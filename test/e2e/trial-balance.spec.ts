import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.js';
import { bridge } from './support/page-bridge.js';
import { AppShell } from './pages/app-shell.js';
import { inBothLanguages, type Lang } from './pages/reports-languages.js';
import { ReportsScreen } from './pages/reports-screen.js';
import { screenshotPath } from './support/screenshots.js';

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

const OFF_BALANCE_WORDS = {
  uk: {
    single: 'Без кореспонденції: позабалансовий рахунок',
    section: 'Позабалансові рахунки',
    offTotal: 'Разом позабалансові',
    total: 'Разом',
  },
  en: { single: 'No corresponding account: off-balance', section: 'Off-balance accounts', offTotal: 'Off-balance total', total: 'Total' },
} as const satisfies Record<Lang, unknown>;

test('goods on commission go to 024 alone, and the ОСВ keeps them apart from the balance totals (both languages)', async ({
  appPage,
  browserHost,
}) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');
  await appPage.setViewportSize({ width: 1366, height: 768 });

  // Goods of 1 000,00 taken on commission, entered in the editor: Дт 024 with no corresponding account.
  // May 2035, years ahead of the demo company's history and of the other specs, so the month's turnovers are these.
  await shell.goTo('Операції');
  await appPage.getByRole('button', { name: 'Нова операція' }).click();
  const editor = appPage.getByTestId('operation-editor');
  await editor.getByRole('textbox', { name: 'Дата', exact: true }).fill('02.05.2035');
  await editor.getByRole('textbox', { name: 'Зміст операції' }).fill('Товари прийнято на комісію');
  await appPage.getByTestId('debit-0').getByRole('combobox').fill('024');
  await appPage.getByRole('option', { name: '024 Товари, прийняті на комісію', exact: true }).click();
  await appPage.getByTestId('amount-0').fill('1 000,00');
  await inBothLanguages(shell, async (lang) => {
    await expect(appPage.getByTestId('credit-single-0')).toHaveText(OFF_BALANCE_WORDS[lang].single);
  });
  await appPage.getByRole('button', { name: 'Провести', exact: true }).click();
  await expect(appPage.getByTestId('editor-posted')).toBeVisible();
  await appPage.screenshot({ path: screenshotPath('trial-balance', 'uk', 'off-balance-operation') });

  // 400,00 of them sent back (Кт 024 alone), and 500,00 of capital paid in (Дт 311 Кт 40), through the bridge.
  const operation = async (date: string, entry: { debit?: string; credit?: string; amount: string }) => {
    const uid = randomUUID();
    await bridge(appPage, 'operations.update', { uid, date, entries: [entry] });
    await bridge(appPage, 'documents.setDone', { uid, done: true });
  };
  await operation('2035-05-05', { credit: '024', amount: '400.00' });
  await operation('2035-05-06', { debit: '311', credit: '40', amount: '500.00' });

  await shell.goTo('Звіти');
  const reports = new ReportsScreen(appPage);
  await reports.tab('Оборотно-сальдова відомість');
  await reports.fillDate('З', '2035-05-01');
  await reports.choose('Період', 'Місяць');
  await reports.run('Сформувати');
  await expect(appPage.getByTestId('off-balance-section')).toBeVisible();
  await appPage.getByRole('button', { name: '02: Розгорнути' }).click();
  await reports.grid(WORDS.uk.tab).getByRole('row').filter({ hasText: OFF_BALANCE_WORDS.uk.offTotal }).scrollIntoViewIfNeeded();
  await appPage.screenshot({ path: screenshotPath('trial-balance', 'uk', 'off-balance') });
  await inBothLanguages(shell, async (lang) => {
    const w = OFF_BALANCE_WORDS[lang];
    await expect(appPage.getByTestId('off-balance-section')).toHaveText(w.section);
    const grid = reports.grid(WORDS[lang].tab);
    // The balance accounts' turnovers pair up: 311 and 40 only; 024 counts apart.
    const total = grid.getByRole('row').filter({ has: appPage.locator('[data-field="account"]', { hasText: new RegExp(`^${w.total}$`) }) });
    await expect(total.locator('[data-field="debit"]')).toHaveText('500,00');
    await expect(total.locator('[data-field="credit"]')).toHaveText('500,00');
    const offTotal = grid.getByRole('row').filter({ hasText: w.offTotal });
    await expect(offTotal.locator('[data-field="debit"]')).toHaveText('1 000,00');
    await expect(offTotal.locator('[data-field="credit"]')).toHaveText('400,00');
    await expect(offTotal.locator('[data-field="closingDebit"]')).toHaveText('600,00');
    const commission = grid.getByRole('row').filter({ has: appPage.locator('[data-field="account"]', { hasText: /^024$/ }) });
    await expect(commission.locator('[data-field="closingDebit"]')).toHaveText('600,00');
  });
});
