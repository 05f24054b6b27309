import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.js';
import { bridge, kyivDaysAgo } from './support/page-bridge.js';
import { AppShell } from './pages/app-shell.js';
import { inBothLanguages } from './pages/reports-languages.js';
import { at } from '../support/checked.js';

/** Screenshots for review, outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

test.describe.configure({ mode: 'serial' });

const WORDS = {
  uk: {
    home: 'Головна',
    unposted: 'Не проведено сьогодні',
    low: 'Закінчується на складах',
    invoices: 'Рахунки, що чекають оплати',
    back: 'До переліку',
  },
  en: { home: 'Home', unposted: 'Not posted today', low: 'Running low', invoices: 'Invoices awaiting payment', back: 'Back to the list' },
};

test('the app opens on the dashboard: unposted today, open invoices and low stock, each a link (both languages)', async ({
  appPage,
  browserHost,
}) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');
  await shell.goTo('Головна');

  // A minimum above any balance for one entity, kept per connection in the page's storage.
  const connections = await bridge(appPage, 'connections.list', {});
  const active = connections.find((c) => c.active)!;
  const balance = await bridge(appPage, 'reports.warehouseBalance', {});
  const entity = at(balance.data.rows, 0).entity;
  await appPage.evaluate(([key, value]) => localStorage.setItem(key, value), [
    `oblik.lowStock.${active.id}`,
    JSON.stringify({ [entity.uid]: { min: '1000000', name: entity.name, unit: entity.unit } }),
  ] as const);
  await appPage.reload();

  const today = kyivDaysAgo(0);
  const docs = await bridge(appPage, 'documents.index', {
    from: today,
    to: today,
    pageSize: 100,
    offset: 0,
  });
  const pays = await bridge(appPage, 'payments.index', {
    from: today,
    to: today,
    pageSize: 100,
    offset: 0,
  });
  const unposted = [...docs.data, ...pays.data].filter((d) => d.done === false).length;

  await inBothLanguages(shell, async (lang) => {
    const w = WORDS[lang];
    await expect(shell.heading(w.home)).toBeVisible();
    await expect(appPage.getByTestId('dashboard-unposted').getByRole('heading')).toHaveText(w.unposted);
    await expect(appPage.getByTestId('dashboard-unposted-count')).toHaveText(String(unposted));
    await expect(appPage.getByTestId('dashboard-invoices').getByRole('heading')).toContainText(w.invoices);
    await expect(appPage.getByTestId('dashboard-low-stock').getByRole('heading')).toHaveText(w.low);
    await expect(appPage.getByTestId('dashboard-low-stock').getByRole('link', { name: entity.name })).toBeVisible();
  });
  await expect(appPage.getByTestId('dashboard-invoices').locator('tbody tr').first()).toBeVisible();
  await appPage.mouse.move(700, 100);
  await appPage.screenshot({ path: join(SHOTS, 'issue6-dashboard.png') });

  // An invoice opens in the document editor; closing it comes back here.
  const invoiceLink = appPage.getByTestId('dashboard-invoices').getByRole('link', { name: /^№ / }).first();
  if (await invoiceLink.count()) {
    await invoiceLink.click();
    await expect(appPage.getByTestId('document-editor')).toBeVisible();
    await appPage.getByRole('button', { name: WORDS.uk.back }).click();
    await expect(shell.heading(WORDS.uk.home)).toBeVisible();
  }

  // The low-stock line opens the entity's editor in the directory.
  await appPage.getByTestId('dashboard-low-stock').getByRole('link', { name: entity.name }).click();
  await expect(appPage.getByRole('dialog').locator('[data-field="name"]')).toHaveValue(entity.name);
  await expect(appPage.getByRole('dialog').locator('[data-field="minStock"]')).toHaveValue('1000000');
  await appPage.keyboard.press('Escape');
});
