import type { Page } from '@playwright/test';
import { formatAmountUk } from '../../shared/api/format-uk.js';
import { bankExportCsv, type ExportLine } from '../support/bank-exports.js';
import { clientBankExchange, someCode, someIban, type StatementDoc } from '../support/bank-statement.js';
import { encodeWindows1251 } from '../support/windows-1251.js';
import { expect, test } from './support/fixtures.js';
import { bridge, kyivDaysAgo } from './support/page-bridge.js';
import { startServiceWithoutInfo } from './support/service-without-info.js';
import { AppShell } from './pages/app-shell.js';
import { ConnectionsScreen } from './pages/connections-screen.js';
import { inBothLanguages } from './pages/reports-languages.js';

/** Screenshots for review, outside the repository. */
const SHOTS = '/tmp/shots';

test.describe.configure({ mode: 'serial' });

const TODAY = kyivDaysAgo(0);
const ukDate = (iso: string) => iso.split('-').reverse().join('.');

/** The app opened at `url`, in Ukrainian. */
async function openInUkrainian(page: Page, url: string): Promise<AppShell> {
  const shell = new AppShell(page);
  await shell.open(url);
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');
  return shell;
}

/** Our account: the IBAN of the company's requisites, set when the demo company has none. */
async function ourAccount(page: Page): Promise<string> {
  const settings = await bridge(page, 'company.settings', {});
  if (settings.data.iban) return settings.data.iban;
  const iban = someIban();
  await bridge(page, 'company.updateSettings', { iban });
  return iban;
}

/** A counterparty with a registry code, and a posted invoice to it of each of `sums`. */
async function customerWithInvoices(page: Page, name: string, sums: string[]) {
  const code = someCode();
  const agent = (await bridge(page, 'agents.update', { uid: crypto.randomUUID(), name, code })).data;
  const service = (await bridge(page, 'entities.update', { uid: crypto.randomUUID(), name: 'Консультація', kind: 'service', unit: 'год' }))
    .data;
  const invoices = [];
  for (const sum of sums) {
    const invoice = (
      await bridge(page, 'documents.update', {
        uid: crypto.randomUUID(),
        type: 'invoice',
        date: TODAY,
        agent: { uid: agent.uid },
        details: [{ entity: { uid: service.uid }, qty: 1, price: sum }],
      })
    ).data;
    await bridge(page, 'documents.setDone', { uid: invoice.uid, done: true });
    invoices.push({ ...invoice, sum });
  }
  return { ...agent, code, invoices };
}

/**
 * The scenario of one language: a statement of three payments from customers. The first names its
 * invoice in the purpose, the second pays exactly what one invoice has open, the third comes from a
 * payer the directory does not know: the user corrects it to the customer and picks its invoice.
 */
