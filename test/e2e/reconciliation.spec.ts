import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { formatAmountUk } from '../../shared/api/format-uk.js';
import { Decimal } from '../../shared/api/money.js';
import type { Reconciliation } from '../../shared/api/reconciliation.js';
import { expect, test, type DemoService } from './support/fixtures.js';
import { reconciliationHref } from '../../renderer/src/lib/reconciliation-link.js';
import { bridge, kyivDaysAgo } from './support/page-bridge.js';
import { startServiceWithoutInfo, type ServiceWithoutInfo } from './support/service-without-info.js';
import { AppShell } from './pages/app-shell.js';
import { ConnectionsScreen } from './pages/connections-screen.js';
import { inBothLanguages, REPORT_WORDS } from './pages/reports-languages.js';
import { ReportsScreen } from './pages/reports-screen.js';

/** Screenshots for review, outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

test.describe.configure({ mode: 'serial' });

/** A "cloud" service of our own on a copy of the demo company: the test stops it to go offline. */
let cloud: DemoService | undefined;
/** A service without /service/info, so without the extension. */
let bare: ServiceWithoutInfo | undefined;

test.beforeAll(async ({ startDemoService }) => {
  cloud = await startDemoService('act-cloud');
  bare = await startServiceWithoutInfo();
});

/** A service the beforeAll started. */
function started<T>(service: T | undefined): T {
  if (!service) throw new Error('the service was not started');
  return service;
}

test.afterAll(async () => {
  await cloud?.stop();
  await bare?.stop();
});

/** A year of the demo company: long enough for an act of more than one printed page. */
const FROM = kyivDaysAgo(365);
const TO = kyivDaysAgo(0);

/** The demo counterparty with the most documents and payments over the year, and the act the service makes for it. */
async function busiestCustomer(page: Page): Promise<{ uid: string; name: string; act: Reconciliation }> {
  const turnover = await bridge(page, 'reports.agentTurnover', { accCode: '361', from: FROM, to: TO });
  let busiest: { uid: string; name: string; act: Reconciliation } | null = null;
  for (const row of turnover.data.rows) {
    const act = await bridge(page, 'reports.reconciliation', { agent: row.agent.uid, from: FROM, to: TO });
    if (!busiest || act.data.rows.length > busiest.act.rows.length) busiest = { ...row.agent, act: act.data };
  }
  if (!busiest) throw new Error('the demo company has no sales in the year');
  return busiest;
}

const dateText = (iso: string) => iso.split('-').reverse().join('.');

/** Types a date the Ukrainian way into the field labelled `label`. */
async function fillDate(page: Page, label: string, iso: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).fill(dateText(iso));
}

/** The act's printed form: opens it, reads «page 1 of N», pages forward and back, closes it. */
async function pageThroughForm(page: Page, words: { form: string; next: string; previous: string; close: string; pageOf: RegExp }) {
  await page.getByRole('button', { name: words.form, exact: true }).click();
  const pageOf = page.getByTestId('pdf-page-of');
  await expect(pageOf).toHaveText(words.pageOf);
  await expect(page.getByTestId('pdf-page')).toBeVisible();
  const pages = Number(/(\d+)\D*$/.exec((await pageOf.textContent()) ?? '')?.[1]);
  expect(pages).toBeGreaterThan(1);
  const second = new RegExp(words.pageOf.source.replace('1', '2'));
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await expect(pageOf).toHaveText(second);
  await page.getByRole('button', { name: words.previous, exact: true }).click();
  await expect(pageOf).toHaveText(words.pageOf);
  // The keyboard pages too, wherever the focus is.
  await page.keyboard.press('PageDown');
  await expect(pageOf).toHaveText(second);
  await page.keyboard.press('PageUp');
  await expect(pageOf).toHaveText(words.pageOf);
  return {
    pages,
    close: async () => {
      await page.getByRole('button', { name: words.close, exact: true }).click();
      await expect(pageOf).toBeHidden();
    },
  };
}

