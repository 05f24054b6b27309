import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

/**
 * One fake `electron` module shared by every test file of this folder. The test pool keeps
 * modules between files (isolate: false), so the modules under test may have bound the fake
 * in an earlier file: a singleton whose spies are reset in beforeEach keeps them all in step.
 */
export class FakeWebContents extends EventEmitter {
  static nextId = 1;
  id = FakeWebContents.nextId++;
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  setWindowOpenHandler = vi.fn((handler: (details: { url: string }) => { action: string }) => {
    this.windowOpenHandler = handler;
  });
  closeDevTools = vi.fn();
  openDevTools = vi.fn();
  getPrintersAsync = vi.fn(() => Promise.resolve<{ name: string; options?: Record<string, string> }[]>([]));
  /** What the next print jobs answer: success, or a failure reason. */
  static printFailure: string | null = null;
  print = vi.fn((_options: unknown, callback: (success: boolean, reason: string) => void) =>
    callback(!FakeWebContents.printFailure, FakeWebContents.printFailure ?? ''),
  );
}

export class FakeBrowserWindow extends EventEmitter {
  static created: FakeBrowserWindow[] = [];
  webContents = new FakeWebContents();
  loadURL = vi.fn((_url: string) => Promise.resolve());
  loadFile = vi.fn((_file: string) => Promise.resolve());
  show = vi.fn();
  destroy = vi.fn();
  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeBrowserWindow.created.push(this);
  }
}

export class FakeUtilityProcess extends EventEmitter {
  static forked: FakeUtilityProcess[] = [];
  stdout = new EventEmitter();
  stderr = new EventEmitter();
  kill = vi.fn(() => true);
  constructor() {
    super();
    FakeUtilityProcess.forked.push(this);
  }
}

/** The one session `session.fromPartition` answers with; records what was installed on it. */
export const printSession = {
  webRequest: { onHeadersReceived: vi.fn() },
  setPermissionRequestHandler: vi.fn(),
  setPermissionCheckHandler: vi.fn(),
  setDevicePermissionHandler: vi.fn(),
  setDisplayMediaRequestHandler: vi.fn(),
};

export const fake = {
  ipcMain: { handle: vi.fn((_channel: string, _listener: unknown) => undefined), removeHandler: vi.fn((_channel: string) => undefined) },
  ipcRenderer: { invoke: vi.fn() },
  contextBridge: { exposeInMainWorld: vi.fn() },
  shell: { openExternal: vi.fn((_url: string) => Promise.resolve()), openPath: vi.fn((_path: string) => Promise.resolve('')) },
  clipboard: { writeText: vi.fn((_text: string) => undefined) },
  Menu: { buildFromTemplate: vi.fn((template: unknown[]) => ({ template })), setApplicationMenu: vi.fn() },
  protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
  app: {
    enableSandbox: vi.fn(),
    isPackaged: false,
    on: vi.fn(),
    whenReady: vi.fn(() => Promise.resolve()),
    getPath: vi.fn(() => '/tmp'),
    getName: vi.fn(() => 'Облік'),
    getVersion: vi.fn(() => '0.1.0'),
    getLocale: vi.fn(() => 'uk-UA'),
  },
  safeStorage: {
    isEncryptionAvailable: vi.fn(() => true),
    encryptString: vi.fn((plain: string) => Buffer.from(`sealed:${plain}`)),
    decryptString: vi.fn((sealed: Buffer) => sealed.toString().replace(/^sealed:/, '')),
    getSelectedStorageBackend: vi.fn(() => 'gnome_libsecret'),
  },
  utilityProcess: { fork: vi.fn(() => new FakeUtilityProcess()) },
  dialog: {
    showSaveDialog: vi.fn(),
    showErrorBox: vi.fn(),
    showMessageBox: vi.fn((..._args: unknown[]) => Promise.resolve({ response: 2 })),
  },
  session: { fromPartition: vi.fn((_partition: string) => printSession) },
};

/** Clears every recorded call and restores the default behaviours. */
export function resetFake(): void {
  for (const group of Object.values(fake)) {
    for (const member of Object.values(group)) {
      if (vi.isMockFunction(member)) member.mockClear();
    }
  }
  fake.app.isPackaged = false;
  fake.utilityProcess.fork.mockImplementation(() => new FakeUtilityProcess());
  fake.session.fromPartition.mockImplementation(() => printSession);
  fake.shell.openPath.mockImplementation(() => Promise.resolve(''));
  FakeBrowserWindow.created = [];
  FakeUtilityProcess.forked = [];
  FakeWebContents.printFailure = null;
}

/** The module `vi.mock('electron', …)` answers with. */
export const electronModule = { ...fake, BrowserWindow: FakeBrowserWindow, default: {} };
