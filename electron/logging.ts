import { dirname } from 'node:path';
import electronLog from 'electron-log/main';
import { redactLogValue } from './log-redaction.js';
import { levelOfServiceLine } from './service-log-line.js';
import type { LogFn } from './core/core-types.js';

/** The part of an electron-log logger that the redaction hook needs; tests pass a fake. */
export interface HookedLogger {
  hooks: ((message: { data: unknown[] }, ...rest: unknown[]) => { data: unknown[] } | false)[];
}

/** Largest log file before electron-log moves it to `main.old.log` and starts afresh: the folder stays under 2 × this. */
export const LOG_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Masks tokens and personal data in every message before any transport (file or console) sees
 * it (docs/security.md, checklist item "Secrets"): one hook, so no log call can bypass it.
 */
export function installRedaction(logger: HookedLogger): void {
  logger.hooks.push((message) => ({ ...message, data: message.data.map((item) => redactLogValue(item)) }));
}

/** What main logs through: its own lines, the embedded service's stderr and the page's console errors. */
export interface AppLogger {
  log: LogFn;
  /** One line the embedded service wrote on stderr. */
  serviceLine: (line: string) => void;
  /** A warning or error the renderer printed on its console. */
  rendererLine(level: 'warn' | 'error', message: string, source: string): void;
  /** The folder that holds the log files (Help → Open logs folder). */
  folder(): string;
}

/**
 * Sets up electron-log for the main process: a size-limited, rotated file in the app's logs folder
 * (`<userData>/logs` on Windows and Linux, `~/Library/Logs/<app>` on macOS), redaction on every line.
 */
export function createAppLogger(): AppLogger {
  const logger = electronLog;
  logger.transports.file.maxSize = LOG_MAX_BYTES;
  logger.transports.file.level = 'info';
  logger.transports.console.level = 'warn';
  installRedaction(logger as unknown as HookedLogger);
  const service = logger.scope('service');
  const renderer = logger.scope('renderer');
  return {
    log: (level, message) => logger[level](message),
    // The service's JSON log lines keep their level in the app's rotated files.
    serviceLine: (line) => {
      if (line.trim()) service[levelOfServiceLine(line)](line.trimEnd());
    },
    rendererLine: (level, message, source) => renderer[level](`${message} (${source})`),
    folder: () => dirname(logger.transports.file.getFile().path),
  };
}
