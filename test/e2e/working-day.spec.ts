import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { formatPriceUk } from '../../shared/api/format-uk.js';
import { AppShell } from './pages/app-shell.js';
import { CENTRAL, CUSTOMER, ukDay } from './pages/documents-data.js';
import { DocumentEditor } from './pages/documents-editor.js';
import { LABELS, LANGUAGES } from './pages/documents-labels.js';
import { DocumentsList } from './pages/documents-list.js';
import { DirectoryScreen } from './pages/directories-screen.js';
import { pressCtrlInUkrainianLayout } from './pages/ukrainian-layout.js';
import { DAY_LABELS } from './pages/working-day-labels.js';
import { encodeWindows1251 } from '../support/windows-1251.js';
import { bridge, kyivDaysAgo } from './support/page-bridge.js';
import { startServiceWithoutInfo, type ServiceWithoutInfo } from './support/service-without-info.js';
import { at, defined } from '../support/checked.js';
import { languagesOfWholeRun } from './support/languages.js';

/** Screenshots are looked at by people, not compared: kept outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

// An accountant's working day with 1C habits: line keys, a refused post, copying and deleting.
// Each test continues where the previous one left the page; the day runs in Ukrainian (and then in English: support/languages.ts).
test.describe.configure({ mode: 'serial' });

/** Waits until an open dialog has faded in, so that its screenshot shows it. */
async function faded(page: Page): Promise<void> {
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
}

/** The directory's prices of the named goods, as the editor writes them (`1 234,50`). */
async function pricesOf(page: Page, names: string[]): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (let offset = 0; offset < 2_000 && Object.keys(found).length < names.length; offset += 20) {
    const reply = await bridge(page, 'entities.index', { pageSize: 20, offset });
    for (const e of reply.data) if (names.includes(e.name) && e.price !== undefined) found[e.name] = formatPriceUk(e.price);
    if (reply.data.length < 20) break;
  }
  return found;
}

/** The uid of the agent of that name, from the service's own list. */
async function agentNamed(page: Page, name: string): Promise<string> {
  for (let offset = 0; offset < 2_000; offset += 20) {
    const reply = await bridge(page, 'agents.index', { pageSize: 20, offset });
    const hit = reply.data.find((agent) => agent.name === name);
    if (hit) return hit.uid;
    if (reply.data.length < 20) break;
  }
  throw new Error(`no agent named ${name}`);
}

/** Another day of this month than today, so that "dated today" on a copy is something to see. */
const OTHER_DAY = new Date().getDate() > 1 ? ukDay(-1) : ukDay(1);

