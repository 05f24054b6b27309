import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, chromium, type BrowserContext, type Page } from '@playwright/test';
import { installDemoCompany } from './demo-template.js';
import { startBuiltService, startTs, type Running } from './processes.js';

/** A second Accounting Data Service on loopback: the "cloud" account of the tests. */
export interface SecondServer {
  url: string;
  token: string;
  stop(): Promise<void>;
}

/** A service of our own on a fresh copy of the demo company: a "cloud" account a test may stop to go offline. */
export interface DemoService {
  url: string;
  /** The token the service was started with: every right. */
  token: string;
  /** Stops the service and removes its company; again, it does nothing. */
  stop(): Promise<void>;
}

/** Starts a DemoService; `label` names its folder, for whoever looks at what a failed run left. */
type StartDemoService = (label: string) => Promise<DemoService>;

export interface BrowserHostRun {
  /** The address the host printed, with its session token. */
  url: string;
  origin: string;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function seedStores(url: string, token: string): Promise<void> {
  const stores = [
    { uid: '3f0b8a52-6c1e-4c4e-9f43-1c2b3a4d5e01', name: 'Склад у Львові', address: '79000, м. Львів, вул. Городоцька, 15' },
    { uid: '3f0b8a52-6c1e-4c4e-9f43-1c2b3a4d5e02', name: 'Склад в Одесі', address: '65000, м. Одеса, вул. Пушкінська, 3' },
  ];
  const response = await fetch(`${url}/store/batch`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(stores),
  });
  if (!response.ok) throw new Error(`seeding the second server failed: ${response.status} ${await response.text()}`);
  // A company made outside the app is asked whether it pays VAT as it opens (app/VatPayerDialog.tsx); this one has said.
  const settings = await fetch(`${url}/company/settings`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ vatPayer: false }),
  });
  if (!settings.ok) throw new Error(`seeding the second server failed: ${settings.status} ${await settings.text()}`);
}

/** Starts a service on a copy of the seeded demo company, in a folder of its own. */
async function startDemoService(label: string): Promise<DemoService> {
  const dir = mkdtempSync(join(tmpdir(), `oblik-e2e-${label}-`));
  installDemoCompany(dir, 'company.oblik');
  const token = `e2e-${label}-${Date.now()}`;
  const running = await startBuiltService(
    ['--data', join(dir, 'company.oblik'), '--port', '0', '--token', token],
    /listening on (http:\/\/127\.0\.0\.1:\d+)/,
  );
  return {
    url: running.found,
    token,
    stop: async () => {
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface WorkerFixtures {
  secondServer: SecondServer;
  browserHost: BrowserHostRun;
  appContext: BrowserContext;
  startDemoService: StartDemoService;
}

export const test = base.extend<{ appPage: Page }, WorkerFixtures>({
  startDemoService: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const started: DemoService[] = [];
      await use(async (label) => {
        const service = await startDemoService(label);
        started.push(service);
        return service;
      });
      // Whatever a spec left running ends with its worker.
      for (const service of started) await service.stop();
    },
    { scope: 'worker' },
  ],

  secondServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'oblik-e2e-server-'));
      const token = `e2e-${Date.now()}`;
      const running: Running = await startBuiltService(
        ['--data', join(dataDir, 'company.oblik'), '--port', '0', '--token', token],
        /listening on (http:\/\/127\.0\.0\.1:\d+)/,
      );
      const url = running.found;
      await seedStores(url, token);
      await use({ url, token, stop: () => running.stop() });
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 170_000 },
  ],

  browserHost: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const userData = mkdtempSync(join(tmpdir(), 'oblik-e2e-host-'));
      installDemoCompany(userData, join('companies', 'demo.oblik'));
      // The person's name is kept already, so the first start does not ask it over every test's screen.
      writeFileSync(join(userData, 'launch.json'), JSON.stringify({ launchId: randomUUID(), userName: 'Олена Коваль' }));
      const running = await startTs(
        'electron/browser-host-cli.ts',
        ['--built-service', '--port', '0', '--no-open', '--user-data', userData],
        /^open (http:\/\/127\.0\.0\.1:\d+\/\?session=\S+)$/m,
      );
      const url = running.found;
      await use({ url, origin: new URL(url).origin });
      await running.stop();
      rmSync(userData, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 170_000 },
  ],

  appContext: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      // A fresh profile per run: nothing remembered from an earlier run (language, session).
      const profile = mkdtempSync(join(tmpdir(), 'oblik-e2e-chromium-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
        headless: true,
        locale: 'uk-UA',
        timezoneId: 'Europe/Kyiv',
        viewport: { width: 1366, height: 820 },
      });
      await use(context);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],

  appPage: async ({ appContext }, use) => {
    const page = appContext.pages()[0] ?? (await appContext.newPage());
    await use(page);
  },
});

export { expect } from '@playwright/test';
