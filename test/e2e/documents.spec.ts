import { mkdirSync } from 'node:fs';
import { expect, test } from './support/fixtures.js';
import { AppShell } from './pages/app-shell.js';
import { balanceOf, CENTRAL, CUSTOMER, entityCodes, entityWithBarcode, ukDay } from './pages/documents-data.js';
import { DocumentEditor } from './pages/documents-editor.js';
import { LABELS, LANGUAGES } from './pages/documents-labels.js';
import { DocumentsList } from './pages/documents-list.js';
import { DocumentsPdfViewer } from './pages/documents-pdf.js';
import { bridge, kyivDaysAgo } from './support/page-bridge.js';
import { defined } from '../support/checked.js';
import { languagesOfWholeRun } from './support/languages.js';

/** Screenshots are looked at by people, not compared: kept outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

// One accountant's morning, step by step: each test continues where the previous one left the page.
// The whole morning runs in Ukrainian, and in English too when every spec runs in both (support/languages.ts).
test.describe.configure({ mode: 'serial' });

/** Twenty goods the demo's central store holds, each named so that the picker's first match is this one. */
const ITEMS = [
  'Рулетка 5 м',
  'Молоток слюсарний 500 г',
  'Викрутка PH2',
  'Плоскогубці 180 мм',
  'Ніж будівельний 18 мм',
  'Рукавиці робочі х/б',
  'Рівень будівельний 60 см',
  'Ключ комбінований 13 мм',
  'Розетка подвійна біла',
  'Вимикач одноклавішний',
  'Лампа світлодіодна E27 10 Вт',
  'Автоматичний вимикач 16 А',
  'Подовжувач 3 гнізда 3 м',
  'Кабель ВВГ-П 3×1,5',
  'Провід ПВС 2×1,5',
  'Гофротруба 20 мм',
  'Петля меблева накладна',
  'Ніжка меблева 150 мм чорна',
  'Направляюча для шухляди 400 мм',
  'Анкерний болт 10×80 мм',
] as const;

