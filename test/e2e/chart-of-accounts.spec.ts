import { mkdirSync } from 'node:fs';
import { expect, test } from './support/fixtures.js';
import { AppShell } from './pages/app-shell.js';

/** Screenshots for review, outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

test('the chart of accounts in Ukrainian: a sub-account 361.1 added from the keyboard', async ({ appPage, browserHost }) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  if ((await shell.documentLanguage()) !== 'uk') await shell.switchLanguage('Українська');
  await shell.goTo('Довідники');
  await appPage.getByRole('tab', { name: 'План рахунків' }).click();
  const row361 = appPage.locator('tr[data-account="361"]');
  await expect(row361).toContainText('Розрахунки з вітчизняними покупцями');
  await row361.click();
  await row361.press('Insert');
  const dialog = appPage.getByRole('dialog', { name: 'Новий субрахунок рахунку 361' });
  await dialog.getByLabel('Код субрахунку').fill('361.1');
  await dialog.getByLabel('Назва').fill('Покупці — торговельні мережі');
  await dialog.getByRole('button', { name: 'Зберегти' }).click();
  await expect(dialog).toBeHidden();
  const added = appPage.locator('tr[data-account="361.1"]');
  await expect(added).toContainText('Покупці — торговельні мережі');
  await expect(added).toContainText('Контрагенти, Договори');
  await appPage.screenshot({ path: `${SHOTS}/chart-of-accounts.png`, fullPage: true });
});
