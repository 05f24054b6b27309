import type { Page } from '@playwright/test';
import { clientBankExchange, someCode, someIban, someValidIban, type StatementDoc } from '../support/bank-statement.js';
import { expect, test } from './support/fixtures.js';
import { bridge, kyivDaysAgo } from './support/page-bridge.js';
import { AppShell } from './pages/app-shell.js';
import { ReportsScreen } from './pages/reports-screen.js';

/** Screenshots for review, outside the repository. */
const SHOTS = '/tmp/shots';

test.describe.configure({ mode: 'serial' });

const TODAY = kyivDaysAgo(0);
const CLOSED_DAY = kyivDaysAgo(4);
const LOCK_DATE = kyivDaysAgo(3);
const ukDate = (iso: string) => iso.split('-').reverse().join('.');

/** The demo company is shared by every spec of the run: no period stays closed after a test. */
test.afterEach(async ({ appPage }) => {
  await bridge(appPage, 'company.updateSettings', { lockDate: null }).catch(() => undefined);
});

/** The main bank account with an IBAN (given one when the demo company's has none), and a second one of ours. */
async function ourAccounts(page: Page, tag: string) {
  const accounts = (await bridge(page, 'moneyAccounts.index', {})).data;
  const main = accounts.find((a) => a.kind === 'bank' && a.main);
  if (!main) throw new Error('the demo company has no main bank account');
  const iban = main.iban || (await bridge(page, 'moneyAccounts.update', { uid: main.uid, iban: someValidIban() })).data.iban;
  const reserve = (
    await bridge(page, 'moneyAccounts.update', { uid: crypto.randomUUID(), name: `Резервний ${tag}`, kind: 'bank', iban: someValidIban() })
  ).data;
  return { iban, reserve };
}

const agentWithCode = async (page: Page, name: string) => {
  const code = someCode();
  return { ...(await bridge(page, 'agents.update', { uid: crypto.randomUUID(), name, code })).data, code };
};

/**
 * A statement of five lines, one of each thing a statement brings: a customer's payment in the
 * closed period, the bank's fee, a supplier's refund, a transfer to our other account, and a
 * customer's payment that completes the draft entered before the statement came.
 */
