import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { Decimal, sumDecimals } from '../../shared/api/money.js';
import { formatAmountUk } from '../../shared/api/format-uk.js';
import { expect, test } from './support/fixtures.js';
import { ROOT, startTs, type Running } from './support/processes.js';
import { AppShell } from './pages/app-shell.js';
import { ConnectionsScreen } from './pages/connections-screen.js';
import { ReportsScreen } from './pages/reports-screen.js';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

test.describe.configure({ mode: 'serial' });

const FIGURES = ['balanceStartDb', 'balanceStartCr', 'dbSum', 'crSum', 'balanceEndDb', 'balanceEndCr'] as const;

/** A date `days` before today, in Kyiv time like the browser's. */
function daysAgo(days: number): string {
  const kyiv = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Kyiv' }));
  kyiv.setDate(kyiv.getDate() - days);
  return `${kyiv.getFullYear()}-${String(kyiv.getMonth() + 1).padStart(2, '0')}-${String(kyiv.getDate()).padStart(2, '0')}`;
}

/** Calls the bridge the way the page does, so the test compares the screen with the service's own reply. */
async function bridge<T>(page: Page, op: string, request: unknown): Promise<T> {
  return page.evaluate(async ([name, body]) => {
    const response = await fetch(`/bridge/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Oblik-Session': sessionStorage.getItem('oblik.session') ?? '' },
      body: JSON.stringify(body),
    });
    const reply = await response.json();
    if (!reply.ok) throw new Error(JSON.stringify(reply.error));
    return reply.value;
  }, [op, request] as const) as Promise<T>;
}

interface BalanceReply { data: { rows: { sum: number }[] } }
interface StoresReply { data: { uid: string; name: string }[] }

/** A "cloud" service of our own on a copy of the demo company: the test stops it to go offline. */
let cloud: { url: string; token: string; running: Running; dir: string } | undefined;

test.beforeAll(async () => {
  const template = process.env.OBLIK_E2E_DEMO_TEMPLATE;
  if (!template) throw new Error('the demo template was not seeded');
  const dir = mkdtempSync(join(tmpdir(), 'oblik-e2e-reports-cloud-'));
  cpSync(template, dir, { recursive: true });
  const token = `e2e-reports-${Date.now()}`;
  const running = await startTs('server/cli.ts', ['--data', dir, '--port', '0', '--token', token], /listening on (http:\/\/127\.0\.0\.1:\d+)/);
  cloud = { url: running.match[1], token, running, dir };
});

test.afterAll(async () => {
  await cloud?.running.stop();
  if (cloud) rmSync(cloud.dir, { recursive: true, force: true });
});

test('the stock balance of a store on a past date matches the service, and exports to xlsx', async ({ appPage, browserHost }) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');
  await shell.goTo('Звіти');
  await expect(shell.heading('Звіти')).toBeVisible();
  const reports = new ReportsScreen(appPage);
  const date = daysAgo(30);
  await reports.fillDate('На дату', date);
  await reports.choose('Склад', 'Центральний склад');
  await reports.run('Сформувати');

  const stores = await bridge<StoresReply>(appPage, 'stores.index', { pageSize: 20, offset: 0 });
  const central = stores.data.find((s) => s.name === 'Центральний склад')!;
  const reply = await bridge<BalanceReply>(appPage, 'reports.warehouseBalance', { date, store: central.uid });
  expect(reply.data.rows.length).toBeGreaterThan(0);
  const expected = sumDecimals(reply.data.rows.map((row) => new Decimal(row.sum)));
  await expect(reports.grandTotal).toHaveText(formatAmountUk(expected));
  const grid = reports.grid('Залишки товарів на складах');
  await appPage.screenshot({ path: join(SHOTS, 'report-balance-uk.png') });
  await reports.toLastPage();
  await expect(grid.locator('.row-subtotal')).toContainText('Центральний склад');
  await expect(grid.locator('.row-total')).toContainText(formatAmountUk(expected));
  await grid.locator('.row-total').scrollIntoViewIfNeeded();
  await appPage.mouse.move(700, 100); // no tooltip over the figures
  await appPage.screenshot({ path: join(SHOTS, 'report-balance-uk-last-page.png') });

  // Sorting by sum keeps the store's subtotal and the total where they are.
  await grid.getByRole('columnheader', { name: 'Сума, грн' }).click();
  await reports.toLastPage();
  await expect(grid.locator('.MuiDataGrid-row').last()).toHaveClass(/row-total/);

  const downloading = appPage.waitForEvent('download');
  await appPage.getByRole('button', { name: 'Excel (xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = join(tmpdir(), `oblik-e2e-balance-${Date.now()}.xlsx`);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  rmSync(file, { force: true });
  const sheet = workbook.worksheets[0];
  expect(sheet.getCell('B3').value).toBe('Центральний склад');
  const sums: number[] = [];
  let totalCell: ExcelJS.CellValue = null;
  sheet.eachRow((row, number) => {
    if (number <= 6) return;
    const sum = row.getCell(7).value;
    if (row.getCell(1).value === 'Разом') totalCell = sum;
    else if (row.getCell(3).value !== 'Разом по складу') sums.push(sum as number);
  });
  expect(sums).toHaveLength(reply.data.rows.length);
  for (const value of sums) expect(typeof value).toBe('number');
  expect(totalCell).toBe(Number(expected.toFixed()));
});

test('agent turnover on 361: opening + debit − credit = closing on every row (in English)', async ({ appPage }) => {
  const shell = new AppShell(appPage);
  await shell.switchLanguage('English');
  await expect(shell.heading('Reports')).toBeVisible();
  const reports = new ReportsScreen(appPage);
  await reports.tab('Agent turnover');
  await reports.fillDate('From', daysAgo(90));
  await reports.fillDate('To', daysAgo(0));
  await reports.run('Run');
  const grid = reports.grid('Agent turnover');
  await expect(grid.locator('.row-total')).toBeVisible();
  const rows = await reports.gridRows('Agent turnover', FIGURES);
  const items = rows.filter((row) => row.kind === 'item');
  expect(items.length).toBeGreaterThan(0);
  for (const row of rows) {
    const v = row.values;
    const expected = v.balanceStartDb.minus(v.balanceStartCr).plus(v.dbSum).minus(v.crSum);
    expect(expected.toFixed(2), row.text).toBe(v.balanceEndDb.minus(v.balanceEndCr).toFixed(2));
  }
  const total = rows.find((row) => row.kind === 'total')!;
  for (const figure of FIGURES) {
    expect(total.values[figure].toFixed(2)).toBe(sumDecimals(items.map((row) => row.values[figure])).toFixed(2));
  }
  await appPage.screenshot({ path: join(SHOTS, 'report-turnover-en.png') });
});

test('offline, both reports open from the saved runs with the "as of" banner', async ({ appPage }) => {
  const shell = new AppShell(appPage);
  const connections = new ConnectionsScreen(appPage);
  await shell.goTo('Connections');
  await connections.addCloudAccount('Reports office', cloud!.url, cloud!.token);
  await connections.use('Reports office');
  await expect(shell.activeConnection).toHaveText('Reports office');

  // The service itself answers the report (if not, its own message says why, not a screen's timeout).
  const direct = await fetch(`${cloud!.url}/report/warehousebalance/`, { headers: { Authorization: cloud!.token } });
  expect(direct.status, await direct.text()).toBe(200);

  await shell.goTo('Reports');
  const reports = new ReportsScreen(appPage);
  await reports.run('Run');
  await expect(reports.grandTotal).toBeVisible();
  const liveTotal = await reports.grandTotal.innerText();
  await expect(reports.offlineBanner).toHaveCount(0);
  await reports.tab('Agent turnover');
  await reports.run('Run');
  await expect(reports.grid('Agent turnover').locator('.row-total')).toBeVisible();
  const liveTurnoverTotal = (await reports.grid('Agent turnover').locator('.row-total').textContent()) ?? '';

  await cloud!.running.stop();
  await reports.tab('Saved runs');
  await expect(reports.cachedRun('Stock balance by store')).toHaveCount(1);
  await reports.cachedRun('Stock balance by store').getByRole('button', { name: 'Open' }).click();
  await expect(reports.offlineBanner).toHaveText(/^As of \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, offline$/);
  await expect(reports.grandTotal).toHaveText(liveTotal);
  await appPage.screenshot({ path: join(SHOTS, 'report-balance-offline-en.png') });

  await reports.tab('Saved runs');
  await reports.cachedRun('Agent turnover').getByRole('button', { name: 'Open' }).click();
  await expect(reports.offlineBanner).toHaveText(/^As of \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, offline$/);
  await expect(reports.grid('Agent turnover').locator('.row-total')).toHaveText(liveTurnoverTotal);

  await shell.switchLanguage('Українська');
  await expect(reports.offlineBanner).toHaveText(/^Дані станом на \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, немає зв'язку$/);
  await shell.switchLanguage('English');

  await shell.goTo('Connections');
  await connections.switchToDemo();
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  await connections.remove('Reports office');
  await expect(connections.row('Reports office')).toHaveCount(0);
});
