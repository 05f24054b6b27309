import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { ROOT } from './support/processes.js';
import { AppShell } from './pages/app-shell.js';
import { DocumentEditor } from './pages/documents-editor.js';
import { DocumentsList } from './pages/documents-list.js';
import { DocumentsPdfViewer } from './pages/documents-pdf.js';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

// One accountant's morning, step by step: each test continues where the previous one left the page.
test.describe.configure({ mode: 'serial' });

/** Twenty goods the demo's central store holds, each named so that the picker's first match is this one. */
const ITEMS = [
  'Рулетка 5 м', 'Молоток слюсарний 500 г', 'Викрутка PH2', 'Плоскогубці 180 мм', 'Ніж будівельний 18 мм',
  'Рукавиці робочі х/б', 'Рівень будівельний 60 см', 'Ключ комбінований 13 мм', 'Розетка подвійна біла', 'Вимикач одноклавішний',
  'Лампа світлодіодна E27 10 Вт', 'Автоматичний вимикач 16 А', 'Подовжувач 3 гнізда 3 м', 'Кабель ВВГ-П 3×1,5', 'Провід ПВС 2×1,5',
  'Гофротруба 20 мм', 'Петля меблева накладна', 'Ніжка меблева 150 мм чорна', 'Направляюча для шухляди 400 мм', 'Анкерний болт 10×80 мм',
];
const CENTRAL = 'Центральний склад';

/** Today as the app writes it: `22.11.2026`. */
function ukToday(): string {
  const now = new Date();
  return `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear()}`;
}

/** What the service's warehouse balance says about one item in the central store. */
async function balanceOf(page: Page, itemName: string): Promise<number> {
  return page.evaluate(async ({ item, store }) => {
    const api = (window as unknown as { desktop: Record<string, (req: unknown) => Promise<{ data: { rows: { store: { name: string }; entity: { name: string }; qty: number }[] } }>> }).desktop;
    const reply = await api['reports.warehouseBalance']({});
    return reply.data.rows.filter((row) => row.store.name === store && row.entity.name === item).reduce((sum, row) => sum + row.qty, 0);
  }, { item: itemName, store: CENTRAL });
}

let stockBefore = 0;
let documentNo = '';

test('the documents list opens on the current month, with Ukrainian type names and server paging', async ({ appPage, browserHost }) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  // Other spec files share this browser profile: start from Ukrainian and the documents section.
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');
  await shell.goTo('Документи');
  await expect(shell.heading('Документи')).toBeVisible();
  const list = new DocumentsList(appPage);
  await expect(list.grid.getByRole('row').nth(1)).toBeVisible();
  await expect(appPage.getByLabel('З', { exact: true })).toHaveValue(`01.${ukToday().slice(3)}`);
  await expect(list.grid).toContainText(/Видаткова накладна|Рахунок-фактура|Прибуткова накладна/);
  await expect(appPage.getByText(/\d+–\d+ з \d+/)).toBeVisible();
  await appPage.screenshot({ path: join(SHOTS, 'documents-list.png') });
});

test('a delivery note with 20 lines is typed without the mouse, saved with Ctrl+S and posted with Ctrl+Enter', async ({ appPage }) => {
  stockBefore = await balanceOf(appPage, ITEMS[0]);
  expect(stockBefore).toBeGreaterThan(0);
  const list = new DocumentsList(appPage);
  await list.newDocument('Створити', 'Видаткова накладна');
  const editor = new DocumentEditor(appPage);
  await expect(editor.title()).toHaveText('Новий документ: Видаткова накладна');
  await editor.pick('Контрагент', 'Зерно', 'ТОВ «Кав’ярня «Зерно»»');
  await editor.pick('Склад відвантаження', 'Центральний', CENTRAL);
  await editor.entityInput(1).focus();
  for (const item of ITEMS) await editor.typeLine(item, '1');
  await expect(editor.entityInput(21)).toBeFocused(); // Tab on the last cell added a row
  await expect(editor.total).not.toHaveText('0,00');
  const totalBeforeSave = await editor.total.textContent();
  await editor.save();
  await expect(editor.notice).toHaveText('Збережено');
  await expect(editor.title()).toHaveText(/^Видаткова накладна № \S+ від \d\d\.\d\d\.\d{4}$/);
  documentNo = /№ (\S+)/.exec((await editor.title().textContent()) ?? '')?.[1] ?? '';
  await expect(editor.total).toHaveText(totalBeforeSave ?? '');
  await expect(editor.cell('Кількість', 20)).toHaveValue('1');
  await editor.title().scrollIntoViewIfNeeded();
  await appPage.screenshot({ path: join(SHOTS, 'documents-editor.png') });
  await editor.post();
  await expect(editor.postedChip).toBeVisible();
  await expect(editor.notice).toHaveText('Документ проведено');
  expect(await balanceOf(appPage, ITEMS[0])).toBe(stockBefore - 1);
});

