import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures.js';
import { bridge, kyivDaysAgo } from './support/page-bridge.js';
import type { BridgeRequest } from '../../shared/ipc/bridge-contract.js';
import { AppShell } from './pages/app-shell.js';
import { DocumentEditor } from './pages/documents-editor.js';
import type { Lang } from './pages/reports-languages.js';
import { screenshotPath } from './support/screenshots.js';

/** What the screens say, written out per language, so a missing translation fails that language's run. */
const WORDS = {
  uk: {
    switch: 'Українська',
    basedOn: 'Створити на підставі',
    returnType: 'Повернення від покупця',
    newTitle: 'Новий документ: Повернення від покупця',
    basis: 'Підстава (видаткова накладна чи акт покупця)',
    basisOf: (no: string) => new RegExp(`^Видаткова накладна № ${no} від \\d\\d\\.\\d\\d\\.\\d{4} · 14\u00a0400,00$`),
    memo: (no: string) => new RegExp(`^Повернення за видатковою накладною № ${no} від \\d\\d\\.\\d\\d\\.\\d{4}$`),
    qty: 'Кількість',
    memoLabel: 'Примітка',
    posted: 'Проведено',
    entries: 'Проводки',
    costs: 'Собівартість повернення',
    fill: 'Заповнити останньою собівартістю',
    newButton: 'Створити',
    agent: 'Контрагент',
    storeIn: 'Склад надходження',
    exceeds: 'Повертається більше, ніж продано за підставою.',
  },
  en: {
    switch: 'English',
    basedOn: 'Create based on',
    returnType: 'Return from customer',
    newTitle: 'New document: Return from customer',
    basis: 'Basis (a delivery note or act of the customer)',
    basisOf: (no: string) => new RegExp(`^Delivery note No\\. ${no} of \\d\\d\\.\\d\\d\\.\\d{4} · 14\u00a0400,00$`),
    memo: (no: string) => new RegExp(`^Повернення за видатковою накладною № ${no} від \\d\\d\\.\\d\\d\\.\\d{4}$`),
    qty: 'Quantity',
    memoLabel: 'Memo',
    posted: 'Posted',
    entries: 'Entries',
    costs: 'Cost of the return',
    fill: 'Fill in the last cost',
    newButton: 'New',
    agent: 'Counterparty',
    storeIn: 'Receiving store',
    exceeds: 'More comes back than the basis sold.',
  },
} as const satisfies Record<Lang, unknown>;

/**
 * A return from a customer made on its delivery note (docs/desktop-app.md, "Returns from customers"):
 * 10 kettles bought at 900.00 and sold at 1 200.00 + 20 % VAT; 5 come back from the note's «Створити на
 * підставі». By hand: G = 5 × 1 200.00 × 1.2 = 7 200.00, V = 1 200.00, the cost 5 × 900.00 = 4 500.00.
 */
