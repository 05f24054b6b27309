import { ipcMain, type IpcMainInvokeEvent, type WebFrameMain } from 'electron';
import { OPERATIONS, type Operation } from '../shared/ipc/index.js';
import type { BridgeReply } from '../shared/ipc/errors.js';
import { parseAndRun } from './bridge-runner.js';
import type { LogFn, Handlers } from './core/core-types.js';
import { isOwnUrl } from './url-policy.js';

/** Who may call the bridge: the top frame of our one window, showing our own renderer. */
export interface TrustedSender {
  /** The webContents id of the main window (calls from any other webContents are refused). */
  webContentsId(): number | null;
  /** The URL our renderer is served from (app://renderer/ or the dev server). */
  ownUrl: URL;
}

/**
 * Checklist item 17: a call counts only when it comes from a live frame that is the top frame of
 * our window and shows our own URL. Sub-frames, destroyed (null) frames, other windows and
 * foreign pages are refused before anything is parsed.
 */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame' | 'sender'>, trusted: TrustedSender): boolean {
  const frame: WebFrameMain | null = event.senderFrame;
  if (!frame) return false;
  // A top frame has no parent; identity with `frame.top` is not relied on, as WebFrameMain objects may be re-created.
  if (frame.parent !== null) return false;
  const id = trusted.webContentsId();
  if (id === null || event.sender?.id !== id) return false;
  return isOwnUrl(frame.url, trusted.ownUrl);
}

export interface HandleOptions {
  trusted: TrustedSender;
  log?: LogFn | undefined;
}

/**
 * Registers the only handler of `op` (the one place that calls `ipcMain.handle`): untrusted
 * frames and malformed input never reach `run`, and errors come back as plain `{ code, message }`.
 */
export function handle<O extends Operation>(op: O, run: Handlers[O], { trusted, log }: HandleOptions): void {
  ipcMain.handle(op, async (event, raw: unknown): Promise<BridgeReply> => {
    if (!isTrustedSender(event, trusted)) {
      log?.('warn', `ipc: refused ${op} from an untrusted frame`);
      return { ok: false, error: { code: 'FORBIDDEN_SENDER', message: 'This window may not use the bridge' } };
    }
    return parseAndRun({ op, run, raw, log });
  });
}

/** Serves every operation of the contract from the core's handlers. */
export function registerHandlers(handlers: Handlers, trusted: TrustedSender, log?: LogFn): () => void {
  for (const op of OPERATIONS) handle(op, handlers[op], { trusted, log });
  return () => {
    for (const op of OPERATIONS) ipcMain.removeHandler(op);
  };
}
