import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures.js';
import { ROOT } from './support/processes.js';
import { AppShell } from './pages/app-shell.js';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

test.describe.configure({ mode: 'serial' });

interface AgentsReply { data: { uid: string; name: string; code?: string }[]; totalCount?: number }

/** Calls the bridge the way the page does, to compare the screen with the service's own reply. */
async function bridge<T>(page: Page, op: string, request: unknown): Promise<T> {
  return page.evaluate(async ([name, body]) => {
    const response = await fetch(`/bridge/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Oblik-Session': sessionStorage.getItem('oblik.session') ?? '' },
      body: JSON.stringify(body),
    });
    return (await response.json()).value;
  }, [op, request] as const) as Promise<T>;
}

const agentsPage = (page: Page, offset: number) => bridge<AgentsReply>(page, 'agents.index', { pageSize: 20, offset });

test('agents: every page of 20 is read, filtered by name here and found by code at the service', async ({ appPage, browserHost }) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');
  await shell.goTo('Довідники');
  await appPage.getByRole('tab', { name: 'Контрагенти' }).click();

  const first = await agentsPage(appPage, 0);
  const total = first.totalCount ?? first.data.length;
  expect(total).toBeGreaterThan(20); // more than one page, or this test proves nothing
  const count = appPage.getByTestId('agents-count');
  await expect(count).toHaveText(`Усього: ${total}`);
  const grid = appPage.getByRole('grid', { name: 'Контрагенти' });
  await expect(appPage.getByText(`1–${Math.min(total, 100)} з ${total}`)).toBeVisible(); // the grid's own count
  await appPage.screenshot({ path: join(SHOTS, 'directory-agents-uk.png') });

  const withCode = first.data.find((agent) => agent.code && /^\d{8}$/.test(agent.code))!;
  const search = appPage.getByRole('textbox', { name: 'Пошук за назвою або кодом' });
  await search.fill(withCode.name.slice(0, 12));
  await expect(grid.locator('.MuiDataGrid-row').filter({ hasText: withCode.name })).toBeVisible();
  await expect(count).toContainText('Показано:');

  await search.fill(withCode.code!);
  await appPage.getByRole('button', { name: 'Знайти за кодом ЄДРПОУ' }).click();
  await expect(count).toContainText(`Знайдено за кодом «${withCode.code}»`);
  await expect(grid.locator('.MuiDataGrid-row').filter({ hasText: withCode.name })).toBeVisible();

  await shell.switchLanguage('English');
  await expect(appPage.getByRole('button', { name: 'Show all' })).toBeVisible();
  await appPage.getByRole('button', { name: 'Show all' }).click();
  await expect(count).toHaveText(`Total: ${total}`);
});

test('import of 200 goods from xlsx: two bad rows are reported, the other 198 land', async ({ appPage }) => {
  const shell = new AppShell(appPage);
  await shell.switchLanguage('Українська');
  const before = (await bridge<{ totalCount?: number }>(appPage, 'entities.index', { pageSize: 20, offset: 0 })).totalCount ?? 0;

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Прайс');
  sheet.addRow(['Артикул', 'Найменування', 'Од.', 'Ціна', 'Штрихкод']);
  for (let i = 1; i <= 200; i++) {
    const article = `E2E-${String(i).padStart(4, '0')}`;
    const name = i === 17 ? '' : `Товар для імпорту № ${i}`; // line 18: no name
    const price = i === 150 ? 'дорого' : Number((i * 1.25).toFixed(2)); // line 151: not a number
    sheet.addRow([article, name, 'шт', price, `48200000${String(i).padStart(5, '0')}`]);
  }
  const file = join(tmpdir(), `oblik-e2e-import-${Date.now()}.xlsx`);
  await workbook.xlsx.writeFile(file);

  await appPage.getByRole('tab', { name: 'Імпорт' }).click();
  await appPage.getByTestId('import-file').setInputFiles(file);
  const summary = appPage.getByTestId('import-summary');
  await expect(summary).toHaveText('Рядків: 200, з помилками: 2, буде надіслано: 198');
  rmSync(file, { force: true }); // only now: the page reads the chosen file from disk
  const preview = appPage.getByRole('grid', { name: 'Перегляд' });
  await expect(preview.locator('.row-bad').first()).toContainText('name: required');
  await appPage.screenshot({ path: join(SHOTS, 'import-preview-uk.png') });

  await appPage.getByRole('button', { name: 'Надіслати 198' }).click();
  await expect(appPage.getByTestId('import-done')).toHaveText('Імпорт завершено: надіслано 198 записів.');
  const after = (await bridge<{ totalCount?: number }>(appPage, 'entities.index', { pageSize: 20, offset: 0 })).totalCount ?? 0;
  expect(after - before).toBe(198);
  const landed = await bridge<{ data: { name: string; price?: number }[] }>(appPage, 'entities.find', { what: 'article', value: 'E2E-0020' });
  expect(landed.data).toMatchObject([{ name: 'Товар для імпорту № 20', price: 25 }]);
  const refused = await bridge<{ data: unknown[] }>(appPage, 'entities.find', { what: 'article', value: 'E2E-0150' });
  expect(refused.data).toHaveLength(0);
  await shell.switchLanguage('English');
  await expect(appPage.getByTestId('import-done')).toHaveText('Import finished: 198 records sent.');
});
