import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.js';
import { ROOT } from './support/processes.js';
import { AppShell } from './pages/app-shell.js';
import { ConnectionsScreen } from './pages/connections-screen.js';
import { StoresScreen } from './pages/stores-screen.js';

const SHOTS = join(ROOT, 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

// One user's session, step by step: each test continues where the previous one left the page.
test.describe.configure({ mode: 'serial' });

test('the app opens on the demo company, in Ukrainian, without Node in the page', async ({ appPage, browserHost }) => {
  const shell = new AppShell(appPage);
  await shell.open(browserHost.url);
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  await expect(shell.heading('Головна')).toBeVisible(); // the dashboard is the start page
  await expect(shell.section('Підключення')).toBeVisible();
  expect(await shell.documentLanguage()).toBe('uk');
  expect(appPage.url()).not.toContain('session='); // the token leaves the address bar once read
  expect(await appPage.evaluate('typeof require')).toBe('undefined'); // docs/security.md, item 2
  await appPage.screenshot({ path: join(SHOTS, 'shell-uk.png') });
});

test('an injected inline script does not run (security checklist, item 7)', async ({ appPage }) => {
  const ran = await appPage.evaluate(`(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
    return window.__injected === true;
  })()`);
  expect(ran).toBe(false);
});

test('switching to English is remembered after a reload', async ({ appPage }) => {
  const shell = new AppShell(appPage);
  await shell.switchLanguage('English');
  await expect(shell.heading('Home')).toBeVisible();
  await appPage.reload();
  await expect(shell.heading('Home')).toBeVisible();
  expect(await shell.documentLanguage()).toBe('en');
});

test('the demo company answers with its own data, through the embedded service', async ({ appPage }) => {
  const shell = new AppShell(appPage);
  await shell.goTo('Directories');
  const stores = new StoresScreen(appPage);
  await expect(stores.store('Центральний склад')).toBeVisible();
  await expect(stores.offlineBanner).toHaveCount(0);
  await shell.goTo('Documents');
});

test('a cloud account on a second server can be added and tested', async ({ appPage, secondServer }) => {
  const shell = new AppShell(appPage);
  await shell.goTo('Connections');
  const connections = new ConnectionsScreen(appPage);
  await connections.addCloudAccount('Second office', secondServer.url, secondServer.token);
  await expect(connections.row('Second office')).toContainText(secondServer.url);
  await connections.test('Second office');
  await expect(connections.notice).toContainText('"Second office": Connected');
  await appPage.screenshot({ path: join(SHOTS, 'connections-en.png') });
});

test('when the server stops, the cached stores show their "as of" time', async ({ appPage, secondServer }) => {
  const shell = new AppShell(appPage);
  const connections = new ConnectionsScreen(appPage);
  await connections.use('Second office');
  await expect(shell.activeConnection).toHaveText('Second office');
  await shell.goTo('Directories');
  const stores = new StoresScreen(appPage);
  await expect(stores.store('Склад у Львові')).toBeVisible();
  await expect(stores.offlineBanner).toHaveCount(0);

  await secondServer.stop();
  await stores.refresh();
  await expect(stores.offlineBanner).toHaveText(/^As of \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, offline$/);
  await expect(stores.store('Склад в Одесі')).toBeVisible();
  await appPage.screenshot({ path: join(SHOTS, 'stores-offline-en.png') });

  await shell.switchLanguage('Українська');
  await expect(stores.offlineBanner).toHaveText(/^Дані станом на \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, немає зв'язку$/);
  await appPage.screenshot({ path: join(SHOTS, 'stores-offline-uk.png') });
  await shell.switchLanguage('English');
});

test('the user can switch back to the demo company and remove the cloud account', async ({ appPage }) => {
  const shell = new AppShell(appPage);
  await shell.goTo('Connections');
  const connections = new ConnectionsScreen(appPage);
  await connections.switchToDemo();
  await expect(shell.activeConnection).toHaveText('Демо-компанія');
  await connections.remove('Second office');
  await expect(connections.row('Second office')).toHaveCount(0);
  await expect(connections.row('Демо-компанія')).toContainText('Current');
});

test('a bridge call without the session token is refused with 401', async ({ appPage, browserHost }) => {
  const status = await appPage.evaluate(
    `fetch('/bridge/connections.list', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }).then((r) => r.status)`,
  );
  expect(status).toBe(401);
  const fromNode = await fetch(`${browserHost.origin}/bridge/connections.list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(fromNode.status).toBe(401);
  expect(fromNode.headers.get('access-control-allow-origin')).toBeNull();
});
