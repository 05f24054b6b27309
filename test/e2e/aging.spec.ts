import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import type { Aging } from '../../shared/api/aging.js';
import { formatAmountUk } from '../../shared/api/format-uk.js';
import { Decimal } from '../../shared/api/money.js';
import { defined } from '../support/checked.js';
import { expect, test, type DemoService } from './support/fixtures.js';
import { bridge, kyivDaysAgo } from './support/page-bridge.js';
import { startServiceWithoutInfo, type ServiceWithoutInfo } from './support/service-without-info.js';
import { reconciliationHref } from '../../renderer/src/lib/reconciliation-link.js';
import { agingHref } from '../../renderer/src/lib/aging-link.js';
import { AppShell } from './pages/app-shell.js';
import { ConnectionsScreen } from './pages/connections-screen.js';
import { inBothLanguages, REPORT_WORDS } from './pages/reports-languages.js';
import { ReportsScreen } from './pages/reports-screen.js';

/** Screenshots for review, outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

test.describe.configure({ mode: 'serial' });

/** A service without /service/info, so without the extensions. */
let bare: ServiceWithoutInfo | undefined;
/** A "cloud" service of our own on a copy of the demo company: the test stops it to go offline. */
let cloud: DemoService | undefined;
test.beforeAll(async ({ startDemoService }) => {
  bare = await startServiceWithoutInfo();
  cloud = await startDemoService('aging-cloud');
});
test.afterAll(async () => {
  await bare?.stop();
  await cloud?.stop();
});

const TODAY = kyivDaysAgo(0);