test('the act from the documents screen, in Ukrainian: rows and balances as the service has them, its printed form paged, a row opens its document', async ({
  appPage,
  browserHost,
}) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');
  const customer = await busiestCustomer(appPage);
  expect(customer.act.rows.length).toBeGreaterThan(0);

  await shell.goTo('Документи');
  await appPage.getByTestId('open-reconciliation').click();
  await expect(shell.heading('Акт звірки взаєморозрахунків')).toBeVisible();
  await appPage.getByRole('combobox', { name: 'Контрагент' }).fill(customer.name);
  await appPage.getByRole('option', { name: customer.name, exact: true }).click();
  await fillDate(appPage, 'З', FROM);
  await fillDate(appPage, 'По', TO);
  await appPage.getByRole('button', { name: 'Сформувати', exact: true }).click();

  await expect(appPage.getByTestId('reconciliation-heading')).toHaveText(
    `Акт звірки з ${customer.name} за ${dateText(FROM)} – ${dateText(TO)}`,
  );
  const table = appPage.getByTestId('reconciliation-table');
  await expect(table.locator('[data-kind="row"]')).toHaveCount(customer.act.rows.length);
  await expect(table.locator('[data-kind="turnover"]')).toContainText(
    `${formatAmountUk(customer.act.debitTotal)}${formatAmountUk(customer.act.creditTotal)}`,
  );
  const closing = new Decimal(customer.act.closing);
  await expect(table.locator('[data-kind="closing"]')).toContainText(`Сальдо на ${dateText(TO)}`);
  if (!closing.isZero()) await expect(table.locator('[data-kind="closing"]')).toContainText(formatAmountUk(closing.abs()));
  const owes = closing.isZero()
    ? `На ${dateText(TO)} заборгованості немає.`
    : closing.isPositive()
      ? `На ${dateText(TO)} ${customer.name} винен нам ${formatAmountUk(closing)} грн.`
      : `На ${dateText(TO)} ми винні ${customer.name} ${formatAmountUk(closing.abs())} грн.`;
  await expect(appPage.getByTestId('reconciliation-closing')).toHaveText(owes);
  await expect(appPage.getByRole('button', { name: 'Сформувати', exact: true })).toBeEnabled();
  await appPage.mouse.move(1300, 100);
  await appPage.screenshot({ path: join(SHOTS, 'issue17-reconciliation-uk.png') });
  await appPage.getByTestId('reconciliation-closing').scrollIntoViewIfNeeded();
  await appPage.screenshot({ path: join(SHOTS, 'issue17-reconciliation-closing-uk.png') });

  const form = await pageThroughForm(appPage, {
    form: 'Друкована форма',
    next: 'Наступна сторінка',
    previous: 'Попередня сторінка',
    close: 'Закрити',
    pageOf: /^Сторінка 1 з \d+$/,
  });
  await appPage.screenshot({ path: join(SHOTS, 'issue17-reconciliation-form-uk.png') });
  await form.close();

  // One click on a row opens its document or payment; closing it comes back to the same act.
  await table.locator('[data-kind="row"]').first().click();
  expect(appPage.url()).toMatch(/#\/(documents|payments)\/[0-9a-f-]{36}$/);
  await appPage.getByRole('button', { name: /^(До переліку|Закрити)$/ }).click();
  await expect(table.locator('[data-kind="row"]')).toHaveCount(customer.act.rows.length);
});

test('the act from a turnover report row, in English: the same figures, its printed form paged', async ({ appPage }) => {
  const shell = new AppShell(appPage);
  await shell.switchLanguage('English');
  const customer = await busiestCustomer(appPage);
  await shell.goTo('Reports');
  const reports = new ReportsScreen(appPage);
  await reports.tab('Agent turnover');
  await reports.fillDate('From', FROM);
  await reports.fillDate('To', TO);
  await reports.run('Run');
  await reports.grid('Agent turnover').locator('.row-item').filter({ hasText: customer.name }).first().click();
  await reports.drill().getByRole('link', { name: 'Reconciliation' }).click();

  await expect(shell.heading('Reconciliation statement')).toBeVisible();
  await expect(appPage.getByTestId('reconciliation-heading')).toHaveText(
    `Reconciliation with ${customer.name}, ${dateText(FROM)} – ${dateText(TO)}`,
  );
  const table = appPage.getByTestId('reconciliation-table');
  await expect(table.getByRole('columnheader', { name: 'Debit, UAH' })).toBeVisible();
  await expect(table.locator('[data-kind="row"]')).toHaveCount(customer.act.rows.length);
  await expect(table.locator('[data-kind="opening"]')).toContainText(`Balance on ${dateText(FROM)}`);
  await expect(table.locator('[data-kind="turnover"]')).toContainText(
    `Turnover for the period${formatAmountUk(customer.act.debitTotal)}${formatAmountUk(customer.act.creditTotal)}`,
  );
  const form = await pageThroughForm(appPage, {
    form: 'Printed form',
    next: 'Next page',
    previous: 'Previous page',
    close: 'Close',
    pageOf: /^Page 1 of \d+$/,
  });
  await form.close();
  await shell.switchLanguage('Українська');
  await expect(shell.heading('Акт звірки взаєморозрахунків')).toBeVisible();
});

