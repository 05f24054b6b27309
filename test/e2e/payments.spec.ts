import { expect, test } from './support/fixtures.js';
import { AppShell } from './pages/app-shell.js';
import { CUSTOMER } from './pages/documents-data.js';
import { DocumentEditor } from './pages/documents-editor.js';
import { LABELS, LANGUAGES } from './pages/documents-labels.js';
import { DocumentsList } from './pages/documents-list.js';
import { languagesOfWholeRun } from './support/languages.js';

// An invoice paid, the payment taken back, then found in the payments list: each test continues the previous one.
test.describe.configure({ mode: 'serial' });

for (const lang of languagesOfWholeRun(LANGUAGES)) {
  const L = LABELS[lang];
  const E = L.editor;

  test.describe(`[${lang}]`, () => {
    let invoiceTotal = '';
    let paymentTitle = '';

    test('a payment for the open amount of an invoice is created from it, posted, and the invoice shows it paid', async ({
      appPage,
      browserHost,
    }) => {
      const shell = new AppShell(appPage);
      await shell.open(browserHost.url);
      if ((await shell.documentLanguage()) !== lang) await shell.switchLanguage(L.languageButton);
      await shell.goTo(L.nav.documents);
      const list = new DocumentsList(appPage);
      await list.newDocument(L.list.newButton, L.types.invoice);
      const editor = new DocumentEditor(appPage);
      await editor.pick(E.agent, 'Зерно', CUSTOMER);
      await editor.entityInput(1).focus();
      await editor.typeLine('Рулетка 3 м', '3');
      await editor.post();
      await expect(editor.postedChip).toBeVisible();
      const related = appPage.getByTestId('related-panel');
      await expect(related.getByTestId('invoice-status')).toHaveText(E.status.awaitingPayment);
      invoiceTotal = (await editor.total.textContent()) ?? '';
      await expect(related.getByTestId('invoice-paid')).toHaveText(E.paid('0,00', invoiceTotal));

      await appPage.getByRole('button', { name: E.basedOn }).click();
      await appPage.getByRole('menuitem', { name: E.paymentFromCustomer }).click();
      const payment = appPage.getByTestId('payment-editor');
      await expect(payment.getByLabel(L.payments.sum)).toHaveValue(invoiceTotal); // the open amount: nothing paid yet
      await payment.getByRole('button', { name: L.payments.post }).click();
      await expect(payment.getByTestId('payment-posted')).toBeVisible();
      paymentTitle = (await payment.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await payment.getByRole('button', { name: L.payments.close }).click();
      // Paid in full but nothing shipped yet.
      await expect(related.getByTestId('invoice-paid')).toHaveText(E.paid(invoiceTotal, invoiceTotal));
      await expect(related.getByTestId('invoice-status')).toHaveText(E.status.awaitingShipment);
    });

    test('the payment writes Дт 311 Кт 361; unposting removes it and puts the invoice back to awaiting payment', async ({ appPage }) => {
      const related = appPage.getByTestId('related-panel');
      await related.getByTestId('related-item').filter({ hasText: E.paymentFromCustomer }).click();
      const payment = appPage.getByTestId('payment-editor');
      await expect(payment.getByTestId('payment-posted')).toBeVisible();
      // Its entries: the bank against the customer, for the whole payment; Esc closes them, not the payment.
      await payment.getByRole('button', { name: E.entries, exact: true }).click();
      const entries = appPage.getByRole('dialog', { name: E.entriesTitle(paymentTitle) });
      const bank = entries.getByTestId('entry-row').filter({ hasText: /^311361/ });
      await expect(bank).toHaveCount(1);
      await expect(bank).toContainText(CUSTOMER);
      await expect(bank.getByRole('cell').nth(2)).toHaveText(invoiceTotal);
      await expect(entries.getByTestId('entry-row')).toHaveCount(1);
      await appPage.keyboard.press('Escape');
      await expect(entries).toHaveCount(0);
      await expect(payment.getByTestId('payment-posted')).toBeVisible();
      await payment.getByRole('button', { name: L.payments.unpost }).click();
      await expect(payment.getByTestId('payment-not-posted')).toBeVisible();
      await expect(payment.getByRole('button', { name: E.entries, exact: true })).toHaveCount(0);
      await payment.getByRole('button', { name: L.payments.close }).click();
      await expect(related.getByTestId('invoice-paid')).toHaveText(E.paid('0,00', invoiceTotal));
      await expect(related.getByTestId('invoice-status')).toHaveText(E.status.awaitingPayment);
      await appPage.getByRole('button', { name: E.back }).click();
    });

    test('the payments list filters by counterparty on the service', async ({ appPage }) => {
      const shell = new AppShell(appPage);
      await shell.goTo(L.nav.payments);
      await expect(shell.heading(L.payments.title)).toBeVisible();
      const grid = appPage.getByRole('grid');
      const no = /(\S+) (від|of) \d\d\.\d\d\.\d{4}$/.exec(paymentTitle)?.[1] ?? '';
      expect(no).not.toBe('');
      const agent = appPage.getByRole('combobox', { name: L.payments.agent, exact: true });
      await agent.focus();
      await appPage.keyboard.type('Зерно');
      await appPage.getByRole('option', { name: CUSTOMER }).click();
      const ours = grid
        .locator('.MuiDataGrid-row')
        .filter({ hasText: invoiceTotal })
        .filter({ has: appPage.locator('[data-field="no"]', { hasText: new RegExp(`^${no}$`) }) });
      await expect(ours).toHaveCount(1);
      await expect(grid.locator('.MuiDataGrid-row').filter({ hasNotText: 'Зерно' })).toHaveCount(0);
      // Another counterparty: the service answers with its payments only, ours is not among them.
      await agent.focus();
      await appPage.keyboard.press('Control+a');
      await appPage.keyboard.type('Ерудит');
      await appPage.getByRole('option', { name: 'ТОВ «Приватна школа «Ерудит»»' }).click();
      await expect(ours).toHaveCount(0);
      await expect(grid.locator('.MuiDataGrid-row').filter({ hasText: 'Зерно' })).toHaveCount(0);
      await shell.goTo(L.nav.documents);
    });
  });
}