async function statementOfKinds(page: Page, tag: string) {
  const { iban, reserve } = await ourAccounts(page, tag);
  const customer = await agentWithCode(page, `ТОВ «Покупець ${tag}»`);
  const supplier = await agentWithCode(page, `ТОВ «Постачальник ${tag}»`);
  const draft = (
    await bridge(page, 'payments.update', {
      uid: crypto.randomUUID(),
      type: 'payFromCustomer',
      date: kyivDaysAgo(1),
      sum: '300.00',
      agent: { uid: customer.uid },
    })
  ).data;
  const us = { name: 'Наша організація', code: '', account: iban };
  const line = (no: string, date: string, amount: string, payer: StatementDoc['payer'], payee: StatementDoc['payee'], purpose: string) => ({
    no: `${tag}${no}`,
    date: ukDate(date),
    amount,
    payer,
    payee,
    purpose,
  });
  const docs: StatementDoc[] = [
    line('1', CLOSED_DAY, '100.00', { name: customer.name, code: customer.code, account: someIban() }, us, 'Оплата за послуги'),
    line('2', TODAY, '12.00', us, { name: 'АТ КБ "ПРИВАТБАНК"', code: '14360570', account: someIban() }, 'Комісія банку за РКО'),
    line(
      '3',
      TODAY,
      '40.00',
      { name: supplier.name, code: supplier.code, account: someIban() },
      us,
      'Повернення коштів за повернений товар',
    ),
    line('4', TODAY, '500.00', us, { name: 'Наша організація', code: '', account: reserve.iban }, 'Переказ власних коштів'),
    line('5', TODAY, '300.00', { name: customer.name, code: customer.code, account: someIban() }, us, 'Оплата за листопад'),
  ];
  const file = {
    name: `vypyska-${tag}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(clientBankExchange(iban, { from: ukDate(CLOSED_DAY), to: ukDate(TODAY), docs })),
  };
  return { file, draft, reserve };
}

const UK = {
  language: 'Українська' as 'Українська' | 'English',
  nav: 'Банківська виписка',
  closed: 'у закритому періоді',
  draft: (no: string) => `завершить чернетку № ${no}`,
  summary: 'Створено платежів: 4, з них проведено: 4.',
  skipped: 'у закритому періоді (до',
  types: ['Інша видача', 'Повернення від постачальника', 'Переказ між своїми рахунками', 'Оплата від покупця'],
  reports: 'Звіти',
  tab: 'Залишки коштів',
  date: 'Станом на',
  run: 'Сформувати',
  total: 'Разом',
};
const EN: typeof UK = {
  language: 'English',
  nav: 'Bank statement',
  closed: 'in the closed period',
  draft: (no: string) => `completes draft No. ${no}`,
  summary: 'Payments created: 4, posted: 4.',
  skipped: 'in the closed period (to',
  types: ['Other payment out', 'Refund from supplier', 'Transfer between our accounts', 'Payment from customer'],
  reports: 'Reports',
  tab: 'Money balances',
  date: 'As of',
  run: 'Run',
  total: 'Total',
};

for (const words of [UK, EN]) {
  test(`a statement of every kind in ${words.language}: each line its payment, the closed one skipped, and «Залишки коштів»`, async ({
    appPage,
    browserHost,
  }) => {
    const shell = new AppShell(appPage);
    await shell.open(browserHost.url);
    if ((await shell.documentLanguage()) !== (words === UK ? 'uk' : 'en')) await shell.switchLanguage(words.language);
    const tag = `${words === UK ? 'K' : 'N'}${Date.now() % 100000}`;
    const { file, draft, reserve } = await statementOfKinds(appPage, tag);
    await bridge(appPage, 'company.updateSettings', { lockDate: LOCK_DATE });

    await appPage.setViewportSize({ width: 1366, height: 768 });
    await shell.goTo(words.nav);
    await appPage.getByTestId('bank-file').setInputFiles(file);
    const lines = appPage.getByTestId('bank-line');
    await expect(lines).toHaveCount(5);
    // The closed line shows its kind as text: it is not imported.
    for (const [i, kind] of ['otherOut', 'refundFromSupplier', 'transfer', 'payFromCustomer'].entries()) {
      await expect(lines.nth(i + 1).getByTestId('bank-kind')).toHaveValue(kind);
    }
    await expect(lines.nth(0).getByTestId('bank-status')).toHaveText(words.closed);
    await expect(lines.nth(1).getByTestId('bank-corr-account')).toHaveValue('92');
    await expect(lines.nth(4).getByTestId('bank-status')).toContainText(words.draft(draft.no));
    await appPage.getByTestId('bank-confirm').click();

    const summary = appPage.getByTestId('bank-summary');
    await expect(summary).toContainText(words.summary);
    await expect(summary.getByTestId('bank-skipped')).toContainText(words.skipped);
    const links = summary.getByTestId('bank-payment-link');
    await expect(links).toHaveCount(4);
    for (const [i, type] of words.types.entries()) await expect(links.nth(i)).toContainText(type);
    if (words === UK) await appPage.screenshot({ path: `${SHOTS}/bank-kinds-summary-uk.png` });

    // Each payment's entries: the fee to 92, the refund from 631, the transfer between two 311s, the draft to 361.
    const uids = await links.evaluateAll((all) => all.map((a) => (a.getAttribute('href') ?? '').split('/').pop() ?? ''));
    const entries = [];
    for (const uid of uids)
      entries.push((await bridge(appPage, 'documents.entries', { uid })).data.map((e) => `${e.debit}/${e.credit} ${e.amount}`));
    expect(entries).toEqual([['92/311 12'], ['311/631 40'], ['311/311 500'], ['311/361 300']]);
    expect(uids[3]).toBe(draft.uid);
    const transfer = (await bridge(appPage, 'payments.load', { uid: uids[2] ?? '' })).data;
    expect(transfer.toMoneyAccount?.uid).toBe(reserve.uid);

    // «Залишки коштів» at today: the second account holds the transfer.
    const reports = new ReportsScreen(appPage);
    await shell.goTo(words.reports);
    await reports.tab(words.tab);
    await reports.fillDate(words.date, TODAY);
    await reports.run(words.run);
    const grid = reports.grid(words.tab);
    await expect(grid.getByRole('row').filter({ hasText: reserve.name })).toContainText('500,00');
    await expect(grid.getByRole('row').filter({ hasText: words.total })).toBeVisible();
    if (words === UK) await appPage.screenshot({ path: `${SHOTS}/money-balances-uk.png` });
    await appPage.setViewportSize({ width: 1366, height: 820 });
  });
}

/** A treasury account (bank code 899998), different each call: nothing is kept for it yet. */
const treasuryIban = () => `${someIban().slice(0, 4)}899998${someIban().slice(10)}`;

/**
 * A statement of what an accountant found posted as taxes: a supplier's payment «у т.ч. ПДВ», the
 * bank's fee «Без ПДВ», ПДФО to the treasury, and a treasury payment whose purpose names no tax.
 */
async function statementOfTaxesAndFees(page: Page, tag: string) {
  const { iban } = await ourAccounts(page, tag);
  const supplier = await agentWithCode(page, `ТОВ «Постачальник ПДВ ${tag}»`);
  const us = { name: 'Наша організація', code: '', account: iban };
  const guk = { name: 'ГУК у м.Києві/Шевченк.р-н/11010100', code: '37993783' };
  const doc = (no: string, amount: string, payee: StatementDoc['payee'], purpose: string): StatementDoc => ({
    no: `${tag}${no}`,
    date: ukDate(TODAY),
    amount,
    payer: us,
    payee,
    purpose,
  });
  const docs = [
    doc(
      '1',
      '1200.00',
      { name: supplier.name, code: supplier.code, account: someIban() },
      'Оплата за товар згідно рах. № 15, у т.ч. ПДВ 20% - 200,00 грн.',
    ),
    doc('2', '15.00', { name: 'АТ КБ "ПРИВАТБАНК"', code: '14360570', account: someIban() }, 'Комісія банку за переказ коштів. Без ПДВ'),
    doc('3', '9360.00', { ...guk, account: treasuryIban() }, '*;101;40123456;ПДФО із заробітної плати за жовтень'),
    doc('4', '780.00', { ...guk, account: treasuryIban() }, '*;101;40123456;Сплата за жовтень'),
  ];
  return {
    name: `vypyska-taxes-${tag}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(clientBankExchange(iban, { from: ukDate(TODAY), to: ukDate(TODAY), docs })),
  };
}

