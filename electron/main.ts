import { join } from 'node:path';
import { app, BrowserWindow, dialog, session } from 'electron';
import { createCore } from './core/index.js';
import type { Core } from './core/core-types.js';
import { APP_ORIGIN_URL, registerAppProtocol, registerAppScheme } from './app-protocol.js';
import { registerHandlers } from './ipc.js';
import { webContentsPrinter } from './pdf-printer.js';
import { safeStorageEncryptor } from './safe-storage-encryptor.js';
import { hardenSession, hardenWebContents } from './security.js';
import { utilityServiceLauncher } from './utility-service.js';
import { createMainWindow } from './window.js';

type LogFn = (level: 'info' | 'warn' | 'error', message: string) => void;
const log: LogFn = (level, message) => process.stderr.write(`[${level}] ${message}\n`);

const here = import.meta.dirname;
// electron-vite serves the renderer from its dev server only in development; packaged builds never.
const devServer = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const startUrl = devServer ? new URL(devServer) : new URL('index.html', APP_ORIGIN_URL);
const ownUrl = new URL('/', startUrl);

// Checklist item 4: every renderer sandboxed, whatever a window's options say.
app.enableSandbox();
registerAppScheme();

// Checklist items 11–14 for every webContents, including ones we did not create ourselves.
app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, ownUrl, log));

let core: Core | null = null;
let mainWindow: BrowserWindow | null = null;

async function start(): Promise<void> {
  hardenSession(session.defaultSession);
  registerAppProtocol(join(here, '../renderer'));
  const started = await createCore({
    userDataDir: app.getPath('userData'),
    encryptor: safeStorageEncryptor(),
    launchService: utilityServiceLauncher(join(here, 'service.js')),
    printer: webContentsPrinter(() => mainWindow?.webContents ?? null),
    chooseSavePath: async (suggestedName: string) => {
      const options = { defaultPath: suggestedName, filters: [{ name: 'PDF', extensions: ['pdf'] }] };
      const result = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
      return result.canceled ? null : (result.filePath ?? null);
    },
    log,
  });
  core = started;
  mainWindow = createMainWindow({ preloadPath: join(here, '../preload/index.cjs'), startUrl, isPackaged: app.isPackaged, log });
  registerHandlers(started.handlers, { webContentsId: () => mainWindow?.webContents.id ?? null, ownUrl }, log);
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
}

app.whenReady().then(start).catch((error: unknown) => {
  log('error', `the app could not start: ${(error as Error).message}`);
  dialog.showErrorBox('Облік', `Програма не змогла запуститися / The app could not start:\n${(error as Error).message}`);
  app.exit(1);
});

let closing = false;
app.on('window-all-closed', () => {
  if (closing) return;
  closing = true;
  void (core?.close() ?? Promise.resolve()).finally(() => app.quit());
});
