import { onOfficeServer as onServer } from '../support/office-postgres.js';
import { expect, test } from './support/fixtures.js';
import { AppShell } from './pages/app-shell.js';
import { LABELS, LANGUAGES } from './pages/documents-labels.js';
import { screenshotPath } from './support/screenshots.js';
import { languagesOfWholeRun } from './support/languages.js';

/** What the connections screen and the dialog say, written out per language. */
const WORDS = {
  uk: {
    nav: 'Підключення',
    button: 'Підключити базу PostgreSQL',
    dialog: 'Підключити базу PostgreSQL',
    fields: { name: 'Назва в списку', host: 'Сервер', port: 'Порт', database: 'База даних', user: 'Користувач', password: 'Пароль' },
    required: 'Обов’язкове поле',
    badHost: 'Вкажіть ім’я сервера або його IPv4-адресу, без пробілів, шляху чи імені користувача',
    kind: 'База PostgreSQL офісу',
    added: (name: string) => `Базу «${name}» підключено; вона поточна.`,
    demo: 'Перейти до демо-компанії',
    remove: 'Видалити',
    changePassword: 'Змінити пароль',
    passwordDialog: (name: string) => `Новий пароль до бази «${name}»`,
    newPassword: 'Новий пароль',
    savePassword: 'Зберегти пароль',
    refused: (name: string) => `«${name}»: Сервер PostgreSQL не прийняв користувача чи пароль.`,
    connected: (name: string) => `«${name}»: З’єднання встановлено`,
    vatPayer: 'Платник ПДВ',
    save: 'Зберегти',
  },
  en: {
    nav: 'Connections',
    button: 'Connect a PostgreSQL database',
    dialog: 'Connect a PostgreSQL database',
    fields: { name: 'Name in the list', host: 'Server', port: 'Port', database: 'Database', user: 'User', password: 'Password' },
    required: 'Required',
    badHost: 'Give the server’s name or IPv4 address, with no spaces, path or user name',
    kind: 'Office PostgreSQL database',
    added: (name: string) => `Database «${name}» is connected and is now the current company.`,
    demo: 'Switch to the demo company',
    remove: 'Remove',
    changePassword: 'Change password',
    passwordDialog: (name: string) => `New password for «${name}»`,
    newPassword: 'New password',
    savePassword: 'Save password',
    refused: (name: string) => `"${name}": The PostgreSQL server refused the user or the password.`,
    connected: (name: string) => `"${name}": Connected`,
    vatPayer: 'VAT payer',
    save: 'Save',
  },
};

test.describe.configure({ mode: 'serial' });

let serverAnswers = false;
test.beforeAll(async () => {
  serverAnswers = await onServer('select 1');
});

for (const lang of languagesOfWholeRun(LANGUAGES)) {
  const W = WORDS[lang];
  const L = LABELS[lang];
  const database = `oblik_e2e_office_${lang}_${process.pid}`;
  const name = lang === 'uk' ? 'Офіс на сервері' : 'Office server';

  test(`[${lang}] a company on the office’s PostgreSQL is connected through the dialog and opens its documents`, async ({
    appPage,
    browserHost,
  }) => {
    test.skip(!serverAnswers, 'no PostgreSQL answers on 127.0.0.1:5432');
    test.setTimeout(150_000);
    await onServer(`drop database if exists ${database} with (force)`);
    await onServer(`create database ${database}`);
    try {
      const shell = new AppShell(appPage);
      if (lang === 'uk') await shell.open(browserHost.url);
      if ((await shell.documentLanguage()) !== lang) await shell.switchLanguage(L.languageButton);
      await shell.goTo(W.nav);

      await appPage.getByRole('button', { name: W.button }).click();
      const dialog = appPage.getByRole('dialog', { name: W.dialog });
      await expect(dialog.getByLabel(W.fields.name)).toBeFocused();
      // Enter on an empty form says what is missing; a mistyped server is said in words.
      await appPage.keyboard.press('Enter');
      await expect(dialog.getByText(W.required)).toHaveCount(5);
      await dialog.getByLabel(W.fields.name).fill(name);
      await dialog.getByLabel(W.fields.host).fill('db office');
      await expect(dialog.getByText(W.badHost)).toBeVisible();
      await dialog.getByLabel(W.fields.host).fill('127.0.0.1');
      await expect(dialog.getByLabel(W.fields.port)).toHaveValue('5432');
      await dialog.getByLabel(W.fields.database).fill(database);
      await dialog.getByLabel(W.fields.user).fill('postgres');
      await dialog.getByLabel(W.fields.password).fill('postgres');
      await appPage.screenshot({ path: screenshotPath('office-postgres', lang, 'dialog') });
      await dialog.getByLabel(W.fields.password).press('Enter');

      await expect(appPage.getByTestId('connection-notice')).toHaveText(W.added(name), { timeout: 60_000 });
      const row = appPage.getByTestId('connection-row').filter({ hasText: name });
      await expect(row).toContainText(W.kind);
      await expect(row.getByTestId('connection-address')).toHaveText(`127.0.0.1:5432/${database}`);
      await expect(shell.activeConnection).toHaveText(name);
      await appPage.screenshot({ path: screenshotPath('office-postgres', lang, 'list') });

      await shell.goTo(L.nav.documents);
      await expect(appPage.getByText(lang === 'uk' ? 'За цей період документів немає' : 'No documents in this period')).toBeVisible({
        timeout: 30_000,
      });
      // A company made on the server has not said whether it pays VAT: the app asks as it opens, and is answered.
      const vatQuestion = appPage.getByTestId('vat-payer-dialog');
      await vatQuestion.getByRole('radio', { name: W.vatPayer, exact: true }).check();
      await vatQuestion.getByRole('button', { name: W.save }).click();
      await expect(vatQuestion).toHaveCount(0);

      // The administrator changed the password: a wrong new one is refused in words, the right one opens it again.
      await shell.goTo(W.nav);
      for (const [password, outcome] of [
        ['не той', W.refused(name)],
        ['postgres', W.connected(name)],
      ] as const) {
        await appPage.getByRole('button', { name: `${W.changePassword}: ${name}` }).click();
        const passwordDialog = appPage.getByRole('dialog', { name: W.passwordDialog(name) });
        await passwordDialog.getByLabel(W.newPassword).fill(password);
        if (password === 'postgres') {
          await expect(appPage.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
          await appPage.screenshot({ path: screenshotPath('office-postgres', lang, 'password') });
        }
        await passwordDialog.getByRole('button', { name: W.savePassword }).click();
        await expect(appPage.getByTestId('connection-notice')).toHaveText(outcome, { timeout: 60_000 });
      }

      // Removing it forgets the password; the database stays on the server.
      await appPage.getByRole('button', { name: W.demo }).click();
      await expect(shell.activeConnection).toHaveText('Демо-компанія');
      appPage.once('dialog', (question) => void question.accept());
      await appPage.getByRole('button', { name: `${W.remove}: ${name}` }).click();
      await expect(row).toHaveCount(0);
      expect(await onServer(`select 1 from pg_database where datname = '${database}'`)).toBe(true);
    } finally {
      await onServer(`drop database if exists ${database} with (force)`);
    }
  });
}