async function importStatement(page: Page, words: typeof UK, tag: string) {
  const shell = new AppShell(page);
  const account = await ourAccount(page);
  const first = await customerWithInvoices(page, `ТОВ «Виписка ${tag}»`, ['1200.00', '800.00']);
  const second = await customerWithInvoices(page, `ПП «Банк ${tag}»`, ['500.00']);
  const [byPurpose, corrected] = first.invoices;
  const [byAmount] = second.invoices;
  if (!byPurpose || !corrected || !byAmount) throw new Error('the invoices were not made');
  const payee = { name: 'Наша організація', code: '12345678', account };
  const docs: StatementDoc[] = [
    {
      no: `${tag}1`,
      date: ukDate(TODAY),
      amount: '1200.00',
      payer: { name: first.name, code: first.code, account: someIban() },
      payee,
      purpose: `Оплата згідно рахунку № ${byPurpose.no} від ${ukDate(TODAY)}, у т.ч. ПДВ`,
    },
    {
      no: `${tag}2`,
      date: ukDate(TODAY),
      amount: '500.00',
      payer: { name: second.name, code: second.code, account: someIban() },
      payee,
      purpose: 'Оплата за консультації',
    },
    {
      no: `${tag}3`,
      date: ukDate(TODAY),
      amount: '800.00',
      payer: { name: `Іваненко ${tag} (за ${first.name})`, code: '', account: someIban() },
      payee,
      purpose: 'Оплата за контрагента',
    },
    {
      no: `${tag}4`,
      date: ukDate(TODAY),
      amount: '10.00',
      payer: { name: 'Хтось', code: '', account: someIban() },
      payee: { name: 'Хтось інший', code: '', account: someIban() },
      purpose: 'Переказ між чужими рахунками',
    },
  ];
  const file = {
    name: `vypyska-${tag}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(clientBankExchange(account, { from: ukDate(TODAY), to: ukDate(TODAY), docs })),
  };

  await shell.goTo(words.payments);
  await page.getByTestId('open-bank').click();
  await expect(shell.heading(words.title)).toBeVisible();
  await page.getByTestId('bank-file').setInputFiles(file);
  await expect(page.getByTestId('bank-format')).toHaveText('1CClientBankExchange');
  await expect(page.getByTestId('bank-encoding')).toHaveValue('windows-1251');
  await expect(page.getByTestId('bank-account')).toHaveText(account);
  const lines = page.getByTestId('bank-line');
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(0)).toContainText(first.name);
  await expect(lines.nth(0)).toContainText(words.byCode);
  await expect(lines.nth(0)).toContainText(words.byPurpose);
  await expect(lines.nth(0)).toContainText(formatAmountUk('1200'));
  await expect(lines.nth(1)).toContainText(words.byAmount);
  await expect(lines.nth(2)).toContainText(words.willCreate);
  await expect(lines.nth(3)).toContainText(words.notOurs);
  if (tag.startsWith('U')) await page.screenshot({ path: `${SHOTS}/bank-preview-uk.png` });

  // The third line is the customer's: changed by hand through the agent picker, from the keyboard.
  await lines.nth(2).getByRole('button', { name: words.change }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: words.agent }).fill(first.name);
  await page.getByRole('option', { name: first.name, exact: true }).click();
  await dialog.getByRole('button', { name: words.apply }).click();
  await expect(dialog).toBeHidden();
  await expect(lines.nth(2)).toContainText(words.manual);
  const invoiceChoice = lines.nth(2).getByTestId('bank-invoice');
  await expect(invoiceChoice.locator('option')).toHaveCount(3);
  await invoiceChoice.selectOption(corrected.uid);
  await expect(page.getByRole('checkbox', { name: words.post })).toBeChecked();
  await page.getByTestId('bank-confirm').click();

  const summary = page.getByTestId('bank-summary');
  await expect(summary).toContainText(words.summary);
  await expect(summary.getByTestId('bank-payment-link')).toHaveCount(3);
  if (tag.startsWith('U')) await page.screenshot({ path: `${SHOTS}/bank-summary-uk.png` });

  // Each invoice is paid in full: the invoice's own screen says so.
  for (const invoice of [byPurpose, corrected, byAmount]) {
    await page.evaluate((hash) => (window.location.hash = hash), `#/documents/${invoice.uid}`);
    await expect(page.getByText(words.paid(formatAmountUk(invoice.sum)))).toBeVisible();
  }
  return { file };
}

const UK = {
  payments: 'Платежі',
  title: 'Банківська виписка',
  byCode: 'за ЄДРПОУ/РНОКПП',
  byPurpose: 'за номером і датою в призначенні',
  byAmount: 'за сумою до сплати',
  willCreate: 'не знайдено — буде створено з рядка',
  notOurs: 'не наш рахунок',
  change: 'Змінити',
  agent: 'Контрагент',
  apply: 'Обрати',
  manual: 'обрано вручну',
  post: 'Провести',
  summary: 'Створено платежів: 3, з них проведено: 3.',
  known: 'вже імпортована',
  paid: (sum: string) => `Оплачено ${sum} з ${sum}`,
};

const EN: typeof UK = {
  payments: 'Payments',
  title: 'Bank statement',
  byCode: 'by EDRPOU/RNOKPP',
  byPurpose: 'by number and date in the purpose',
  byAmount: 'by the amount left to pay',
  willCreate: 'not found: will be created from the line',
  notOurs: 'not our account',
  change: 'Change',
  agent: 'Counterparty',
  apply: 'Choose',
  manual: 'chosen by hand',
  post: 'Post',
  summary: 'Payments created: 3, posted: 3.',
  known: 'already imported',
  paid: (sum: string) => `Paid ${sum} of ${sum}`,
};

