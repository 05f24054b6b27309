import { describe, expect, it } from 'vitest';
import { lintSnippets } from '../../support/lint-snippets.js';

/**
 * The checklist items lint holds in the sources (docs/security.md, "The checklist"): each row is code that
 * breaks one, in a file where lint must refuse it. The project's own config, without the type-aware rules,
 * so a snippet needs no file on disk.
 */
const REFUSED: [item: string, file: string, code: string][] = [
  ['2: nodeIntegration', 'electron/window.ts', 'export const p = { nodeIntegration: true };'],
  ['2: nodeIntegrationInWorker', 'electron/window.ts', 'export const p = { nodeIntegrationInWorker: true };'],
  ['2: nodeIntegrationInSubFrames', 'server/app.ts', 'export const p = { nodeIntegrationInSubFrames: true };'],
  ['2: no Node in the renderer', 'renderer/src/lib/use-x.ts', "export { readFileSync } from 'node:fs';"],
  ['2: no Electron in the renderer', 'renderer/src/app/App.tsx', "export { ipcRenderer } from 'electron';"],
  ['2: no main-process code in the renderer', 'renderer/src/main.tsx', "export { ipcHandle } from '../../electron/ipc.js';"],
  ['2: no service code in the renderer', 'renderer/src/lib/use-x.ts', "export { buildServer } from '../../../server/app.js';"],
  ['3: contextIsolation', 'electron/window.ts', 'export const p = { contextIsolation: false };'],
  ['4: sandbox', 'shared/api/x.ts', 'export const p = { sandbox: false };'],
  ['4: no schemas in the preload', 'electron/preload.ts', "export { CONTRACT } from '../shared/ipc/bridge-contract.js';"],
  ['6: webSecurity', 'electron/main.ts', 'export const p = { webSecurity: false };'],
  ['6: the command-line switch', 'electron/main.ts', "app.commandLine.appendSwitch('disable-web-security');"],
  ['6: the switch in a template', 'electron.vite.config.ts', 'export const flag = `--disable-web-security`;'],
  ['8: allowRunningInsecureContent', 'electron/window.ts', 'export const p = { allowRunningInsecureContent: true };'],
  ['9: experimentalFeatures', 'renderer/src/x.ts', 'export const p = { experimentalFeatures: true };'],
  ['10: enableBlinkFeatures', 'electron/window.ts', "export const p = { enableBlinkFeatures: 'CSSVariables' };"],
  ['11: webviewTag', 'electron/window.ts', 'export const p = { webviewTag: true };'],
  ['17: ipcMain outside ipc.ts', 'electron/main.ts', "ipcMain.handle('documents.load', () => 1);"],
  ['17: ipcMain in the core', 'electron/core/x.ts', "ipcMain.on('x', () => 1);"],
  ['20: exposeInMainWorld outside the preload', 'electron/window.ts', "contextBridge.exposeInMainWorld('more', {});"],
  ['20: window.desktop outside bridge.ts', 'renderer/src/features/x/use-x.ts', 'export const api = window.desktop;'],
  ['20: window.desktop through a cast', 'renderer/src/lib/use-x.ts', 'export const api = (window as unknown as { desktop: 1 }).desktop;'],
];

/** The same calls where the checklist puts them. */
const ALLOWED: [where: string, file: string, code: string][] = [
  ['ipc.ts registers the handlers', 'electron/ipc.ts', "ipcMain.handle('documents.load', () => 1);"],
  ['the preload exposes the bridge', 'electron/preload.ts', "contextBridge.exposeInMainWorld('desktop', {});"],
  ['bridge.ts reads window.desktop', 'renderer/src/lib/bridge.ts', 'export const api = (window as unknown as { desktop: 1 }).desktop;'],
  ['the safe values', 'electron/window.ts', 'export const p = { nodeIntegration: false, sandbox: true, webSecurity: true };'],
];

describe('lint holds the security checklist in the sources', () => {
  const restrictions = lintSnippets((rule) => rule.startsWith('no-restricted-'));

  it.each(REFUSED)('refuses item %s (in %s)', async (_item, file, code) => {
    expect(await restrictions(file, code)).toHaveLength(1);
  });

  it.each(ALLOWED)('allows what the checklist allows: %s', async (_where, file, code) => {
    expect(await restrictions(file, code)).toEqual([]);
  });
});
