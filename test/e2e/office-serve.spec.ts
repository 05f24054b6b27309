import { expect, test } from './support/fixtures.js';
import { bridge } from './support/page-bridge.js';
import { screenshotPath } from './support/screenshots.js';
import { AppShell } from './pages/app-shell.js';
import { OFFICE_WORDS } from './pages/office-labels.js';
import { freePort } from '../support/cli-process.js';
import { languagesOfWholeRun } from './support/languages.js';

// One browser host for the languages that run: the company is shared and closed in turn, never twice at once.
test.describe.configure({ mode: 'serial' });

/** What the sharing card and the invitation say, in each language, so a missing translation fails in it. */
const WORDS = {
  uk: {
    languageButton: 'Українська' as const,
    nav: 'Організація',
    title: 'Доступ у мережі',
    port: 'Порт',
    share: 'Відкрити доступ у мережі',
    stop: 'Закрити доступ',
    keepRunning: 'Не закривайте програму на цьому комп’ютері, поки інші працюють',
    invite: 'Запросити людину',
    name: 'Ім’я користувача',
    rightPost: 'проводити',
    invitationFor: OFFICE_WORDS.uk.invitationTitle,
    done: 'Готово',
    person: 'Марія Шевченко',
  },
  en: {
    languageButton: 'English' as const,
    nav: 'Company',
    title: 'Network access',
    port: 'Port',
    share: 'Share on the network',
    stop: 'Stop sharing',
    keepRunning: 'Keep the app running on this computer while others work',
    invite: 'Invite a person',
    name: 'User name',
    rightPost: 'post',
    invitationFor: OFFICE_WORDS.en.invitationTitle,
    done: 'Done',
    person: 'Maria Shevchenko',
  },
} as const;

const FINGERPRINT = /^(?:[0-9A-F]{2}:){31}[0-9A-F]{2}$/;

for (const lang of languagesOfWholeRun(['uk', 'en'] as const)) {
  const W = WORDS[lang];
  const shot = (name: string) => screenshotPath('office-serve', lang, name);

  test(`${lang}: the local company is shared on the network, a person is invited, and access is closed`, async ({
    appPage,
    browserHost,
  }) => {
    const shell = new AppShell(appPage);
    await shell.open(browserHost.url);
    if ((await shell.documentLanguage()) !== lang) await shell.switchLanguage(W.languageButton);
    await shell.goTo(W.nav);
    const card = appPage.getByTestId('sharing-card');
    await expect(card.getByRole('heading', { name: W.title })).toBeVisible();
    // The company answers only this PC so far: no invitation is offered.
    await expect(appPage.getByRole('button', { name: W.invite })).toHaveCount(0);

    // The service listens on every interface of the PC; this test reaches it on 127.0.0.1 only, through the app.
    const port = await freePort();
    try {
      await card.getByRole('textbox', { name: W.port }).fill(String(port));
      await card.getByRole('button', { name: W.share }).click();
      const urls = card.getByTestId('sharing-url');
      await expect(urls.first()).toHaveText(new RegExp(`^https://[0-9.]+:${port}$`));
      const fingerprint = (await card.getByTestId('sharing-fingerprint').textContent()) ?? '';
      expect(fingerprint).toMatch(FINGERPRINT);
      await expect(card).toContainText(W.keepRunning);
      // Once the service has restarted, «Закрити доступ» can be pressed at once.
      await expect(card.getByRole('button', { name: W.stop })).toBeEnabled();
      await card.scrollIntoViewIfNeeded();
      await appPage.screenshot({ path: shot('shared') });

      // «Запросити людину» now works: the QR, the address others use and the same fingerprint.
      await appPage.getByRole('button', { name: W.invite }).click();
      const dialog = appPage.getByRole('dialog');
      await dialog.getByRole('textbox', { name: W.name }).fill(W.person);
      await dialog.getByRole('checkbox', { name: W.rightPost, exact: true }).check();
      await dialog.getByRole('button', { name: W.invite }).click();
      const shown = appPage.getByRole('dialog', { name: W.invitationFor(W.person) });
      await expect(shown.getByTestId('invitation-qr')).toBeVisible();
      await expect(shown).toContainText(`:${port}`);
      await expect(shown).toContainText(fingerprint);
      // The dialog fades in: the picture is of it whole.
      await appPage.screenshot({ path: shot('invitation'), animations: 'disabled' });
      await shown.getByRole('button', { name: W.done }).click();
      await expect(shown).toHaveCount(0);

      // Closing access serves this PC only again: the form is back and inviting is gone.
      await card.getByRole('button', { name: W.stop }).click();
      await expect(card.getByRole('button', { name: W.share })).toBeEnabled();
      await expect(card.getByTestId('sharing-url')).toHaveCount(0);
      await expect(appPage.getByRole('button', { name: W.invite })).toHaveCount(0);
      await appPage.screenshot({ path: shot('closed') });
    } finally {
      // Whatever failed above, the next spec finds the company served to this PC only.
      await bridge(appPage, 'sharing.stop', {}).catch(() => undefined);
      await bridge(appPage, 'company.revokeToken', { name: W.person }).catch(() => undefined);
    }
  });
}
