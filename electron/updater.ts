/**
 * Auto-update as a small state machine over ports, so the rules are unit-tested without
 * Electron: check on start and daily, download in the background, install on quit only after the
 * user agreed, and never while a document has unsaved changes. The update server is the generic
 * provider in electron-builder.yml `publish`, written into the package at build time.
 */

import type { LogFn } from './core/core-types.js';

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
 * Whether any open document has unsaved changes: the page reports it through the bridge
 * operation `app.unsavedChanges` (electron/unsaved-changes.ts keeps the answer).
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

/** Whether an update is downloaded, the user agreed, and an editor holds unsaved changes. */
export interface InstallState {
  downloaded: boolean;
  agreed: boolean;
  dirty: boolean;
}

/** Install only a downloaded update the user agreed to, and only with nothing unsaved. */
export function decideInstall(state: InstallState): InstallDecision {
  if (!state.downloaded || !state.agreed) return 'none';
  return state.dirty ? 'wait-for-save' : 'install';
}

/** Longest release notes shown in the dialog; the rest is cut at a line (a native box does not scroll well). */
export const RELEASE_NOTES_MAX_CHARS = 3000;

// The markup's own entities and the few typographic ones Ukrainian notes use; any other stays as written.
const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  amp: '&',
  laquo: '«',
  raquo: '»',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Release notes as plain text: electron-updater gives HTML (from the release's markdown), or one
 * entry per version. Tags go, scripts and styles with their content; entities are decoded once,
 * after the tags are gone, so an escaped `&lt;b&gt;` stays text.
 */
export function releaseNotesText(notes: UpdateInfoLike['releaseNotes']): string {
  const html = Array.isArray(notes) ? notes.map((n) => `${n.version}\n${n.note ?? ''}`).join('\n\n') : (notes ?? '');
  const text = decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<\s*(br|\/p|\/li|\/h\d|\/div)\s*\/?>/gi, '\n')
      .replace(/<li[^>]*>/gi, '• ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length <= RELEASE_NOTES_MAX_CHARS) return text;
  const cut = text.slice(0, RELEASE_NOTES_MAX_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf('\n'), 0) || RELEASE_NOTES_MAX_CHARS).trimEnd()}\n…`;
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
  /**
   * Called when the user asks from the menu ("Check for updates"). A report that the documents
   * are saved does not call it: the user was told the update waits for the app to close, and a
   * restart the moment a document is saved would surprise them.
   */
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
    void prompt.askToInstall({ version: info.version, notes: releaseNotesText(info.releaseNotes) }).then(
      (choice) => {
        if (choice === 'later') return;
        agreed = true;
        if (choice !== 'restart-now') return;
        if (decision() === 'install') install(true);
        else prompt.tellSaveFirst(info.version);
      },
      (error: unknown) => log?.('warn', `update: could not ask the user: ${(error as Error).message}`),
    );
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
