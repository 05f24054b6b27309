import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { AppShell } from './pages/app-shell.js';
import { balanceOf, CENTRAL, CUSTOMER } from './pages/documents-data.js';
import { DocumentEditor } from './pages/documents-editor.js';
import { LABELS, LANGUAGES } from './pages/documents-labels.js';
import { DocumentsList } from './pages/documents-list.js';
import { encodeWindows1251 } from '../support/windows-1251.js';
import { bridge } from './support/page-bridge.js';
import { languagesOfWholeRun } from './support/languages.js';

/** Screenshots are looked at by people, not compared: kept outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

// Importing what the app itself writes, re-importing without duplicates, and every message in the
// user's language. Each test continues where the previous one left the page; Ukrainian, then English where both run (support/languages.ts).
test.describe.configure({ mode: 'serial' });

const NBSP = '\u00a0';

/** What these screens say, written out per language, so a missing translation fails in that language. */
const WORDS = {
  uk: {
    directories: 'Довідники',
    importTab: 'Імпорт',
    preview: 'Перегляд',
    send: /^Надіслати/,
    headers: ['Артикул', 'Найменування', 'Од. виміру', 'Ціна продажу, грн', 'Ставка ПДВ'],
    unitColumn: 'Од. виміру',
    summary1251: `Рядків: 5, з помилками: 2, буде надіслано: 3; нових: 3, змінених: 0, без змін: 0 (не надсилаються)`,
    summaryXlsx: `Рядків: 4, з помилками: 0, буде надіслано: 2; нових: 1, змінених: 1, без змін: 2 (не надсилаються)`,
    badNumber: 'Ціна продажу, грн: очікується число, наприклад 1 234,56',
    badVat: 'Ставка ПДВ: очікується 20%, 14%, 7%, 0%, «без ПДВ» або «звільнено»',
    noVat: 'без ПДВ',
    exempt: 'звільнено',
    done: /^Імпорт завершено: надіслано 3 записи\.$/,
    doneAgain: /^Імпорт завершено: надіслано 2 записи\.$/,
    statusNew: 'Новий',
    statusUnchanged: 'Без змін',
    statusChanged: `Змінено: Ціна продажу, грн: 12,50 → 13,75`,
    shortage: (missing: string) => `Не вистачає ${missing} шт «Рулетка 5 м» на складі «${CENTRAL}» на `,
    shortageTitle: 'Недостатньо товару на складі для проведення.',
    connections: 'Підключення',
    addCloud: 'Додати хмарний обліковий запис',
    addDialog: 'Новий хмарний обліковий запис',
    name: 'Назва',
    address: 'Адреса сервісу',
    token: 'Токен доступу',
    add: 'Додати',
    cancel: 'Скасувати',
    httpsRequired: 'Хмарний облік потребує адреси https://; http:// дозволено лише для цього комп’ютера.',
    test: 'Перевірити',
    remove: 'Видалити',
    offline: 'Немає зв’язку з сервісом.',
  },
  en: {
    directories: 'Directories',
    importTab: 'Import',
    preview: 'Preview',
    send: /^Send/,
    headers: ['Article', 'Name', 'Unit', 'Sale price, UAH', 'VAT rate'],
    unitColumn: 'Unit',
    summary1251: 'Rows: 5, with errors: 2, to send: 3; new: 3, changed: 0, unchanged: 0 (not sent)',
    summaryXlsx: 'Rows: 4, with errors: 0, to send: 2; new: 1, changed: 1, unchanged: 2 (not sent)',
    badNumber: 'Sale price, UAH: a number is expected, for example 1 234,56',
    badVat: 'VAT rate: expected 20%, 14%, 7%, 0%, “no VAT” or “exempt”',
    noVat: 'No VAT',
    exempt: 'Exempt',
    done: /^Import finished: 3 records sent\.$/,
    doneAgain: /^Import finished: 2 records sent\.$/,
    statusNew: 'New',
    statusUnchanged: 'Unchanged',
    statusChanged: `Changed: Sale price, UAH: 12,50 → 13,75`,
    shortage: (missing: string) => `${missing} шт of “Рулетка 5 м” missing in store “${CENTRAL}” on `,
    shortageTitle: 'Not enough stock in the store to post this.',
    connections: 'Connections',
    addCloud: 'Add cloud account',
    addDialog: 'New cloud account',
    name: 'Name',
    address: 'Service address',
    token: 'Access token',
    add: 'Add',
    cancel: 'Cancel',
    httpsRequired: 'A cloud account needs an https:// address; http:// only for this computer.',
    test: 'Test',
    remove: 'Remove',
    offline: 'The service cannot be reached.',
  },
} as const;

