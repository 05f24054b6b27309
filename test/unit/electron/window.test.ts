import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMainWindow, mainWindowOptions } from '../../../electron/window.js';
import { FakeBrowserWindow, resetFake } from './fake-electron.js';
import { defined } from '../../support/checked.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule);

const startUrl = new URL('app://renderer/index.html');

describe('the main window (security checklist, items 2, 3, 4, 6, 8–11 and "Packaged builds")', () => {
  beforeEach(resetFake);

  it('keeps Node out of the page, isolates the context, sandboxes it and never relaxes web security', () => {
    const prefs = defined(mainWindowOptions('/app/preload/index.cjs', true).webPreferences, 'webPreferences');
    expect(prefs).toMatchObject({
      preload: '/app/preload/index.cjs',
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      contextIsolation: true,
      sandbox: true,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
    });
    expect(prefs.enableBlinkFeatures).toBeUndefined();
  });

  it('has no DevTools when packaged, and DevTools in development', () => {
    expect(mainWindowOptions('/p', true).webPreferences?.devTools).toBe(false);
    expect(mainWindowOptions('/p', false).webPreferences?.devTools).toBe(true);
  });

  it('a packaged window closes DevTools that open anyway and never opens them itself', () => {
    const window = createMainWindow({ preloadPath: '/p', startUrl, isPackaged: true }) as unknown as FakeBrowserWindow;
    expect(window.webContents.openDevTools).not.toHaveBeenCalled();
    window.webContents.emit('devtools-opened');
    expect(window.webContents.closeDevTools).toHaveBeenCalledTimes(1);
  });

  it('is hardened before it loads our own URL', () => {
    const window = createMainWindow({ preloadPath: '/p', startUrl, isPackaged: false }) as unknown as FakeBrowserWindow;
    expect(window.webContents.setWindowOpenHandler).toHaveBeenCalledTimes(1);
    expect(window.webContents.listenerCount('will-navigate')).toBe(1);
    expect(window.webContents.listenerCount('will-attach-webview')).toBe(1);
    expect(window.loadURL).toHaveBeenCalledWith('app://renderer/index.html');
    expect(window.webContents.openDevTools).not.toHaveBeenCalled();
  });
});
