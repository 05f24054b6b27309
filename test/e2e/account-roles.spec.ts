import { expect, test } from './support/fixtures.js';
import { bridge } from './support/page-bridge.js';
import { screenshotPath } from './support/screenshots.js';
import { AppShell } from './pages/app-shell.js';
import { DocumentsList } from './pages/documents-list.js';
import { inBothLanguages } from './pages/reports-languages.js';

/** What «Рахунки обліку» says, per language, so a missing translation fails in it. */
const WORDS = {
  uk: {
    nav: 'Організація',
    title: 'Рахунки обліку',
    section: 'Доходи і собівартість',
    goodsRevenue: 'Дохід від реалізації товарів',
    customers: 'Розрахунки з покупцями',
    fixed: 'Не змінюється: за ним ведуться взаєморозрахунки',
    keeps: /проведені документи своїх проводок не змінюють/,
    saved: (code: string) => `«Дохід від реалізації товарів» тепер на рахунку ${code}. Нові проведення підуть на нього.`,
    byDefault: 'за замовчуванням 702',
    documents: 'Документи',
    newButton: 'Створити',
    writeOff: 'Списання',
    expenseAccount: 'Рахунок списання',
    spoilage: '947 Нестачі і втрати від псування цінностей',
    damages: '375 Розрахунки за відшкодуванням завданих збитків',
    responsible: 'Відповідальна особа',
  },
  en: {
    nav: 'Company',
    title: 'Posting accounts',
    section: 'Revenue and cost of sales',
    goodsRevenue: 'Revenue from goods',
    customers: 'Settlements with customers',
    fixed: 'Fixed: settlements are kept on it',
    keeps: /documents already posted keep their entries/,
    saved: (code: string) => `“Revenue from goods” is now on account ${code}. New postings go to it.`,
    byDefault: 'by default 702',
    documents: 'Documents',
    newButton: 'New',
    writeOff: 'Write-off',
    expenseAccount: 'Write-off account',
    spoilage: '947 Нестачі і втрати від псування цінностей',
    damages: '375 Розрахунки за відшкодуванням завданих збитків',
    responsible: 'Person responsible',
  },
};

const SUB_ACCOUNT = '702.1';

test('«Рахунки обліку» lists the roles with their accounts and gives one another from the keyboard', async ({ appPage, browserHost }) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await bridge(appPage, 'accounts.update', { code: SUB_ACCOUNT, name: 'Дохід від реалізації товарів оптом' });
  const roleAccount = async () => (await bridge(appPage, 'accountRoles.index', {})).data.find((r) => r.role === 'goodsRevenue')?.account;
  try {
    const lang = (await shell.documentLanguage()) === 'en' ? 'en' : 'uk';
    await shell.goTo(WORDS[lang].nav);
    await inBothLanguages(shell, async (l) => {
      const W = WORDS[l];
      const card = appPage.getByTestId('account-roles-card');
      await expect(card.getByRole('heading', { name: W.title })).toBeVisible();
      await expect(card.getByText(W.keeps)).toBeVisible();
      await expect(card.getByRole('cell', { name: W.section })).toBeVisible();
      // A fixed role shows its account and why it does not change; no picker.
      const customers = card.getByTestId('account-role-customers');
      await expect(customers).toContainText(W.customers);
      await expect(customers).toContainText(W.fixed);
      await expect(customers.getByRole('combobox')).toHaveCount(0);
      // Goods revenue to the sub-account: typed and Enter, saved at once; in the other language back to 702.
      const target = l === 'uk' ? SUB_ACCOUNT : '702';
      const picker = card.getByRole('combobox', { name: W.goodsRevenue, exact: true });
      await picker.focus();
      await picker.fill(target === '702' ? '702 Дохід' : target);
      await appPage.keyboard.press('Enter');
      await expect(card.getByTestId('account-roles-saved')).toHaveText(W.saved(target));
      await expect.poll(roleAccount).toBe(target);
      if (l === 'uk') {
        await expect(card.getByText(W.byDefault)).toBeVisible();
        await appPage.setViewportSize({ width: 1366, height: 768 });
        await card.getByRole('heading', { name: W.title }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
        await appPage.screenshot({ path: screenshotPath('account-roles', 'uk', 'top') });
        await card.getByTestId('account-role-goodsRevenue').scrollIntoViewIfNeeded();
        await appPage.screenshot({ path: screenshotPath('account-roles', 'uk', 'roles') });
        await appPage.setViewportSize({ width: 1366, height: 820 });
      }
    });
  } finally {
    if ((await roleAccount()) !== '702') await bridge(appPage, 'accountRoles.update', { role: 'goodsRevenue', account: '702' });
    await bridge(appPage, 'accounts.delete', { code: SUB_ACCOUNT });
  }
});

test('a write-off goes to 947 by default and, to 375, asks for the person responsible', async ({ appPage, browserHost }) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  const lang = (await shell.documentLanguage()) === 'en' ? 'en' : 'uk';
  await shell.goTo(WORDS[lang].documents);
  await new DocumentsList(appPage).newDocument(WORDS[lang].newButton, WORDS[lang].writeOff);
  const editor = appPage.getByTestId('document-editor');
  await inBothLanguages(shell, async (l) => {
    const W = WORDS[l];
    const picker = editor.getByRole('combobox', { name: W.expenseAccount, exact: true });
    await expect(picker).toHaveValue(W.spoilage);
    await expect(editor.getByRole('combobox', { name: W.responsible, exact: true })).toHaveCount(0);
    await picker.focus();
    await picker.fill('375');
    await appPage.keyboard.press('Enter');
    await expect(picker).toHaveValue(W.damages);
    await expect(editor.getByRole('combobox', { name: W.responsible, exact: true })).toBeVisible();
    if (l === 'uk') {
      await appPage.setViewportSize({ width: 1366, height: 768 });
      await appPage.screenshot({ path: screenshotPath('account-roles', 'uk', 'write-off') });
      await appPage.setViewportSize({ width: 1366, height: 820 });
    }
    await picker.fill('947');
    await appPage.keyboard.press('Enter');
    await expect(picker).toHaveValue(W.spoilage);
  });
});
