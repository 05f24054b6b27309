import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { bridge } from './support/page-bridge.js';
import { AppShell } from './pages/app-shell.js';
import { inBothLanguages, type Lang } from './pages/reports-languages.js';
import { ReportsScreen } from './pages/reports-screen.js';

/** Screenshots for review, outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const WORDS = {
  uk: {
    section: 'Операції',
    title: 'Операції, введені вручну',
    opening: 'Введення залишків',
    editorTitle: /^Операція № .+ від 01\.01\.2034$/,
    debit: 'Дт рахунок',
    post: 'Провести',
    unpost: 'Скасувати проведення',
    postedNotice: 'Операцію проведено.',
    total: 'Разом: 34 000,00',
  },
  en: {
    section: 'Operations',
    title: 'Manual operations',
    opening: 'Opening balances',
    editorTitle: /^Operation No\. .+ of 01\.01\.2034$/,
    debit: 'Debit account',
    post: 'Post',
    unpost: 'Unpost',
    postedNotice: 'The operation is posted.',
    total: 'Total: 34 000,00',
  },
} as const satisfies Record<Lang, unknown>;

/** Picks `name` in the picker named by its test id, typing it as a user does. */
async function pick(page: Page, testId: string, name: string) {
  const input = page.getByTestId(testId).getByRole('combobox');
  await input.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

test('opening balances are entered by a manual operation, posted into the ОСВ and unposted (both languages)', async ({
  appPage,
  browserHost,
}) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');
  await appPage.setViewportSize({ width: 1366, height: 768 });

  const store = (await bridge(appPage, 'stores.index', { pageSize: 1, offset: 0 })).data[0]!;
  const customer = (await bridge(appPage, 'agents.update', { uid: randomUUID(), name: 'ТОВ «Боржник на початок»' })).data;
  const goods = (await bridge(appPage, 'entities.update', { uid: randomUUID(), name: 'Цегла залишок', kind: 'goods', unit: 'шт' })).data;

  await shell.goTo(WORDS.uk.section);
  await expect(shell.heading(WORDS.uk.title)).toBeVisible();
  await appPage.getByRole('button', { name: WORDS.uk.opening }).click();
  const editor = appPage.getByTestId('operation-editor');
  // A year ahead of the demo company's history, so the month's turnovers are this operation's alone.
  await editor.getByRole('textbox', { name: 'Дата', exact: true }).fill('01.01.2034');
  // The helper prefilled Дт 281, 311, 361 Кт 00 and Дт 00 Кт 40; the user fills in the rest.
  await pick(appPage, 'debit-entity-0', goods.name);
  await pick(appPage, 'debit-store-0', store.name);
  await appPage.getByTestId('qty-0').fill('100');
  await appPage.getByTestId('amount-0').fill('5000');
  await appPage.getByTestId('amount-1').fill('10 000,00');
  await pick(appPage, 'debit-agent-2', customer.name);
  await appPage.getByTestId('amount-2').fill('2000');
  await appPage.getByTestId('amount-3').fill('17000');
  await appPage.getByRole('button', { name: WORDS.uk.post, exact: true }).click();
  await expect(appPage.getByTestId('editor-posted')).toBeVisible();
  await appPage.screenshot({ path: join(SHOTS, 'manual-operation-uk.png') });
  await inBothLanguages(shell, async (lang) => {
    const w = WORDS[lang];
    await expect(shell.heading(w.editorTitle)).toBeVisible();
    await expect(appPage.getByTestId('editor-notice')).toHaveText(w.postedNotice);
    await expect(appPage.getByTestId('operation-total')).toHaveText(w.total);
    await expect(appPage.getByRole('columnheader', { name: w.debit })).toBeVisible();
  });

  // The books: 00 balances out, the others hold what was entered (turnovers of the month, the demo's history is older).
  await shell.goTo('Звіти');
  const reports = new ReportsScreen(appPage);
  await reports.tab('Оборотно-сальдова відомість');
  await reports.fillDate('З', '2034-01-01');
  await reports.choose('Період', 'Місяць');
  await reports.run('Сформувати');
  const grid = reports.grid('Оборотно-сальдова відомість');
  const row = (code: string) =>
    grid.getByRole('row').filter({ has: appPage.locator('[data-field="account"]', { hasText: new RegExp(`^${code}$`) }) });
  await expect(row('00').locator('[data-field="debit"]')).toHaveText('17 000,00');
  await expect(row('00').locator('[data-field="credit"]')).toHaveText('17 000,00');
  await expect(row('00').locator('[data-field="closingDebit"]')).toHaveText('');
  await expect(row('00').locator('[data-field="closingCredit"]')).toHaveText('');
  await expect(row('28').locator('[data-field="debit"]')).toHaveText('5 000,00');
  await expect(row('31').locator('[data-field="debit"]')).toHaveText('10 000,00');
  await expect(row('36').locator('[data-field="debit"]')).toHaveText('2 000,00');
  await expect(row('40').locator('[data-field="credit"]')).toHaveText('17 000,00');

  // Unposted, the operation leaves the books again.
  await shell.goTo(WORDS.uk.section);
  await appPage.getByRole('textbox', { name: 'З', exact: true }).fill('01.01.2034');
  await appPage.getByRole('textbox', { name: 'По', exact: true }).fill('31.01.2034');
  await appPage.getByTestId('operations-list').getByRole('row').filter({ hasText: 'Введення залишків' }).click();
  await appPage.getByRole('button', { name: WORDS.uk.unpost, exact: true }).first().click();
  await expect(appPage.getByTestId('editor-not-posted')).toBeVisible();
  const entries = await bridge(appPage, 'operations.index', { from: '2034-01-01', to: '2034-01-31', pageSize: 10, offset: 0 });
  expect(entries.data.map((op) => op.done)).toEqual([false]);
});
