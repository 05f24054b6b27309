import { readFile } from 'node:fs/promises';
import { protocol } from 'electron';
import { contentTypeOf, resolveAssetPath } from './asset-path.js';
import { RENDERER_HEADERS } from './csp.js';

/** The scheme and host the packaged renderer is served from (docs/security.md, items 1 and 18). */
export const APP_SCHEME = 'app';
export const APP_ORIGIN_URL = new URL('app://renderer/');

/** Must run before `app.whenReady()`: a standard, secure scheme, so same-origin rules and fetch work. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...RENDERER_HEADERS } });
}

/**
 * Answers one request of the app protocol (docs/security.md, item 18): GET only, our host only, and a
 * path that stays inside the renderer build; no `file://` privileges anywhere.
 */
export async function serveAppRequest(request: Pick<Request, 'method' | 'url'>, rendererDir: string): Promise<Response> {
  if (request.method !== 'GET') return plain(405, 'Method Not Allowed');
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return plain(400, 'Bad Request');
  }
  if (url.protocol !== APP_ORIGIN_URL.protocol || url.host !== APP_ORIGIN_URL.host || url.username || url.password) {
    return plain(404, 'Not Found');
  }
  const file = resolveAssetPath(rendererDir, url.pathname);
  if (!file) return plain(404, 'Not Found');
  try {
    const body = await readFile(file);
    return new Response(new Uint8Array(body), { status: 200, headers: { 'Content-Type': contentTypeOf(file), ...RENDERER_HEADERS } });
  } catch {
    return plain(404, 'Not Found');
  }
}

/** Serves the renderer build on `app://renderer/` (after `app.whenReady()`). */
export function registerAppProtocol(rendererDir: string): void {
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(request, rendererDir));
}
