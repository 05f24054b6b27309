import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { hardenSession } from '../../../electron/security.js';
import { CONTENT_SECURITY_POLICY } from '../../../electron/csp.js';
import { defined } from '../../support/checked.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule);

/** Every permission name Electron's own typings list, so a new one in an upgrade is covered too. */
function electronPermissionNames(): string[] {
  const typings = readFileSync(createRequire(import.meta.url).resolve('electron/electron.d.ts'), 'utf8');
  const signature =
    /setPermissionRequestHandler\(handler: \(\(webContents: WebContents, permission: ([^,]+(?:\|[^,]+)*),/.exec(typings)?.[1] ?? '';
  return [...signature.matchAll(/'([^']+)'/g)].flatMap(([, name]) => (name === undefined ? [] : [name]));
}

/** A handler the hardening installs; the test calls it as Electron would. */
type Handler = (...args: unknown[]) => unknown;
type HandlerName = 'headers' | 'request' | 'check' | 'device' | 'displayMedia';

function fakeSession() {
  const handlers: Partial<Record<HandlerName, Handler>> = {};
  const record = (name: HandlerName) =>
    vi.fn((handler: Handler) => {
      handlers[name] = handler;
    });
  return {
    /** The handler installed as `name`; fails when none was. */
    handler: (name: HandlerName): Handler => defined(handlers[name], `a ${name} handler`),
    webRequest: { onHeadersReceived: record('headers') },
    setPermissionRequestHandler: record('request'),
    setPermissionCheckHandler: record('check'),
    setDevicePermissionHandler: record('device'),
    setDisplayMediaRequestHandler: record('displayMedia'),
  };
}

describe('permissions are denied (security checklist, item 5) and the CSP header is set (item 7)', () => {
  const names = electronPermissionNames();

  it('reads the permission names from Electron itself', () => {
    expect(names.length).toBeGreaterThan(30);
    expect(names).toEqual(
      expect.arrayContaining(['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read', 'hid', 'usb', 'serial']),
    );
  });

  it('denies every permission request and every permission check', () => {
    const session = fakeSession();
    hardenSession(session as never);
    for (const permission of names) {
      const callback = vi.fn();
      session.handler('request')({}, permission, callback, {});
      expect(callback, permission).toHaveBeenCalledWith(false);
      expect(session.handler('check')({}, permission, 'app://renderer', {}), permission).toBe(false);
    }
    expect(session.handler('device')({ deviceType: 'usb' })).toBe(false);
    const media = vi.fn();
    session.handler('displayMedia')({}, media);
    expect(media).toHaveBeenCalledWith({});
  });

  it('replaces any Content-Security-Policy header with ours', () => {
    const session = fakeSession();
    hardenSession(session as never);
    const callback = vi.fn();
    session.handler('headers')({ responseHeaders: { 'content-security-policy': ['default-src *'], 'X-Other': ['1'] } }, callback);
    expect(callback).toHaveBeenCalledWith({ responseHeaders: { 'Content-Security-Policy': [CONTENT_SECURITY_POLICY], 'X-Other': ['1'] } });
  });
});