test('a bank statement in Ukrainian: matches with their reasons, one corrected by hand, imported and posted; the invoices are paid', async ({
  appPage,
  browserHost,
}) => {
  await openInUkrainian(appPage, browserHost.url);
  await importStatement(appPage, UK, `U${Date.now() % 100000}`);
});

test('a bank statement in English, and the same file again: every line already imported, nothing to import', async ({
  appPage,
  browserHost,
}) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await shell.switchLanguage('English');
  const { file } = await importStatement(appPage, EN, `E${Date.now() % 100000}`);

  await shell.goTo('Bank statement');
  await expect(shell.heading('Bank statement')).toBeVisible();
  await appPage.getByTestId('bank-file').setInputFiles(file);
  const statuses = appPage.getByTestId('bank-status');
  await expect(statuses).toHaveCount(3);
  for (const status of await statuses.all()) await expect(status).toHaveText(EN.known);
  await expect(appPage.getByTestId('bank-confirm')).toBeDisabled();
  await shell.switchLanguage('Українська');
});

test('a service without the extension: no way to the statement from the payments, and the screen says why in both languages', async ({
  appPage,
  browserHost,
}) => {
  const bare = await startServiceWithoutInfo();
  try {
    const shell = new AppShell(appPage);
    const connections = new ConnectionsScreen(appPage);
    await shell.open(browserHost.url);
    // The connections page object speaks English.
    await shell.switchLanguage('English');
    await shell.goTo('Connections');
    await connections.addCloudAccount('No bank', bare.url, bare.token);
    await connections.use('No bank');
    await expect(shell.activeConnection).toHaveText('No bank');
    await shell.goTo('Payments');
    await expect(shell.heading('Payments')).toBeVisible();
    await expect(appPage.getByTestId('open-bank')).toHaveCount(0);
    await shell.goTo('Bank statement');
    const reason = appPage.getByTestId('bank-not-offered');
    await inBothLanguages(shell, async (lang) => {
      await expect(reason).toContainText(lang === 'uk' ? 'не приймає банківські виписки' : 'takes no bank statements');
      await expect(reason).toContainText('bank.import');
    });
    await expect(appPage.getByTestId('bank-file')).toHaveCount(0);
    await shell.goTo('Connections');
    await connections.switchToDemo();
    await expect(shell.activeConnection).toHaveText('Демо-компанія');
    await connections.remove('No bank');
    await shell.switchLanguage('Українська');
  } finally {
    await bare.stop();
  }
});

