/**
 * Auto-update (issue 8) as a small state machine over ports, so the rules are unit-tested without
 * Electron: check on start and daily, download in the background, install on quit only after the
 * user agreed, and never while a document has unsaved changes. The update server is the generic
 * provider in electron-builder.yml `publish`, written into the package at build time.
 */

type LogFn = (level: 'info' | 'warn' | 'error', message: string) => void;

/** What an update says about itself (electron-updater's UpdateInfo, the part we show). */
export interface UpdateInfoLike {
  version: string;
  releaseNotes?: string | { version: string; note: string | null }[] | null;
}

/** The part of electron-updater's `autoUpdater` the controller drives. */
export interface UpdaterPort {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'update-downloaded', listener: (info: UpdateInfoLike) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Whether any open document has unsaved changes. The renderer reports it to main.
 * TODO(issue 5): the editor screens report their dirty state through a bridge operation; until
 * then main assumes nothing is unsaved only when no window is open.
 */
export interface UnsavedChangesPort {
  hasUnsavedChanges(): boolean;
}

/** The user's answer to "an update is ready". */
export type InstallChoice = 'restart-now' | 'on-quit' | 'later';

/** Talks to the user: release notes and the question, and why an agreed install waits. */
export interface UpdatePromptPort {
  askToInstall(update: { version: string; notes: string }): Promise<InstallChoice>;
  tellSaveFirst(version: string): void;
}

/** What to do with a downloaded update at a given moment. */
export type InstallDecision = 'install' | 'wait-for-save' | 'none';

/** Install only a downloaded update the user agreed to, and only with nothing unsaved. */
export function decideInstall(state: { downloaded: boolean; agreed: boolean; dirty: boolean }): InstallDecision {
  if (!state.downloaded || !state.agreed) return 'none';
  return state.dirty ? 'wait-for-save' : 'install';
}

/** Release notes as plain text: electron-updater gives HTML, or one entry per version. */
export function releaseNotesText(notes: UpdateInfoLike['releaseNotes']): string {
  const html = Array.isArray(notes) ? notes.map((n) => `${n.version}\n${n.note ?? ''}`).join('\n\n') : (notes ?? '');
  return html
    .replace(/<\s*(br|\/p|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const UPDATE_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

function everyInterval(run: () => void, ms: number): () => void {
  const timer = setInterval(run, ms);
  // The daily check never keeps the app alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}

export interface UpdateControllerOptions {
  updater: UpdaterPort;
  unsaved: UnsavedChangesPort;
  prompt: UpdatePromptPort;
  log?: LogFn;
  /** Runs `run` every `ms` and returns the function that stops it; tests pass a fake. */
  every?: (run: () => void, ms: number) => () => void;
}

/** The auto-update controller main creates once in a packaged app. */
export interface UpdateController {
  /** Checks now and then daily; returns the function that stops the daily checks. */
  start(): () => void;
  checkNow(): Promise<void>;
  /** Called from `before-quit`: installs an agreed update unless something is unsaved. Returns whether it did. */
  installOnQuit(): boolean;
  /** Called when the user asks from the menu, or when the renderer reports its documents saved. */
  installNowIfAgreed(): boolean;
  state(): { downloaded: string | null; agreed: boolean };
}

export function createUpdateController(options: UpdateControllerOptions): UpdateController {
  const { updater, unsaved, prompt, log } = options;
  // Download quietly; installing is ours to decide, never electron-updater's on its own.
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = false;
  let downloaded: string | null = null;
  let agreed = false;
  let installing = false;

  const decision = () => decideInstall({ downloaded: downloaded !== null, agreed, dirty: unsaved.hasUnsavedChanges() });
  const install = (restart: boolean) => {
    if (installing) return true;
    installing = true;
    log?.('info', `update: installing ${downloaded}${restart ? ' and restarting' : ' on quit'}`);
    updater.quitAndInstall(!restart, restart);
    return true;
  };

  updater.on('update-downloaded', (info) => {
    downloaded = info.version;
    log?.('info', `update: ${info.version} downloaded`);
    void prompt.askToInstall({ version: info.version, notes: releaseNotesText(info.releaseNotes) }).then((choice) => {
      if (choice === 'later') return;
      agreed = true;
      if (choice !== 'restart-now') return;
      if (decision() === 'install') install(true);
      else prompt.tellSaveFirst(info.version);
    }, (error: unknown) => log?.('warn', `update: could not ask the user: ${(error as Error).message}`));
  });
  updater.on('error', (error) => log?.('warn', `update: ${error.message}`));

  const controller: UpdateController = {
    async checkNow() {
      try {
        await updater.checkForUpdates();
      } catch (error) {
        // Offline office PCs are normal: a failed check is a log line, never a dialog.
        log?.('warn', `update: check failed: ${(error as Error).message}`);
      }
    },
    start() {
      void controller.checkNow();
      return (options.every ?? everyInterval)(() => void controller.checkNow(), UPDATE_CHECK_INTERVAL_MS);
    },
    installOnQuit() {
      const now = decision();
      if (now === 'wait-for-save') log?.('info', `update: ${downloaded} not installed: a document has unsaved changes`);
      return now === 'install' ? install(false) : false;
    },
    installNowIfAgreed() {
      return decision() === 'install' ? install(true) : false;
    },
    state: () => ({ downloaded, agreed }),
  };
  return controller;
}
