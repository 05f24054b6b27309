import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { bridge } from './support/page-bridge.js';
import { screenshotPath } from './support/screenshots.js';
import { AppShell } from './pages/app-shell.js';
import { inBothLanguages, type Lang } from './pages/reports-languages.js';
import { ReportsScreen } from './pages/reports-screen.js';

/** Screenshots for review, outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const run = promisify(execFile);

// Each test makes its own quarter and opens the page itself: they may run in the two workers at once.
test.describe.configure({ mode: 'parallel' });

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

const PRINT_WORDS = {
  uk: {
    unfoldAll: 'Розгорнути все',
    foldAll: 'Згорнути все',
    detail: 'Деталізація',
    all: 'Субрахунки й аналітика',
    print: 'Друк',
    save: 'Зберегти PDF',
    close: 'Закрити',
    pageOf: /^Сторінка 1 з \d+$/,
    printed: ['Оборотно-сальдова відомість', 'Організація:', 'Період:', '01.01.2032 – 31.03.2032', 'Головний бухгалтер', 'Керівник'],
  },
  en: {
    unfoldAll: 'Unfold all',
    foldAll: 'Fold all',
    detail: 'Detail',
    all: 'Sub-accounts and analytics',
    print: 'Print',
    save: 'Save as PDF',
    close: 'Close',
    pageOf: /^Page 1 of \d+$/,
    printed: ['Trial balance', 'Company:', 'Period:', '01.01.2032 – 31.03.2032', 'Chief accountant', 'Director'],
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
  // Unfolded by hand from the accounts alone, whatever detail this computer kept from before.
  await reports.choose(PRINT_WORDS.uk.detail, 'Рахунки');
  await reports.fillDate(WORDS.uk.from, '2031-02-14');
  await reports.choose(WORDS.uk.preset, WORDS.uk.quarter);
  await reports.run(WORDS.uk.run);
  await appPage.getByRole('button', { name: WORDS.uk.unfold('36') }).click();
  await appPage.getByRole('button', { name: WORDS.uk.unfold('361') }).click();
  const grid = reports.grid(WORDS.uk.tab);
  const customerRow = grid.getByRole('row').filter({ hasText: customer.name });
  await expect(appPage.getByRole('progressbar')).toBeHidden();
  await appPage.setViewportSize({ width: 1366, height: 768 });
  await showRow(appPage, WORDS.uk.tab, customer.name);
  await appPage.screenshot({ path: join(SHOTS, 'osv.png') });

  await inBothLanguages(shell, async (lang) => {
    const w = WORDS[lang];
    await expect(appPage.getByRole('heading', { name: w.heading })).toBeVisible();
    // Every line is in the one grid, the total at its end (no page of 100 before it).
    await showRow(appPage, w.tab, w.total);
    await showRow(appPage, w.tab, customer.name);
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
  // The grid draws the rows in view: the off-balance section, after the balance accounts, is scrolled to.
  await showRow(appPage, WORDS.uk.tab, OFF_BALANCE_WORDS.uk.section);
  await expect(appPage.getByTestId('off-balance-section')).toBeVisible();
  await appPage.getByRole('button', { name: '02: Розгорнути' }).click();
  await showRow(appPage, WORDS.uk.tab, OFF_BALANCE_WORDS.uk.offTotal);
  await appPage.screenshot({ path: screenshotPath('trial-balance', 'uk', 'off-balance') });
  await inBothLanguages(shell, async (lang) => {
    const w = OFF_BALANCE_WORDS[lang];
    await showRow(appPage, WORDS[lang].tab, w.offTotal);
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

/**
 * In the page: scrolls the grid's scroller (which renders only the rows in view) from its top, a view at a
 * time, each view waited for until its rows are rendered, until a row with `wanted` is rendered. One call
 * for the whole walk: a round trip per step made the ОСВ of millions 150 of them.
 */
async function scrollToRow(element: Element, wanted: string): Promise<'found' | 'absent' | 'not rendered'> {
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  // Whether the rendered rows cover the view from top to bottom (or end the grid), so what is in view is rendered.
  const rendered = () => {
    const view = element.getBoundingClientRect();
    const rows = [...element.querySelectorAll('.MuiDataGrid-row')].map((row) => ({
      box: row.getBoundingClientRect(),
      last: row.classList.contains('MuiDataGrid-row--lastVisible'),
    }));
    // The column headers stand at the top of the scroller: the rows' view starts under them.
    const top = element.querySelector('.MuiDataGrid-columnHeaders')?.getBoundingClientRect().bottom ?? view.top;
    const covers = (y: number) => rows.some(({ box }) => box.top <= y && box.bottom >= y);
    const endsBefore = rows.some(({ box, last }) => last && box.bottom <= view.top + element.clientHeight);
    return rows.length > 0 && covers(top + 2) && (covers(view.top + element.clientHeight - 2) || endsBefore);
  };
  // A bound on the frames, not on time: a grid that never renders is reported rather than waited on to the test's end.
  const settled = async () => {
    for (let frames = 0; frames < 3_000; frames++) {
      if (rendered()) return true;
      await frame();
    }
    return false;
  };
  const shown = () => [...element.querySelectorAll('.MuiDataGrid-row')].some((row) => (row.textContent ?? '').includes(wanted));
  // To the top, and still there a frame later (the grid may bring a row it keeps back into view first).
  for (let frames = 0; ; frames++) {
    element.scrollTop = 0;
    await frame();
    if (element.scrollTop === 0) break;
    if (frames === 3_000) return 'not rendered';
  }
  if (!(await settled())) return 'not rendered';
  while (!shown()) {
    if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1) return 'absent';
    // A view at a time, less the column headers that stand over its top: no row is stepped over.
    const headers = element.querySelector('.MuiDataGrid-columnHeaders')?.getBoundingClientRect().height ?? 0;
    element.scrollTop += Math.max(1, Math.floor(element.clientHeight - headers));
    await frame();
    if (!(await settled())) return 'not rendered';
  }
  return 'found';
}

