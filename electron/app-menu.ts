import { homedir, release } from 'node:os';
import { app, clipboard, dialog, Menu, shell, type BrowserWindow, type MessageBoxOptions } from 'electron';
import type { Core } from './core/core-types.js';
import { buildDiagnostics } from './diagnostics.js';
import type { AppLogger } from './logging.js';
import { buildAppMenuTemplate } from './menu-template.js';

export interface AppMenuOptions {
  core: Core;
  logger: AppLogger;
  window: () => BrowserWindow | null;
  checkForUpdates: () => void;
}

async function message(window: BrowserWindow | null, options: MessageBoxOptions) {
  return window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options);
}

/** The active connection if it is a local company: only those have a file to back up. */
async function activeLocalCompany(core: Core): Promise<{ id: string; name: string } | null> {
  const active = (await core.handlers['connections.list']({})).find((connection) => connection.active);
  return active?.kind === 'local' ? { id: active.id, name: active.name } : null;
}

/** Installs the application menu: File (backup, restore), Edit, View, Help (logs, diagnostics, updates). */
export function installAppMenu(options: AppMenuOptions): void {
  const { core, logger } = options;
  const fail = (what: string, error: unknown) => {
    logger.log('error', `${what}: ${(error as Error).message}`);
    dialog.showErrorBox('Облік', `${what}:\n${(error as Error).message}`);
  };
  const template = buildAppMenuTemplate(
    {
      backupCompany: () =>
        void (async () => {
          const company = await activeLocalCompany(core);
          if (!company) {
            await message(options.window(), {
              type: 'info',
              message: 'Резервні копії робляться для локальних компаній. Оберіть локальну компанію.',
            });
            return;
          }
          const file = await core.backups.backup(company.id);
          await message(options.window(), { type: 'info', message: `Резервну копію компанії «${company.name}» збережено.`, detail: file });
        })().catch((error: unknown) => fail('Резервну копію не створено', error)),
      restoreCompany: () =>
        void (async () => {
          const company = await activeLocalCompany(core);
          if (!company) return;
          const window = options.window();
          const choose = {
            title: 'Резервна копія',
            defaultPath: core.backups.folderOf(company.id),
            properties: ['openFile' as const],
            filters: [{ name: 'Облік', extensions: ['gz'] }],
          };
          const chosen = window ? await dialog.showOpenDialog(window, choose) : await dialog.showOpenDialog(choose);
          if (chosen.canceled || !chosen.filePaths[0]) return;
          const confirm = await message(window, {
            type: 'warning',
            buttons: ['Відновити', 'Скасувати'],
            defaultId: 1,
            cancelId: 1,
            message: `Замінити дані компанії «${company.name}» даними з резервної копії?`,
            detail: 'Зміни, зроблені після цієї копії, буде втрачено. Спершу буде створено копію поточного стану.',
          });
          if (confirm.response !== 0) return;
          await core.backups.backup(company.id);
          await core.backups.restore(company.id, chosen.filePaths[0]);
          window?.webContents.reload();
        })().catch((error: unknown) => fail('Компанію не відновлено', error)),
      // openPath answers with an error text instead of throwing (no file manager, a removed folder).
      openLogsFolder: () =>
        void shell.openPath(logger.folder()).then(
          (problem) => {
            if (problem) fail('Теку журналів не відкрито', new Error(`${problem} (${logger.folder()})`));
          },
          (error: unknown) => fail('Теку журналів не відкрито', error),
        ),
      copyDiagnostics: () =>
        void (async () => {
          const connections = await core.handlers['connections.list']({});
          await clipboard.writeText(
            buildDiagnostics({
              appName: app.getName(),
              appVersion: app.getVersion(),
              versions: process.versions,
              os: { platform: process.platform, release: release(), arch: process.arch },
              locale: app.getLocale(),
              isPackaged: app.isPackaged,
              connections: connections.map((c) => ({ kind: c.kind, isDemo: c.isDemo, active: c.active, hasToken: c.hasToken })),
              logsFolder: logger.folder(),
              homeDir: homedir(),
            }),
          );
        })().catch((error: unknown) => fail('Діагностику не скопійовано', error)),
      checkForUpdates: options.checkForUpdates,
      goBack: () => {
        const history = options.window()?.webContents.navigationHistory;
        if (history?.canGoBack()) history.goBack();
      },
      goForward: () => {
        const history = options.window()?.webContents.navigationHistory;
        if (history?.canGoForward()) history.goForward();
      },
    },
    { platform: process.platform, isPackaged: app.isPackaged },
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