for (const lang of languagesOfWholeRun(LANGUAGES)) {
  const L = LABELS[lang];
  const E = L.editor;
  const shot = (name: string) => `${SHOTS}/issue5-${lang === 'uk' ? '' : 'en-'}${name}.png`;

  test.describe(`[${lang}]`, () => {
    let stockBefore = 0;
    let documentNo = '';

    test('the documents list opens on the current month, with type names and server paging', async ({ appPage, browserHost }) => {
      const shell = new AppShell(appPage);
      await shell.open(browserHost.url); // a fresh start: the filters of the other language's run are gone
      await expect(shell.activeConnection).toBeVisible();
      // Other spec files share this browser profile: start from this language and the documents section.
      if ((await shell.documentLanguage()) !== lang) await shell.switchLanguage(L.languageButton);
      await shell.goTo(L.nav.documents);
      await expect(shell.heading(L.list.title)).toBeVisible();
      const list = new DocumentsList(appPage);
      await expect(list.dataRows().first()).toBeVisible();
      await expect(appPage.getByLabel(L.list.from, { exact: true })).toHaveValue(`01.${ukDay().slice(3)}`);
      await expect(list.grid).toContainText(L.list.anyType);
      await expect(appPage.getByText(L.list.rowsOf)).toBeVisible();
      await appPage.screenshot({ path: shot('documents-list') });
    });

    test('type and state filters cover the whole period, not only the page shown', async ({ appPage }) => {
      const list = new DocumentsList(appPage);
      const isoOf = (uk: string) => uk.split('.').reverse().join('-');
      const [from, to] = [ukDay(-400), ukDay()];
      await list.setPeriod(from, to, { from: L.list.from, to: L.list.to });
      await list.choose(L.list.type, L.types.invoice);
      await list.choose(L.list.state, L.list.postedOnly);
      const status = appPage.getByTestId('documents-scan');
      await expect(status).toHaveText(L.list.found, { timeout: 30_000 });
      const [, found = '', scanned = ''] = ((await status.textContent()) ?? '').match(L.list.found) ?? [];
      // The service's own answer, every page of the period read through the bridge.
      const all: { type: string; done?: boolean }[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await bridge(appPage, 'documents.index', {
          from: isoOf(from),
          to: isoOf(to),
          pageSize: 100,
          offset,
        });
        all.push(...page.data);
        if (all.length >= defined(page.totalCount, 'totalCount') || page.data.length === 0) break;
      }
      expect(all.length).toBeGreaterThan(100); // more than one page: a filter of the first page only would miss some
      expect(Number(scanned.replace(/\D/g, ''))).toBe(all.length);
      const expected = all.filter((doc) => doc.type === 'invoice' && doc.done).length;
      expect(Number(found.replace(/\D/g, ''))).toBe(expected);
      // The grid pages over what was found: its footer counts the found documents, not the period's.
      await expect(appPage.getByText(L.list.rowsOf)).toHaveText(new RegExp(`${L.list.of} ${found}$`));
      await expect(list.dataRows().first()).toContainText(L.types.invoice);
      await expect(list.dataRows().filter({ hasNotText: L.types.invoice })).toHaveCount(0);
      await expect(list.dataRows().getByTestId('posted-marker')).toHaveCount(await list.dataRows().count());
      await appPage.screenshot({ path: shot('documents-list-filtered') });
      await list.choose(L.list.type, L.list.allTypes);
      await list.choose(L.list.state, L.list.allStates);
      await expect(status).toHaveCount(0);
      await list.setPeriod(`01.${ukDay().slice(3)}`, ukDay(), { from: L.list.from, to: L.list.to });
    });

    test('a delivery note with 20 lines is typed without the mouse, saved with Ctrl+S and posted with Ctrl+Enter', async ({ appPage }) => {
      stockBefore = await balanceOf(appPage, ITEMS[0]);
      expect(stockBefore).toBeGreaterThan(0);
      const list = new DocumentsList(appPage);
      await list.newDocument(L.list.newButton, L.types.waybillOut);
      const editor = new DocumentEditor(appPage);
      await expect(editor.title()).toHaveText(E.newTitle(L.types.waybillOut));
      await editor.pick(E.agent, 'Зерно', CUSTOMER);
      await editor.pick(E.storeOut, 'Центральний', CENTRAL);
      await editor.entityInput(1).focus();
      for (const item of ITEMS) await editor.typeLine(item, '1');
      await expect(editor.entityInput(21)).toBeFocused(); // Tab on the last cell added a row
      await expect(editor.total).not.toHaveText('0,00');
      const totalBeforeSave = await editor.total.textContent();
      await editor.save();
      await expect(editor.notice).toHaveText(E.saved);
      await expect(editor.title()).toHaveText(E.titleRe(L.types.waybillOut));
      documentNo = E.titleRe(L.types.waybillOut).exec((await editor.title().textContent()) ?? '')?.[1] ?? '';
      await expect(editor.total).toHaveText(totalBeforeSave ?? '');
      await expect(editor.cell(E.qty, 20)).toHaveValue('1');
      await editor.title().scrollIntoViewIfNeeded();
      await appPage.screenshot({ path: shot('delivery-note-editor') });
      await editor.post();
      await expect(editor.postedChip).toBeVisible();
      await expect(editor.notice).toHaveText(E.postedOk);
      expect(await balanceOf(appPage, ITEMS[0])).toBe(stockBefore - 1);
    });

    test('a posted delivery note opens read-only and says to unpost it first', async ({ appPage }) => {
      const editor = new DocumentEditor(appPage);
      await expect(editor.postedChip).toHaveText(E.posted);
      await expect(editor.readOnlyNotice).toContainText(E.readOnly);
      await expect(editor.cell(E.qty, 1)).toHaveAttribute('readonly', '');
      await expect(editor.entityInput(1)).toBeDisabled();
      await expect(appPage.getByRole('button', { name: E.save, exact: true })).toHaveCount(0);
    });

    test("a posted delivery note's entries: Дт 361 Кт 702 to the customer, with the total; Esc closes them", async ({ appPage }) => {
      const editor = new DocumentEditor(appPage);
      const title = (await editor.title().textContent()) ?? '';
      await appPage.getByRole('button', { name: E.entries, exact: true }).click();
      const dialog = appPage.getByRole('dialog', { name: E.entriesTitle(title) });
      await expect(dialog.getByRole('columnheader')).toHaveText(E.entriesHead);
      const sale = dialog.getByTestId('entry-row').filter({ hasText: /^361702/ });
      await expect(sale).toHaveCount(1);
      await expect(sale).toContainText(CUSTOMER);
      // The sale's amount is the note's total with VAT.
      await expect(sale.getByRole('cell').nth(2)).toHaveText((await editor.total.textContent()) ?? '');
      await expect(dialog.getByTestId('entries-total')).toContainText(E.entriesTotal);
      await appPage.screenshot({ path: lang === 'uk' ? `${SHOTS}/entries-dialog.png` : shot('entries-dialog') });
      await appPage.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(editor.postedChip).toBeVisible(); // Esc closed the entries, not the document
    });

    test('after unposting, too large a quantity is refused next to the lines and nothing typed is lost', async ({ appPage }) => {
      const editor = new DocumentEditor(appPage);
      await editor.readOnlyNotice.getByRole('button', { name: E.unpost }).click();
      await expect(editor.notPostedChip).toBeVisible();
      expect(await balanceOf(appPage, ITEMS[0])).toBe(stockBefore);
      await editor.cell(E.qty, 1).focus();
      await appPage.keyboard.press('Control+a');
      await appPage.keyboard.type('100000');
      await editor.post();
      await expect(editor.refusal).toHaveAttribute('data-code', 'NOT_ENOUGH_STOCK');
      await expect(editor.refusal).toContainText(E.notEnoughStock);
      await expect(editor.cell(E.qty, 1)).toHaveValue('100000');
      await expect(editor.cell(E.qty, 1)).toBeEditable();
      await editor.cell(E.qty, 1).focus();
      await appPage.keyboard.press('Control+a');
      await appPage.keyboard.type('2');
      await editor.post();
      await expect(editor.postedChip).toBeVisible();
      expect(await balanceOf(appPage, ITEMS[0])).toBe(stockBefore - 2);
    });

    test('the warehouse form opens in the PDF viewer, pages and zooms; its print dialog says plainly that this window cannot print', async ({
      appPage,
    }) => {
      await appPage.getByRole('button', { name: E.warehouseForm }).click();
      const viewer = new DocumentsPdfViewer(appPage);
      await expect(viewer.pageOf).toHaveText(L.pdf.pageOf);
      await expect(viewer.canvas).toBeVisible();
      const pages = Number(/(\d+)$/.exec((await viewer.pageOf.textContent()) ?? '')?.[1] ?? '1');
      const next = appPage.getByRole('button', { name: L.pdf.next });
      if (pages > 1) {
        await next.click();
        await expect(viewer.pageOf).toContainText('2');
      } else {
        await expect(next).toBeDisabled();
      }
      await appPage.getByRole('button', { name: L.pdf.zoomIn }).click();
      await expect(viewer.zoom).toHaveText('125%');
      await appPage.screenshot({ path: shot('pdf-viewer') });
      await appPage.keyboard.press('Control+p');
      const dialog = appPage.getByTestId('print-dialog');
      await expect(dialog.getByRole('heading', { name: L.print.title(1) })).toBeVisible();
      await expect(dialog.getByTestId('print-unsupported')).toContainText(L.print.unsupported);
      await dialog.getByRole('button', { name: L.print.close }).click();
      await expect(dialog).toHaveCount(0);
      await appPage.getByRole('button', { name: L.pdf.close, exact: true }).click();
      await expect(viewer.canvas).toHaveCount(0);
    });

    test('back in the list, the note shows as posted and "modified since" asks the service', async ({ appPage }) => {
      await appPage.getByRole('button', { name: E.back }).click();
      const list = new DocumentsList(appPage);
      await list.setPeriod(ukDay(), ukDay(), { from: L.list.from, to: L.list.to });
      // Found by its number: other specs add today's documents, and the grid renders only the rows in view.
      const search = appPage.getByRole('searchbox');
      await search.fill(documentNo);
      const row = list.row('Кав’ярня «Зерно»').filter({ hasText: documentNo });
      await expect(row).toBeVisible();
      await expect(row.getByTestId('posted-marker')).toBeVisible();
      await list.setModifiedSince(ukDay(1), L.list.modifiedSince);
      await expect(list.grid).toContainText(L.list.empty);
      await list.setModifiedSince(ukDay(), L.list.modifiedSince);
      await expect(row).toBeVisible();
      await appPage.screenshot({ path: shot('documents-modified-since') });
      await list.setModifiedSince('', L.list.modifiedSince);
      await expect(row).toBeVisible();
      await search.fill('');
    });

    test('a new counterparty is created from the header and items are pasted from a spreadsheet', async ({ appPage }) => {
      const codes = await entityCodes(appPage, ['Рулетка 8 м', 'Викрутка SL5']);
      const withBarcode = await entityWithBarcode(appPage);
      const list = new DocumentsList(appPage);
      await list.newDocument(L.list.newButton, L.types.invoice);
      const editor = new DocumentEditor(appPage);
      const name = `ТОВ «Перевірка ${lang.toUpperCase()}»`;
      const agentInput = editor.root.getByRole('combobox', { name: E.agent, exact: true });
      await agentInput.focus();
      await appPage.keyboard.type(name);
      await expect(appPage.getByRole('option', { name: E.newAgent.option(name) })).toBeVisible();
      await appPage.keyboard.press('Enter');
      const dialog = appPage.getByRole('dialog', { name: E.newAgent.title });
      await expect(dialog.getByLabel(E.newAgent.name)).toHaveValue(name);
      await dialog.getByLabel(E.newAgent.code).fill('1234567');
      await appPage.keyboard.press('Enter');
      await expect(dialog).toContainText(E.newAgent.codeInvalid);
      await dialog.getByLabel(E.newAgent.code).fill(lang === 'uk' ? '97531864' : '9753186420');
      await dialog.getByLabel(E.newAgent.taxCode).fill('975318642013');
      await appPage.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      await expect(agentInput).toHaveValue(name);

      const sheet = [
        `${defined(codes['Рулетка 8 м'], 'Рулетка 8 м').article}\t2\t1 250,50\tна вітрину`,
        `${withBarcode.barcode}\t1,5\t10.25`,
        'Викрутка SL5\t3\t99',
        'Нема такого товару\t1\t1',
        `${defined(codes['Викрутка SL5'], 'Викрутка SL5').article}\tбагато\t1`,
      ].join('\r\n');
      await editor.entityInput(1).focus();
      await appPage.evaluate((text) => {
        // What a spreadsheet puts on the clipboard, delivered as the browser delivers Ctrl+V.
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, sheet);
      const report = appPage.getByTestId('paste-report');
      await expect(report).toContainText(E.paste.added(3));
      await expect(report).toContainText(E.paste.rejected(2));
      await expect(report).toContainText(E.paste.notFound);
      await expect(editor.entityInput(1)).toHaveValue('Рулетка 8 м');
      await expect(editor.entityInput(2)).toHaveValue(withBarcode.name);
      await expect(editor.entityInput(3)).toHaveValue('Викрутка SL5');
      await expect(editor.entityInput(4)).toHaveCount(0);
      await expect(editor.cell(E.qty, 1)).toHaveValue('2');
      await expect(editor.cell(E.price, 1)).toHaveValue('1\u00a0250,50');
      await expect(editor.cell(E.qty, 2)).toHaveValue('1,5');
      // 2 × 1 250,50 + 1,5 × 10,25 + 3 × 99 = 2 501,00 + 15,38 + 297,00, VAT 20 % on top.
      await expect(editor.cell(E.sum, 2)).toHaveAttribute('placeholder', '15,38');
      await expect(editor.total).toHaveText('3\u00a0376,06');
      await appPage.screenshot({ path: shot('invoice-pasted') });
      await editor.save();
      await expect(editor.notice).toHaveText(E.saved);
      await expect(agentInput).toHaveValue(name);
      await appPage.getByRole('button', { name: E.back }).click();
    });

    test('an invoice gets a delivery note and a payment based on it, and its status follows them', async ({ appPage }) => {
      const list = new DocumentsList(appPage);
      await list.newDocument(L.list.newButton, L.types.invoice);
      const editor = new DocumentEditor(appPage);
      await editor.pick(E.agent, 'Зерно', CUSTOMER);
      await editor.entityInput(1).focus();
      await editor.typeLine('Рулетка 8 м', '1');
      await editor.typeLine('Викрутка SL5', '2');
      await editor.save();
      await expect(editor.notice).toHaveText(E.saved);
      await editor.post();
      await expect(editor.postedChip).toBeVisible();
      const related = appPage.getByTestId('related-panel');
      await expect(related.getByTestId('invoice-status')).toHaveText(E.status.awaitingPayment);
      const invoiceTotal = (await editor.total.textContent()) ?? '';
      const invoiceTitle = (await editor.title().textContent()) ?? '';
      const invoiceNo = E.titleRe(L.types.invoice).exec(invoiceTitle)?.[1] ?? '';

      await appPage.getByRole('button', { name: E.basedOn }).click();
      await appPage.getByRole('menuitem', { name: L.types.waybillOut, exact: true }).click();
      await expect(editor.title()).toHaveText(E.newTitle(L.types.waybillOut));
      await expect(editor.entityInput(2)).toHaveValue('Викрутка SL5');
      await expect(editor.total).toHaveText(invoiceTotal);
      // The memo names the invoice as a printed document does, in Ukrainian whatever the app's language.
      await expect(editor.root.getByLabel(E.memo, { exact: true })).toHaveValue(`Згідно з рахунком № ${invoiceNo} від ${ukDay()}`);
      await editor.pick(E.storeOut, 'Центральний', CENTRAL);
      await editor.post();
      await expect(editor.postedChip).toBeVisible();
      await related.getByTestId('related-item').filter({ hasText: invoiceNo }).filter({ hasText: L.types.invoice }).click();

      await expect(editor.title()).toHaveText(invoiceTitle);
      await expect(related.getByTestId('invoice-shipped')).toHaveText(E.shipped(invoiceTotal, invoiceTotal));
      await expect(related.getByTestId('invoice-status')).toHaveText(E.status.awaitingPayment);
      await appPage.getByRole('button', { name: E.basedOn }).click();
      await appPage.getByRole('menuitem', { name: E.paymentFromCustomer }).click();
      const payment = appPage.getByTestId('payment-editor');
      await expect(payment.getByLabel(L.payments.sum)).toHaveValue(invoiceTotal);
      await payment.getByRole('button', { name: L.payments.post }).click();
      await expect(payment.getByTestId('payment-posted')).toBeVisible();
      await payment.getByRole('button', { name: L.payments.close }).click();
      await expect(related.getByTestId('invoice-status')).toHaveText(E.status.closed);
      await expect(related.getByTestId('invoice-paid')).toHaveText(E.paid(invoiceTotal, invoiceTotal));
      await expect(related.getByTestId('related-item')).toHaveCount(2);
    });

    test('unposting an invoice with a posted payment and shipment is refused with the reason', async ({ appPage }) => {
      const editor = new DocumentEditor(appPage);
      await editor.readOnlyNotice.getByRole('button', { name: E.unpost }).click();
      await expect(editor.refusal).toHaveAttribute('data-code', 'HAS_POSTED_CHILDREN');
      await expect(editor.refusal).toContainText(E.hasPostedChildren);
      await expect(editor.postedChip).toBeVisible();
    });

    test('delivery notes ticked with the keyboard go to one print job, and this window offers PDF files instead', async ({ appPage }) => {
      await appPage.getByRole('button', { name: E.back }).click();
      const list = new DocumentsList(appPage);
      // Only delivery notes, as a user narrows a day's long list: the other specs' documents of today come
      // before them in number order, and the grid draws only the rows near its view.
      await list.choose(L.list.type, L.types.waybillOut);
      const notes = list.dataRows().filter({ hasText: L.types.waybillOut });
      await expect(notes.nth(1)).toBeVisible();
      await expect(list.printNotes).toBeDisabled();
      await expect(list.printNotes).toHaveText(L.list.printNotesNone);
      await list.tickWithSpace(notes.nth(0));
      await list.tickWithSpace(notes.nth(1));
      await expect(list.printNotes).toHaveText(L.list.printNotes);
      await expect(list.printNotes).toContainText('(2)');
      await appPage.keyboard.press('Control+p');
      const dialog = appPage.getByTestId('print-dialog');
      await expect(dialog.getByRole('heading', { name: L.print.title(2) })).toBeVisible();
      // The warehouse form is ticked beside the main one: each note in both forms, named, never by the service's code.
      await dialog.getByRole('checkbox', { name: L.print.warehouseForm }).check();
      await expect(dialog.getByTestId('print-targets')).toContainText(L.print.warehouseForm);
      await expect(dialog.getByTestId('print-targets')).not.toContainText('WBWH');
      await expect(dialog.getByTestId('print-unsupported')).toContainText(L.print.unsupported);
      await expect(dialog.locator('.MuiDialog-container')).toHaveCSS('opacity', '1'); // the fade-in is over
      await appPage.screenshot({ path: shot('print-dialog') });
      const downloads: string[] = [];
      appPage.on('download', (download) => downloads.push(download.suggestedFilename()));
      await dialog.getByRole('button', { name: L.print.saveAsPdf }).click();
      await expect(dialog.getByTestId('print-outcome')).toHaveText(L.print.savedFiles(4));
      // The four forms come as one file, as a user saving them expects (not four downloads).
      await expect.poll(() => downloads.length).toBe(1);
      expect(downloads[0]).toBe(lang === 'uk' ? 'Документи для друку (4).pdf' : 'Documents to print (4).pdf');
      await dialog.getByRole('button', { name: L.print.close }).click();
      await list.choose(L.list.type, L.list.allTypes);
    });

    test('a manufacture document is built in two sections, posted, and shows the computed product cost', async ({ appPage }) => {
      const list = new DocumentsList(appPage);
      await list.newDocument(L.list.newButton, L.types.manufacture);
      const editor = new DocumentEditor(appPage);
      await expect(appPage.getByRole('heading', { name: E.products })).toBeVisible();
      await expect(appPage.getByRole('heading', { name: E.materials })).toBeVisible();
      await editor.pick(E.materialsStore, 'Центральний', CENTRAL);
      await editor.pick(E.productsStore, 'готової', 'Склад готової продукції');
      await editor.sectionEntityInput('product-lines', 1).focus();
      await editor.typeLine('Стіл письмовий 100 см білий', '1');
      await editor.sectionEntityInput('material-lines', 1).focus();
      await editor.typeLine('Плита МДФ 16 мм', '2');
      await editor.post();
      await expect(editor.postedChip).toBeVisible();
      // The service priced the product at the cost of the materials written off: the line sum is that cost now.
      const productSum = appPage.getByTestId('product-lines').getByRole('textbox', { name: `${E.sum} 1`, exact: true });
      const materialSum = appPage.getByTestId('material-lines').getByRole('textbox', { name: `${E.sum} 1`, exact: true });
      const materialCost = await materialSum.getAttribute('placeholder');
      expect(materialCost).toMatch(/\d,\d\d$/);
      await expect(productSum).toHaveAttribute('placeholder', materialCost ?? '');
      await editor.title().scrollIntoViewIfNeeded();
      await appPage.screenshot({ path: shot('manufacture-editor') });
      await appPage.getByRole('button', { name: E.back }).click();
    });

    test('the warehouse form of a long delivery note pages forward and back, by button and by key', async ({ appPage }) => {
      // Twenty lines fit on one page of the form: a note of 70 lines, saved as a draft, is what needs paging.
      const stores = await bridge(appPage, 'stores.index', { pageSize: 20, offset: 0 });
      const central = defined(
        stores.data.find((store) => store.name === CENTRAL),
        'the central store of the demo',
      );
      const goods: string[] = [];
      for (let offset = 0; goods.length < 70; offset += 20) {
        const page = await bridge(appPage, 'entities.index', { pageSize: 20, offset });
        goods.push(...page.data.filter((entity) => entity.kind === 'goods').map((entity) => entity.uid));
        if (page.data.length < 20) break;
      }
      expect(goods.length).toBeGreaterThanOrEqual(70);
      const uid = await appPage.evaluate(() => crypto.randomUUID());
      await bridge(appPage, 'documents.update', {
        uid,
        type: 'waybillOut',
        date: kyivDaysAgo(0),
        storeOut: { uid: central.uid },
        details: goods.slice(0, 70).map((entity) => ({ entity: { uid: entity }, qty: 1, price: 1 })),
      });
      await appPage.evaluate((id) => {
        window.location.hash = `#/documents/${id}`;
      }, uid);
      const editor = new DocumentEditor(appPage);
      await expect(editor.entityInput(70)).toBeVisible();
      await appPage.getByRole('button', { name: E.warehouseForm }).click();
      const viewer = new DocumentsPdfViewer(appPage);
      await expect(viewer.canvas).toBeVisible();
      await expect(viewer.pageOf).toHaveText(L.pdf.pageOf);
      const pages = Number(/(\d+)$/.exec((await viewer.pageOf.textContent()) ?? '')?.[1]);
      expect(pages).toBeGreaterThanOrEqual(2);
      const [previous, next] = [appPage.getByRole('button', { name: L.pdf.previous }), appPage.getByRole('button', { name: L.pdf.next })];
      await expect(previous).toBeDisabled();
      await next.click();
      await expect(viewer.pageOf).toHaveText(L.pdf.pageOfN(2, pages));
      await expect(previous).toBeEnabled();
      await appPage.keyboard.press('PageDown');
      await expect(viewer.pageOf).toHaveText(L.pdf.pageOfN(Math.min(3, pages), pages));
      for (let page = Math.min(3, pages); page < pages; page++) await appPage.keyboard.press('PageDown');
      await expect(viewer.pageOf).toHaveText(L.pdf.pageOfN(pages, pages));
      await expect(next).toBeDisabled();
      if (lang === 'uk') await appPage.screenshot({ path: shot('pdf-viewer-last-page') });
      await previous.click();
      await expect(viewer.pageOf).toHaveText(L.pdf.pageOfN(pages - 1, pages));
      for (let page = pages - 1; page > 1; page--) await appPage.keyboard.press('PageUp');
      await expect(viewer.pageOf).toHaveText(L.pdf.pageOfN(1, pages));
      await expect(previous).toBeDisabled();
      await appPage.getByRole('button', { name: L.pdf.close, exact: true }).click();
      await expect(viewer.canvas).toHaveCount(0);
      await appPage.getByRole('button', { name: E.back }).click();
    });
  });
}

test('an unsaved editor survives a restart of the app and is discarded only after a question', async ({ appPage }) => {
  const shell = new AppShell(appPage);
  await shell.switchLanguage('Українська');
  const list = new DocumentsList(appPage);
  await list.newDocument('Створити', 'Рахунок-фактура');
  const editor = new DocumentEditor(appPage);
  await editor.pick('Контрагент', 'Зерно', CUSTOMER);
  await editor.entityInput(1).focus();
  await editor.typeLine('Рулетка 3 м', '7');
  await appPage.reload();
  // Specs before this one in the worker may have left editors of their own unsaved: this test follows its own draft.
  const kept = appPage.getByTestId('unsaved-draft').filter({ hasText: 'Незбережена чернетка: Новий документ: Рахунок-фактура' });
  await expect(kept).toHaveCount(1);
  await kept.getByRole('button', { name: 'Відкрити' }).click();
  await expect(editor.entityInput(1)).toHaveValue('Рулетка 3 м');
  await expect(editor.cell('Кількість', 1)).toHaveValue('7');
  appPage.once('dialog', (dialog) => void dialog.accept());
  await appPage.getByRole('button', { name: 'До переліку' }).click();
  await expect(appPage.getByRole('heading', { level: 1, name: 'Документи' })).toBeVisible();
  await expect(kept).toHaveCount(0);
});