/** Scrolls the grid from its top until a row with `text` is rendered, and shows it. */
async function showRow(page: Page, grid: string, text: string): Promise<void> {
  const scroller = page.getByRole('grid', { name: grid }).locator('.MuiDataGrid-virtualScroller');
  const row = page.getByRole('grid', { name: grid }).getByRole('row').filter({ hasText: text });
  // The report is whole once it stops reading (an account unfolded by counterparties comes a moment later).
  await expect(page.getByRole('progressbar')).toBeHidden();
  expect(await scroller.evaluate(scrollToRow, text), `a row of ${grid} with ${text}`).toBe('found');
  await row.scrollIntoViewIfNeeded();
  await expect(row).toBeVisible();
}

/** The cells of the grid whose text is wider than the cell: cut off on screen. */
function cutCells(page: Page, grid: string): Promise<string[]> {
  return page.getByRole('grid', { name: grid }).evaluate((element) =>
    [...element.querySelectorAll('.MuiDataGrid-row .MuiDataGrid-cell')].flatMap((cell) => {
      const inner = cell.firstElementChild ?? cell;
      const wide = Math.max(cell.scrollWidth - cell.clientWidth, inner.scrollWidth - inner.clientWidth);
      const field = cell.getAttribute('data-field') ?? '';
      // A name may be cut, its whole text in its hint (an ОСВ's counterparty stands where its account's code does); codes and figures never.
      const named = ['name', 'document', 'analytics'].includes(field) || (field === 'account' && cell.closest('.row-analytic') !== null);
      return wide > 0 && !named ? [`${field}: ${cell.textContent ?? ''}`] : [];
    }),
  );
}

