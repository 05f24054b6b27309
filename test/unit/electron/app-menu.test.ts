import { homedir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installAppMenu } from '../../../electron/app-menu.js';
import type { BrowserWindow } from 'electron';
import type { Core } from '../../../electron/core/core-types.js';
import { buildDiagnostics } from '../../../electron/diagnostics.js';
import { fake, resetFake } from './fake-electron.js';
import { at } from '../../support/checked.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule);

const LOGS = join(homedir(), '.config', 'Облік', 'logs');
const views = [
  { id: 'demo', kind: 'local', name: 'Демо', hasToken: false, active: false, isDemo: true },
  {
    id: 'c1',
    kind: 'cloud',
    name: 'ТОВ «Ромашка»',
    baseUrl: 'https://books.romashka.example/api',
    hasToken: true,
    active: true,
    isDemo: false,
  },
];

type Item = { id?: string; role?: string; click?: () => void; submenu?: Item[] };

/** Installs the real menu over fakes and returns its Help items. */
function install() {
  const core = { handlers: { 'connections.list': vi.fn(() => Promise.resolve(views)) }, backups: {}, close: vi.fn() } as unknown as Core;
  const logger = { log: vi.fn(), serviceLine: vi.fn(), rendererLine: vi.fn(), folder: () => LOGS };
  installAppMenu({ core, logger, window: () => null, checkForUpdates: vi.fn() });
  expect(fake.Menu.setApplicationMenu).toHaveBeenCalledTimes(1);
  const [template] = at(fake.Menu.buildFromTemplate.mock.calls, 0) as [Item[]];
  const help = template.find((item) => item.role === 'help')?.submenu ?? [];
  const click = (id: string) => help.find((item) => item.id === id)?.click?.();
  return { logger, click };
}

describe('Help menu as main installs it', () => {
  beforeEach(resetFake);

  it('"Open logs folder" opens the log folder with the system file manager', async () => {
    const { click } = install();
    click('open-logs-folder');
    expect(fake.shell.openPath).toHaveBeenCalledWith(LOGS);
    // The menu has read the file manager's answer once the promise it was given has settled.
    await at(fake.shell.openPath.mock.results, 0).value;
    expect(fake.dialog.showErrorBox).not.toHaveBeenCalled();
  });

  it('a folder that cannot be opened is said so, and logged', async () => {
    fake.shell.openPath.mockResolvedValueOnce('No application is registered as handling this file');
    const { click, logger } = install();
    click('open-logs-folder');
    await vi.waitFor(() => expect(fake.dialog.showErrorBox).toHaveBeenCalled());
    expect(fake.dialog.showErrorBox).toHaveBeenCalledWith('Облік', expect.stringContaining('Теку журналів не відкрито'));
    expect(logger.log).toHaveBeenCalledWith('error', expect.stringContaining('No application'));
  });

  it('"Copy diagnostics" puts versions and connection kinds on the clipboard, no names, addresses or home folder', async () => {
    const { click } = install();
    click('copy-diagnostics');
    await vi.waitFor(() => expect(fake.clipboard.writeText).toHaveBeenCalled());
    expect(fake.clipboard.writeText).toHaveBeenCalledTimes(1);
    const [text] = at(fake.clipboard.writeText.mock.calls, 0);
    expect(text).toContain('Облік 0.1.0');
    expect(text).toContain('Connections: 1 local (1 demo), 1 cloud, 0 cloud without a token');
    expect(text).toContain('Active connection: cloud');
    expect(text).toContain(`Logs: ~${join('/', '.config', 'Облік', 'logs')}`);
    expect(text).not.toContain('Ромашка');
    expect(text).not.toContain('romashka');
    expect(text).not.toContain(homedir());
  });

  it('"Назад" and "Вперед" move the window through its history, only where there is somewhere to go', () => {
    const history = {
      canGoBack: vi.fn(() => true),
      goBack: vi.fn(),
      canGoForward: vi.fn(() => false),
      goForward: vi.fn(),
    };
    const core = { handlers: {}, backups: {}, close: vi.fn() } as unknown as Core;
    const logger = { log: vi.fn(), serviceLine: vi.fn(), rendererLine: vi.fn(), folder: () => LOGS };
    const window = { webContents: { navigationHistory: history } } as unknown as BrowserWindow;
    installAppMenu({ core, logger, window: () => window, checkForUpdates: vi.fn() });
    const [template] = at(fake.Menu.buildFromTemplate.mock.calls, 0) as [Item[]];
    const view = template.find((item) => item.id === undefined && item.submenu?.some((entry) => entry.id === 'go-back'))?.submenu ?? [];
    view.find((item) => item.id === 'go-back')?.click?.();
    view.find((item) => item.id === 'go-forward')?.click?.();
    expect(history.goBack).toHaveBeenCalledTimes(1);
    expect(history.goForward).not.toHaveBeenCalled();
  });
});

describe('diagnostics text', () => {
  it('keeps a logs folder outside the home folder as it is', () => {
    const text = buildDiagnostics({
      appName: 'Облік',
      appVersion: '0.1.0',
      versions: {},
      os: { platform: 'linux', release: '6', arch: 'x64' },
      locale: 'uk',
      isPackaged: false,
      connections: [],
      logsFolder: '/var/log/oblik',
      homeDir: '/home/olena',
    });
    expect(text).toContain('Logs: /var/log/oblik');
    expect(text).toContain('(development)');
    expect(text).toContain('Active connection: none');
  });
});