test('a posted delivery note opens read-only and says to unpost it first', async ({ appPage }) => {
  const editor = new DocumentEditor(appPage);
  await expect(editor.readOnlyNotice).toHaveText(/Документ проведено\. Щоб змінити його, скасуйте проведення\./);
  await expect(editor.cell('Кількість', 1)).toHaveAttribute('readonly', '');
  await expect(editor.entityInput(1)).toBeDisabled();
  await expect(appPage.getByRole('button', { name: 'Зберегти', exact: true })).toHaveCount(0);
});

test('after unposting, too large a quantity is refused next to the lines and nothing typed is lost', async ({ appPage }) => {
  const editor = new DocumentEditor(appPage);
  await editor.readOnlyNotice.getByRole('button', { name: 'Скасувати проведення' }).click();
  await expect(editor.notPostedChip).toBeVisible();
  expect(await balanceOf(appPage, ITEMS[0])).toBe(stockBefore);
  await editor.cell('Кількість', 1).focus();
  await appPage.keyboard.press('Control+a');
  await appPage.keyboard.type('100000');
  await editor.post();
  await expect(editor.refusal).toHaveAttribute('data-code', 'NOT_ENOUGH_STOCK');
  await expect(editor.refusal).toContainText('Недостатньо товару на складі для проведення.');
  await expect(editor.cell('Кількість', 1)).toHaveValue('100000');
  await expect(editor.cell('Кількість', 1)).toBeEditable();
  await editor.cell('Кількість', 1).focus();
  await appPage.keyboard.press('Control+a');
  await appPage.keyboard.type('2');
  await editor.post();
  await expect(editor.postedChip).toBeVisible();
  expect(await balanceOf(appPage, ITEMS[0])).toBe(stockBefore - 2);
});

test('the warehouse form of the delivery note opens in the PDF viewer', async ({ appPage }) => {
  await appPage.getByRole('button', { name: 'Складська накладна' }).click();
  const viewer = new DocumentsPdfViewer(appPage);
  await expect(viewer.pageOf).toHaveText(/Сторінка 1 з \d+/);
  await expect(viewer.canvas).toBeVisible();
  await appPage.getByRole('button', { name: 'Збільшити' }).click();
  await expect(viewer.zoom).toHaveText('125%');
  await appPage.screenshot({ path: join(SHOTS, 'documents-pdf-viewer.png') });
  await appPage.getByRole('button', { name: 'Закрити' }).click();
  await expect(viewer.canvas).toHaveCount(0);
});

test('back in the list, the new delivery note shows as posted', async ({ appPage }) => {
  await appPage.getByRole('button', { name: 'До переліку' }).click();
  const list = new DocumentsList(appPage);
  await list.setPeriod(ukToday(), ukToday(), { from: 'З', to: 'По' });
  const row = list.row('Кав’ярня «Зерно»').filter({ hasText: documentNo });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('posted-marker')).toBeVisible();
});

test('in English, the same delivery note reads as posted and read-only', async ({ appPage }) => {
  const shell = new AppShell(appPage);
  await shell.switchLanguage('English');
  const list = new DocumentsList(appPage);
  await list.openWithEnter(documentNo);
  const editor = new DocumentEditor(appPage);
  await expect(editor.title()).toHaveText(new RegExp(`^Delivery note No\\. ${documentNo} of `));
  await expect(editor.postedChip).toHaveText('Posted');
  await expect(editor.readOnlyNotice).toHaveText(/This document is posted\. Unpost it to edit\./);
  await appPage.getByRole('button', { name: 'Back to the list' }).click();
  await shell.switchLanguage('Українська');
});