test('the ОСВ of a quarter of millions unfolds all, prints with the company and signatures, and its card shows millions whole (both languages)', async ({
  appPage,
  browserHost,
}) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');
  await appPage.setViewportSize({ width: 1366, height: 768 });

  // A quarter of its own with figures up to 999 999 999,99: goods bought and sold, part of the sale paid.
  const settings = (await bridge(appPage, 'company.settings', {})).data;
  const store = (await bridge(appPage, 'stores.index', { pageSize: 1, offset: 0 })).data[0]!;
  const supplier = (await bridge(appPage, 'agents.update', { uid: randomUUID(), name: 'ТОВ «Постачальник мільйонів»' })).data;
  const customer = (await bridge(appPage, 'agents.update', { uid: randomUUID(), name: 'ТОВ «Покупець мільйонів»' })).data;
  const goods = (await bridge(appPage, 'entities.update', { uid: randomUUID(), name: 'Турбіна ОСВ', kind: 'goods', unit: 'шт' })).data;
  const post = async (uid: string) => bridge(appPage, 'documents.setDone', { uid, done: true });
  const receipt = {
    uid: randomUUID(),
    type: 'waybillIn',
    date: '2032-01-20',
    vatCode: null,
    agent: { uid: supplier.uid },
    storeIn: { uid: store.uid },
  };
  await bridge(appPage, 'documents.update', { ...receipt, details: [{ entity: { uid: goods.uid }, qty: 1, price: '987654321.09' }] });
  await post(receipt.uid);
  const sale = {
    uid: randomUUID(),
    type: 'waybillOut',
    date: '2032-02-10',
    vatCode: null,
    agent: { uid: customer.uid },
    storeOut: { uid: store.uid },
  };
  await bridge(appPage, 'documents.update', { ...sale, details: [{ entity: { uid: goods.uid }, qty: 1, price: '999999999.99' }] });
  await post(sale.uid);
  const payment = { uid: randomUUID(), type: 'payFromCustomer', date: '2032-03-02', sum: '123456789.01', agent: { uid: customer.uid } };
  await bridge(appPage, 'payments.update', payment);
  await post(payment.uid);

  await shell.goTo(WORDS.uk.reports);
  const reports = new ReportsScreen(appPage);
  await reports.tab(WORDS.uk.tab);
  await reports.fillDate(WORDS.uk.from, '2032-02-14');
  await reports.choose(WORDS.uk.preset, WORDS.uk.quarter);
  await reports.run(WORDS.uk.run);
  await expect(appPage.getByRole('heading', { name: 'Оборотно-сальдова відомість — 01.01.2032 – 31.03.2032' })).toBeVisible();
  await appPage.getByRole('button', { name: PRINT_WORDS.uk.unfoldAll }).click();
  // Every account tracked by counterparties or goods is read: the report is whole once it stops reading.
  await expect(appPage.getByRole('progressbar')).toBeHidden();
  const grid = reports.grid(WORDS.uk.tab);
  const customerRow = grid.getByRole('row').filter({ hasText: customer.name });
  await showRow(appPage, WORDS.uk.tab, customer.name);
  await expect(customerRow.locator('[data-field="debit"]')).toHaveText('999 999 999,99');
  await expect(customerRow.locator('[data-field="account"]')).toHaveText(customer.name);
  expect(await cutCells(appPage, WORDS.uk.tab)).toEqual([]);
  await appPage.mouse.move(1300, 100);
  await appPage.screenshot({ path: join(SHOTS, 'trial-balance-uk-unfolded.png') });
  // The total, in bold, at the end of the one grid: its figures whole too.
  await showRow(appPage, WORDS.uk.tab, WORDS.uk.total);
  await appPage.screenshot({ path: join(SHOTS, 'trial-balance-uk-total.png') });
  expect(await cutCells(appPage, WORDS.uk.tab)).toEqual([]);
  await showRow(appPage, WORDS.uk.tab, customer.name);

  await inBothLanguages(shell, async (lang) => {
    const w = PRINT_WORDS[lang];
    await expect(appPage.getByRole('button', { name: w.foldAll })).toBeVisible();
    await expect(appPage.getByRole('combobox', { name: w.detail })).toHaveText(w.all);
    await showRow(appPage, WORDS[lang].tab, customer.name);
  });

  // «Друк»: the ОСВ as unfolded, on A4 in the viewer, saved and printed from there.
  await reports.stubPrint();
  for (const lang of ['uk', 'en'] as const) {
    if ((await shell.documentLanguage()) !== lang) await shell.switchLanguage(lang === 'uk' ? 'Українська' : 'English');
    const w = PRINT_WORDS[lang];
    await appPage.getByRole('button', { name: w.print, exact: true }).click();
    await expect(appPage.getByTestId('pdf-page-of')).toHaveText(w.pageOf);
    await expect(appPage.getByTestId('pdf-page')).toBeVisible();
    if (lang === 'uk') await appPage.screenshot({ path: join(SHOTS, 'trial-balance-uk-print-viewer.png') });
    const downloading = appPage.waitForEvent('download');
    await appPage.getByRole('dialog').getByRole('button', { name: w.save, exact: true }).click();
    const pdfFile = join(SHOTS, `trial-balance-${lang}.pdf`);
    await (await downloading).saveAs(pdfFile);
    const { stdout: text } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', pdfFile, '-']);
    for (const words of [...w.printed, settings.name, settings.accountant, settings.director, customer.name, goods.name])
      expect(text).toContain(words);
    expect(text.replace(/\s/g, ' ')).toContain('999 999 999,99');
    if (lang === 'uk')
      await run('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdfFile, join(SHOTS, 'trial-balance-uk-printed')]);
    const before = await appPage.evaluate(() => (window as unknown as { printed: number }).printed);
    await appPage.getByRole('dialog').getByRole('button', { name: w.print, exact: true }).click();
    await expect.poll(() => appPage.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(before + 1);
    await appPage.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await appPage.getByRole('button', { name: w.close, exact: true }).click();
    await expect(appPage.getByTestId('pdf-page-of')).toBeHidden();
  }
  await shell.switchLanguage('Українська');

  // The customer's card: millions whole at 1366 px; Back returns to the ОСВ, unfolded as it was.
  await customerRow.dblclick();
  await expect(appPage.getByRole('tab', { name: WORDS.uk.cardTab, selected: true })).toBeVisible();
  const card = reports.grid(WORDS.uk.cardTab);
  await expect(card.getByRole('row').filter({ hasText: WORDS.uk.sale }).locator('[data-field="debit"]')).toHaveText('999 999 999,99');
  await expect(card.getByRole('row').filter({ hasText: 'Обороти й сальдо на кінець' }).locator('[data-field="balance"]')).toHaveText(
    'Дт 876 543 210,98',
  );
  expect(await cutCells(appPage, WORDS.uk.cardTab)).toEqual([]);
  await appPage.mouse.move(1300, 100);
  await appPage.screenshot({ path: join(SHOTS, 'trial-balance-uk-card-millions.png') });
  await inBothLanguages(shell, async (lang) => {
    await expect(reports.grid(WORDS[lang].cardTab).getByRole('row').filter({ hasText: WORDS[lang].sale })).toHaveCount(1);
    expect(await cutCells(appPage, WORDS[lang].cardTab)).toEqual([]);
  });
  await appPage.goBack();
  await expect(appPage.getByRole('tab', { name: WORDS.uk.tab, selected: true })).toBeVisible();
  await expect(appPage).toHaveURL(/#\/reports\/trialBalance$/);
  await showRow(appPage, WORDS.uk.tab, customer.name);
  await expect(customerRow).toBeVisible();
});
