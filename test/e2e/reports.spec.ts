import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { Decimal, sumDecimals } from '../../shared/api/money.js';
import { formatAmountUk } from '../../shared/api/format-uk.js';
import { expect, test, type DemoService } from './support/fixtures.js';
import { bridge, kyivDaysAgo } from './support/page-bridge.js';
import { AppShell } from './pages/app-shell.js';
import { ConnectionsScreen } from './pages/connections-screen.js';
import { inBothLanguages, REPORT_WORDS, type Lang } from './pages/reports-languages.js';
import { ReportsScreen } from './pages/reports-screen.js';
import { defined } from '../support/checked.js';

/** Screenshots for review, outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

test.describe.configure({ mode: 'serial' });

const FIGURES = ['balanceStartDb', 'balanceStartCr', 'dbSum', 'crSum', 'balanceEndDb', 'balanceEndCr'] as const;

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

/** A "cloud" service of our own on a copy of the demo company: the test stops it to go offline. */
let cloud: DemoService | undefined;

test.beforeAll(async ({ startDemoService }) => {
  cloud = await startDemoService('reports-cloud');
});

test.afterAll(async () => {
  await cloud?.stop();
});

test('the stock balance of a store on a past date matches the service, exports to xlsx and PDF, prints (both languages)', async ({
  appPage,
  browserHost,
}) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');
  await shell.goTo('Звіти');
  const reports = new ReportsScreen(appPage);
  const date = kyivDaysAgo(30);
  await reports.fillDate('На дату', date);
  await reports.choose('Склад', 'Центральний склад');
  await reports.run('Сформувати');

  const stores = await bridge(appPage, 'stores.index', { pageSize: 20, offset: 0 });
  const central = stores.data.find((s) => s.name === 'Центральний склад')!;
  const reply = await bridge(appPage, 'reports.warehouseBalance', { date, store: central.uid });
  expect(reply.data.rows.length).toBeGreaterThan(0);
  const expected = sumDecimals(reply.data.rows.map((row) => new Decimal(row.sum)));
  await inBothLanguages(shell, async (lang) => {
    const w = REPORT_WORDS[lang];
    await expect(shell.heading(w.reports)).toBeVisible();
    await expect(reports.grandTotal).toHaveText(formatAmountUk(expected)); // figures are Ukrainian in both languages
    await expect(reports.grid(w.balanceTitle).getByRole('columnheader', { name: w.sum })).toBeVisible();
    if (lang === 'uk') {
      await appPage.mouse.move(700, 100);
      await appPage.screenshot({ path: join(SHOTS, 'issue6-report-balance.png') });
    }
  });

  await reports.toLastPage();
  await inBothLanguages(shell, async (lang) => {
    const w = REPORT_WORDS[lang];
    const grid = reports.grid(w.balanceTitle);
    await expect(grid.locator('.row-subtotal')).toContainText(`${w.subtotal}: Центральний склад`);
    await expect(grid.locator('.row-total')).toContainText(w.total);
    await expect(grid.locator('.row-total')).toContainText(formatAmountUk(expected));
  });

  // Sorting by sum keeps the store's subtotal and the total where they are.
  await reports.grid(REPORT_WORDS.uk.balanceTitle).getByRole('columnheader', { name: REPORT_WORDS.uk.sum }).click();
  await reports.toLastPage();
  await inBothLanguages(shell, async (lang) => {
    await expect(reports.grid(REPORT_WORDS[lang].balanceTitle).locator('.MuiDataGrid-row').last()).toHaveClass(/row-total/);
  });

  const sheets: Partial<Record<Lang, ExcelJS.Worksheet>> = {};
  await inBothLanguages(shell, async (lang) => {
    const file = await download(appPage, REPORT_WORDS[lang].xlsx);
    expect(file.name).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    sheets[lang] = workbook.worksheets[0];
  });
  for (const lang of ['uk', 'en'] as const) {
    const w = REPORT_WORDS[lang];
    const sheet = sheets[lang]!;
    expect(sheet.getCell('B3').value).toBe('Центральний склад');
    expect(sheet.getCell('A6').value).toBe(w.store);
    const sums: number[] = [];
    let totalCell: ExcelJS.CellValue = null;
    sheet.eachRow((row, number) => {
      if (number <= 6) return;
      const sum = row.getCell(7).value;
      if (row.getCell(1).value === w.total) totalCell = sum;
      else if (row.getCell(3).value !== w.subtotal) sums.push(sum as number);
    });
    expect(sums).toHaveLength(reply.data.rows.length);
    for (const value of sums) expect(typeof value).toBe('number');
    expect(totalCell).toBe(Number(expected.toFixed()));
  }

  await reports.stubPrint();
  await inBothLanguages(shell, async (lang) => {
    const w = REPORT_WORDS[lang];
    const pdf = await download(appPage, w.pdf);
    expect(pdf.name).toBe(`${w.balanceTitle} ${date}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89\d* 595\.2\d*\]/); // A4 landscape
    // Print: a print-only table whose header row (thead) the browser repeats on every page.
    await appPage.getByRole('button', { name: w.print, exact: true }).click();
    const printed = appPage.locator('.oblik-print');
    await expect(printed.locator('thead th').first()).toHaveText(w.store);
    await expect(printed.locator('tbody tr').last()).toContainText(formatAmountUk(expected));
    await printed.evaluate((node) => {
      node.remove();
    });
  });
  expect(await appPage.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
});

test('a balance row opens the documents that moved it, and one of them opens in the editor (both languages)', async ({ appPage }) => {
  const shell = new AppShell(appPage);
  const reports = new ReportsScreen(appPage);
  const grid = reports.grid(REPORT_WORDS.uk.balanceTitle);
  const dialog = reports.drill();
  // Goods whose balance in the store differs between the drill's first day and the report's date were
  // moved in between (the drill starts three months before the report's month); the service says which.
  const date = kyivDaysAgo(30);
  const from = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  from.setUTCMonth(from.getUTCMonth() - 3);
  from.setUTCDate(0); // the day before the drill's first
  const stores = await bridge(appPage, 'stores.index', { pageSize: 20, offset: 0 });
  const central = defined(stores.data.find((s) => s.name === 'Центральний склад'));
  const before = await bridge(appPage, 'reports.warehouseBalance', { date: from.toISOString().slice(0, 10), store: central.uid });
  const after = await bridge(appPage, 'reports.warehouseBalance', { date, store: central.uid });
  const opening = new Map(before.data.rows.map((row) => [row.entity.uid, row.qty]));
  const moved = after.data.rows.filter((row) => opening.get(row.entity.uid) !== row.qty).map((row) => row.entity.name);
  expect(moved.length).toBeGreaterThan(0);
  const name = await reports.scrollToRowNamed(REPORT_WORDS.uk.balanceTitle, moved);
  const row = grid.locator('.row-item').filter({ has: appPage.locator('[data-field="name"]').getByText(name, { exact: true }) });
  const qty = await row.locator('[data-field="qty"]').innerText();
  await row.click();
  await expect(reports.openableDrillRows().first()).toBeVisible();
  await expect(dialog.getByTestId('drill-row').last()).toContainText(qty); // opening + in − out = the report's balance
  await inBothLanguages(shell, async (lang) => {
    const w = REPORT_WORDS[lang];
    await expect(dialog.getByRole('heading')).toContainText(`${name} — Центральний склад: ${w.stockMoves}`);
    await expect(dialog.getByTestId('drill-row').last()).toContainText(w.closing);
    if (lang === 'uk') await appPage.screenshot({ path: join(SHOTS, 'issue6-report-balance-drill.png') });
  });
  const first = reports.openableDrillRows().first();
  await expect(first).toBeVisible();
  await first.focus();
  await appPage.keyboard.press('Enter');
  const editor = appPage.getByTestId('document-editor');
  await expect(editor.getByRole('heading', { level: 1 })).toContainText('№');
  expect(appPage.url()).toMatch(/#\/documents\/[0-9a-f-]{36}$/);
  await inBothLanguages(shell, async (lang) => {
    await expect(editor.getByRole('button', { name: REPORT_WORDS[lang].back })).toBeVisible();
  });
  await editor.getByRole('button', { name: REPORT_WORDS.uk.back }).click();
  // Back on the report, as it was left.
  await expect(reports.grandTotal).toBeVisible();
  await expect(shell.heading(REPORT_WORDS.uk.reports)).toBeVisible();
});

test('agent turnover on 361: opening + debit − credit = closing on every row; a row opens its documents (both languages)', async ({
  appPage,
}) => {
  const shell = new AppShell(appPage);
  await shell.switchLanguage('English');
  await expect(shell.heading('Reports')).toBeVisible();
  const reports = new ReportsScreen(appPage);
  await reports.tab('Agent turnover');
  await reports.fillDate('From', kyivDaysAgo(90));
  await reports.fillDate('To', kyivDaysAgo(0));
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
  const total = defined(
    rows.find((row) => row.kind === 'total'),
    'the total row',
  );
  for (const figure of FIGURES) {
    expect(total.values[figure].toFixed(2)).toBe(sumDecimals(items.map((row) => row.values[figure])).toFixed(2));
  }
  const totalText = (await grid.locator('.row-total').textContent()) ?? '';
  await inBothLanguages(shell, async (lang) => {
    const w = REPORT_WORDS[lang];
    const shown = reports.grid(w.turnoverTitle);
    await expect(shown.getByRole('columnheader', { name: w.openingDb })).toBeVisible();
    await expect(shown.locator('.row-total')).toHaveText(totalText.replace('Total', w.total));
    if (lang === 'en') {
      await appPage.mouse.move(700, 100);
      await appPage.screenshot({ path: join(SHOTS, 'issue6-report-turnover.png') });
    }
  });

  // An agent with a debit turnover has documents in the period.
  const active = grid
    .locator('.row-item')
    .filter({ has: appPage.locator('[data-field="dbSum"]', { hasText: /\d/ }) })
    .first();
  const agent = await active.locator('[data-field="agent"]').innerText();
  await active.click();
  await inBothLanguages(shell, async (lang) => {
    await expect(reports.drill().getByRole('heading')).toContainText(`${agent}: ${REPORT_WORDS[lang].agentDocs}`);
  });
  await expect(reports.openableDrillRows().first()).toBeVisible();
  await appPage.screenshot({ path: join(SHOTS, 'issue6-report-turnover-drill.png') });
  await reports.openableDrillRows().first().click();
  expect(appPage.url()).toMatch(/#\/(documents|payments)\/[0-9a-f-]{36}$/);
  const leave = appPage.getByRole('button', { name: /^(Back to the list|Close)$/ });
  await inBothLanguages(shell, async (lang) => {
    await expect(
      appPage.getByRole('button', { name: new RegExp(`^(${REPORT_WORDS[lang].back}|${REPORT_WORDS[lang].paymentClose})$`) }),
    ).toBeVisible();
  });
  await leave.click();
  await expect(reports.grid('Agent turnover').locator('.row-total')).toBeVisible();
});

test('offline, both reports open from the saved runs with the "as of" banner (both languages)', async ({ appPage }) => {
  const shell = new AppShell(appPage);
  const connections = new ConnectionsScreen(appPage);
  const service = defined(cloud, 'the cloud service of beforeAll');
  await shell.goTo('Connections');
  await connections.addCloudAccount('Reports office', service.url, service.token);
  await connections.use('Reports office');
  await expect(shell.activeConnection).toHaveText('Reports office');

  // The service itself answers the report (if not, its own message says why, not a screen's timeout).
  const direct = await fetch(`${service.url}/report/warehousebalance/`, { headers: { Authorization: service.token } });
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

  await service.stop();
  await reports.tab('Saved runs');
  await inBothLanguages(shell, async (lang) => {
    const w = REPORT_WORDS[lang];
    await expect(reports.cachedRun(w.balanceTitle)).toHaveCount(1);
    await expect(reports.cachedRun(w.turnoverTitle).getByRole('button', { name: w.open })).toBeVisible();
  });
  await reports.cachedRun('Stock balance by store').getByRole('button', { name: 'Open' }).click();
  await inBothLanguages(shell, async (lang) => {
    await expect(reports.offlineBanner).toHaveText(REPORT_WORDS[lang].offline);
    await expect(reports.grandTotal).toHaveText(liveTotal);
  });
  await appPage.screenshot({ path: join(SHOTS, 'issue6-report-balance-offline.png') });

  await reports.tab('Saved runs');
  await reports.cachedRun('Agent turnover').getByRole('button', { name: 'Open' }).click();
  await inBothLanguages(shell, async (lang) => {
    await expect(reports.offlineBanner).toHaveText(REPORT_WORDS[lang].offline);
    await expect(reports.grid(REPORT_WORDS[lang].turnoverTitle).locator('.row-total')).toHaveText(
      liveTurnoverTotal.replace('Total', REPORT_WORDS[lang].total),
    );
  });

  await shell.goTo('Connections');
  await connections.switchToDemo();
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  await connections.remove('Reports office');
  await expect(connections.row('Reports office')).toHaveCount(0);
});