test('an invoice gets a delivery note and a payment based on it, and its status follows them', async ({ appPage }) => {
  const list = new DocumentsList(appPage);
  await list.newDocument('Створити', 'Рахунок-фактура');
  const editor = new DocumentEditor(appPage);
  await editor.pick('Контрагент', 'Зерно', 'ТОВ «Кав’ярня «Зерно»»');
  await editor.entityInput(1).focus();
  await editor.typeLine('Рулетка 8 м', '1');
  await editor.typeLine('Викрутка SL5', '2');
  await editor.save();
  await expect(editor.notice).toHaveText('Збережено');
  await editor.post();
  await expect(editor.postedChip).toBeVisible();
  const related = appPage.getByTestId('related-panel');
  await expect(related.getByTestId('invoice-status')).toHaveText('Очікує оплати');
  const invoiceTotal = (await editor.total.textContent()) ?? '';
  const invoiceTitle = (await editor.title().textContent()) ?? '';
  const invoiceNo = /№ (\S+)/.exec(invoiceTitle)?.[1] ?? '';

  await appPage.getByRole('button', { name: 'Створити на підставі' }).click();
  await appPage.getByRole('menuitem', { name: 'Видаткова накладна', exact: true }).click();
  await expect(editor.title()).toHaveText('Новий документ: Видаткова накладна');
  await expect(editor.entityInput(2)).toHaveValue('Викрутка SL5');
  await expect(editor.total).toHaveText(invoiceTotal);
  await editor.pick('Склад відвантаження', 'Центральний', CENTRAL);
  await editor.post();
  await expect(editor.postedChip).toBeVisible();
  await related.getByTestId('related-item').filter({ hasText: `Рахунок-фактура № ${invoiceNo}` }).click();

  await expect(editor.title()).toHaveText(invoiceTitle);
  await expect(related.getByTestId('invoice-shipped')).toHaveText(`Відвантажено ${invoiceTotal} з ${invoiceTotal}`);
  await expect(related.getByTestId('invoice-status')).toHaveText('Очікує оплати');
  await appPage.getByRole('button', { name: 'Створити на підставі' }).click();
  await appPage.getByRole('menuitem', { name: 'Оплата від покупця' }).click();
  const payment = appPage.getByTestId('payment-editor');
  await expect(payment.getByLabel('Сума')).toHaveValue(invoiceTotal);
  await payment.getByRole('button', { name: 'Провести' }).click();
  await expect(payment.getByTestId('payment-posted')).toBeVisible();
  await payment.getByRole('button', { name: 'Закрити' }).click();
  await expect(related.getByTestId('invoice-status')).toHaveText('Закрито');
  await expect(related.getByTestId('invoice-paid')).toHaveText(`Оплачено ${invoiceTotal} з ${invoiceTotal}`);
  await expect(related.getByTestId('related-item')).toHaveCount(2);
  await appPage.screenshot({ path: join(SHOTS, 'documents-invoice-related.png'), fullPage: false });
});

test('unposting an invoice with a posted payment and shipment is refused with the reason', async ({ appPage }) => {
  const editor = new DocumentEditor(appPage);
  await editor.readOnlyNotice.getByRole('button', { name: 'Скасувати проведення' }).click();
  await expect(editor.refusal).toHaveAttribute('data-code', 'HAS_POSTED_CHILDREN');
  await expect(editor.refusal).toContainText('на підставі цього документа є проведені документи');
  await expect(editor.postedChip).toBeVisible();
});

test('a manufacture document is built in two sections, posted, and shows the computed product cost', async ({ appPage }) => {
  await appPage.getByRole('button', { name: 'До переліку' }).click();
  const list = new DocumentsList(appPage);
  await list.newDocument('Створити', 'Виробництво');
  const editor = new DocumentEditor(appPage);
  await expect(appPage.getByRole('heading', { name: 'Продукція' })).toBeVisible();
  await expect(appPage.getByRole('heading', { name: 'Матеріали і послуги' })).toBeVisible();
  await editor.pick('Склад відвантаження', 'Центральний', CENTRAL);
  await editor.pick('Склад надходження', 'готової', 'Склад готової продукції');
  await editor.sectionEntityInput('product-lines', 1).focus();
  await editor.typeLine('Стіл письмовий 100 см білий', '1');
  await editor.sectionEntityInput('material-lines', 1).focus();
  await editor.typeLine('Плита МДФ 16 мм', '2');
  await editor.post();
  await expect(editor.postedChip).toBeVisible();
  // The service priced the product at the cost of the materials written off: the line sum is that cost now.
  const productSum = appPage.getByTestId('product-lines').getByRole('textbox', { name: 'Сума 1', exact: true });
  const materialSum = appPage.getByTestId('material-lines').getByRole('textbox', { name: 'Сума 1', exact: true });
  const materialCost = await materialSum.getAttribute('placeholder');
  expect(materialCost).toMatch(/\d,\d\d$/);
  await expect(productSum).toHaveAttribute('placeholder', materialCost ?? '');
  await editor.title().scrollIntoViewIfNeeded();
  await appPage.screenshot({ path: join(SHOTS, 'documents-manufacture.png') });
});

test('an unsaved editor survives a restart of the app and is discarded only after a question', async ({ appPage }) => {
  await appPage.getByRole('button', { name: 'До переліку' }).click();
  const list = new DocumentsList(appPage);
  await list.newDocument('Створити', 'Рахунок-фактура');
  const editor = new DocumentEditor(appPage);
  await editor.pick('Контрагент', 'Зерно', 'ТОВ «Кав’ярня «Зерно»»');
  await editor.entityInput(1).focus();
  await editor.typeLine('Рулетка 3 м', '7');
  await appPage.reload();
  const kept = appPage.getByTestId('kept-draft');
  await expect(kept).toContainText('Незбережена чернетка: Новий документ: Рахунок-фактура');
  await kept.getByRole('button', { name: 'Відкрити' }).click();
  await expect(editor.entityInput(1)).toHaveValue('Рулетка 3 м');
  await expect(editor.cell('Кількість', 1)).toHaveValue('7');
  appPage.once('dialog', (dialog) => void dialog.accept());
  await appPage.getByRole('button', { name: 'До переліку' }).click();
  await expect(appPage.getByRole('heading', { level: 1, name: 'Документи' })).toBeVisible();
  await expect(kept).toHaveCount(0);
});
