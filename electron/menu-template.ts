import type { MenuItemConstructorOptions } from 'electron';

/** What the menu's own items do; main wires them to the shell, the clipboard and the updater. */
export interface MenuActions {
  backupCompany(): void;
  restoreCompany(): void;
  openLogsFolder(): void;
  copyDiagnostics(): void;
  checkForUpdates(): void;
  /** Back and Forward through the app's screens (a report, the card it opened, a document). */
  goBack(): void;
  goForward(): void;
}

export interface BuildAppMenuTemplateOptions {
  platform: string;
  isPackaged: boolean;
}

/**
 * The application menu: the standard File, Edit (clipboard shortcuts in text fields) and View
 * roles, and Help with the support items. DevTools only in development (docs/security.md, checklist item "Packaged builds").
 */
export function buildAppMenuTemplate(actions: MenuActions, options: BuildAppMenuTemplateOptions): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions[] = [
    // A browser's Alt+Left and Alt+Right, which Electron's window does not have by itself (docs/desktop-app.md, "Reports and the way back").
    { id: 'go-back', label: 'Назад', accelerator: 'Alt+Left', click: () => actions.goBack() },
    { id: 'go-forward', label: 'Вперед', accelerator: 'Alt+Right', click: () => actions.goForward() },
    { type: 'separator' },
    { role: 'resetZoom', label: 'Звичайний розмір' },
    { role: 'zoomIn', label: 'Збільшити' },
    { role: 'zoomOut', label: 'Зменшити' },
    { type: 'separator' },
    { role: 'togglefullscreen', label: 'На весь екран' },
    ...(options.isPackaged ? [] : [{ type: 'separator' } as const, { role: 'reload' } as const, { role: 'toggleDevTools' } as const]),
  ];
  return [
    ...(options.platform === 'darwin' ? [{ role: 'appMenu' } as const] : []),
    {
      label: 'Файл',
      submenu: [
        { id: 'backup-company', label: 'Створити резервну копію компанії', click: () => actions.backupCompany() },
        { id: 'restore-company', label: 'Відновити компанію з резервної копії…', click: () => actions.restoreCompany() },
        { type: 'separator' },
        { role: options.platform === 'darwin' ? 'close' : 'quit', label: options.platform === 'darwin' ? 'Закрити' : 'Вийти' },
      ],
    },
    {
      label: 'Редагування',
      submenu: [
        { role: 'undo', label: 'Скасувати' },
        { role: 'redo', label: 'Повторити' },
        { type: 'separator' },
        { role: 'cut', label: 'Вирізати' },
        { role: 'copy', label: 'Копіювати' },
        { role: 'paste', label: 'Вставити' },
        { role: 'selectAll', label: 'Виділити все' },
      ],
    },
    { label: 'Вигляд', submenu: view },
    {
      role: 'help',
      label: 'Довідка',
      submenu: [
        { id: 'open-logs-folder', label: 'Відкрити теку журналів', click: () => actions.openLogsFolder() },
        { id: 'copy-diagnostics', label: 'Копіювати діагностику', click: () => actions.copyDiagnostics() },
        { type: 'separator' },
        { id: 'check-for-updates', label: 'Перевірити оновлення', click: () => actions.checkForUpdates() },
      ],
    },
  ];
}