const WORDS = {
  uk: {
    card: 'Прострочені борги покупців',
    total: (sum: string) => `Прострочено понад 30 днів: ${sum} грн`,
    all: 'Борги за термінами',
    grid: 'Борги за термінами',
    buckets: ['0–30 днів', '31–60 днів', '61–90 днів', 'Понад 90 днів', 'Аванси'],
    heading: `Заборгованість покупців за термінами — ${TODAY.split('-').reverse().join('.')}`,
    only: 'Показано лише:',
    showAll: 'Показати всіх',
    xlsx: 'Excel (xlsx)',
    print: 'Друк',
    pageOf: /^Сторінка 1 з \d+$/,
    close: 'Закрити',
    back: /^(До переліку|Закрити)$/,
    title: 'Заборгованість покупців за термінами',
  },
  en: {
    card: 'Overdue customer debts',
    total: (sum: string) => `Overdue beyond 30 days: ${sum} UAH`,
    all: 'Aging report',
    grid: 'Aging',
    buckets: ['0–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Advances'],
    heading: `Receivables by age — ${TODAY.split('-').reverse().join('.')}`,
    only: 'Shown only:',
    showAll: 'Show all',
    xlsx: 'Excel (xlsx)',
    print: 'Print',
    pageOf: /^Page 1 of \d+$/,
    close: 'Close',
    back: /^(Back to the list|Close)$/,
    title: 'Receivables by age',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** The customers' aging today as the service makes it, and the customer with the most overdue beyond 30 days. */
async function expectedAging(page: Page): Promise<{ data: Aging; top: Aging['rows'][number] }> {
  const data = (await bridge(page, 'reports.aging', { date: TODAY, side: 'receivable' })).data;
  const top = [...data.rows].sort((a, b) => new Decimal(b.over30).comparedTo(a.over30))[0];
  if (!top || top.over30 <= 0) throw new Error('the demo company has no debts overdue beyond 30 days');
  return { data, top };
}

/** Presses a download button and returns the file's name and bytes. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const file = await downloading;
  const path = join(tmpdir(), `oblik-e2e-${Date.now()}-${file.suggestedFilename()}`);
  await file.saveAs(path);
  const bytes = readFileSync(path);
  rmSync(path, { force: true });
  return { name: file.suggestedFilename(), bytes };
}

/** The xlsx export: the title on top, and the counterparty's name and balance among the rows. */
async function checkXlsx(page: Page, w: Words, row: Aging['rows'][number]) {
  const file = await download(page, w.xlsx);
  expect(file.name).toBe(`${w.title} ${TODAY}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
  const sheet = defined(workbook.worksheets[0]);
  expect(sheet.getCell('A1').value).toBe(w.title);
  let balance: ExcelJS.CellValue = null;
  sheet.eachRow((line) => {
    if (line.getCell(1).value === row.agent.name) balance = line.getCell(9).value;
  });
  expect(balance).toBe(row.balance);
}

/** «Друк»: the report's PDF in a viewer, printed from there through the page's print. */
async function checkPrint(page: Page, w: Words) {
  await page.getByRole('button', { name: w.print, exact: true }).click();
  await expect(page.getByTestId('pdf-page-of')).toHaveText(w.pageOf);
  await expect(page.getByTestId('pdf-page')).toBeVisible();
  await new ReportsScreen(page).stubPrint();
  await page.getByRole('dialog').getByRole('button', { name: w.print, exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(page.locator('.oblik-print-pages img').first()).toBeAttached();
  await page.getByRole('button', { name: w.close, exact: true }).click();
  await expect(page.getByTestId('pdf-page-of')).toBeHidden();
}

test('from the dashboard card, in Ukrainian: the largest overdue customer, its documents by bucket, one opened, printed and exported', async ({
  appPage,
  browserHost,
}) => {
  const w = WORDS.uk;
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');
  const { data, top } = await expectedAging(appPage);

  const card = appPage.getByTestId('dashboard-overdue');
  await expect(card.getByRole('heading', { name: w.card })).toBeVisible();
  await expect(appPage.getByTestId('dashboard-overdue-total')).toHaveText(w.total(formatAmountUk(data.total.over30)));
  const first = card.locator('tbody tr').first();
  await expect(first).toContainText(`${top.agent.name}${formatAmountUk(top.over30)}${formatAmountUk(top.balance)}`);
  await appPage.mouse.move(1300, 100);
  await appPage.screenshot({ path: join(SHOTS, 'issue17-aging-dashboard-uk.png') });

  // The customer opens the report with it alone, its documents unfolded, each in its bucket.
  await first.getByRole('link', { name: top.agent.name }).click();
  await expect(appPage.getByRole('heading', { name: w.heading })).toBeVisible();
  await expect(appPage.getByTestId('aging-only')).toContainText(`${w.only} ${top.agent.name}`);
  const grid = appPage.getByRole('grid', { name: w.grid });
  for (const bucket of w.buckets) await expect(grid.getByRole('columnheader', { name: bucket })).toBeVisible();
  await expect(grid.locator('.row-item')).toHaveCount(1);
  await expect(grid.locator('.row-doc')).toHaveCount(top.items.length);
  const oldest = defined(top.items[0]);
  const doc = grid.locator('.row-doc').first();
  await expect(doc).toContainText(oldest.document.no);
  await expect(doc).toContainText(oldest.document.date.split('-').reverse().join('.'));
  await expect(doc.locator('[data-field="days"]')).toHaveText(String(oldest.days));
  await expect(doc.locator(`[data-field="${oldest.bucket}"]`)).toHaveText(formatAmountUk(oldest.open));
  await expect(grid.locator('.row-item [data-field="balance"]')).toHaveText(formatAmountUk(top.balance));
  await appPage.mouse.move(1300, 100);
  await appPage.screenshot({ path: join(SHOTS, 'issue17-aging-report-uk.png') });

  await checkXlsx(appPage, w, top);
  await checkPrint(appPage, w);

  // One click opens the document; going back shows the same report.
  await doc.click();
  await expect(appPage).toHaveURL(new RegExp(`#/(documents|payments)/${oldest.document.uid}$`));
  await appPage.getByRole('button', { name: w.back }).click();
  await expect(grid.locator('.row-doc')).toHaveCount(top.items.length);

  // All customers, then folded: one line each and the total.
  await appPage.getByRole('button', { name: w.showAll, exact: true }).click();
  expect(data.rows.length).toBeLessThan(90); // one page of the grid holds them all, with the unfolded documents
  await expect(grid.locator('.row-item')).toHaveCount(data.rows.length);
  await expect(grid.locator('.row-total')).toContainText(formatAmountUk(data.total.balance));
});

test('from the dashboard, in English: the whole report, a customer unfolded from the keyboard, a document opened, printed and exported', async ({
  appPage,
}) => {
  const w = WORDS.en;
  const shell = new AppShell(appPage);
  await shell.switchLanguage('English');
  await shell.goTo('Home');
  const { data, top } = await expectedAging(appPage);
  const card = appPage.getByTestId('dashboard-overdue');
  await expect(appPage.getByTestId('dashboard-overdue-total')).toHaveText(w.total(formatAmountUk(data.total.over30)));
  await card.getByRole('link', { name: w.all, exact: true }).click();

  await expect(appPage.getByRole('heading', { name: w.heading })).toBeVisible();
  await expect(appPage.getByTestId('aging-only')).toHaveCount(0);
  const grid = appPage.getByRole('grid', { name: w.grid });
  for (const bucket of w.buckets) await expect(grid.getByRole('columnheader', { name: bucket })).toBeVisible();
  await expect(grid.locator('.row-total [data-field="over90"]')).toHaveText(formatAmountUk(data.total.over90));

  // Enter on a customer's line unfolds its documents.
  const customer = grid.locator('.row-item').filter({ hasText: top.agent.name });
  await customer.locator('[data-field="agent"]').click();
  await expect(grid.locator('.row-doc')).toHaveCount(top.items.length);
  await customer.locator('[data-field="agent"]').press('Enter');
  await expect(grid.locator('.row-doc')).toHaveCount(0);
  await customer.locator('[data-field="agent"]').press('Enter');
  await expect(grid.locator('.row-doc')).toHaveCount(top.items.length);

  await checkXlsx(appPage, w, top);
  await checkPrint(appPage, w);

  const oldest = defined(top.items[0]);
  await grid.locator('.row-doc').first().click();
  await expect(appPage).toHaveURL(new RegExp(`#/(documents|payments)/${oldest.document.uid}$`));
  await appPage.getByRole('button', { name: w.back }).click();
  await expect(grid.locator('.row-doc')).toHaveCount(top.items.length);
  await shell.switchLanguage('Українська');
});

test('offline, the aging report opens from the saved runs with the "as of" banner (both languages)', async ({ appPage }) => {
  const shell = new AppShell(appPage);
  const connections = new ConnectionsScreen(appPage);
  const service = defined(cloud, 'the cloud service of beforeAll');
  await shell.switchLanguage('English');
  await shell.goTo('Connections');
  await connections.addCloudAccount('Aging office', service.url, service.token);
  await connections.use('Aging office');
  await expect(shell.activeConnection).toHaveText('Aging office');
  const { data } = await expectedAging(appPage);

  await shell.goTo('Reports');
  const reports = new ReportsScreen(appPage);
  await reports.tab('Aging');
  await reports.choose('Side', 'Customers (361)');
  await reports.run('Run');
  const grid = appPage.getByRole('grid', { name: WORDS.en.grid });
  await expect(grid.locator('.row-total [data-field="balance"]')).toHaveText(formatAmountUk(data.total.balance));
  await expect(reports.offlineBanner).toHaveCount(0);

  await service.stop();
  await reports.tab('Saved runs');
  await reports.cachedRun('Aging').getByRole('button', { name: 'Open' }).click();
  await inBothLanguages(shell, async (lang) => {
    await expect(reports.offlineBanner).toHaveText(REPORT_WORDS[lang].offline);
    await expect(appPage.getByRole('grid', { name: WORDS[lang].grid }).locator('.row-item')).toHaveCount(data.rows.length);
    await expect(appPage.getByRole('grid', { name: WORDS[lang].grid }).locator('.row-total [data-field="balance"]')).toHaveText(
      formatAmountUk(data.total.balance),
    );
  });

  await shell.goTo('Connections');
  await connections.switchToDemo();
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  await connections.remove('Aging office');
  await expect(connections.row('Aging office')).toHaveCount(0);
  await shell.switchLanguage('Українська');
});

test('on a service without the extensions the month-end screens are hidden with the reason, and the card is not shown (both languages)', async ({
  appPage,
}) => {
  const service = bare;
  if (!service) throw new Error('the service was not started');
  const shell = new AppShell(appPage);
  const connections = new ConnectionsScreen(appPage);
  await shell.switchLanguage('English');
  await shell.goTo('Connections');
  await connections.addCloudAccount('No month-end', service.url, service.token);
  await connections.use('No month-end');
  await expect(shell.activeConnection).toHaveText('No month-end');

  await shell.goTo('Home');
  await expect(appPage.getByTestId('dashboard-invoices')).toBeVisible();
  await expect(appPage.getByTestId('dashboard-overdue')).toHaveCount(0);

  await appPage.evaluate((hash) => (window.location.hash = hash), agingHref({ date: TODAY }));
  const agingReason = appPage.getByTestId('aging-not-offered');
  await inBothLanguages(shell, async (lang) => {
    await expect(agingReason).toContainText(lang === 'uk' ? 'не надає звіт «Борги за термінами»' : 'does not offer the aging report');
    await expect(agingReason).toContainText('report.aging');
    await expect(appPage.getByTestId('dashboard-overdue')).toHaveCount(0);
  });
  await new ReportsScreen(appPage).tab('Agent turnover');
  await new ReportsScreen(appPage).tab('Aging');
  await expect(agingReason).toBeVisible();

  await appPage.evaluate((hash) => (window.location.hash = hash), reconciliationHref());
  const actReason = appPage.getByTestId('reconciliation-not-offered');
  await inBothLanguages(shell, async (lang) => {
    await expect(actReason).toContainText(lang === 'uk' ? 'не надає акт звірки' : 'does not offer the reconciliation statement');
    await expect(actReason).toContainText('report.reconciliation');
  });
  await shell.goTo('Documents');
  await expect(shell.heading('Documents')).toBeVisible();
  await expect(appPage.getByTestId('open-reconciliation')).toHaveCount(0);

  await shell.goTo('Connections');
  await connections.switchToDemo();
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  await connections.remove('No month-end');
  await expect(connections.row('No month-end')).toHaveCount(0);
  await shell.switchLanguage('Українська');
});
