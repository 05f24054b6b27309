import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { Document } from '../../shared/api/documents.js';
import type { PresenceEntry } from '../../shared/api/presence.js';
import { decodeInvitation } from '../../electron/core/invitation-code.js';
import { CHROMIUM_ARGS, expect, test } from './support/fixtures.js';
import { bridge, kyivDaysAgo } from './support/page-bridge.js';
import {
  demoCompanyIn,
  freePort,
  inviteFromCommandLine,
  readServed,
  serveCompany,
  startPersonHost,
  type PersonHost,
  type ServedCompany,
} from './support/office.js';
import { AppShell } from './pages/app-shell.js';
import { companyScreenSettled } from './pages/company-screen.js';
import { DocumentEditor } from './pages/documents-editor.js';
import { ukDay } from './pages/documents-data.js';
import { DocumentsList } from './pages/documents-list.js';
import { OFFICE_WORDS, type OfficeLanguage } from './pages/office-labels.js';

/** Screenshots for review, outside the repository. */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const OLENA = 'Олена Коваль';
const PETRO = 'Петро Шевченко';

// Two people on two PCs (two browser hosts, each with its own app state and vault) on one company
// served over TLS on 127.0.0.1; the steps of a language build on each other. The two languages share
// nothing (each its hosts, company and browser), so they may run in the two workers at once.
test.describe.configure({ mode: 'parallel' });
// An action that finds nothing to act on fails in the expectations' time, while the pages are still open
// for the screenshots below; at the test's own timeout they are closed first, and a lost click left no picture.
test.use({ actionTimeout: 30_000 });