for (const lang of languagesOfWholeRun(LANGUAGES)) {
  const L = LABELS[lang];
  const E = L.editor;
  const D = DAY_LABELS[lang];
  const shot = (name: string) => `${SHOTS}/issue16-${lang}-${name}.png`;

  test.describe(`[${lang}]`, () => {
    let savedNo = '';
    let refusedNo = '';
    let refusedTitle = '';
    let linkedNo = '';

    test('the 1C line keys edit the lines, the hint lists them, and Ctrl+S saves in the Ukrainian layout', async ({
      appPage,
      browserHost,
    }) => {
      const shell = new AppShell(appPage);
      await shell.open(browserHost.url);
      if ((await shell.documentLanguage()) !== lang) await shell.switchLanguage(L.languageButton);
      await shell.goTo(L.nav.documents);
      const list = new DocumentsList(appPage);
      await list.newDocument(L.list.newButton, L.types.waybillOut);
      const editor = new DocumentEditor(appPage);
      // Typed before the counterparties have loaded, Tab would take "create «Зерно»", the only option then.
      await editor.root.getByRole('combobox', { name: E.agent, exact: true }).focus();
      await appPage.keyboard.press('ArrowDown');
      await expect(appPage.getByRole('option', { name: CUSTOMER })).toHaveCount(1);
      await appPage.keyboard.press('Escape');
      await editor.pick(E.agent, 'Зерно', CUSTOMER);
      await editor.pick(E.storeOut, 'Центральний', CENTRAL);
      await editor.entityInput(1).focus();
      await editor.typeLine('Рулетка 5 м', '2'); // Tab at the end added line 2
      await expect(editor.root.getByText(D.hint)).toBeVisible();

      await editor.cell(E.qty, 1).focus();
      await appPage.keyboard.press('F9');
      await expect(editor.entityInput(2)).toHaveValue('Рулетка 5 м');
      await expect(editor.cell(E.qty, 2)).toHaveValue('2');
      await expect(editor.cell(E.qty, 2)).toBeFocused();

      await appPage.keyboard.press('Insert');
      await expect(editor.entityInput(3)).toBeFocused();
      await expect(editor.entityInput(3)).toHaveValue('');
      await expect(editor.entityInput(4)).toHaveValue('');
      await appPage.keyboard.press('Control+Delete');
      await expect(editor.entityInput(4)).toHaveCount(0);

      await editor.cell(E.qty, 2).focus();
      await appPage.keyboard.press('F4');
      await expect(editor.entityInput(2)).toBeFocused();
      await expect(appPage.getByRole('listbox')).toBeVisible();
      await appPage.keyboard.press('Escape');
      await expect(appPage.getByRole('listbox')).toHaveCount(0);

      await editor.root.getByLabel(D.lineNo(3), { exact: true }).click();
      await appPage.keyboard.press('Delete');
      await expect(editor.entityInput(3)).toHaveCount(0);
      await expect(editor.entityInput(2)).toHaveValue('Рулетка 5 м');
      await appPage.screenshot({ path: shot('editor-line-keys') });

      await pressCtrlInUkrainianLayout(appPage, 'KeyS');
      await expect(editor.notice).toHaveText(E.saved);
      await expect(editor.title()).toHaveText(E.titleRe(L.types.waybillOut));
      savedNo = E.titleRe(L.types.waybillOut).exec((await editor.title().textContent()) ?? '')?.[1] ?? '';
      await expect(editor.cell(E.qty, 2)).toHaveValue('2');
    });

    test('a post refused for want of stock leaves the saved document, with its number, in the editor', async ({ appPage }) => {
      const editor = new DocumentEditor(appPage);
      await appPage.getByRole('button', { name: E.back }).click();
      const list = new DocumentsList(appPage);
      await list.newDocument(L.list.newButton, L.types.waybillOut);
      await editor.root.getByLabel(D.date, { exact: true }).fill(OTHER_DAY);
      await editor.pick(E.agent, 'Зерно', CUSTOMER);
      await editor.pick(E.storeOut, 'Центральний', CENTRAL);
      await editor.entityInput(1).focus();
      await editor.typeLine('Рулетка 5 м', '99999');
      await editor.post();
      await expect(editor.refusal).toHaveAttribute('data-code', 'NOT_ENOUGH_STOCK');
      // Not "new, unsaved": the document the post saved, with the number the service gave it.
      await expect(editor.title()).toHaveText(E.titleRe(L.types.waybillOut));
      await expect(editor.notPostedChip).toBeVisible();
      await expect(editor.root.getByText(D.unsaved)).toHaveCount(0);
      await expect(editor.refusal).toBeVisible();
      refusedTitle = (await editor.title().textContent()) ?? '';
      refusedNo = E.titleRe(L.types.waybillOut).exec(refusedTitle)?.[1] ?? '';
      expect(refusedTitle).toBe(D.title(L.types.waybillOut, refusedNo, OTHER_DAY));
      await appPage.screenshot({ path: shot('refused-post') });
    });

    test('Copy makes a new unsaved draft with the same header and lines, dated today', async ({ appPage }) => {
      const editor = new DocumentEditor(appPage);
      const qty = await editor.cell(E.qty, 1).inputValue();
      await appPage.getByRole('button', { name: D.copy, exact: true }).click();
      await expect(editor.title()).toHaveText(E.newTitle(L.types.waybillOut));
      await expect(editor.root.getByLabel(D.date, { exact: true })).toHaveValue(ukDay());
      await expect(editor.root.getByRole('combobox', { name: E.agent, exact: true })).toHaveValue(CUSTOMER);
      await expect(editor.root.getByRole('combobox', { name: E.storeOut, exact: true })).toHaveValue(CENTRAL);
      await expect(editor.entityInput(1)).toHaveValue('Рулетка 5 м');
      await expect(editor.cell(E.qty, 1)).toHaveValue(qty);
      await expect(editor.root.getByText(D.unsaved)).toBeVisible();
      await expect(editor.refusal).toHaveCount(0);
      // Closing an unsaved copy asks first; nothing of it reaches the service.
      appPage.once('dialog', (dialog) => void dialog.accept());
      await appPage.getByRole('button', { name: E.back }).click();
      await expect(appPage.getByRole('heading', { level: 1, name: L.list.title })).toBeVisible();
    });

    test('goods are found with × typed as x and Latin look-alikes; a new item refills the price, asking first over a typed one', async ({
      appPage,
    }) => {
      const list = new DocumentsList(appPage);
      await list.newDocument(L.list.newButton, L.types.invoice);
      const editor = new DocumentEditor(appPage);
      const [bolt, level] = ['Анкерний болт 10×80 мм', 'Рівень будівельний 60 см'];
      const prices = await pricesOf(appPage, [bolt, level]);
      const item = editor.entityInput(1);
      const price = editor.cell(E.price, 1);
      const choose = async (typed: string, expected: string) => {
        await item.focus();
        await appPage.keyboard.press('Control+a');
        await appPage.keyboard.type(typed);
        await expect(appPage.getByRole('option').first()).toHaveText(new RegExp(`^${expected}`));
        await appPage.keyboard.press('Tab');
        await expect(item).toHaveValue(expected);
      };
      await choose('болт 10x80', bolt);
      await expect(price).toHaveValue(defined(prices[bolt], bolt));
      await choose('Рiвень будiвельний 60', level); // Latin i twice, as typed in the wrong layout
      await expect(price).toHaveValue(defined(prices[level], level));

      await price.fill('1,11');
      let asked = '';
      appPage.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await choose('болт 10x80', bolt);
      await expect(price).toHaveValue('1,11'); // the user said no: their price stays
      expect(asked).toContain(D.replacePrice(bolt));
      appPage.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.accept();
      });
      await choose('рiвень 60', level);
      expect(asked).toContain(D.replacePrice(level));
      await expect(price).toHaveValue(defined(prices[level], level));

      appPage.once('dialog', (dialog) => void dialog.accept());
      await appPage.getByRole('button', { name: E.back }).click();
      await expect(appPage.getByRole('heading', { level: 1, name: L.list.title })).toBeVisible();
    });

    test('Delete in the editor asks first, and the deleted document leaves the list', async ({ appPage }) => {
      const list = new DocumentsList(appPage);
      await list.setPeriod(OTHER_DAY, OTHER_DAY, { from: L.list.from, to: L.list.to });
      const row = await new DocumentsList(appPage).find(D.search, refusedNo, L.types.waybillOut);
      await row.locator('[data-field="no"]').click();
      await appPage.keyboard.press('Enter');
      const editor = new DocumentEditor(appPage);
      await expect(editor.title()).toHaveText(refusedTitle);
      await editor.root.getByRole('button', { name: D.delete, exact: true }).click();
      const dialog = appPage.getByRole('dialog', { name: D.deleteTitle });
      await expect(dialog).toContainText(D.deleteConfirm(refusedTitle));
      await expect(dialog.getByRole('button', { name: D.delete, exact: true })).toBeFocused();
      await faded(appPage);
      await appPage.screenshot({ path: shot('delete-dialog') });
      await dialog.getByRole('button', { name: D.delete, exact: true }).click();
      await expect(appPage.getByTestId('list-notice')).toContainText(D.deleted(refusedTitle));
      await expect(appPage.getByText(L.list.rowsOf)).toBeVisible();
      await expect(row).toHaveCount(0);
      const isoDay = OTHER_DAY.split('.').reverse().join('-');
      const left = await bridge(appPage, 'documents.index', {
        from: isoDay,
        to: isoDay,
        pageSize: 100,
        offset: 0,
      });
      expect(left.data.filter((doc) => doc.no === refusedNo && doc.type === 'waybillOut')).toEqual([]);
    });

    test('Delete on a row marks an unposted document; «Видалити позначені» deletes it once confirmed', async ({ appPage }) => {
      const list = new DocumentsList(appPage);
      await list.setPeriod(ukDay(), ukDay(), { from: L.list.from, to: L.list.to });
      const row = await new DocumentsList(appPage).find(D.search, savedNo, L.types.waybillOut);
      await row.locator('[data-field="no"]').click();
      await appPage.keyboard.press('Delete');
      await expect(row).toHaveClass(/row-marked/);
      await appPage.getByTestId('delete-marked').click();
      const dialog = appPage.getByTestId('delete-marked-dialog');
      await expect(dialog).toContainText(savedNo);
      await dialog.getByRole('button', { name: D.delete, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row).toHaveCount(0);
    });

    test('a posted document is not deleted: the dialog says to unpost it first', async ({ appPage }) => {
      const item = at((await bridge(appPage, 'entities.index', { pageSize: 1, offset: 0 })).data, 0);
      const invoice = {
        uid: randomUUID(),
        type: 'invoice',
        date: kyivDaysAgo(0),
        details: [{ entity: { uid: item.uid }, qty: '1', price: '10' }],
      };
      await bridge(appPage, 'documents.update', invoice);
      await bridge(appPage, 'documents.setDone', { uid: invoice.uid, done: true });
      const { no } = (await bridge(appPage, 'documents.load', { uid: invoice.uid })).data;
      await appPage.getByRole('button', { name: L.list.refresh, exact: true }).click();
      const posted = await new DocumentsList(appPage).find(D.search, no, L.types.invoice);
      await expect(posted.getByTestId('posted-marker')).toBeVisible();
      // Del on a posted row marks nothing: the dialog says to unpost it first.
      await posted.locator('[data-field="no"]').click();
      await appPage.keyboard.press('Delete');
      const dialog = appPage.getByRole('dialog', { name: D.postedTitle });
      await expect(dialog).toContainText(D.postedText);
      await expect(dialog.getByRole('button', { name: D.delete, exact: true })).toHaveCount(0);
      await faded(appPage);
      await appPage.screenshot({ path: shot('delete-posted') });
      await dialog.getByRole('button', { name: D.close, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(posted).toBeVisible();
    });

    test('an invoice with a payment based on it is not deleted, and the dialog says why', async ({ appPage }) => {
      const invoice = { uid: randomUUID(), type: 'invoice', date: kyivDaysAgo(0), memo: `delete-${lang}` };
      await bridge(appPage, 'documents.update', invoice);
      const payment = { uid: randomUUID(), type: 'payFromCustomer', date: kyivDaysAgo(0), sum: '10.00', memo: `delete-${lang}` };
      await bridge(appPage, 'payments.update', payment);
      await bridge(appPage, 'documents.linkTo', { uid: payment.uid, parent: invoice.uid });
      const loaded = await bridge(appPage, 'documents.load', { uid: invoice.uid });
      linkedNo = loaded.data.no;
      await appPage.getByRole('button', { name: L.list.refresh, exact: true }).click();
      const row = await new DocumentsList(appPage).find(D.search, loaded.data.no, L.types.invoice);
      await row.locator('[data-field="no"]').click();
      await appPage.keyboard.press('Delete');
      await expect(row).toHaveClass(/row-marked/);
      await appPage.getByTestId('delete-marked').click();
      const dialog = appPage.getByTestId('delete-marked-dialog');
      await dialog.getByRole('button', { name: D.delete, exact: true }).click();
      await expect(dialog.getByTestId('refusal')).toHaveAttribute('data-code', 'HAS_CHILDREN');
      await expect(dialog.getByTestId('refusal')).toContainText(D.hasChildren);
      await dialog.getByRole('button', { name: D.cancel, exact: true }).click();
      await expect(row).toBeVisible();
      // The mark is cleared again, so no later «Видалити позначені» meets it.
      await row.locator('[data-field="no"]').click();
      await appPage.keyboard.press('Delete');
      await expect(row).not.toHaveClass(/row-marked/);
    });

    test('the list finds documents of the whole period by number, counterparty or memo', async ({ appPage }) => {
      const list = new DocumentsList(appPage);
      await list.setPeriod(`01.${ukDay().slice(3)}`, ukDay(), { from: L.list.from, to: L.list.to });
      const search = appPage.getByLabel(D.search, { exact: true });
      await search.fill(`DELETE-${lang}`); // the memo, in other letter case
      await expect(list.dataRows()).toHaveCount(1);
      await expect(list.dataRows().first()).toContainText(linkedNo);
      await search.fill(linkedNo);
      await expect(list.dataRows().filter({ hasText: linkedNo }).first()).toBeVisible();
      await expect(list.dataRows().filter({ hasNotText: linkedNo })).toHaveCount(0);
      // A counterparty, by one word of its name in lower case.
      await bridge(appPage, 'documents.update', {
        uid: randomUUID(),
        type: 'invoice',
        date: kyivDaysAgo(0),
        agent: { uid: await agentNamed(appPage, CUSTOMER) },
      });
      await search.fill('');
      await appPage.getByRole('button', { name: L.list.refresh, exact: true }).click();
      await search.fill('зерно');
      await expect(list.dataRows().first()).toContainText('Зерно');
      await expect(list.dataRows().filter({ hasNotText: 'Зерно' })).toHaveCount(0);
      await appPage.screenshot({ path: shot('documents-search') });
      await search.fill('');
      await list.setPeriod(ukDay(), ukDay(), { from: L.list.from, to: L.list.to });
    });

    test('an agent’s codes are checked by their check digits, the IBAN taken with spaces and kept without', async ({ appPage }) => {
      const shell = new AppShell(appPage);
      await shell.goTo(D.directories);
      const dirs = new DirectoryScreen(appPage);
      await dirs.tab(D.agentsTab);
      await appPage.getByRole('button', { name: D.newRecord, exact: true }).click();
      await expect(dirs.editor.getByRole('heading')).toHaveText(D.newAgentTitle);
      const name = `ТОВ «Контрольні цифри ${lang}»`;
      const code = lang === 'uk' ? '14360570' : '00032129';
      await dirs.field('name').fill(name);
      await dirs.field('code').fill(`${code.slice(0, 7)}${(Number(code[7]) + 1) % 10}`);
      await dirs.field('iban').fill('UA21 3223 1300 0002 6007 2335 6600 2');
      await dirs.field('email').fill('buh@zerno');
      await pressCtrlInUkrainianLayout(appPage, 'KeyS');
      await expect(dirs.editor.getByText(D.edrpouCheck)).toBeVisible();
      await expect(dirs.editor.getByText(D.ibanCheck)).toBeVisible();
      await expect(dirs.editor.getByText(D.email)).toBeVisible();
      await dirs.field('code').fill('3011208762');
      await pressCtrlInUkrainianLayout(appPage, 'KeyS');
      await expect(dirs.editor.getByText(D.personCode)).toBeVisible();
      await appPage.screenshot({ path: shot('agent-checks') });

      await dirs.field('code').fill(code);
      await dirs.field('iban').fill('UA21 3223 1300 0002 6007 2335 6600 1');
      await dirs.field('email').fill('buh@zerno.com.ua');
      await pressCtrlInUkrainianLayout(appPage, 'KeyS');
      await expect(dirs.editor).toHaveCount(0);
      const found = await bridge(appPage, 'agents.find', { what: 'code', value: code });
      expect(found.data.find((agent) => agent.name === name)?.iban).toBe('UA213223130000026007233566001');
    });

    test('a payment from an invoice is prefilled with the open amount and a purpose with the VAT; more than open warns; a paid invoice is not offered again', async ({
      appPage,
    }) => {
      const customer = await agentNamed(appPage, CUSTOMER);
      const item = at((await bridge(appPage, 'entities.index', { pageSize: 1, offset: 0 })).data, 0);
      const invoice = {
        uid: randomUUID(),
        type: 'invoice',
        date: kyivDaysAgo(0),
        vatCode: '20',
        agent: { uid: customer },
        details: [{ entity: { uid: item.uid }, qty: '2', price: '50' }],
      };
      await bridge(appPage, 'documents.update', invoice);
      await bridge(appPage, 'documents.setDone', { uid: invoice.uid, done: true });
      const { no } = (await bridge(appPage, 'documents.load', { uid: invoice.uid })).data;

      const shell = new AppShell(appPage);
      await shell.goTo(L.nav.documents);
      const list = new DocumentsList(appPage);
      await list.setPeriod(ukDay(), ukDay(), { from: L.list.from, to: L.list.to });
      await appPage.getByRole('button', { name: L.list.refresh, exact: true }).click(); // made behind the list's back
      await (await new DocumentsList(appPage).find(D.search, no, L.types.invoice)).locator('[data-field="no"]').click();
      await appPage.keyboard.press('Enter');
      await appPage.getByRole('button', { name: E.basedOn }).click();
      await appPage.getByRole('menuitem', { name: E.paymentFromCustomer }).click();
      const payment = appPage.getByTestId('payment-editor');
      await expect(payment.getByLabel(L.payments.sum)).toHaveValue('120,00'); // 2 × 50 + 20 % VAT, nothing paid yet
      await expect(payment.getByLabel(D.purpose)).toHaveValue(D.purposeOf(no, ukDay(), '20,00'));
      await payment.getByLabel(L.payments.sum).fill('150');
      await expect(payment.getByTestId('overpaid-warning')).toBeVisible();
      await expect(appPage.getByRole('menu')).toHaveCount(0);
      await faded(appPage);
      await appPage.screenshot({ path: shot('payment-overpaid') });
      await payment.getByLabel(L.payments.sum).fill('120,00');
      await expect(payment.getByTestId('overpaid-warning')).toHaveCount(0);
      await payment.getByRole('button', { name: L.payments.post }).click();
      await expect(payment.getByTestId('payment-posted')).toBeVisible();
      await payment.getByRole('button', { name: L.payments.close }).click();
      await appPage.getByRole('button', { name: E.back }).click();

      await shell.goTo(L.nav.payments);
      await appPage.getByRole('button', { name: D.newPayment, exact: true }).click();
      await appPage.getByRole('menuitem', { name: E.paymentFromCustomer }).click();
      const fresh = appPage.getByTestId('payment-editor');
      const agent = fresh.getByRole('combobox', { name: L.payments.agent });
      await agent.fill('Зерно');
      await appPage.getByRole('option', { name: CUSTOMER }).first().click();
      await fresh.getByRole('combobox', { name: D.invoicePicker }).click();
      await expect(appPage.locator('.MuiAutocomplete-popper')).toBeVisible();
      await expect(appPage.getByRole('option', { name: D.invoiceOption(no) })).toHaveCount(0);
      await appPage.keyboard.press('Escape');
      appPage.once('dialog', (dialog) => void dialog.accept()); // leave the unsaved new payment
      await fresh.getByRole('button', { name: L.payments.close }).click();
      await expect(fresh).toHaveCount(0);
    });

    test('a csv saved by Ukrainian Excel in Windows-1251 is read as such, says so, and can be switched', async ({ appPage }) => {
      const name = `Свердло по бетону 6 мм «Ґрунт» №${lang}`;
      const file = join(tmpdir(), `oblik-e2e-1251-${lang}-${Date.now()}.csv`);
      writeFileSync(file, encodeWindows1251(`Артикул;Найменування;Од. виміру;Ціна\r\nСВ-${lang};${name};шт;12,50\r\n`));
      const shell = new AppShell(appPage);
      await shell.goTo(D.directories);
      await appPage.getByRole('tab', { name: D.importTab }).click();
      await appPage.getByTestId('import-file').setInputFiles(file);
      const encoding = appPage.getByRole('combobox', { name: D.encoding });
      await expect(encoding).toHaveText('Windows-1251 (Excel)');
      const preview = appPage.getByRole('grid', { name: D.preview });
      await expect(preview).toContainText(name);
      await expect(preview).toContainText('12,50');
      await appPage.screenshot({ path: shot('import-1251') });
      await encoding.click();
      await appPage.getByRole('option', { name: 'UTF-8' }).click();
      await expect(encoding).toHaveText('UTF-8');
      await expect(preview).not.toContainText(name);
      await encoding.click();
      await appPage.getByRole('option', { name: 'Windows-1251 (Excel)' }).click();
      await expect(preview).toContainText(name);
      rmSync(file, { force: true });
    });

    test('an unposted payment is deleted from the payments list', async ({ appPage }) => {
      const memo = `Оплата на видалення ${lang}`;
      // A day of its own, years after the demo's: today's list also holds the demo's and other
      // specs' payments, and a grid shows only the rows in view.
      const [iso, uk] = lang === 'uk' ? ['2036-03-12', '12.03.2036'] : ['2036-03-13', '13.03.2036'];
      await bridge(appPage, 'payments.update', { uid: randomUUID(), type: 'payFromCustomer', date: iso, sum: '123.45', memo });
      const shell = new AppShell(appPage);
      await shell.goTo(L.nav.payments);
      await new DocumentsList(appPage).setPeriod(uk, uk, { from: L.list.from, to: L.list.to }); // the same period fields
      const row = appPage.getByRole('grid').getByRole('row').filter({ hasText: memo });
      await row.getByRole('button', { name: new RegExp(`^${D.rowDelete('').trim()}`) }).click();
      const dialog = appPage.getByRole('dialog', { name: D.deleteTitle });
      await dialog.getByRole('button', { name: D.delete, exact: true }).click();
      await expect(appPage.getByTestId('list-notice')).toContainText(D.deleted(''));
      await expect(row).toHaveCount(0);
      await shell.goTo(L.nav.documents);
    });
  });
}

// A cloud account whose service has no /service/info offers no extensions: the app hides delete
// there rather than guess, and still copies (copying uses only the spec's own endpoints).
test.describe('a service without /service/info', () => {
  let service: ServiceWithoutInfo;
  test.beforeAll(async () => {
    service = await startServiceWithoutInfo();
  });
  test.afterAll(async () => {
    await service?.stop();
  });

  for (const lang of languagesOfWholeRun(LANGUAGES)) {
    const L = LABELS[lang];
    const D = DAY_LABELS[lang];
    test(`[${lang}] offers no delete, in the lists or the editor, while Copy stays`, async ({ appPage, browserHost }) => {
      const shell = new AppShell(appPage);
      await shell.open(browserHost.url);
      if ((await shell.documentLanguage()) !== lang) await shell.switchLanguage(L.languageButton);
      const auth = { Authorization: service.token, 'Content-Type': 'application/json' };
      const memo = `Без розширень ${lang}`;
      const post = (path: string, body: object) =>
        fetch(`${service.url}${path}`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
      expect((await post('/document/update', { uid: randomUUID(), type: 'invoice', date: kyivDaysAgo(0), memo })).status).toBe(200);
      expect(
        (await post('/paydocument/update', { uid: randomUUID(), type: 'payFromCustomer', date: kyivDaysAgo(0), sum: 5, memo })).status,
      ).toBe(200);

      const demo = (await bridge(appPage, 'connections.list', {})).find((c) => c.active);
      const added = await bridge(appPage, 'connections.add', {
        kind: 'cloud',
        name: memo,
        baseUrl: service.url,
        token: service.token,
      });
      await bridge(appPage, 'connections.select', { id: added.id });
      try {
        const asked = service.infoAsked();
        await appPage.reload();
        await expect(shell.activeConnection).toHaveText(memo);
        await shell.goTo(L.nav.documents);
        const list = new DocumentsList(appPage);
        const row = list.dataRows().filter({ hasText: L.types.invoice }).first();
        await expect(row).toBeVisible();
        await expect.poll(() => service.infoAsked()).toBeGreaterThan(asked);
        await expect(list.grid.getByRole('button', { name: new RegExp(`^${D.rowDelete('').trim()}`) })).toHaveCount(0);
        const cell = row.locator('[data-field="no"]');
        await cell.click();
        await expect(cell).toBeFocused();
        await appPage.keyboard.press('Delete');
        await expect(appPage.getByRole('dialog')).toHaveCount(0);
        await expect(cell).toBeFocused();
        await appPage.keyboard.press('Enter');
        const editor = new DocumentEditor(appPage);
        await expect(editor.notPostedChip).toBeVisible();
        await expect(editor.root.getByRole('button', { name: D.copy, exact: true })).toBeVisible();
        await expect(editor.root.getByRole('button', { name: D.delete, exact: true })).toHaveCount(0);
        await appPage.screenshot({ path: `${SHOTS}/issue16-${lang}-no-extensions-editor.png` });
        await appPage.getByRole('button', { name: L.editor.back }).click();
        await shell.goTo(L.nav.payments);
        await expect(appPage.getByRole('grid').getByRole('row').filter({ hasText: memo })).toBeVisible();
        await expect(appPage.getByRole('grid').getByRole('button', { name: new RegExp(`^${D.rowDelete('').trim()}`) })).toHaveCount(0);
      } finally {
        if (demo) await bridge(appPage, 'connections.select', { id: demo.id });
        await bridge(appPage, 'connections.remove', { id: added.id });
        await appPage.reload();
      }
    });
  }
});