/** The goods with this article, as the service holds them. */
async function byArticle(page: Page, article: string) {
  return (await bridge(page, 'entities.find', { what: 'article', value: article })).data;
}

for (const lang of languagesOfWholeRun(LANGUAGES)) {
  const W = WORDS[lang];
  const L = LABELS[lang];
  const shot = (name: string) => `${SHOTS}/issue16-import-${lang}-${name}.png`;
  // Articles of this run: each language imports its own goods, so the English run starts from "new" too.
  const stamp = `${lang.toUpperCase()}${Date.now() % 100_000}`;
  const art = (n: number) => `ІМ-${stamp}-${n}`;
  const goods = (n: number) => `Імпорт ${stamp} товар ${n} «Ґудзик»`;

  test.describe(`[${lang}]`, () => {
    test('a Windows-1251 csv with the app’s own labels, VAT as 20% or «без ПДВ» and 1 234,56 is read; bad cells say what they expect', async ({
      appPage,
      browserHost,
    }) => {
      const shell = new AppShell(appPage);
      await shell.open(browserHost.url);
      if ((await shell.documentLanguage()) !== lang) await shell.switchLanguage(L.languageButton);
      const file = join(tmpdir(), `oblik-e2e-import-${lang}-${Date.now()}.csv`);
      const lines = [
        W.headers.join(';'),
        `${art(1)};${goods(1)};шт;"1${NBSP}234,56";20%`,
        `${art(2)};${goods(2)};кг;12,50;без ПДВ`,
        `${art(3)};${goods(3)};шт;7;звільнено`,
        `${art(4)};${goods(4)};шт;дорого;20 %`,
        `${art(5)};${goods(5)};шт;5;21%`,
      ];
      writeFileSync(file, encodeWindows1251(`${lines.join('\r\n')}\r\n`));
      await shell.goTo(W.directories);
      await appPage.getByRole('tab', { name: W.importTab }).click();
      await appPage.getByTestId('import-file').setInputFiles(file);
      const preview = appPage.getByRole('grid', { name: W.preview });
      await expect(appPage.getByTestId('import-summary')).toHaveText(W.summary1251);
      // «Од. виміру» and «Ціна продажу, грн» are the directory's own column labels: mapped without help.
      await expect(preview.getByRole('columnheader', { name: W.unitColumn })).toBeVisible();
      await expect(preview).toContainText(`1${NBSP}234,56`);
      await expect(appPage.getByTestId('row-error')).toHaveText([W.badNumber, W.badVat]);
      await appPage.getByRole('button', { name: W.send }).click();
      await expect(appPage.getByTestId('import-done')).toHaveText(W.done);
      const [first] = await byArticle(appPage, art(1));
      expect(first).toMatchObject({ name: goods(1), price: 1234.56, vatCode: '20', unit: 'шт' });
      expect((await byArticle(appPage, art(2)))[0]?.vatCode).toBe('none');
      expect((await byArticle(appPage, art(3)))[0]?.vatCode).toBe('exempt');
      expect(await byArticle(appPage, art(4))).toEqual([]);
      rmSync(file, { force: true });
    });

    test('re-importing an xlsx marks rows new, changed (with what changes) or unchanged, and duplicates nothing', async ({ appPage }) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Товари');
      sheet.addRow(W.headers);
      sheet.addRow([art(1), goods(1), 'шт', 1234.56, '20%']);
      sheet.addRow([art(2), goods(2), 'кг', '13,75', W.noVat]);
      sheet.addRow([art(3), goods(3), 'шт', 7, W.exempt]);
      sheet.addRow([art(6), goods(6), 'шт', '99,90', '20']);
      const file = join(tmpdir(), `oblik-e2e-import-${lang}-${Date.now()}.xlsx`);
      writeFileSync(file, new Uint8Array(await workbook.xlsx.writeBuffer()));
      const uidBefore = (await byArticle(appPage, art(2)))[0]?.uid;
      await appPage.getByTestId('import-file').setInputFiles(file);
      await expect(appPage.getByTestId('import-summary')).toHaveText(W.summaryXlsx);
      const status = (n: number) =>
        appPage
          .getByRole('row')
          .filter({ hasText: art(n) })
          .getByTestId('row-status');
      await expect(status(1)).toHaveText(W.statusUnchanged);
      await expect(status(2)).toHaveText(W.statusChanged);
      await expect(status(3)).toHaveText(W.statusUnchanged);
      await expect(status(6)).toHaveText(W.statusNew);
      if (lang === 'uk') {
        // Looked at by people at the size of a common office laptop screen.
        const size = appPage.viewportSize();
        await appPage.setViewportSize({ width: 1366, height: 768 });
        await expect(status(2)).toBeVisible();
        await expect(appPage.getByRole('button', { name: W.send })).toBeEnabled();
        await appPage.screenshot({ path: shot('reimport') });
        if (size) await appPage.setViewportSize(size);
      }
      await appPage.getByRole('button', { name: W.send }).click();
      await expect(appPage.getByTestId('import-done')).toHaveText(W.doneAgain);
      // The changed record keeps its uid; nothing was added twice.
      const second = await byArticle(appPage, art(2));
      expect(second).toHaveLength(1);
      expect(second[0]).toMatchObject({ uid: uidBefore, price: 13.75 });
      expect(await byArticle(appPage, art(1))).toHaveLength(1);
      expect(await byArticle(appPage, art(6))).toHaveLength(1);
      rmSync(file, { force: true });
    });

    test('a post refused for want of stock says how much is missing, in words, without the service’s English', async ({ appPage }) => {
      const shell = new AppShell(appPage);
      await shell.goTo(L.nav.documents);
      const list = new DocumentsList(appPage);
      await list.newDocument(L.list.newButton, L.types.waybillOut);
      const editor = new DocumentEditor(appPage);
      await editor.root.getByRole('combobox', { name: L.editor.agent, exact: true }).focus();
      await appPage.keyboard.press('ArrowDown');
      await expect(appPage.getByRole('option', { name: CUSTOMER })).toHaveCount(1);
      await appPage.keyboard.press('Escape');
      await editor.pick(L.editor.agent, 'Зерно', CUSTOMER);
      await editor.pick(L.editor.storeOut, 'Центральний', CENTRAL);
      const balance = await balanceOf(appPage, 'Рулетка 5 м');
      await editor.entityInput(1).focus();
      await editor.typeLine('Рулетка 5 м', '99999');
      await editor.post();
      await expect(editor.refusal).toHaveAttribute('data-code', 'NOT_ENOUGH_STOCK');
      await expect(editor.refusal).toContainText(W.shortageTitle);
      const missing = (99_999 - balance).toLocaleString('uk-UA').replace(/\s/g, NBSP);
      await expect(appPage.getByTestId('refusal-detail')).toContainText(W.shortage(missing));
      await expect(appPage.getByTestId('refusal-detail')).toHaveText(/ на \d\d\.\d\d\.\d{4}\.$| on \d\d\.\d\d\.\d{4}\.$/);
      await expect(editor.refusal).not.toContainText('short by');
      await expect(editor.refusal).not.toContainText('shortage=');
    });

    test('the core’s refusals and a connection that cannot be reached are said in words', async ({ appPage }) => {
      const shell = new AppShell(appPage);
      await shell.goTo(W.connections);
      // A plain-http address off this computer: the core refuses it as "https required".
      await appPage.getByRole('button', { name: W.addCloud }).click();
      const dialog = appPage.getByRole('dialog', { name: W.addDialog });
      await dialog.getByRole('textbox', { name: W.name, exact: true }).fill('Хмара без https');
      await dialog.getByLabel(W.address).fill('http://example.com');
      await dialog.getByLabel(W.token).fill('token-123');
      await dialog.getByRole('button', { name: W.add, exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(W.httpsRequired);
      // This computer, a port nothing listens on: saved, then tested.
      const name = `Нікого ${lang}`;
      await dialog.getByRole('textbox', { name: W.name, exact: true }).fill(name);
      await dialog.getByLabel(W.address).fill('http://127.0.0.1:9');
      await dialog.getByRole('button', { name: W.add, exact: true }).click();
      await expect(dialog).toBeHidden();
      await appPage.getByRole('button', { name: `${W.test}: ${name}` }).click();
      const notice = appPage.getByTestId('connection-notice');
      await expect(notice).toContainText(W.offline);
      await expect(notice).not.toContainText('ECONNREFUSED');
      await expect(notice).not.toContainText('cannot be reached (');
      appPage.once('dialog', (confirm) => void confirm.accept());
      await appPage.getByRole('button', { name: `${W.remove}: ${name}` }).click();
      await expect(appPage.getByRole('button', { name: `${W.test}: ${name}` })).toHaveCount(0);
    });
  });
}
