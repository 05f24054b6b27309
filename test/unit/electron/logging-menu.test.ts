import { describe, expect, it, vi } from 'vitest';
import { buildDiagnostics, type DiagnosticsInput } from '../../../electron/diagnostics.js';
import { installRedaction, type HookedLogger } from '../../../electron/logging.js';
import { buildAppMenuTemplate } from '../../../electron/menu-template.js';
import { at } from '../../support/checked.js';

vi.mock('electron-log/main', () => ({ default: {} }));

const input: DiagnosticsInput = {
  appName: 'Облік',
  appVersion: '0.1.0',
  versions: { electron: '45.4.1', chrome: '142.0', node: '22.20.0' },
  os: { platform: 'win32', release: '10.0.22631', arch: 'x64' },
  locale: 'uk-UA',
  isPackaged: true,
  connections: [
    { kind: 'local', isDemo: true, active: false, hasToken: false },
    { kind: 'local', isDemo: false, active: true, hasToken: false },
    { kind: 'cloud', isDemo: false, active: false, hasToken: true },
  ],
  logsFolder: 'C:\\Users\\olena\\AppData\\Roaming\\Облік\\logs',
};

describe('Help → Copy diagnostics', () => {
  it('reports versions, the OS and how many connections of each kind there are', () => {
    const text = buildDiagnostics(input);
    expect(text).toContain('Облік 0.1.0');
    expect(text).toContain('Electron 45.4.1');
    expect(text).toContain('OS: win32 10.0.22631 (x64), locale uk-UA');
    expect(text).toContain('Connections: 2 local (1 demo), 1 cloud, 0 cloud without a token');
    expect(text).toContain('Active connection: local');
  });

  it('contains no connection names, addresses or tokens, because it only takes kinds', () => {
    expect(Object.keys(at(input.connections, 2))).toEqual(['kind', 'isDemo', 'active', 'hasToken']);
    expect(buildDiagnostics(input)).not.toMatch(/https?:|token [^w]/);
  });
});

describe('the log redaction hook', () => {
  it('masks every argument of every message before a transport writes it', () => {
    const logger: HookedLogger = { hooks: [] };
    installRedaction(logger);
    const out = at(logger.hooks, 0)({ data: ['spawn --token abc', { auth: 'Bearer xyz' }, 7] });
    expect(out).toEqual({ data: ['spawn --token •••', { auth: 'Bearer •••' }, 7] });
  });
});

describe('the application menu', () => {
  const actions = {
    backupCompany: vi.fn(),
    restoreCompany: vi.fn(),
    openLogsFolder: vi.fn(),
    copyDiagnostics: vi.fn(),
    checkForUpdates: vi.fn(),
    goBack: vi.fn(),
    goForward: vi.fn(),
  };
  const helpOf = (platform: string, isPackaged = true) => {
    const help = buildAppMenuTemplate(actions, { platform, isPackaged }).find((item) => item.role === 'help');
    return help?.submenu as { id?: string; click?: () => void }[];
  };

  it('Help has "Open logs folder" and "Copy diagnostics", which call their actions', () => {
    const help = helpOf('win32');
    help.find((item) => item.id === 'open-logs-folder')?.click?.();
    help.find((item) => item.id === 'copy-diagnostics')?.click?.();
    expect(actions.openLogsFolder).toHaveBeenCalledTimes(1);
    expect(actions.copyDiagnostics).toHaveBeenCalledTimes(1);
  });

  it('File has backup and restore of the local company', () => {
    const file = buildAppMenuTemplate(actions, { platform: 'win32', isPackaged: true }).find((item) => item.label === 'Файл');
    const items = file?.submenu as { id?: string; click?: () => void }[];
    items.find((item) => item.id === 'backup-company')?.click?.();
    items.find((item) => item.id === 'restore-company')?.click?.();
    expect(actions.backupCompany).toHaveBeenCalledTimes(1);
    expect(actions.restoreCompany).toHaveBeenCalledTimes(1);
  });

  it('a packaged build offers no DevTools and no reload in the menu', () => {
    const text = JSON.stringify(buildAppMenuTemplate(actions, { platform: 'linux', isPackaged: true }));
    expect(text).not.toContain('toggleDevTools');
    expect(text).not.toContain('"reload"');
    expect(JSON.stringify(buildAppMenuTemplate(actions, { platform: 'linux', isPackaged: false }))).toContain('toggleDevTools');
  });

  it('View goes Back and Forward by Alt+Left and Alt+Right, as a browser does', () => {
    const view = buildAppMenuTemplate(actions, { platform: 'win32', isPackaged: true }).find((item) => item.label === 'Вигляд');
    const items = view?.submenu as { id?: string; accelerator?: string; click?: () => void }[];
    const back = items.find((item) => item.id === 'go-back');
    const forward = items.find((item) => item.id === 'go-forward');
    expect([back?.accelerator, forward?.accelerator]).toEqual(['Alt+Left', 'Alt+Right']);
    back?.click?.();
    forward?.click?.();
    expect(actions.goBack).toHaveBeenCalledTimes(1);
    expect(actions.goForward).toHaveBeenCalledTimes(1);
  });

  it('macOS gets its app menu first', () => {
    expect(buildAppMenuTemplate(actions, { platform: 'darwin', isPackaged: true })[0]?.role).toBe('appMenu');
  });
});