for (const lang of ['uk', 'en'] as const satisfies readonly OfficeLanguage[]) {
  test.describe(`the office in ${lang}`, () => {
    test.describe.configure({ mode: 'serial' });
    const w = OFFICE_WORDS[lang];
    /** A picture for review, once every open dialog has faded in. */
    const snap = async (page: Page, name: string) => {
      for (const dialog of await page.locator('.MuiDialog-container').all()) await expect(dialog).toHaveCSS('opacity', '1');
      await page.screenshot({ path: join(SHOTS, `office-${name}-${lang}.png`) });
    };
    let dir = '';
    let companyFile = '';
    let port = 0;
    let served: ServedCompany | null = null;
    let hosts: PersonHost[] = [];
    let browser: Browser | null = null;
    let olena: Page;
    let petro: Page;
    let firstInvitation = '';
    let company = '';
    const token = `e2e-office-${randomUUID()}`;
    const today = kyivDaysAgo(0);

    const service = () => {
      if (!served) throw new Error('the service is not running');
      return served;
    };

    /** Opens one person's app on their own host, in this run's language. */
    async function openApp(host: PersonHost): Promise<Page> {
      if (!browser) throw new Error('no browser');
      const context = await browser.newContext({ locale: 'uk-UA', timezoneId: 'Europe/Kyiv', viewport: { width: 1366, height: 820 } });
      const page = await context.newPage();
      await page.goto(host.url);
      const shell = new AppShell(page);
      await expect(shell.activeConnection).toHaveText('Демо-компанія');
      if (lang === 'en') await shell.switchLanguage('English');
      return page;
    }

    /** Joins the served company from the connections screen with a pasted invitation. */
    async function joinCompany(page: Page, invitation: string, screenshot?: string): Promise<void> {
      const shell = new AppShell(page);
      await shell.goTo(w.nav.connections);
      await page.getByRole('button', { name: w.join }).click();
      const dialog = page.getByRole('dialog', { name: w.join });
      await dialog.getByRole('textbox', { name: w.invitation }).fill(invitation);
      if (screenshot) await snap(page, screenshot);
      await dialog.getByRole('button', { name: w.joinSubmit, exact: true }).click();
      await expect(page.getByTestId('connection-notice')).toHaveText(w.joined(company));
      await expect(shell.activeConnection).toHaveText(company);
    }

    /**
     * Accepts the served company's new certificate knowingly: «Перевірити» on the connections screen, or
     * (`fromRefusal`) «Перевірити сертифікат» on the refusal where it was met, shows the old and the new fingerprints.
     */
    async function acceptCertificate(page: Page, pinned: string, options: { screenshot?: string; fromRefusal?: boolean } = {}) {
      if (options.fromRefusal) await page.getByRole('button', { name: w.checkCertificate }).first().click();
      else {
        await new AppShell(page).goTo(w.nav.connections);
        await page.getByRole('button', { name: w.test(company) }).click();
      }
      const dialog = page.getByRole('dialog', { name: w.changedTitle });
      await expect(dialog.getByTestId('old-fingerprint')).toHaveText(pinned);
      await expect(dialog.getByTestId('new-fingerprint')).toHaveText(service().fingerprint);
      if (options.screenshot) await snap(page, options.screenshot);
      await dialog.getByRole('button', { name: w.acceptNew }).click();
      await expect(page.getByTestId('connection-notice')).toHaveText(w.accepted(company));
    }

    /** A draft invoice for one service to a counterparty of its own, made in Olena's app. */
    async function invoice(agentName: string): Promise<Document> {
      const agent = (await bridge(olena, 'agents.update', { uid: randomUUID(), name: agentName })).data;
      const entity = (
        await bridge(olena, 'entities.update', { uid: randomUUID(), name: `Консультація ${lang}`, kind: 'service', unit: 'год' })
      ).data;
      const made = await bridge(olena, 'documents.update', {
        uid: randomUUID(),
        type: 'invoice',
        date: today,
        agent: { uid: agent.uid },
        details: [{ entity: { uid: entity.uid }, qty: 1, price: '150.00' }],
      });
      return made.data;
    }

    /** Opens a document's editor, as a link to it does. */
    async function openDocument(page: Page, uid: string): Promise<DocumentEditor> {
      await page.evaluate((link) => (window.location.hash = link), `#/documents/${uid}`);
      const editor = new DocumentEditor(page);
      await expect(editor.root).toBeVisible();
      return editor;
    }

    /** Olena posts a document from its editor with Ctrl+Enter. */
    async function postAsOlena(uid: string): Promise<void> {
      const editor = await openDocument(olena, uid);
      await editor.post();
      await expect(editor.postedChip).toBeVisible();
    }

    test.beforeAll(async () => {
      test.setTimeout(300_000);
      dir = mkdtempSync(join(tmpdir(), `oblik-e2e-office-${lang}-`));
      companyFile = demoCompanyIn(dir);
      port = await freePort();
      // The serving computer's first invitation, made while its service is stopped; it makes the certificate.
      firstInvitation = await inviteFromCommandLine(companyFile, port, join(dir, 'tls-1'), OLENA);
      company = decodeInvitation(firstInvitation)?.company ?? '';
      served = await serveCompany(companyFile, port, join(dir, 'tls-1'), token);
      hosts = await Promise.all([startPersonHost(join(dir, 'pc-olena'), OLENA), startPersonHost(join(dir, 'pc-petro'), PETRO)]);
      browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
    });

    // A failed step leaves what each person saw and what the hosts and the served company printed, so a
    // failure under load can be read afterwards rather than guessed at.
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
    test.afterEach(async ({}, testInfo) => {
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [name, page] of [
        ['olena', olena],
        ['petro', petro],
      ] as const) {
        if (page && !page.isClosed()) await testInfo.attach(`${name}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      }
      for (const [index, host] of hosts.entries()) await testInfo.attach(`host-${index}.log`, { body: host.output() });
      if (served) await testInfo.attach('served.log', { body: served.output() });
    });

    test.afterAll(async () => {
      await browser?.close();
      await Promise.all(hosts.map((host) => host.stop()));
      await served?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    test('Olena joins by her invitation and invites Petro from the app', async () => {
      expect(company).not.toBe('');
      olena = await openApp(hosts[0]!);
      await joinCompany(olena, firstInvitation, 'join');

      await new AppShell(olena).goTo(w.nav.company);
      await companyScreenSettled(olena);
      await olena.getByRole('button', { name: w.invite }).click();
      const form = olena.getByRole('dialog', { name: w.invite });
      await form.getByRole('textbox', { name: w.personName }).fill(PETRO);
      // An accountant who posts, nothing more: he still sees who made the others' changes (docs/security.md,
      // "Names in the history").
      await form.getByRole('checkbox', { name: w.rightPost, exact: true }).check();
      await form.getByRole('button', { name: w.invite }).click();

      const shown = olena.getByRole('dialog', { name: w.invitationTitle(PETRO) });
      await expect(shown.getByRole('img', { name: w.qr })).toBeVisible();
      await expect(shown).toContainText(service().address);
      await expect(shown).toContainText(service().fingerprint);
      await snap(olena, 'invitation');
      await shown.getByRole('button', { name: w.copy }).click();
      await expect(shown.getByRole('button', { name: w.copied })).toBeVisible();
      // What «Копіювати» put on the (stand-in) clipboard is the invitation to this server, for Petro.
      const copied = decodeInvitation(readFileSync(hosts[0]!.clipboardFile, 'utf8'));
      expect(copied).toMatchObject({ address: service().address, fingerprint: service().fingerprint, company });
      await shown.getByRole('button', { name: w.done }).click();
      await expect(shown).toBeHidden();
    });

    test('Petro joins with the invitation Olena copied, and both are seen working', async () => {
      petro = await openApp(hosts[1]!);
      await joinCompany(petro, readFileSync(hosts[0]!.clipboardFile, 'utf8'));

      // Olena's company screen, read anew, lists both people.
      const shell = new AppShell(olena);
      await shell.goTo(w.nav.documents);
      await shell.goTo(w.nav.company);
      const card = olena.getByTestId('connected-card');
      await expect(card.getByRole('heading')).toHaveText(w.connectedTitle);
      await expect(card).toContainText(w.you(OLENA));
      await expect(card).toContainText(PETRO);
      await card.scrollIntoViewIfNeeded();
      await snap(olena, 'connected');
    });

    test("Olena posts an invoice: Petro's documents list and dashboard show it without a reload", async () => {
      const list = new DocumentsList(petro);
      await new AppShell(petro).goTo(w.nav.documents);
      await expect(list.dataRows().first()).toBeVisible();
      // Today only: the demo's month holds more documents than the grid draws at once.
      await list.setPeriod(ukDay(), ukDay(), w.period);
      const agent = `ТОВ «Офіс ${lang} ${Date.now()}»`;
      const first = await invoice(agent);
      const row = list.row(agent);
      await expect(row).toBeVisible();
      await expect(row.getByTestId('posted-marker')).toHaveCount(0);
      await postAsOlena(first.uid);
      await expect(row.getByTestId('posted-marker')).toBeVisible();

      await new AppShell(petro).goTo(w.nav.home);
      const card = petro.getByTestId('dashboard-invoices');
      const count = card.getByTestId('dashboard-invoices-count');
      // The count once read anew on opening, not the copy the screen had when Petro last left it.
      await expect(count).toHaveText(/^\d+$/);
      await expect(card.getByRole('progressbar')).toHaveCount(0);
      const before = Number(await count.textContent());
      await postAsOlena((await invoice(`${agent} 2`)).uid);
      // A posted invoice awaits payment: one more on Petro's dashboard.
      await expect(count).toHaveText(String(before + 1));
    });

    test('both edit one draft: Petro applies his change over Olena’s, and she reads it anew', async () => {
      const draft = await invoice(`ТОВ «Чернетка ${lang} ${Date.now()}»`);
      const olenaEditor = await openDocument(olena, draft.uid);
      // The service knows Olena has it open before Petro opens it (a later opener is not in the feed).
      await expect
        .poll(async () => (await readServed<PresenceEntry[]>(service(), '/presence/')).find((p) => p.name === OLENA)?.open?.uid)
        .toBe(draft.uid);
      const petroEditor = await openDocument(petro, draft.uid);
      await expect(petro.getByTestId('presence-line')).toHaveText(w.alsoOpen(OLENA));

      const memo = `Узгоджено з ${lang}`;
      await olenaEditor.root.getByLabel(w.memo, { exact: true }).fill(memo);
      await olenaEditor.save();
      await expect(olenaEditor.notice).toContainText(w.saved);

      // Petro's editor says at once who changed the document, and keeps his screen as it is.
      await expect(petro.getByTestId('record-changed-text')).toHaveText(w.changedBanner(OLENA));
      await snap(petro, 'live-banner');
      await petroEditor.cell(w.qty, 1).fill('3');
      await petroEditor.save();
      const conflict = petro.getByTestId('conflict-dialog');
      await expect(conflict.getByRole('heading', { level: 2 })).toHaveText(w.conflictTitle(OLENA));
      // Field by field: Olena's memo on one side, Petro's quantity on the other.
      await expect(conflict.getByTestId('conflict-theirs')).toContainText(memo);
      await expect(conflict.getByTestId('conflict-mine')).toContainText('3');
      await snap(petro, 'conflict');
      await conflict.getByRole('button', { name: w.reapply }).click();
      await expect(conflict).toBeHidden();
      await expect(petroEditor.notice).toContainText(w.saved);
      // His editor shows both changes, and Olena's says at once that Petro changed it after her.
      await expect(petroEditor.root.getByLabel(w.memo, { exact: true })).toHaveValue(memo);
      await expect(petroEditor.cell(w.qty, 1)).toHaveValue('3');
      const olenaBanner = olena.getByTestId('record-changed-banner');
      await expect(olenaBanner.getByTestId('record-changed-text')).toHaveText(w.changedBanner(PETRO));
      // Nothing unsaved in hers: «Перечитати» shows Petro's version at once, and the banner goes.
      await olenaBanner.getByRole('button', { name: w.reread }).click();
      await expect(olenaEditor.cell(w.qty, 1)).toHaveValue('3');
      await expect(olenaBanner).toBeHidden();

      // The service holds both changes: Olena's memo and Petro's quantity.
      const stored = await readServed<Document>(service(), `/document/load/${draft.uid}`);
      expect(stored.memo).toBe(memo);
      expect(String(stored.details?.[0]?.qty)).toBe('3');
    });

    test('a new certificate is refused with a clear message until Petro accepts it knowingly', async () => {
      const pinned = service().fingerprint;
      await service().stop();
      served = null;
      served = await serveCompany(companyFile, port, join(dir, 'tls-2'), token);
      expect(service().fingerprint).not.toBe(pinned);

      const shell = new AppShell(petro);
      await shell.goTo(w.nav.documents);
      await expect(petro.getByText(w.certificateRefused).first()).toBeVisible();

      await snap(petro, 'certificate-refused');
      // Petro checks it from the refusal on the screen where he met it.
      await acceptCertificate(petro, pinned, { screenshot: 'certificate', fromRefusal: true });
      // Olena's app pins the old certificate too: she accepts the new one the same way.
      await acceptCertificate(olena, pinned);

      // Connected again: the list reads, and Olena's next invoice reaches it live over the new certificate.
      await shell.goTo(w.nav.documents);
      const list = new DocumentsList(petro);
      await expect(list.dataRows().first()).toBeVisible();
      await expect(petro.getByText(w.certificateRefused)).toHaveCount(0);
      await list.setPeriod(ukDay(), ukDay(), w.period);
      await expect(list.dataRows().first()).toBeVisible();
      const agent = `ТОВ «Після сертифіката ${lang} ${Date.now()}»`;
      await invoice(agent);
      await expect(list.row(agent)).toBeVisible();
    });
  });
}
