import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { AppShell } from './pages/app-shell.js';
import { CENTRAL, CUSTOMER } from './pages/documents-data.js';
import { DocumentEditor } from './pages/documents-editor.js';
import { LABELS, LANGUAGES } from './pages/documents-labels.js';
import { DocumentsList } from './pages/documents-list.js';
import { DirectoryScreen } from './pages/directories-screen.js';
import { DAY2_LABELS } from './pages/working-day-2-labels.js';
import { ReportsScreen } from './pages/reports-screen.js';
import { inBothLanguages, REPORT_WORDS } from './pages/reports-languages.js';
import { ConnectionsScreen } from './pages/connections-screen.js';
import { bridge, kyivDaysAgo } from './support/page-bridge.js';

/** Screenshots are looked at by people, not compared: kept outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

// The second half of a working day (docs/desktop-app.md, "Screens"): the documents list and its addresses, manufacture,
// shipping past an invoice, Esc in editors, a contract's counterparty, goods with their own VAT.
// Each test continues where the previous one left the page. The day in Ukrainian, the day in English
// and the offline test each open the page themselves, so they may run in the two workers at once.
test.describe.configure({ mode: 'parallel' });

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

const UID_HASH = /#\/documents\/[0-9a-f-]{36}$/;

for (const lang of LANGUAGES) {
  const L = LABELS[lang];
  const E = L.editor;
  const W = DAY2_LABELS[lang];
  const shot = (name: string) => `${SHOTS}/issue16-2-${lang}-${name}.png`;
  /** Goods of 7 % VAT, made for this run: the demo's goods are all at the document's 20 %. */
  const seedName = `Насіння льону e2e ${lang} ${Date.now()}`;

  test.describe(`[${lang}]`, () => {
    test.describe.configure({ mode: 'serial' });
    test('the list fits 1366 px with «Сума з ПДВ», keeps a column choice, and each document has its own address', async ({
      appPage,
      browserHost,
    }) => {
      await appPage.setViewportSize({ width: 1366, height: 768 });
      const shell = new AppShell(appPage);
      await shell.open(browserHost.url);
      await bridge(appPage, 'entities.update', { uid: randomUUID(), name: seedName, kind: 'goods', unit: 'кг', price: 50, vatCode: '7' });
      if ((await shell.documentLanguage()) !== lang) await shell.switchLanguage(L.languageButton);
      await shell.goTo(L.nav.documents);
      const list = new DocumentsList(appPage);
      await expect(list.dataRows().first()).toBeVisible();
      await expect(appPage.getByRole('columnheader', { name: W.totalColumn, exact: true })).toBeVisible();
      await expect(appPage.getByRole('columnheader', { name: W.paidColumn, exact: true })).toBeVisible();
      await expect(appPage.getByRole('columnheader', { name: W.vatColumn, exact: true })).toHaveCount(0);
      // Nothing to scroll sideways at 1366 pixels: the last column ends inside the grid.
      // (Polled: a language switch lays the columns out again.)
      const headers = appPage.getByRole('columnheader');
      await expect
        .poll(async () => {
          const last = await headers.nth((await headers.count()) - 1).boundingBox();
          const grid = await list.grid.boundingBox();
          return last && grid ? grid.x + grid.width - (last.x + last.width) : -1;
        })
        .toBeGreaterThanOrEqual(0);
      if (lang === 'uk') await appPage.screenshot({ path: shot('documents-list-1366') });

      // The user shows the VAT column; the choice survives a reload.
      await appPage.getByRole('button', { name: W.columns, exact: true }).click();
      await appPage.getByRole('menuitemcheckbox', { name: W.vatColumn, exact: true }).click();
      await appPage.keyboard.press('Escape');
      await expect(appPage.getByRole('columnheader', { name: W.vatColumn, exact: true })).toBeVisible();
      await appPage.reload();
      await expect(list.dataRows().first()).toBeVisible();
      await expect(appPage.getByRole('columnheader', { name: W.vatColumn, exact: true })).toBeVisible();
      await appPage.getByRole('button', { name: W.columns, exact: true }).click();
      await appPage.getByRole('menuitemcheckbox', { name: W.vatColumn, exact: true }).click();
      await appPage.keyboard.press('Escape');
      await expect(appPage.getByRole('columnheader', { name: W.vatColumn, exact: true })).toHaveCount(0);

      // Opening a row changes the address: reload, Back and Forward keep the user's place.
      await list.dataRows().first().locator('[data-field="no"]').click();
      await appPage.keyboard.press('Enter');
      const editor = new DocumentEditor(appPage);
      await expect(editor.title()).toBeVisible();
      await expect(appPage).toHaveURL(UID_HASH);
      const title = (await editor.title().textContent()) ?? '';
      await appPage.reload();
      await expect(editor.title()).toHaveText(title);
      await appPage.goBack();
      await expect(appPage.getByRole('heading', { level: 1, name: L.list.title })).toBeVisible();
      await appPage.goForward();
      await expect(editor.title()).toHaveText(title);
      await appPage.getByRole('button', { name: E.back }).click();
      await expect(appPage.getByRole('heading', { level: 1, name: L.list.title })).toBeVisible();
    });

    test('a manufacture names its stores and values its product from the materials, then at the posted cost', async ({ appPage }) => {
      const list = new DocumentsList(appPage);
      await list.newDocument(L.list.newButton, L.types.manufacture);
      const editor = new DocumentEditor(appPage);
      await editor.pick(E.materialsStore, 'Центральний', CENTRAL);
      await editor.pick(E.productsStore, 'готової', 'Склад готової продукції');
      await expect(editor.root.getByRole('combobox', { name: E.storeOut, exact: true })).toHaveCount(0);
      await editor.sectionEntityInput('product-lines', 1).focus();
      await editor.typeLine('Стіл письмовий 100 см білий', '1');
      await editor.sectionEntityInput('material-lines', 1).focus();
      await editor.typeLine('Плита МДФ 16 мм', '2');
      // Not the table's sale price: the product's price is left to its cost.
      const productPrice = appPage.getByTestId('product-lines').getByRole('textbox', { name: `${E.price} 1`, exact: true });
      await expect(productPrice).toHaveValue('');
      const cost = appPage.getByTestId('manufacture-cost');
      await expect(cost.getByRole('heading', { name: W.costEstimated })).toBeVisible();
      await expect(cost.getByTestId('cost-sum')).toHaveText(/^[1-9][\d\s\u00a0\u202f]*,\d\d$/);
      if (lang === 'uk') {
        await cost.scrollIntoViewIfNeeded();
        await appPage.screenshot({ path: shot('manufacture-estimate') });
      }
      await editor.post();
      await expect(editor.postedChip).toBeVisible();
      await expect(cost.getByRole('heading', { name: W.costPosted })).toBeVisible();
      const productSum = appPage.getByTestId('product-lines').getByRole('textbox', { name: `${E.sum} 1`, exact: true });
      await expect(productSum).toHaveAttribute('placeholder', /\d,\d\d$/);
      await expect(cost.getByTestId('cost-sum')).toHaveText((await productSum.getAttribute('placeholder')) ?? '');
      if (lang === 'uk') await appPage.screenshot({ path: shot('manufacture-posted') });
      await appPage.getByRole('button', { name: E.back }).click();
    });

    test('a delivery note beyond its invoice’s open amount warns with the figures and saves once the user agrees', async ({ appPage }) => {
      const goods = await bridge(appPage, 'entities.index', { pageSize: 20, offset: 0 });
      const item = goods.data.find((entity) => entity.kind === 'goods');
      if (!item) throw new Error('the demo company has no goods');
      const invoice = {
        uid: randomUUID(),
        type: 'invoice',
        date: kyivDaysAgo(0),
        agent: { uid: await agentNamed(appPage, CUSTOMER) },
        vatCode: '20',
        vatInPrice: false,
        details: [{ entity: { uid: item.uid }, qty: '1', price: '100' }],
      };
      await bridge(appPage, 'documents.update', invoice);
      await bridge(appPage, 'documents.setDone', { uid: invoice.uid, done: true });
      await appPage.evaluate((uid) => {
        window.location.hash = `#/documents/${uid}`;
      }, invoice.uid);
      const editor = new DocumentEditor(appPage);
      await expect(editor.postedChip).toBeVisible();
      await appPage.getByRole('button', { name: W.basedOn }).click();
      await appPage.getByRole('menuitem', { name: L.types.waybillOut, exact: true }).click();
      await expect(editor.title()).toHaveText(E.newTitle(L.types.waybillOut));
      await editor.pick(E.storeOut, 'Центральний', CENTRAL);
      await editor.cell(E.qty, 1).fill('3');
      // 3 × 100 + 20 % = 360,00 against 120,00 open: 240,00 more.
      const [start, end] = W.overShipped('360,00', '120,00', '240,00');
      const warning = appPage.getByTestId('overshipped-warning');
      await expect(warning).toContainText(start ?? '');
      await expect(warning).toContainText(end ?? '');
      let asked = '';
      appPage.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await editor.save();
      await expect.poll(() => asked).toContain(W.saveAnyway);
      expect(asked).toContain(start);
      await expect(editor.title()).toHaveText(E.newTitle(L.types.waybillOut)); // the user said no: nothing saved
      appPage.once('dialog', (dialog) => void dialog.accept());
      await editor.save();
      await expect(editor.notice).toHaveText(E.saved);
      await expect(editor.title()).toHaveText(E.titleRe(L.types.waybillOut));

      // Saved for the first time, the new document has its own address at once: reload, Back and Forward work.
      await expect(appPage).toHaveURL(UID_HASH);
      expect(appPage.url()).not.toContain(invoice.uid);
      await expect(editor.notice).toHaveText(E.saved); // the same editor goes on: nothing was opened afresh
      const title = (await editor.title().textContent()) ?? '';
      await appPage.reload();
      await expect(editor.title()).toHaveText(title);
      await appPage.goBack();
      await expect(appPage).toHaveURL(new RegExp(`#/documents/${invoice.uid}$`));
      await expect(editor.postedChip).toBeVisible();
      await appPage.goForward();
      await expect(editor.title()).toHaveText(title);
    });

    test('a click outside the payment dialog with changes asks first, as Esc does', async ({ appPage }) => {
      // From the delivery note back to its invoice, and a payment based on it.
      const editor = new DocumentEditor(appPage);
      const waybill = (await editor.title().textContent()) ?? '';
      await appPage.goBack();
      await expect(editor.postedChip).toBeVisible();
      await appPage.getByRole('button', { name: W.basedOn }).click();
      await appPage.getByRole('menuitem', { name: E.paymentFromCustomer }).click();
      const payment = appPage.getByTestId('payment-editor');
      await payment.getByLabel(L.payments.sum).fill('55');
      let asked = '';
      appPage.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await appPage.mouse.click(4, 4); // the backdrop, outside the dialog
      await expect.poll(() => asked).toBe(W.discard);
      await expect(payment.getByLabel(L.payments.sum)).toHaveValue('55'); // the user said no: nothing lost
      appPage.once('dialog', (dialog) => void dialog.accept());
      await appPage.mouse.click(4, 4);
      await expect(payment).toHaveCount(0);
      await appPage.goForward();
      await expect(editor.title()).toHaveText(waybill);
    });

    test('Esc in an editor with changes asks first; without an answer yes the editor stays', async ({ appPage }) => {
      const editor = new DocumentEditor(appPage);
      await editor.cell(E.qty, 1).fill('4');
      let asked = '';
      appPage.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await appPage.keyboard.press('Escape');
      await expect.poll(() => asked).toBe(W.discard);
      await expect(editor.cell(E.qty, 1)).toHaveValue('4');
      appPage.once('dialog', (dialog) => void dialog.accept());
      await appPage.keyboard.press('Escape');
      await expect(appPage.getByRole('heading', { level: 1, name: L.list.title })).toBeVisible();
    });

    test('a contract needs its counterparty, picked by typing and Enter; Esc over its changes asks', async ({ appPage }) => {
      const shell = new AppShell(appPage);
      await shell.goTo(lang === 'uk' ? 'Довідники' : 'Directories');
      const dirs = new DirectoryScreen(appPage);
      await dirs.tab(W.contracts);
      await appPage.getByRole('button', { name: W.newButton, exact: true }).click();
      await dirs.field('name').fill(`Договір e2e ${lang}`);
      await dirs.editor.getByRole('button', { name: W.save, exact: true }).click();
      await expect(dirs.editor).toContainText(W.agentRequired);
      const agent = dirs.editor.getByRole('combobox', { name: W.agent });
      await agent.focus();
      await appPage.keyboard.type('Зерно');
      await expect(appPage.getByRole('option', { name: CUSTOMER })).toBeVisible();
      await appPage.keyboard.press('Enter');
      await expect(agent).toHaveValue(CUSTOMER);
      await expect(dirs.editor).not.toContainText(W.agentRequired);
      let asked = '';
      appPage.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await appPage.keyboard.press('Escape');
      await expect.poll(() => asked).toBe(W.discardRecord);
      await expect(dirs.editor).toBeVisible();
      appPage.once('dialog', (dialog) => void dialog.accept());
      await appPage.keyboard.press('Escape');
      await expect(dirs.editor).toHaveCount(0);
    });

    test('goods of another VAT rate than the document are named, and their rate can be set on the document', async ({ appPage }) => {
      const shell = new AppShell(appPage);
      await shell.goTo(L.nav.documents);
      const list = new DocumentsList(appPage);
      await list.newDocument(L.list.newButton, L.types.invoice);
      const editor = new DocumentEditor(appPage);
      await editor.entityInput(1).focus();
      await editor.typeLine(seedName, '2');
      const mismatch = appPage.getByTestId('vat-mismatch');
      await expect(mismatch).toContainText(W.vatMismatch);
      await expect(mismatch).toContainText(`«${seedName}» (7%)`);
      // The goods bring their price and unit with them.
      await expect(editor.cell(E.price, 1)).toHaveValue('50,00');
      const firstLine = editor.root
        .getByRole('row')
        .filter({ has: appPage.getByRole('combobox', { name: /^(Товар \/ послуга|Item) 1$/ }) });
      await expect(firstLine).toContainText('кг');
      await mismatch.getByRole('button', { name: W.vatMismatchSet }).click();
      await expect(editor.root.getByRole('combobox', { name: W.vatCode })).toHaveText('7%');
      await expect(mismatch).toHaveCount(0);
      appPage.once('dialog', (dialog) => void dialog.accept());
      await appPage.keyboard.press('Escape');
      await expect(appPage.getByRole('heading', { level: 1, name: L.list.title })).toBeVisible();
    });

    test('a double click on a report row opens its drill-down, and the drill-down stays open', async ({ appPage }) => {
      const R = REPORT_WORDS[lang];
      const shell = new AppShell(appPage);
      await shell.goTo(R.reports);
      const reports = new ReportsScreen(appPage);
      await reports.choose(R.store, CENTRAL);
      await reports.run(W.run);
      const row = reports.grid(R.balanceTitle).locator('.row-item').first();
      await expect(row).toBeVisible();
      await row.dblclick();
      const drill = reports.drill();
      await expect(drill.getByRole('heading')).toContainText(R.stockMoves);
      await expect(drill.getByTestId('drill-row').first()).toBeVisible();
      await expect(drill).toBeVisible(); // the double click's second click did not close it
      await drill.getByRole('button', { name: R.close, exact: true }).click();
      await expect(drill).toHaveCount(0);
    });
  });
}

