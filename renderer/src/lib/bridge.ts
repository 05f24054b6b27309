/**
 * The only module that touches `window.desktop` (docs/architecture.md, "Layers"). In Electron the sandboxed preload
 * put it there; in the browser host this module installs an equivalent object backed by
 * `fetch('/bridge/<operation>')`, so the rest of the UI cannot tell the two apart.
 */
import type { DesktopApi } from '../../../shared/ipc/bridge-contract.js';
import { VersionConflict } from '../../../shared/api/history.js';
import { SESSION_HEADER } from '../../../shared/ipc/errors.js';
import { OPERATIONS } from '../../../shared/ipc/operations.js';
import { noteOwnWriteOf } from './live-state.js';

export type { BridgeRequest } from '../../../shared/ipc/bridge-contract.js';

/** What a refusal tells beyond its code and message, each when known. */
export interface RefusalDetails {
  /** The id of the service's request, when the service failed. */
  requestId?: string | undefined;
  /** The service's stable code (`NOT_ENOUGH_STOCK`) when the service refused, to say in the user's words. */
  serviceCode?: string | undefined;
  /** The core's precise reason (`HTTPS_REQUIRED`), when it gave one. */
  reason?: string | undefined;
  /** A stale save's refusal (`CONFLICT`): the record's current version, who changed it and when. */
  conflict?: VersionConflict | undefined;
}

/** A refused bridge call: a stable code, a message meant for people and, when the service failed, the id of its request. */
export class BridgeError extends Error {
  readonly requestId?: string;
  readonly serviceCode?: string;
  readonly reason?: string;
  readonly conflict?: VersionConflict;

  constructor(
    readonly code: string,
    message: string,
    { requestId, serviceCode, reason, conflict }: RefusalDetails = {},
  ) {
    super(message);
    this.name = 'BridgeError';
    this.requestId = requestId;
    this.serviceCode = serviceCode;
    this.reason = reason;
    this.conflict = conflict;
  }
}

type RawApi = Record<string, (request: unknown) => Promise<unknown>>;
// The DOM's Window has no `desktop`: this says where the preload (or installBridge) puts it.
type DesktopWindow = Window & { desktop?: RawApi };

const SESSION_KEY = 'oblik.session';

function toBridgeError(error: unknown): BridgeError {
  if (error instanceof BridgeError) return error;
  const plain = error as {
    code?: unknown;
    message?: unknown;
    requestId?: unknown;
    serviceCode?: unknown;
    reason?: unknown;
    conflict?: unknown;
  } | null;
  const code = typeof plain?.code === 'string' ? plain.code : 'UNKNOWN';
  const message = typeof plain?.message === 'string' ? plain.message : String(error);
  const requestId = typeof plain?.requestId === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(plain.requestId) ? plain.requestId : undefined;
  const serviceCode = typeof plain?.serviceCode === 'string' ? plain.serviceCode : undefined;
  const reason = typeof plain?.reason === 'string' ? plain.reason : undefined;
  const conflict = serviceCode === 'CONFLICT' ? VersionConflict.safeParse(plain?.conflict) : undefined;
  return new BridgeError(code, message, { requestId, serviceCode, reason, conflict: conflict?.success ? conflict.data : undefined });
}

/**
 * Reads `?session=` once, keeps it for this tab only and takes it out of the address bar, so the
 * token does not linger in history or get copied along with the address.
 */
function takeSessionToken(): string | null {
  const params = new URLSearchParams(window.location.search);
  const fromUrl = params.get('session');
  if (fromUrl) {
    window.sessionStorage.setItem(SESSION_KEY, fromUrl);
    params.delete('session');
    const rest = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
    return fromUrl;
  }
  return window.sessionStorage.getItem(SESSION_KEY);
}

function fetchBridge(session: string): RawApi {
  const api: RawApi = {};
  for (const op of OPERATIONS) {
    api[op] = async (request) => {
      let response: Response;
      try {
        response = await fetch(`/bridge/${op}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [SESSION_HEADER]: session },
          body: JSON.stringify(request ?? {}),
        });
      } catch {
        throw new BridgeError('HOST_UNREACHABLE', 'The app host does not answer');
      }
      const body = (await response.json().catch(() => null)) as { ok?: boolean; value?: unknown; error?: unknown } | null;
      if (body?.ok === true) return body.value;
      throw toBridgeError(body?.error ?? { code: `HTTP_${response.status}`, message: response.statusText });
    };
  }
  return Object.freeze(api);
}

/** Puts the bridge in place before the app renders: the preload's in Electron, fetch in the browser host. */
export function installBridge(): void {
  const target = window as DesktopWindow;
  if (target.desktop) return;
  const session = takeSessionToken();
  if (session) target.desktop = fetchBridge(session);
}

function rawApi(): RawApi {
  const api = (window as DesktopWindow).desktop;
  if (!api) throw new BridgeError('NO_BRIDGE', 'The app was opened without its bridge');
  return api;
}

/**
 * The typed bridge: one function per contract operation; failures reject with BridgeError. The cast
 * at the end stays: `Object.fromEntries` over the operation list gives a record of untyped functions,
 * and it is the contract (shared/ipc) that says each operation's request and reply, which the main
 * process and the browser host parse on their side.
 */
export const desktop: DesktopApi = Object.freeze(
  Object.fromEntries(
    OPERATIONS.map((op) => [
      op,
      (request: unknown) => {
        const call = rawApi()[op];
        if (!call) return Promise.reject(new BridgeError('NO_BRIDGE', `The bridge has no operation ${op}`));
        return call(request).then(
          (reply) => {
            // A change this app made is not a colleague's: its editor raises no banner (live-state.ts).
            noteOwnWriteOf(op, request, reply);
            return reply;
          },
          (error: unknown) => {
            throw toBridgeError(error);
          },
        );
      },
    ]),
  ),
) as DesktopApi;

/** Whether the bridge is there (false when the page was opened without `?session=` in the browser host). */
export function hasBridge(): boolean {
  return Boolean((window as DesktopWindow).desktop);
}
