import { dialog, type BrowserWindow } from 'electron';
import electronUpdater from 'electron-updater';
import { createUpdateController, type UnsavedChangesPort, type UpdateController, type UpdatePromptPort } from './updater.js';
import type { LogFn } from './core/core-types.js';

/** Asks with native dialogs, the release notes as plain text in the details (electron/updater.ts makes them). */
export function dialogPrompt(window: () => BrowserWindow | null): UpdatePromptPort {
  return {
    async askToInstall({ version, notes }) {
      const options = {
        type: 'info' as const,
        buttons: ['Перезапустити й оновити', 'Оновити при виході', 'Пізніше'],
        defaultId: 1,
        cancelId: 2,
        title: 'Оновлення',
        message: `Завантажено нову версію Обліку: ${version}`,
        detail: notes || 'Опис змін не надано.',
      };
      const current = window();
      const { response } = current ? await dialog.showMessageBox(current, options) : await dialog.showMessageBox(options);
      return response === 0 ? 'restart-now' : response === 1 ? 'on-quit' : 'later';
    },
    tellSaveFirst(version) {
      const options = {
        type: 'info' as const,
        message: `Оновлення ${version} буде встановлено після збереження документів і закриття програми.`,
      };
      const current = window();
      void (current ? dialog.showMessageBox(current, options) : dialog.showMessageBox(options));
    },
  };
}

export interface StartAutoUpdateOptions {
  window: () => BrowserWindow | null;
  unsaved: UnsavedChangesPort;
  log: LogFn;
}

/**
 * The packaged app's auto-update: electron-updater reads the generic server written into
 * app-update.yml at build time (electron-builder.yml `publish`); its log goes to ours.
 */
export function startAutoUpdate(options: StartAutoUpdateOptions): UpdateController {
  const { autoUpdater } = electronUpdater;
  autoUpdater.logger = {
    info: (m: unknown) => options.log('info', `updater: ${String(m)}`),
    warn: (m: unknown) => options.log('warn', `updater: ${String(m)}`),
    error: (m: unknown) => options.log('error', `updater: ${String(m)}`),
  };
  const controller = createUpdateController({
    updater: autoUpdater,
    unsaved: options.unsaved,
    prompt: dialogPrompt(options.window),
    log: options.log,
  });
  controller.start();
  return controller;
}