test('offline, the documents list shows its "as of" banner at once, without Refresh (both languages)', async ({
  appPage,
  browserHost,
  startDemoService,
}) => {
  // A "cloud" service of our own on a copy of the demo company, stopped while the list is out of view.
  const cloud = await startDemoService('day2-cloud');
  try {
    const shell = new AppShell(appPage);
    await shell.open(browserHost.url);
    if ((await shell.documentLanguage()) !== 'en') await shell.switchLanguage('English');
    const connections = new ConnectionsScreen(appPage);
    await shell.goTo('Connections');
    await connections.addCloudAccount('Day two office', cloud.url, cloud.token);
    await connections.use('Day two office');
    await expect(shell.activeConnection).toHaveText('Day two office');
    await shell.goTo(LABELS.en.nav.documents);
    const list = new DocumentsList(appPage);
    await expect(list.dataRows().first()).toBeVisible();
    const banner = appPage.getByTestId('offline-banner');
    await expect(banner).toHaveCount(0);
    await shell.goTo('Home');
    await cloud.stop();
    await shell.goTo(LABELS.en.nav.documents);
    await inBothLanguages(shell, async (lang) => {
      await expect(banner).toHaveText(REPORT_WORDS[lang].offline);
    });
    await expect(list.dataRows().first()).toBeVisible();
    await shell.goTo('Connections');
    await connections.switchToDemo();
    await expect(shell.activeConnection).toHaveText('Демо-компанія');
    await connections.remove('Day two office');
  } finally {
    await cloud.stop();
  }
});
