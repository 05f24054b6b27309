import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
    reports: 'Звіти',
    tab: 'Закриття місяця',
    month: 'Місяць',
    preview: 'Сформувати',
    post: 'Провести',
    reverse: 'Скасувати закриття',
    entries: 'Проводки закриття місяця',
    profit: 'Прибуток',
    notClosed: 'Місяць не закрито.',
    closed: /^Місяць закрито: операція № ЗМ-\d{6} від 31\.05\.2034\.$/,
    reversed: 'Закриття місяця скасовано.',
    osv: 'Оборотно-сальдова відомість',
    preset: 'Період',
    presetMonth: 'Місяць',
    from: 'З',
  },
  en: {
    reports: 'Reports',
    tab: 'Month close',
    month: 'Month',
    preview: 'Preview',
    post: 'Post',
    reverse: 'Reverse the close',
    entries: 'Entries of the month close',
    profit: 'Profit',
    notClosed: 'The month is not closed.',
    closed: /^The month is closed: operation No\. ЗМ-\d{6} of 31\.05\.2034\.$/,
    reversed: 'The month’s close is reversed.',
    osv: 'Trial balance',
    preset: 'Period',
    presetMonth: 'Month',
    from: 'From',
  },
} as const satisfies Record<Lang, unknown>;

/** The closing entries of May 2034 as the screen lists them: Дт, Кт, сума. */
const CLOSING = [
  ['702', '791', '1 000,00'],
  ['791', '902', '400,00'],
  ['791', '92', '300,00'],
  ['791', '441', '300,00'],
];

test('closes a month: its entries and profit, the ОСВ with 791 closed, then reversed (both languages)', async ({
  appPage,
  browserHost,
}) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');
  await appPage.setViewportSize({ width: 1366, height: 768 });

  // May 2034, years ahead of the demo company's history, so the month's revenue and expenses are this spec's alone:
  // goods bought, part of them sold, services bought. Without VAT, so the figures read plainly.
  const store = (await bridge(appPage, 'stores.index', { pageSize: 1, offset: 0 })).data[0]!;
  const supplier = (await bridge(appPage, 'agents.update', { uid: randomUUID(), name: 'ТОВ «Постачальник травня»' })).data;
  const customer = (await bridge(appPage, 'agents.update', { uid: randomUUID(), name: 'ТОВ «Покупець травня»' })).data;
  const goods = (await bridge(appPage, 'entities.update', { uid: randomUUID(), name: 'Цегла травня', kind: 'goods', unit: 'шт' })).data;
  const repair = (await bridge(appPage, 'entities.update', { uid: randomUUID(), name: 'Ремонт травня', kind: 'service', unit: 'посл' }))
    .data;
  const documents = [
    { type: 'waybillIn', date: '2034-05-03', agent: { uid: supplier.uid }, storeIn: { uid: store.uid }, line: [goods, 10, 100] },
    { type: 'waybillOut', date: '2034-05-10', agent: { uid: customer.uid }, storeOut: { uid: store.uid }, line: [goods, 4, 250] },
    { type: 'billCompleteWorkIn', date: '2034-05-12', agent: { uid: supplier.uid }, line: [repair, 1, 300] },
  ] as const;
  for (const { line, ...head } of documents) {
    const [entity, qty, price] = line;
    const uid = randomUUID();
    await bridge(appPage, 'documents.update', { uid, ...head, vatCode: null, details: [{ entity: { uid: entity.uid }, qty, price }] });
    await bridge(appPage, 'documents.setDone', { uid, done: true });
  }

  await shell.goTo(WORDS.uk.reports);
  const reports = new ReportsScreen(appPage);
  await reports.tab(WORDS.uk.tab);
  await appPage.getByLabel(WORDS.uk.month, { exact: true }).fill('05.2034');
  await appPage.getByLabel(WORDS.uk.month, { exact: true }).press('Enter');
  const table = (lang: Lang) => appPage.getByRole('table', { name: WORDS[lang].entries });
  const status = appPage.getByRole('status');
  const checkPreview = async (lang: Lang) => {
    const w = WORDS[lang];
    const rows = table(lang).locator('tbody tr');
    await expect(rows).toHaveCount(CLOSING.length);
    for (const [i, cells] of CLOSING.entries()) await expect(rows.nth(i).locator('td')).toHaveText(cells);
    await expect(appPage.getByText(w.profit, { exact: true })).toBeVisible();
    await expect(appPage.getByTestId('month-close-result')).toHaveText('300,00');
  };
  // Taken before the language is switched to and fro: the tab row's scroll follows the labels' widths only when a tab is chosen.
  await checkPreview('uk');
  await appPage.screenshot({ path: join(SHOTS, 'month-close-uk.png') });
  await inBothLanguages(shell, async (lang) => {
    await checkPreview(lang);
    await expect(status).toHaveText(WORDS[lang].notClosed);
  });

  await appPage.getByRole('button', { name: WORDS.uk.post, exact: true }).click();
  await expect(status).toHaveText(WORDS.uk.closed);
  await inBothLanguages(shell, async (lang) => {
    await checkPreview(lang);
    await expect(status).toHaveText(WORDS[lang].closed);
  });

  // The ОСВ of May: 70 and 791 passed their balances on, and the profit is on 44 (441).
  await reports.tab(WORDS.uk.osv);
  await reports.fillDate(WORDS.uk.from, '2034-05-01');
  await reports.choose(WORDS.uk.preset, WORDS.uk.presetMonth);
  await reports.run(WORDS.uk.preview);
  const accountRow = (lang: Lang, account: string) =>
    reports
      .grid(WORDS[lang].osv)
      .getByRole('row')
      .filter({ has: appPage.locator('[data-field="account"]', { hasText: new RegExp(`^${account}$`) }) });
  await inBothLanguages(shell, async (lang) => {
    const row = (account: string, field: string) => accountRow(lang, account).locator(`[data-field="${field}"]`);
    await expect(row('79', 'debit')).toHaveText('1 000,00');
    await expect(row('79', 'closingDebit')).toHaveText('');
    await expect(row('79', 'closingCredit')).toHaveText('');
    await expect(row('44', 'closingCredit')).toHaveText('300,00');
    // The month's revenue went out as it came in (the closing balance also holds the demo's unclosed years).
    await expect(row('70', 'debit')).toHaveText('1 000,00');
    await expect(row('70', 'credit')).toHaveText('1 000,00');
  });

  // Back to the close, which remembers its month: reversing it leaves the month open again.
  await reports.tab(WORDS.uk.tab);
  await expect(status).toHaveText(WORDS.uk.closed);
  await appPage.getByRole('button', { name: WORDS.uk.reverse, exact: true }).click();
  await expect(appPage.getByText(WORDS.uk.reversed)).toBeVisible();
  await inBothLanguages(shell, async (lang) => {
    await expect(status).toHaveText(WORDS[lang].notClosed);
    await expect(appPage.getByRole('button', { name: WORDS[lang].reverse, exact: true })).toBeDisabled();
  });
});
