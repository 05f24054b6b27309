import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { AppShell } from './pages/app-shell.js';
import { ukDay } from './pages/documents-data.js';
import { LABELS, LANGUAGES } from './pages/documents-labels.js';
import { DocumentsList } from './pages/documents-list.js';
import { DAY_LABELS } from './pages/working-day-labels.js';
import { DocumentsPdfViewer } from './pages/documents-pdf.js';
import { pressCtrlInUkrainianLayout } from './pages/ukrainian-layout.js';
import { bridge, kyivDaysAgo } from './support/page-bridge.js';
import { languagesOfWholeRun } from './support/languages.js';

/** Screenshots are looked at by people, not compared: kept outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

// The working day's second round (docs/desktop-app.md, "Keyboard-first"): Del marks in the documents list
// and never deletes on Enter; Ctrl+P prints from the editor. Each test continues where the previous one left the page.
test.describe.configure({ mode: 'serial' });

const MARK_LABELS = {
  uk: { deleteMarked: 'Видалити позначені (1)', cancel: 'Скасувати' },
  en: { deleteMarked: 'Delete marked (1)', cancel: 'Cancel' },
} as const;

/** A draft invoice of today, made through the bridge, with the number the service gave it. */
async function draftInvoice(page: Page, memo: string): Promise<{ uid: string; no: string }> {
  const uid = randomUUID();
  const [agent] = (await bridge(page, 'agents.index', { pageSize: 1, offset: 0 })).data;
  const [entity] = (await bridge(page, 'entities.index', { pageSize: 1, offset: 0 })).data;
  const reply = await bridge(page, 'documents.update', {
    uid,
    type: 'invoice',
    date: kyivDaysAgo(0),
    memo,
    ...(agent ? { agent: { uid: agent.uid } } : {}),
    details: entity ? [{ entity: { uid: entity.uid }, qty: 1, price: 10 }] : [],
  });
  return { uid, no: reply.data.no };
}

for (const lang of languagesOfWholeRun(LANGUAGES)) {
  const L = LABELS[lang];
  const M = MARK_LABELS[lang];
  const shot = (name: string) => `${SHOTS}/issue29-${lang}-${name}.png`;

  test.describe(`[${lang}]`, () => {
    let invoice = { uid: '', no: '' };

    test('Del marks and unmarks a document, and Del then Enter deletes nothing', async ({ appPage, browserHost }) => {
      await appPage.setViewportSize({ width: 1366, height: 768 });
      const shell = new AppShell(appPage);
      await shell.open(browserHost.url);
      if ((await shell.documentLanguage()) !== lang) await shell.switchLanguage(L.languageButton);
      invoice = await draftInvoice(appPage, `позначка e2e ${lang} ${Date.now()}`);
      await shell.goTo(L.nav.documents);
      const list = new DocumentsList(appPage);
      await list.setPeriod(ukDay(), ukDay(), { from: L.list.from, to: L.list.to });
      const row = await list.find(DAY_LABELS[lang].search, invoice.no);
      await row.locator('[data-field="no"]').click();
      await appPage.keyboard.press('Delete');
      await expect(row).toHaveClass(/row-marked/);
      await expect(row.locator('[data-field="no"]')).toHaveCSS('text-decoration-line', 'line-through');
      await expect(appPage.getByTestId('delete-marked')).toHaveText(M.deleteMarked);
      if (lang === 'uk') await appPage.screenshot({ path: shot('marked-row') });
      // Enter after Del opens the document: nothing was deleted, and the mark is the service's.
      await appPage.keyboard.press('Enter');
      await expect(appPage).toHaveURL(new RegExp(`#/documents/${invoice.uid}$`));
      expect((await bridge(appPage, 'documents.load', { uid: invoice.uid })).data.deletionMark).toBe(true);
      await appPage.goBack();
      // «Видалити позначені» asks first, with «Скасувати» focused: Enter there backs out.
      await appPage.getByTestId('delete-marked').click();
      const dialog = appPage.getByTestId('delete-marked-dialog');
      await expect(dialog).toContainText(invoice.no);
      await expect(dialog.getByRole('button', { name: M.cancel, exact: true })).toBeFocused();
      await appPage.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      // The mark survives a reload; Del again clears it.
      await appPage.reload();
      await list.setPeriod(ukDay(), ukDay(), { from: L.list.from, to: L.list.to });
      const reloaded = await list.find(DAY_LABELS[lang].search, invoice.no);
      await expect(reloaded).toHaveClass(/row-marked/);
      await reloaded.locator('[data-field="no"]').click();
      await appPage.keyboard.press('Delete');
      await expect(reloaded).not.toHaveClass(/row-marked/);
      expect((await bridge(appPage, 'documents.load', { uid: invoice.uid })).data.deletionMark).toBe(false);
    });

    test('Ctrl+P prints from the editor, also as the Ukrainian layout sends it (Ctrl+З)', async ({ appPage }) => {
      const list = new DocumentsList(appPage);
      await list.openWithEnter(invoice.no);
      await expect(appPage).toHaveURL(new RegExp(`#/documents/${invoice.uid}$`));
      // The editor has its document: its title names it.
      await expect(appPage.getByRole('heading', { level: 1, name: new RegExp(invoice.no) })).toBeVisible();
      const viewer = new DocumentsPdfViewer(appPage);
      await appPage.keyboard.press('Control+p');
      await expect(viewer.canvas.first()).toBeVisible();
      await appPage.getByRole('button', { name: L.pdf.close, exact: true }).click();
      await expect(viewer.canvas).toHaveCount(0);
      await pressCtrlInUkrainianLayout(appPage, 'KeyP');
      await expect(viewer.canvas.first()).toBeVisible();
      await appPage.getByRole('button', { name: L.pdf.close, exact: true }).click();
      await expect(viewer.canvas).toHaveCount(0);
    });
  });
}
