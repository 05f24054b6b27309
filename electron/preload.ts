/**
 * The sandboxed preload, bundled by electron-vite into ONE CommonJS file (docs/security.md, item 4:
 * sandboxed preloads cannot be ESM and cannot require our modules). It exposes exactly one
 * frozen object, `window.desktop`, with one function per contract operation and nothing else
 * (docs/security.md, item 20): never ipcRenderer, never a channel the page can choose.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { BridgeReply } from '../shared/ipc/errors.js';
import { OPERATIONS } from '../shared/ipc/operations.js';

function call(op: string) {
  return async (request: unknown): Promise<unknown> => {
    const reply = (await ipcRenderer.invoke(op, request ?? {})) as BridgeReply;
    if (reply.ok) return reply.value;
    // A plain object crosses the context bridge intact; an Error would lose its code. All of it crosses, as in
    // the browser host: the service's code and details word the message, and the request id is for support.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the renderer's bridge.ts turns it into its BridgeError
    throw { ...reply.error };
  };
}

/** Builds the frozen bridge object: keys are exactly the contract's operations. */
export function buildDesktopApi(): Readonly<Record<string, (request: unknown) => Promise<unknown>>> {
  const api: Record<string, (request: unknown) => Promise<unknown>> = {};
  for (const op of OPERATIONS) api[op] = call(op);
  return Object.freeze(api);
}

contextBridge.exposeInMainWorld('desktop', buildDesktopApi());
