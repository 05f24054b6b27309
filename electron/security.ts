import { shell, type Session, type WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY } from './csp.js';
import { isAllowedExternalUrl, isOwnUrl } from './url-policy.js';

import type { LogFn } from './core/core-types.js';

/** Opens a link in the OS browser only when it is https (or mailto) after parsing (docs/security.md, item 15). */
export async function openExternalSafely(url: string, log?: LogFn): Promise<boolean> {
  if (!isAllowedExternalUrl(url)) {
    log?.('warn', 'security: refused to open a link that is not https or mailto');
    return false;
  }
  await shell.openExternal(url);
  return true;
}

export interface HardenSessionOptions {
  csp?: boolean;
}

/**
 * Session-wide defences: the CSP as a response header (docs/security.md, item 7) and every permission
 * request and check denied (item 5). An accounting app needs no camera, location, MIDI, HID,
 * clipboard-read or notification rights, so there is no allow list to get wrong.
 */
export function hardenSession(session: Session, { csp = true }: HardenSessionOptions = {}): void {
  if (csp)
    session.webRequest.onHeadersReceived((details, callback) => {
      const headers = { ...(details.responseHeaders ?? {}) };
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'content-security-policy') delete headers[name];
      }
      headers['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY];
      callback({ responseHeaders: headers });
    });
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.setDisplayMediaRequestHandler((_request, callback) => callback({}));
}

/**
 * Per-page defences, applied to every webContents the app creates: navigation only within our
 * own URL (item 13), no new windows, https links to the OS browser (item 14), and no
 * `<webview>` (items 11–12).
 */
export function hardenWebContents(contents: WebContents, ownUrl: URL, log?: LogFn): void {
  const guard = (event: { preventDefault(): void }, url: string) => {
    if (!isOwnUrl(url, ownUrl)) {
      event.preventDefault();
      log?.('warn', 'security: blocked navigation away from the app');
    }
  };
  contents.on('will-navigate', (event) => guard(event, event.url));
  contents.on('will-redirect', (event) => guard(event, event.url));
  contents.on('will-frame-navigate', (event) => guard(event, event.url));
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log?.('warn', 'security: blocked a <webview>');
  });
  contents.setWindowOpenHandler(({ url }) => {
    void openExternalSafely(url, log);
    return { action: 'deny' };
  });
}