test('offline, the act and its printed form come from the cache; on a service without the extension it is hidden with the reason (both languages)', async ({
  appPage,
  browserHost,
}) => {
  const shell = new AppShell(appPage);
  const connections = new ConnectionsScreen(appPage);
  await shell.open(browserHost.url);
  await shell.switchLanguage('English');
  await shell.goTo('Connections');
  await connections.addCloudAccount('Act office', started(cloud).url, started(cloud).token);
  await connections.use('Act office');
  await expect(shell.activeConnection).toHaveText('Act office');

  // The cloud company is a copy of the demo one: the same counterparty, the same act.
  const customer = await busiestCustomer(appPage);
  const href = reconciliationHref({ agent: customer.uid, from: FROM, to: TO });
  await appPage.evaluate((hash) => (window.location.hash = hash), href);
  const table = appPage.getByTestId('reconciliation-table');
  await expect(table.locator('[data-kind="row"]')).toHaveCount(customer.act.rows.length);
  const reports = new ReportsScreen(appPage);
  await expect(reports.offlineBanner).toHaveCount(0);
  await (
    await pageThroughForm(appPage, {
      form: 'Printed form',
      next: 'Next page',
      previous: 'Previous page',
      close: 'Close',
      pageOf: /^Page 1 of \d+$/,
    })
  ).close();

  await started(cloud).stop();
  // Away from the act and back, so it is asked for anew: the reports screen must show in between, or
  // both address changes land in one render and the act on screen is never asked for again.
  await shell.goTo('Reports');
  await expect(shell.heading('Reports')).toBeVisible();
  await appPage.evaluate((hash) => (window.location.hash = hash), href);
  await inBothLanguages(shell, async (lang) => {
    await expect(reports.offlineBanner).toHaveText(REPORT_WORDS[lang].offline);
    await expect(table.locator('[data-kind="row"]')).toHaveCount(customer.act.rows.length);
  });
  await (
    await pageThroughForm(appPage, {
      form: 'Printed form',
      next: 'Next page',
      previous: 'Previous page',
      close: 'Close',
      pageOf: /^Page 1 of \d+$/,
    })
  ).close();
  await appPage.screenshot({ path: join(SHOTS, 'issue17-reconciliation-offline-en.png') });

  await shell.goTo('Connections');
  await connections.addCloudAccount('No extensions', started(bare).url, started(bare).token);
  await connections.use('No extensions');
  await expect(shell.activeConnection).toHaveText('No extensions');
  await shell.goTo('Documents');
  await expect(shell.heading('Documents')).toBeVisible();
  await expect(appPage.getByTestId('open-reconciliation')).toHaveCount(0);
  await appPage.evaluate((hash) => (window.location.hash = hash), reconciliationHref());
  const reason = appPage.getByTestId('reconciliation-not-offered');
  await inBothLanguages(shell, async (lang) => {
    await expect(reason).toContainText(lang === 'uk' ? 'не надає акт звірки' : 'does not offer the reconciliation statement');
    await expect(reason).toContainText('report.reconciliation');
  });

  await shell.goTo('Connections');
  await connections.switchToDemo();
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  await connections.remove('Act office');
  await connections.remove('No extensions');
  await expect(connections.row('No extensions')).toHaveCount(0);
  await shell.switchLanguage('Українська');
});
