import { mkdirSync } from 'node:fs';
import { expect, test } from './support/fixtures.js';
import { bridge } from './support/page-bridge.js';
import { AppShell } from './pages/app-shell.js';
import { inBothLanguages } from './pages/reports-languages.js';

/** Screenshots for review, outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/** What the VAT practice card says, per language, so a missing translation fails in it. */
const WORDS = {
  uk: {
    nav: 'Організація',
    title: 'Облік ПДВ',
    firstEvent: 'ПДВ за першою подією: з авансів і передоплат (643, 644)',
    on: 'ПДВ з авансів тепер записується на 643 і 644.',
    off: 'ПДВ тепер записується при відвантаженні й надходженні.',
    keeps: /уже проведені документи своїх проводок не змінюють/,
  },
  en: {
    nav: 'Company',
    title: 'VAT accounting',
    firstEvent: 'VAT on the first event: from advances and prepayments (643, 644)',
    on: 'The VAT of advances now goes to 643 and 644.',
    off: 'VAT is now written at shipment and receipt.',
    keeps: /documents already posted keep their entries/,
  },
};

test('the company settings turn the first event rule of VAT on and off, and say what is posted keeps its entries', async ({
  appPage,
  browserHost,
}) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  const before = (await bridge(appPage, 'company.settings', {})).data;
  // The demo company pays VAT; the rule starts off and is put back as it was.
  expect(before).toMatchObject({ vatPayer: true, vatFirstEvent: false });
  try {
    const lang = (await shell.documentLanguage()) === 'en' ? 'en' : 'uk';
    await shell.goTo(WORDS[lang].nav);
    await inBothLanguages(shell, async (l) => {
      const W = WORDS[l];
      const card = appPage.getByTestId('vat-practice-card');
      await expect(card.getByRole('heading', { name: W.title })).toBeVisible();
      await expect(card.getByText(W.keeps)).toBeVisible();
      const box = card.getByRole('checkbox', { name: W.firstEvent, exact: true });
      await box.focus();
      await appPage.keyboard.press('Space');
      await expect(card.getByTestId('vat-practice-saved')).toHaveText(W.on);
      await expect(box).toBeChecked();
      expect((await bridge(appPage, 'company.settings', {})).data.vatFirstEvent).toBe(true);
      if (l === 'uk') {
        await appPage.setViewportSize({ width: 1366, height: 768 });
        await card.scrollIntoViewIfNeeded();
        await appPage.screenshot({ path: `${SHOTS}/issue27-uk-vat-practice.png` });
        await appPage.setViewportSize({ width: 1366, height: 820 });
      }
      await box.click();
      await expect(card.getByTestId('vat-practice-saved')).toHaveText(W.off);
      await expect(box).not.toBeChecked();
      expect((await bridge(appPage, 'company.settings', {})).data.vatFirstEvent).toBe(false);
    });
  } finally {
    await bridge(appPage, 'company.updateSettings', { vatFirstEvent: before.vatFirstEvent });
  }
});
