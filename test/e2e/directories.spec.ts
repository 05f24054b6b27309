import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures.js';
import { bridge } from './support/page-bridge.js';
import { AppShell } from './pages/app-shell.js';
import { DIRECTORY_WORDS, DirectoryScreen } from './pages/directories-screen.js';
import { inBothLanguages } from './pages/reports-languages.js';
import { at, defined } from '../support/checked.js';

/** Screenshots for review, outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

test.describe.configure({ mode: 'serial' });

const agentsPage = (page: Page, offset: number) => bridge(page, 'agents.index', { pageSize: 20, offset });

test('agents: every page of 20 is read, filtered by name here and found by code at the service (both languages)', async ({
  appPage,
  browserHost,
}) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');
  await shell.goTo('Довідники');
  const dirs = new DirectoryScreen(appPage);
  await dirs.tab('Контрагенти');

  const first = await agentsPage(appPage, 0);
  const total = first.totalCount ?? first.data.length;
  expect(total).toBeGreaterThan(20); // more than one page, or this test proves nothing
  const count = dirs.count('agents-count');
  await inBothLanguages(shell, async (lang) => {
    await expect(count).toHaveText(`${DIRECTORY_WORDS[lang].total}: ${total}`);
    await expect(appPage.getByText(new RegExp(`^1–${Math.min(total, 100)} (з|of) ${total}$`))).toBeVisible(); // the grid's own count
  });

  const withCode = defined(
    first.data.find((agent) => agent.code && /^\d{8}$/.test(agent.code)),
    'a demo agent with an 8-digit code',
  );
  const code = defined(withCode.code, 'its code');
  const search = appPage.getByRole('textbox', { name: 'Пошук за назвою або кодом' });
  await search.fill(withCode.name.slice(0, 12));
  await inBothLanguages(shell, async (lang) => {
    await expect(dirs.row(DIRECTORY_WORDS[lang].agents, withCode.name)).toBeVisible();
    await expect(count).toContainText(DIRECTORY_WORDS[lang].shown);
  });

  await search.fill(code);
  await appPage.getByRole('button', { name: 'Знайти за кодом ЄДРПОУ' }).click();
  await inBothLanguages(shell, async (lang) => {
    await expect(count).toContainText(`${DIRECTORY_WORDS[lang].foundByCode}`);
    await expect(count).toContainText(code);
    await expect(dirs.row(DIRECTORY_WORDS[lang].agents, withCode.name)).toBeVisible();
  });

  // The editor explains a code of the wrong length, then Esc closes it without saving, once the user agrees to lose the change.
  await dirs.openWithEnter(dirs.row('Контрагенти', withCode.name));
  await dirs.field('code').fill('1234567');
  await dirs.save();
  await inBothLanguages(shell, async (lang) => {
    await expect(dirs.editor.getByRole('heading')).toHaveText(DIRECTORY_WORDS[lang].editAgent);
    await expect(dirs.editor.getByText(DIRECTORY_WORDS[lang].codeLength)).toBeVisible();
  });
  let asked = '';
  appPage.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await appPage.keyboard.press('Escape');
  await expect(dirs.editor).toHaveCount(0);
  expect(asked).not.toBe('');
  const kept = await bridge(appPage, 'agents.load', { uid: withCode.uid });
  expect(kept.data.code).toBe(withCode.code);

  await appPage.getByRole('button', { name: 'Показати всіх' }).click();
  await expect(count).toHaveText(`Усього: ${total}`);
});

test('goods: found by article and barcode, edited with the keyboard, the code checked, the minimum kept here (both languages)', async ({
  appPage,
}) => {
  const shell = new AppShell(appPage);
  const dirs = new DirectoryScreen(appPage);
  await dirs.tab('Товари і послуги');
  const firstPage = await bridge(appPage, 'entities.index', { pageSize: 20, offset: 0 });
  const total = firstPage.totalCount ?? 0;
  const count = dirs.count('entities-count');
  await inBothLanguages(shell, async (lang) => {
    await expect(count).toHaveText(`${DIRECTORY_WORDS[lang].total}: ${total}`);
  });

  const withArticle = defined(
    firstPage.data.find((entity) => entity.article),
    'a demo entity with an article',
  );
  const article = defined(withArticle.article, 'its article');
  const search = appPage.getByRole('textbox', { name: 'Пошук за назвою, артикулом або штрихкодом' });
  await search.fill(article);
  await appPage.getByRole('button', { name: 'Знайти за артикулом' }).click();
  await inBothLanguages(shell, async (lang) => {
    const quoted = lang === 'uk' ? `«${article}»` : `"${article}"`;
    await expect(count).toContainText(`${DIRECTORY_WORDS[lang].foundByArticle} ${quoted}`);
    await expect(dirs.row(DIRECTORY_WORDS[lang].entities, withArticle.name)).toBeVisible();
  });

  // A wrong barcode is explained in words; Ctrl+S saves once it is right, with a minimum kept on this computer.
  await dirs.openWithEnter(dirs.row('Товари і послуги', withArticle.name));
  await expect(dirs.field('name')).toHaveValue(withArticle.name);
  await dirs.field('barcode').fill('123');
  await dirs.save();
  await inBothLanguages(shell, async (lang) => {
    await expect(dirs.editor.getByRole('heading')).toHaveText(DIRECTORY_WORDS[lang].editEntity);
    await expect(dirs.editor.getByText(DIRECTORY_WORDS[lang].barcodeLength)).toBeVisible();
    await expect(dirs.editor.getByLabel(DIRECTORY_WORDS[lang].minStock)).toBeVisible();
  });
  await appPage.screenshot({ path: join(SHOTS, 'issue6-directory-entities.png') });
  const barcode = `48299${String(Date.now()).slice(-8)}`;
  await dirs.field('barcode').fill(barcode);
  await dirs.field('minStock').fill('100000');
  await dirs.save();
  await expect(dirs.editor).toHaveCount(0);
  const saved = await bridge(appPage, 'entities.load', { uid: withArticle.uid });
  expect(saved.data).toMatchObject({ barcode, name: withArticle.name });

  await search.fill(barcode);
  await appPage.getByRole('button', { name: 'Знайти за штрихкодом' }).click();
  await inBothLanguages(shell, async (lang) => {
    await expect(count).toContainText(DIRECTORY_WORDS[lang].foundByBarcode);
    await expect(dirs.row(DIRECTORY_WORDS[lang].entities, withArticle.name)).toContainText('100 000');
  });
  await appPage.getByRole('button', { name: 'Показати всіх' }).click();
});

test('stores and contracts: created in their editors, contracts listed per agent (both languages)', async ({ appPage }) => {
  const shell = new AppShell(appPage);
  const dirs = new DirectoryScreen(appPage);
  await dirs.tab('Склади');
  await appPage.getByRole('button', { name: 'Створити', exact: true }).click();
  await inBothLanguages(shell, async (lang) => {
    await expect(dirs.editor.getByRole('heading')).toHaveText(DIRECTORY_WORDS[lang].newStore);
  });
  const storeName = `Склад e2e ${Date.now()}`;
  await dirs.field('name').fill(storeName);
  await dirs.field('address').fill('м. Київ, вул. Хрещатик, 1');
  await dirs.save();
  await expect(dirs.editor).toHaveCount(0);
  await inBothLanguages(shell, async (lang) => {
    await expect(
      appPage.getByRole('table', { name: DIRECTORY_WORDS[lang].stores }).getByRole('row').filter({ hasText: storeName }),
    ).toBeVisible();
  });

  await dirs.tab('Договори');
  const agent = at((await agentsPage(appPage, 0)).data, 0);
  await appPage.getByRole('combobox', { name: 'Договори контрагента' }).fill(agent.name);
  await appPage.getByRole('option', { name: agent.name, exact: true }).first().click();
  await appPage.getByRole('button', { name: 'Створити', exact: true }).click();
  const contractName = `Договір поставки e2e ${Date.now()}`;
  await dirs.field('name').fill(contractName);
  await dirs.field('no').fill('E2E-1');
  await dirs.editor.getByRole('textbox', { name: 'Дата' }).fill('01.11.2026');
  await inBothLanguages(shell, async (lang) => {
    await expect(dirs.editor.getByRole('heading')).toHaveText(DIRECTORY_WORDS[lang].newContract);
    await expect(dirs.editor.getByRole('combobox', { name: DIRECTORY_WORDS[lang].agent })).toHaveValue(agent.name);
  });
  await dirs.save();
  await expect(dirs.editor).toHaveCount(0);
  await inBothLanguages(shell, async (lang) => {
    const row = dirs.row(DIRECTORY_WORDS[lang].contracts, contractName);
    await expect(row).toContainText('01.11.2026');
    await expect(row).toContainText(agent.name);
  });
  const ofAgent = await bridge(appPage, 'agents.contracts', { uid: agent.uid });
  expect(ofAgent.data.map((c) => c.name)).toContain(contractName);
});

test('import of 200 goods from xlsx: two bad rows are reported, the other 198 land (both languages)', async ({ appPage }) => {
  const shell = new AppShell(appPage);
  const before = (await bridge(appPage, 'entities.index', { pageSize: 20, offset: 0 })).totalCount ?? 0;

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
  await expect(summary).toHaveText(DIRECTORY_WORDS.uk.summary);
  rmSync(file, { force: true }); // only now: the page reads the chosen file from disk
  await inBothLanguages(shell, async (lang) => {
    const w = DIRECTORY_WORDS[lang];
    await expect(summary).toHaveText(w.summary);
    const preview = appPage.getByRole('grid', { name: w.preview });
    await expect(preview.locator('.row-bad').first()).toContainText(w.nameRequired);
    await expect(preview.locator('.row-bad').nth(1)).toContainText(w.priceNumber);
    if (lang === 'uk') await appPage.screenshot({ path: join(SHOTS, 'issue6-import-preview.png') });
  });

  await appPage.getByRole('button', { name: 'Надіслати 198' }).click();
  await inBothLanguages(shell, async (lang) => {
    await expect(appPage.getByTestId('import-done')).toHaveText(DIRECTORY_WORDS[lang].done);
  });
  const after = (await bridge(appPage, 'entities.index', { pageSize: 20, offset: 0 })).totalCount ?? 0;
  expect(after - before).toBe(198);
  const landed = await bridge(appPage, 'entities.find', {
    what: 'article',
    value: 'E2E-0020',
  });
  expect(landed.data).toMatchObject([{ name: 'Товар для імпорту № 20', price: 25 }]);
  const refused = await bridge(appPage, 'entities.find', { what: 'article', value: 'E2E-0150' });
  expect(refused.data).toHaveLength(0);
});
