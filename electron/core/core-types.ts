import type { z } from 'zod';
import type { bridgeContract, Operation } from '../../shared/ipc/index.js';
import type { CompanyBackups } from './backups.js';

/** How loud a line of the app's log is. */
export type LogLevel = 'info' | 'warn' | 'error';
/** The app's log function: electron-log in the app, a collector in tests. */
export type LogFn = (level: LogLevel, message: string) => void;

/** The request a handler receives (already parsed by the bridge) for operation O. */
export type RequestOf<O extends Operation> = z.output<(typeof bridgeContract)[O]['request']>;
/** The response a handler returns for operation O (the bridge parses it before it leaves main). */
export type ResponseOf<O extends Operation> = z.input<(typeof bridgeContract)[O]['response']>;

/** One function per bridge operation: what Electron's ipc.ts and the browser host both serve. */
export type Handlers = { [O in Operation]: (request: RequestOf<O>) => Promise<ResponseOf<O>> };

/** Encrypts secrets at rest: Electron's safeStorage in the app, a test double in tests. */
export interface Encryptor {
  isAvailable(): boolean;
  encrypt(plain: string): Buffer;
  decrypt(sealed: Buffer): string;
  /** Linux key vault in use; `basic_text` is weak and is reported to the user. */
  backend(): string;
}

/** Where a started service listens, from its ready line; `fingerprint` only when it serves the office over TLS. */
export interface ServiceReady {
  port: number;
  /** SHA-256 of the certificate it serves, colon hex, as the ready line prints it. */
  fingerprint?: string;
}

/** A running embedded service process, however it was started (utilityProcess or child process). */
export interface ServiceProcess {
  /** Resolves once the service printed `listening on …` (server/cli.ts), with what that line says. */
  ready: Promise<ServiceReady>;
  /**
   * Asks the process to stop (SIGTERM, or utilityProcess.kill); with `force`, ends it at once
   * (SIGKILL) because it did not stop when asked. A launcher without a forced stop may ignore it.
   */
  kill(force?: boolean): void;
  onExit(listener: (code: number | null) => void): void;
}

/** Starts the embedded service with the given command-line arguments and extra environment (the token). */
export type ServiceLauncher = (args: string[], env: Record<string, string>) => ServiceProcess;

/** What the core needs from its host (Electron main or the browser host). */
export interface CoreOptions {
  /** Folder for connections, the vault, caches and local company files. */
  userDataDir: string;
  encryptor: Encryptor;
  launchService: ServiceLauncher;
  /** Prints PDFs and lists printers; absent where the host cannot print (the browser host prints from the page). */
  printer?: {
    list(): Promise<{ name: string; isDefault: boolean }[]>;
    print(pdf: Buffer, options: { printer?: string; copies: number }): Promise<void>;
  };
  /** Asks where to save a PDF; absent means the host saves through the page. */
  chooseSavePath?: (suggestedName: string) => Promise<string | null>;
  /** Asks which company file to open (a native open dialog); absent means the user types the path. */
  chooseCompanyFile?: () => Promise<string | null>;
  /** Hears the page report whether an editor holds unsaved changes (main gates updates on it); absent: accepted and dropped. */
  onUnsavedChanges?: (unsaved: boolean) => void;
  /** Puts text on the system clipboard (an invitation, copied by the main process); absent where the host has none. */
  writeClipboard?: (text: string) => Promise<void>;
  /** Receives log lines; tokens never reach it. */
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}

/** The main-process core: handlers for every operation, and a clean shutdown. */
export interface Core {
  handlers: Handlers;
  /** Backup and restore of local company files (the app's menu; no bridge operation yet). */
  backups: CompanyBackups;
  /**
   * Starts the selected local company's service in the background, so that the first screen does
   * not wait for it; cloud connections need nothing. Never throws: a failure is logged, and the
   * first request reports it to the user.
   */
  warmUp(): void;
  close(): Promise<void>;
}
