import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';
import { hardenWebContents } from './security.js';
import type { LogFn } from './core/core-types.js';

/**
 * The main window's options. Each line is an item of the checklist in docs/security.md and is asserted by a unit test:
 * no Node in the page (2), context isolation (3), sandbox (4), web security on (6), no insecure
 * content or experimental features (8–10), no `<webview>` (11), no DevTools when packaged.
 */
export function mainWindowOptions(preloadPath: string, isPackaged: boolean): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 960,
    minHeight: 600,
    show: false,
    backgroundColor: '#f4f6f8',
    title: 'Облік',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      devTools: !isPackaged,
    },
  };
}

export interface MainWindowOptions {
  preloadPath: string;
  /** Where the renderer lives: app://renderer/index.html, or the dev server in development. */
  startUrl: URL;
  isPackaged: boolean;
  log?: LogFn;
}

/** Creates the one application window, hardened before it loads anything. */
export function createMainWindow({ preloadPath, startUrl, isPackaged, log }: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(preloadPath, isPackaged));
  hardenWebContents(window.webContents, startUrl, log);
  if (isPackaged) {
    // Packaged builds: no DevTools even if something manages to ask for them (docs/security.md, checklist item "Packaged builds").
    window.webContents.on('devtools-opened', () => window.webContents.closeDevTools());
  }
  window.once('ready-to-show', () => window.show());
  void window.loadURL(startUrl.toString());
  return window;
}