for (const words of [
  { language: 'Українська' as const, lang: 'uk', nav: 'Банківська виписка', treasury: 'рахунок казначейства', manual: 'обрано вручну' },
  { language: 'English' as const, lang: 'en', nav: 'Bank statement', treasury: 'treasury account', manual: 'chosen by hand' },
]) {
  test(`a supplier's payment «у т.ч. ПДВ», a fee and taxes in ${words.language}: each on its account, one changed in the preview`, async ({
    appPage,
    browserHost,
  }) => {
    const shell = new AppShell(appPage);
    await shell.open(browserHost.url);
    if ((await shell.documentLanguage()) !== words.lang) await shell.switchLanguage(words.language);
    const tag = `${words.lang === 'uk' ? 'V' : 'W'}${Date.now() % 100000}`;
    const file = await statementOfTaxesAndFees(appPage, tag);

    await appPage.setViewportSize({ width: 1366, height: 768 });
    await shell.goTo(words.nav);
    await appPage.getByTestId('bank-file').setInputFiles(file);
    const lines = appPage.getByTestId('bank-line');
    await expect(lines).toHaveCount(4);
    const proposed = [
      ['payToSupplier', '631'],
      ['otherOut', '92'],
      ['otherOut', '641'],
      ['otherOut', '641'],
    ];
    for (const [i, [kind, account]] of proposed.entries()) {
      await expect(lines.nth(i).getByTestId('bank-kind')).toHaveValue(kind ?? '');
      await expect(lines.nth(i).getByTestId('bank-corr-account')).toHaveValue(account ?? '');
    }
    await expect(lines.nth(2).getByTestId('bank-kind-note')).toHaveText(words.treasury);
    // The accountant knows the fourth is the military levy: 642, chosen by typing its code in the account's list.
    await lines.nth(3).getByTestId('bank-corr-account').selectOption('642');
    await expect(lines.nth(3).getByTestId('bank-kind-note')).toHaveText(words.manual);
    if (words.lang === 'uk') {
      // The four lines with their accounts on one screen: the last one brought into view.
      await lines.nth(3).scrollIntoViewIfNeeded();
      await appPage.screenshot({ path: `${SHOTS}/bank-accounts-preview-uk.png` });
    }
    await appPage.getByTestId('bank-confirm').click();

    const links = appPage.getByTestId('bank-summary').getByTestId('bank-payment-link');
    await expect(links).toHaveCount(4);
    const uids = await links.evaluateAll((all) => all.map((a) => (a.getAttribute('href') ?? '').split('/').pop() ?? ''));
    const entries = [];
    for (const uid of uids)
      entries.push((await bridge(appPage, 'documents.entries', { uid })).data.map((e) => `${e.debit}/${e.credit} ${e.amount}`));
    expect(entries).toEqual([['631/311 1200'], ['92/311 15'], ['641/311 9360'], ['642/311 780']]);
    await appPage.setViewportSize({ width: 1366, height: 820 });
  });
}
