import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { bridge } from './support/page-bridge.js';
import { screenshotPath } from './support/screenshots.js';
import { AppShell } from './pages/app-shell.js';
import { DocumentEditor } from './pages/documents-editor.js';
import { LABELS, LANGUAGES, type Language } from './pages/documents-labels.js';
import { DocumentsList } from './pages/documents-list.js';
import { DocumentsPdfViewer } from './pages/documents-pdf.js';
import { languagesOfWholeRun } from './support/languages.js';

/** Screenshots and printed forms for review, outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const run = promisify(execFile);

// Each language makes a company of its own, works in it, goes back to the demo and removes it.
test.describe.configure({ mode: 'serial' });

/** What the connections screen and the new-company form say, written out per language. */
const WORDS = {
  uk: {
    nav: 'Підключення',
    create: 'Нова організація',
    open: 'Відкрити файл організації',
    form: 'Нова організація',
    openForm: 'Відкрити файл організації',
    name: 'Назва організації',
    code: 'Код ЄДРПОУ / РНОКПП',
    notPayer: 'Не платник ПДВ',
    payer: 'Платник ПДВ',
    vatQuestion: 'Чи є організація платником ПДВ?',
    vatRequired: 'Оберіть, чи є організація платником ПДВ',
    taxCode: 'ІПН платника ПДВ',
    address: 'Адреса',
    iban: 'IBAN',
    bank: 'Банк',
    director: 'Директор',
    accountant: 'Головний бухгалтер',
    save: 'Створити',
    required: 'Обов’язкове поле',
    badCode: 'Контрольна цифра не збігається: перевірте код',
    badIban: 'Це не IBAN українського рахунку: перевірте цифри',
    badTaxCode: 'Номер платника ПДВ має 12 або 10 цифр',
    created: (name: string) => `Організацію «${name}» створено; вона поточна.`,
    demo: 'Демо',
    remove: 'Видалити',
    use: 'Перейти',
    stays: 'Файл організації залишиться на диску',
    file: 'Шлях до файлу',
    browse: 'Обрати…',
    typePath: 'Тут немає вікна вибору файлу: введіть повний шлях до файлу.',
    openSave: 'Відкрити',
    notAbsolute: 'Вкажіть повний шлях, від кореня диска',
    badExtension: 'Файл організації має закінчуватися на .oblik',
    fileMissing: 'Такого файлу немає',
    alreadyListed: 'Цей файл уже є в списку',
    opened: (name: string) => `Організацію «${name}» відкрито; вона поточна.`,
    save_pdf: 'Зберегти PDF',
  },
  en: {
    nav: 'Connections',
    create: 'New company',
    open: 'Open company file',
    form: 'New company',
    openForm: 'Open company file',
    name: 'Company name',
    code: 'EDRPOU / RNOKPP code',
    notPayer: 'Not a VAT payer',
    payer: 'VAT payer',
    vatQuestion: 'Is the company a VAT payer?',
    vatRequired: 'Choose whether the company is a VAT payer',
    taxCode: 'VAT payer number',
    address: 'Address',
    iban: 'IBAN',
    bank: 'Bank',
    director: 'Director',
    accountant: 'Chief accountant',
    save: 'Create',
    required: 'Required',
    badCode: 'The check digit does not match: check the code',
    badIban: 'This is not the IBAN of a Ukrainian account: check the digits',
    badTaxCode: 'A VAT payer number has 12 or 10 digits',
    created: (name: string) => `Company “${name}” is created and is now the current one.`,
    demo: 'Demo',
    remove: 'Remove',
    use: 'Use',
    stays: 'The company file stays on disk',
    file: 'File path',
    browse: 'Browse…',
    typePath: 'There is no file chooser here: type the full path to the file.',
    openSave: 'Open',
    notAbsolute: 'Give the full path, from the root of the disk',
    badExtension: 'A company file ends with .oblik',
    fileMissing: 'There is no such file',
    alreadyListed: 'This file is already in the list',
    opened: (name: string) => `Company “${name}” is open and is now the current one.`,
    save_pdf: 'Save PDF',
  },
};

/** The company each language makes: a legal entity with valid check digits, a VAT payer. */
const COMPANY: Record<
  Language,
  { name: string; code: string; taxCode: string; iban: string; customer: string; item: string; store: string }