test('a CSV statement in Ukrainian: the column mapping guessed from its headers, the lines shown, the mapping remembered for the account', async ({
  appPage,
  browserHost,
}) => {
  const shell = await openInUkrainian(appPage, browserHost.url);
  await ourAccount(appPage);
  const tag = `C${Date.now() % 100000}`;
  const customer = await customerWithInvoices(appPage, `ТОВ «Таблиця ${tag}»`, ['250.10']);
  const csv = [
    'Дата операції;Номер документа;Вид;Сума;Контрагент;ЄДРПОУ контрагента;Призначення платежу',
    `${ukDate(TODAY)};${tag}1;;250,10;${customer.name};${customer.code};Оплата`,
    `${ukDate(TODAY)};${tag}2;;-1 000,00;ТОВ «Оренда ${tag}»;;Оренда за листопад`,
  ].join('\r\n');
  const file = { name: `vypyska-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(encodeWindows1251(csv)) };

  await shell.goTo('Банківська виписка');
  await appPage.getByTestId('bank-file').setInputFiles(file);
  await expect(appPage.getByTestId('bank-format')).toHaveText('CSV');
  const mapping = appPage.getByRole('table', { name: 'Відповідність колонок' });
  await expect(mapping.getByRole('combobox', { name: 'Сума', exact: true })).toHaveText('Сума (мінус — списання)');
  // The user reads the purpose from «Вид» instead: the mapping changes and is kept for this account.
  await mapping.getByRole('combobox', { name: 'Вид', exact: true }).click();
  await appPage.getByRole('option', { name: 'Призначення платежу', exact: true }).click();
  const lines = appPage.getByTestId('bank-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('за ЄДРПОУ/РНОКПП');
  await expect(lines.nth(0)).toContainText('за сумою до сплати');
  await expect(lines.nth(1)).toContainText('Списання');
  await expect(lines.nth(1)).toContainText('1 000,00');
  // The file ends without a line break, as many banks write it: its last line is read, with a word to compare it.
  await expect(appPage.getByTestId('bank-last-line-unchecked')).toContainText('1 000,00');
  await appPage.screenshot({ path: `${SHOTS}/bank-csv-uk.png`, fullPage: true });
  await appPage.getByTestId('bank-file').setInputFiles(file);
  await expect(mapping.getByRole('combobox', { name: 'Вид', exact: true })).toHaveText('Призначення платежу');
});

test('a Приват24 CSV in Ukrainian: recognised without a mapping, each line with its purpose, kind, new counterparty and the totals', async ({
  appPage,
  browserHost,
}) => {
  const shell = await openInUkrainian(appPage, browserHost.url);
  const account = await ourAccount(appPage);
  const settings = (await bridge(appPage, 'company.settings', {})).data;
  const tag = `P${Date.now() % 100000}`;
  const customer = await customerWithInvoices(appPage, `ТОВ «Приват ${tag}»`, ['1500.00']);
  const owner = { code: settings.code || '40123456', iban: account, bank: 'АТ КБ "ПРИВАТБАНК"' };
  const date = ukDate(TODAY);
  const lines: ExportLine[] = [
    {
      no: `${tag}1`,
      date,
      amount: '1500.00',
      name: customer.name.toUpperCase(),
      code: customer.code,
      iban: someIban(),
      purpose: `Оплата за послуги, ${tag}`,
    },
    { no: `${tag}2`, date, amount: '-12.00', name: 'АТ КБ "ПРИВАТБАНК"', code: '14360570', iban: '', purpose: 'Комісія банку за РКО' },
    {
      no: `${tag}3`,
      date,
      amount: '40.00',
      name: `ТОВАРИСТВО З ОБМЕЖЕНОЮ ВІДПОВІДАЛЬНІСТЮ "НОВИЙ ПОСТАЧАЛЬНИК ${tag}"`,
      code: someCode(),
      iban: someIban(),
      purpose: 'Повернення коштів за повернений товар',
    },
  ];
  await appPage.setViewportSize({ width: 1366, height: 768 });
  await shell.goTo('Банківська виписка');
  await appPage
    .getByTestId('bank-file')
    .setInputFiles({ name: `privat-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(bankExportCsv('privat', owner, lines)) });
  await expect(appPage.getByTestId('bank-layout')).toHaveText('ПриватБанк (Приват24 для бізнесу)');
  const shown = appPage.getByTestId('bank-line');
  await expect(shown).toHaveCount(3);
  await expect(shown.nth(0).getByTestId('bank-agent')).toHaveText(customer.name);
  await expect(shown.nth(0).getByTestId('bank-purpose')).toHaveText(`Оплата за послуги, ${tag}`);
  await expect(shown.nth(1).getByTestId('bank-kind')).toHaveValue('otherOut');
  await expect(shown.nth(1).getByTestId('bank-corr-account')).toHaveValue('92');
  await expect(shown.nth(1).getByTestId('bank-kind-note')).toHaveText('банк');
  await expect(shown.nth(2).getByTestId('bank-kind')).toHaveValue('refundFromSupplier');
  await expect(shown.nth(2).getByTestId('bank-agent')).toHaveText(`ТОВ «Новий постачальник ${tag.toLowerCase()}»`);
  await expect(appPage.getByTestId('bank-total-in')).toContainText('1 540,00');
  await appPage.screenshot({ path: `${SHOTS}/bank-preview-uk.png` });
  await appPage.getByTestId('bank-totals').scrollIntoViewIfNeeded();
  await shown.nth(0).scrollIntoViewIfNeeded();
  await appPage.screenshot({ path: `${SHOTS}/bank-preview-lines-uk.png` });
  await appPage.setViewportSize({ width: 1366, height: 820 });
});
