import { join } from 'node:path';
import { app, BrowserWindow, clipboard, dialog, session } from 'electron';
import { COMPANY_FILE_EXTENSION } from '../shared/api/company-files.js';
import { createCore } from './core/index.js';
import type { Core } from './core/core-types.js';
import { installAppMenu } from './app-menu.js';
import { APP_ORIGIN_URL, registerAppProtocol, registerAppScheme } from './app-protocol.js';
import { registerHandlers } from './ipc.js';
import { createAppLogger } from './logging.js';
import { webContentsPrinter } from './pdf-printer.js';
import { safeStorageEncryptor } from './safe-storage-encryptor.js';
import { hardenSession, hardenWebContents } from './security.js';
import { utilityServiceLauncher } from './utility-service.js';
import { createUnsavedChanges } from './unsaved-changes.js';
import { startAutoUpdate } from './update-dialogs.js';
import type { UpdateController } from './updater.js';
import { createMainWindow } from './window.js';

// Rotated log files with tokens and personal data masked (docs/security.md, checklist item "Secrets").
const logger = createAppLogger();
const log = logger.log;

const here = import.meta.dirname;
// electron-vite serves the renderer from its dev server only in development; packaged builds never.
const devServer = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const startUrl = devServer ? new URL(devServer) : new URL('index.html', APP_ORIGIN_URL);
const ownUrl = new URL('/', startUrl);

// The Electron-only tests (test/electron) run the built app on a user-data folder of their own,
// never the developer's; a packaged app ignores this, so no installed app can be pointed elsewhere.
if (!app.isPackaged && process.env.OBLIK_USER_DATA) app.setPath('userData', process.env.OBLIK_USER_DATA);

// Checklist item 4: every renderer sandboxed, whatever a window's options say.
app.enableSandbox();
registerAppScheme();

// Checklist items 11–14 for every webContents, including ones we did not create ourselves.
app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, ownUrl, log));

let core: Core | null = null;
let mainWindow: BrowserWindow | null = null;
let updates: UpdateController | null = null;
let stopDailyBackups: (() => void) | null = null;
// The page reports its editors' unsaved changes (`app.unsavedChanges`); no update is installed over them.
const unsaved = createUnsavedChanges(() => mainWindow !== null);

async function start(): Promise<void> {
  hardenSession(session.defaultSession);
  registerAppProtocol(join(here, '../renderer'));
  const started = await createCore({
    userDataDir: app.getPath('userData'),
    encryptor: safeStorageEncryptor(),
    launchService: utilityServiceLauncher(join(here, 'service.js'), { onStderr: logger.serviceLine }),
    printer: webContentsPrinter(() => mainWindow?.webContents ?? null),
    chooseSavePath: async (suggestedName: string) => {
      const options = { defaultPath: suggestedName, filters: [{ name: 'PDF', extensions: ['pdf'] }] };
      const result = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
      return result.canceled ? null : (result.filePath ?? null);
    },
    chooseCompanyFile: async () => {
      const options = {
        properties: ['openFile' as const],
        filters: [{ name: 'Облік', extensions: [COMPANY_FILE_EXTENSION.slice(1)] }],
      };
      const result = mainWindow ? await dialog.showOpenDialog(mainWindow, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    onUnsavedChanges: (value) => unsaved.report(value),
    // An invitation is copied here, in the main process: its token never reaches the page.
    writeClipboard: (text) => clipboard.writeText(text),
    log,
  });
  core = started;
  started.warmUp();
  mainWindow = createMainWindow({ preloadPath: join(here, '../preload/index.cjs'), startUrl, isPackaged: app.isPackaged, log });
  registerHandlers(started.handlers, { webContentsId: () => mainWindow?.webContents.id ?? null, ownUrl }, log);
  // The page's own warnings and errors reach the log without a bridge operation.
  mainWindow.webContents.on('console-message', (event) => {
    if (event.level === 'warning' || event.level === 'error') {
      logger.rendererLine(event.level === 'warning' ? 'warn' : 'error', event.message, `${event.sourceId}:${event.lineNumber}`);
    }
  });
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
  // Electron's updater works only in a packaged app (it reads app-update.yml from the package).
  if (app.isPackaged) updates = startAutoUpdate({ window: () => mainWindow, unsaved, log });
  installAppMenu({
    core: started,
    logger,
    window: () => mainWindow,
    checkForUpdates: () => void (updates?.installNowIfAgreed() || updates?.checkNow()),
  });
  stopDailyBackups = started.backups.scheduleDaily();
}

app
  .whenReady()
  .then(start)
  .catch((error: unknown) => {
    log('error', `the app could not start: ${(error as Error).message}`);
    dialog.showErrorBox('Облік', `Програма не змогла запуститися / The app could not start:\n${(error as Error).message}`);
    app.exit(1);
  });

let closing = false;
app.on('window-all-closed', () => {
  if (closing) return;
  closing = true;
  stopDailyBackups?.();
  void (core?.close() ?? Promise.resolve()).finally(() => app.quit());
});

// An update the user agreed to is installed as the app quits, never with unsaved changes.
app.on('before-quit', () => {
  updates?.installOnQuit();
});