> = {
  uk: {
    name: 'ТОВ «Ромашка»',
    code: '32145678',
    taxCode: '321456726541',
    iban: 'UA74 305299 0000026007233566001',
    customer: 'ТОВ «Покупець-Схід»',
    item: 'Чайник електричний',
    store: 'Склад на Подолі',
  },
  en: {
    name: 'ТОВ «Волошка»',
    code: '41234569',
    taxCode: '412345626548',
    iban: 'UA74 305299 0000026007233566001',
    customer: 'ТОВ «Покупець-Захід»',
    item: 'Праска дорожня',
    store: 'Склад на Оболоні',
  },
};

/** Today in Kyiv as the service takes it (yyyy-mm-dd). */
function kyivToday(): string {
  return new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
}

/**
 * The new company's few directory records and the stock a sale needs, sent the way the directories
 * import sends them (the batch operations): the test is about the company, not the directories.
 */
async function seedTrade(page: Page, company: (typeof COMPANY)[Language]): Promise<void> {
  const store = randomUUID();
  const customer = randomUUID();
  const supplier = randomUUID();
  const item = randomUUID();
  await bridge(page, 'stores.batch', { records: [{ uid: store, name: company.store }] });
  await bridge(page, 'agents.batch', {
    records: [
      { uid: customer, name: company.customer, code: '12345678' },
      { uid: supplier, name: 'ТОВ «Постачальник»', code: '32145678' },
    ],
  });
  await bridge(page, 'entities.batch', {
    records: [{ uid: item, name: company.item, kind: 'goods', unit: 'шт', price: 1250.5, vatCode: '20' }],
  });
  const receipt = randomUUID();
  await bridge(page, 'documents.update', {
    uid: receipt,
    type: 'waybillIn',
    date: kyivToday(),
    agent: { uid: supplier },
    storeIn: { uid: store },
    details: [{ entity: { uid: item }, qty: 10, price: 800 }],
  });
  await bridge(page, 'documents.setDone', { uid: receipt, done: true });
}