// In both languages: the return's basis, its refusal and its cost question are read as a user reads them.
for (const lang of ['uk', 'en'] as const) {
  const W = WORDS[lang];
  test(`[${lang}] a return based on a delivery note: its lines, posted to 704 at the sale's cost`, async ({ appPage, browserHost }) => {
    const shell = new AppShell(appPage);
    await shell.open(browserHost.url);
    await expect(shell.activeConnection).toBeVisible();
    if ((await shell.documentLanguage()) !== lang) await shell.switchLanguage(W.switch);
    await appPage.setViewportSize({ width: 1366, height: 768 });

    const store = (await bridge(appPage, 'stores.index', { pageSize: 1, offset: 0 })).data[0]!;
    const [supplier, customer] = [
      (await bridge(appPage, 'agents.update', { uid: randomUUID(), name: `ТОВ «Постачальник чайників ${lang}»` })).data,
      (await bridge(appPage, 'agents.update', { uid: randomUUID(), name: `ТОВ «Кав’ярня ${lang}»` })).data,
    ];
    const kettle = (
      await bridge(appPage, 'entities.update', { uid: randomUUID(), name: `Чайник електричний ${lang}`, kind: 'goods', unit: 'шт' })
    ).data;
    const posted = async (body: Omit<BridgeRequest<'documents.update'>, 'uid'>) => {
      const uid = randomUUID();
      const doc = (await bridge(appPage, 'documents.update', { uid, vatCode: '20', vatInPrice: false, ...body })).data;
      await bridge(appPage, 'documents.setDone', { uid, done: true });
      return doc;
    };
    await posted({
      type: 'waybillIn',
      date: kyivDaysAgo(3),
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: kettle.uid }, qty: 10, price: 900 }],
    });
    const sale = await posted({
      type: 'waybillOut',
      date: kyivDaysAgo(2),
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: kettle.uid }, qty: 10, price: 1200 }],
    });

    // The note's «Створити на підставі» → «Повернення від покупця»: the customer, store and lines come with it.
    await appPage.evaluate((hash) => (window.location.hash = hash), `#/documents/${sale.uid}`);
    const editor = new DocumentEditor(appPage);
    await expect(editor.postedChip).toBeVisible();
    await appPage.getByRole('button', { name: W.basedOn }).click();
    await appPage.getByRole('menuitem', { name: W.returnType }).click();
    await expect(editor.title()).toHaveText(W.newTitle);
    await expect(editor.root.getByRole('combobox', { name: W.basis })).toHaveValue(W.basisOf(sale.no));
    await expect(editor.root.getByRole('textbox', { name: W.memoLabel, exact: true })).toHaveValue(W.memo(sale.no));
    await expect(editor.root.getByRole('combobox', { name: W.agent, exact: true })).toHaveValue(customer.name);
    await expect(editor.cell(W.qty, 1)).toHaveValue('10');

    // Five come back: the quantity lowered from the keyboard, the field's text selected as it is entered.
    await editor.cell(W.qty, 1).focus();
    await appPage.keyboard.press('Control+a');
    await appPage.keyboard.type('5');
    await expect(editor.total).toHaveText('7\u00a0200,00');
    if (lang === 'uk') await appPage.screenshot({ path: screenshotPath('customer-returns', lang, 'return-editor') });
    await editor.post();
    await expect(editor.postedChip).toHaveText(W.posted);

    // Дт 704 Кт 361 7 200,00; Дт 641 Кт 704 1 200,00; Дт 281 Кт 902 4 500,00 × 5.
    await appPage.getByRole('button', { name: W.entries, exact: true }).click();
    const dialog = appPage.getByTestId('entries-dialog');
    const row = (debit: string, credit: string) => dialog.getByTestId('entry-row').filter({ hasText: new RegExp(`^${debit}${credit}`) });
    await expect(appPage.locator('.MuiDialog-container')).toHaveCSS('opacity', '1'); // faded in, for the picture
    await expect(row('704', '361').getByRole('cell').nth(2)).toHaveText('7\u00a0200,00');
    await expect(row('704', '361')).toContainText(customer.name);
    await expect(row('641', '704').getByRole('cell').nth(2)).toHaveText('1\u00a0200,00');
    await expect(row('281', '902').getByRole('cell').nth(2)).toHaveText('4\u00a0500,00');
    await expect(row('281', '902').getByRole('cell').nth(3)).toHaveText('5');
    await expect(dialog.getByTestId('entry-row').filter({ hasText: /^70[12]/ })).toHaveCount(0);
    await appPage.screenshot({ path: screenshotPath('customer-returns', lang, 'return-entries') });
    await appPage.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The goods are back at the 900,00 they left with: 5 for 4 500,00.
    const balance = await bridge(appPage, 'reports.warehouseBalance', { store: store.uid });
    expect(balance.data.rows.filter((r) => r.entity.uid === kettle.uid).map((r) => [r.qty, r.sum])).toEqual([[5, 4500]]);

    // A second return of 6 on the same note is more than it sold: refused, naming the line.
    const second = randomUUID();
    await bridge(appPage, 'documents.update', {
      uid: second,
      type: 'waybillRetOut',
      date: kyivDaysAgo(0),
      agent: { uid: customer.uid },
      storeIn: { uid: store.uid },
      vatCode: '20',
      details: [{ entity: { uid: kettle.uid }, qty: 6, price: 1200 }],
    });
    await bridge(appPage, 'documents.linkTo', { uid: second, parent: sale.uid });
    await appPage.evaluate((hash) => (window.location.hash = hash), `#/documents/${second}`);
    await expect(editor.root.getByRole('combobox', { name: W.basis })).toHaveValue(W.basisOf(sale.no));
    await editor.post();
    await expect(editor.refusal).toHaveAttribute('data-code', 'RETURN_EXCEEDS_BASIS');
    await expect(editor.refusal).toContainText(W.exceeds);
    if (lang === 'uk') await appPage.screenshot({ path: screenshotPath('customer-returns', lang, 'return-exceeds') });

    // Without a basis the return asks each line's unit cost, offering the last one: 900,00.
    await editor.root.getByRole('combobox', { name: W.basis }).focus();
    await editor.root.getByRole('button', { name: /Clear|Очистити/ }).click();
    const costs = appPage.getByTestId('return-costs');
    await expect(costs.getByRole('heading', { name: W.costs })).toBeVisible();
    await costs.getByRole('button', { name: W.fill }).click();
    await expect(costs.getByTestId('return-cost-sum')).toHaveText('5\u00a0400,00');
    await costs.scrollIntoViewIfNeeded();
    if (lang === 'uk') await appPage.screenshot({ path: screenshotPath('customer-returns', lang, 'return-without-basis') });
  });
}