for (const lang of languagesOfWholeRun(LANGUAGES)) {
  const W = WORDS[lang];
  const L = LABELS[lang];
  const E = L.editor;
  const company = COMPANY[lang];

  test(`[${lang}] a new company with its requisites: checked as typed, made current, sells and prints with its own name and code; the demo is marked; removed, its file stays and opens again`, async ({
    appPage,
    browserHost,
  }) => {
    test.setTimeout(150_000);
    const shell = new AppShell(appPage);
    if (lang === 'uk') {
      await appPage.setViewportSize({ width: 1366, height: 768 });
      await shell.open(browserHost.url);
    }
    if ((await shell.documentLanguage()) !== lang) await shell.switchLanguage(L.languageButton);
    await expect(shell.activeConnection).toHaveText('Демо-компанія');
    await expect(appPage.getByTestId('active-connection-demo')).toHaveText(W.demo);
    await shell.goTo(W.nav);
    await expect(appPage.getByTestId('connection-row').filter({ hasText: 'Демо-компанія' })).toContainText(W.demo);

    // The form explains what is missing and what is mistyped before anything is made. Whether the
    // company pays VAT is asked with neither answer chosen: the entries depend on it.
    await appPage.getByRole('button', { name: W.create }).click();
    const form = appPage.getByRole('dialog', { name: W.form });
    await expect(form.getByLabel(W.name)).toBeFocused();
    const vat = form.getByRole('radiogroup', { name: W.vatQuestion });
    await expect(vat.getByRole('radio', { name: W.payer, exact: true })).not.toBeChecked();
    await expect(vat.getByRole('radio', { name: W.notPayer, exact: true })).not.toBeChecked();
    await appPage.keyboard.press('Enter');
    await expect(form.getByText(W.required)).toHaveCount(2);
    await expect(form.getByText(W.vatRequired)).toBeVisible();
    await expect(form.getByLabel(W.taxCode)).toHaveCount(0);
    if (lang === 'uk') {
      await expect(appPage.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
      await appPage.screenshot({ path: screenshotPath('companies', lang, 'vat-question-unanswered') });
    }
    // Chosen from the keyboard: into the group, an arrow to the answer.
    await vat.getByRole('radio', { name: W.payer, exact: true }).focus();
    await appPage.keyboard.press('Space');
    await expect(vat.getByRole('radio', { name: W.payer, exact: true })).toBeChecked();
    await expect(form.getByText(W.vatRequired)).toHaveCount(0);
    await form.getByLabel(W.name).fill(company.name);
    await form.getByLabel(W.code).fill(`${company.code.slice(0, 7)}${(Number(company.code[7]) + 1) % 10}`);
    await form.getByLabel(W.taxCode).fill('12345');
    await form.getByLabel(W.iban).fill('UA75 305299 0000026007233566001');
    await expect(form.getByText(W.badCode)).toBeVisible();
    await expect(form.getByText(W.badTaxCode)).toBeVisible();
    await expect(form.getByText(W.badIban)).toBeVisible();
    // A non-payer has no VAT number to give; the payer's comes back with the choice.
    await form.getByLabel(W.notPayer, { exact: true }).check();
    await expect(form.getByLabel(W.taxCode)).toHaveCount(0);
    await form.getByLabel(W.payer, { exact: true }).check();

    // Filled from the keyboard, field after field.
    await form.getByLabel(W.code).fill(company.code);
    await form.getByLabel(W.taxCode).fill(company.taxCode);
    await form.getByLabel(W.address).fill('01001, м. Київ, вул. Хрещатик, 1');
    await form.getByLabel(W.iban).fill(company.iban);
    await appPage.keyboard.press('Tab');
    await appPage.keyboard.type('АТ КБ «ПриватБанк»');
    await expect(form.getByLabel(W.bank)).toHaveValue('АТ КБ «ПриватБанк»');
    await form.getByLabel(W.director).fill('Петренко Петро Петрович');
    await form.getByLabel(W.accountant).fill('Іваненко Ірина Іванівна');
    await expect(form.getByText(W.badIban)).toHaveCount(0);
    if (lang === 'uk') {
      await expect(appPage.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
      await appPage.screenshot({ path: join(SHOTS, 'issue18-new-company-form.png') });
    }
    await appPage.keyboard.press('Enter');
    await expect(form).toHaveCount(0);
    await expect(appPage.getByTestId('connection-notice')).toHaveText(W.created(company.name));
    await expect(shell.activeConnection).toHaveText(company.name);
    await expect(appPage.getByTestId('active-connection-demo')).toHaveCount(0);

    // The requisites are the company's own, the IBAN kept without spaces.
    const settings = await bridge(appPage, 'company.settings', {});
    expect(settings.data).toMatchObject({
      name: company.name,
      code: company.code,
      taxCode: company.taxCode,
      vatPayer: true,
      iban: company.iban.replace(/ /g, ''),
      bank: 'АТ КБ «ПриватБанк»',
      director: 'Петренко Петро Петрович',
      accountant: 'Іваненко Ірина Іванівна',
    });

    // A delivery note entered and posted in the new company, printed with its requisites.
    await seedTrade(appPage, company);
    await shell.goTo(L.nav.documents);
    await new DocumentsList(appPage).newDocument(L.list.newButton, L.types.waybillOut);
    const editor = new DocumentEditor(appPage);
    await editor.pick(E.agent, company.customer.slice(5, 12), company.customer);
    await editor.pick(E.storeOut, company.store.slice(0, 8), company.store);
    await editor.entityInput(1).focus();
    await editor.typeLine(company.item, '3');
    await editor.post();
    await expect(editor.postedChip).toBeVisible();
    await appPage.getByRole('button', { name: lang === 'uk' ? 'Друкована форма' : 'Printed form', exact: true }).click();
    const viewer = new DocumentsPdfViewer(appPage);
    await expect(viewer.pageOf).toHaveText(L.pdf.pageOf);
    await expect(viewer.canvas).toBeVisible();
    const download = appPage.waitForEvent('download');
    await appPage.getByRole('button', { name: W.save_pdf }).click();
    const pdfFile = join(SHOTS, `issue18-${lang}-delivery-note.pdf`);
    await (await download).saveAs(pdfFile);
    const { stdout: text } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', pdfFile, '-']);
    expect(text).toContain(company.name);
    expect(text).toContain(`ЄДРПОУ ${company.code}`);
    expect(text).not.toContain('Демо-компанія');
    await expect(appPage.getByText(lang === 'uk' ? 'Файл збережено' : 'File saved')).toBeVisible();
    await appPage.keyboard.press('Escape');
    await expect(viewer.canvas).toHaveCount(0);

    // Back to the demo through the app bar's switcher, where the demo is marked too.
    await appPage.getByTestId('company-switcher-button').click();
    const demoItem = appPage.getByRole('menuitem').filter({ hasText: 'Демо-компанія' });
    await expect(demoItem).toContainText(W.demo);
    if (lang === 'uk') {
      await expect(appPage.locator('#company-switcher .MuiPaper-root')).toHaveCSS('opacity', '1'); // the grow-in is over
      await appPage.screenshot({ path: join(SHOTS, 'issue18-company-switcher.png') });
    }
    await demoItem.click();
    await expect(shell.activeConnection).toHaveText('Демо-компанія');
    // The new company's document does not stay open over the demo's data: the section's list shows.
    await expect(editor.root).toHaveCount(0);
    await expect(appPage.getByTestId('active-connection-demo')).toBeVisible();

    // Removed from the list, the company's file stays on disk, as the question said.
    await shell.goTo(W.nav);
    const row = appPage.getByTestId('connection-row').filter({ hasText: company.name });
    const file = (await row.getByTestId('connection-address').textContent())?.trim() ?? '';
    expect(file).toMatch(/\.oblik$/);
    if (lang === 'uk') await appPage.screenshot({ path: join(SHOTS, 'issue18-company-list.png') });
    let question = '';
    appPage.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await appPage.getByRole('button', { name: `${W.remove}: ${company.name}` }).click();
    await expect(row).toHaveCount(0);
    expect(question).toContain(W.stays);
    expect(question).toContain(file);
    expect(existsSync(file)).toBe(true);

    // The same file opens again from disk; here (no file chooser) its path is typed, and bad paths are explained.
    await appPage.getByRole('button', { name: W.open }).click();
    const opener = appPage.getByRole('dialog', { name: W.openForm });
    const path = opener.getByLabel(W.file);
    await expect(path).toBeFocused();
    await opener.getByRole('button', { name: W.browse }).click();
    await expect(opener.getByText(W.typePath)).toBeVisible();
    await path.fill('Ромашка.oblik');
    await appPage.keyboard.press('Enter');
    await expect(opener.getByText(W.notAbsolute)).toBeVisible();
    await path.fill(file.replace(/\.oblik$/, '.sqlite'));
    await expect(opener.getByText(W.badExtension)).toBeVisible();
    await path.fill(file.replace(/\.oblik$/, '-missing.oblik'));
    await appPage.keyboard.press('Enter');
    await expect(opener.getByTestId('open-company-failure')).toHaveText(W.fileMissing);
    await path.fill(file.replace(/[^/]+\.oblik$/, 'demo.oblik'));
    await appPage.keyboard.press('Enter');
    await expect(opener.getByTestId('open-company-failure')).toHaveText(W.alreadyListed);
    await path.fill(file);
    await opener.getByLabel(lang === 'uk' ? 'Назва в списку' : 'Name in the list').fill(company.name);
    await appPage.keyboard.press('Enter');
    await expect(opener).toHaveCount(0);
    await expect(appPage.getByTestId('connection-notice')).toHaveText(W.opened(company.name));
    await expect(shell.activeConnection).toHaveText(company.name);
    const reopened = await bridge(appPage, 'company.settings', {});
    expect(reopened.data).toMatchObject({ name: company.name, code: company.code });

    // Leave as found: the demo current, the company out of the list (its file still there).
    await appPage.getByRole('button', { name: `${W.use}: Демо-компанія` }).click();
    await expect(shell.activeConnection).toHaveText('Демо-компанія');
    appPage.once('dialog', (dialog) => void dialog.accept());
    await appPage.getByRole('button', { name: `${W.remove}: ${company.name}` }).click();
    await expect(row).toHaveCount(0);
    expect(existsSync(file)).toBe(true);
  });
}
