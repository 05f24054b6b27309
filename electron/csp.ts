/**
 * The one Content-Security-Policy of the renderer (SECURITY.md item 7): sent as a header by the
 * app protocol, the session and the browser host, and repeated as a meta tag in renderer/index.html.
 * No `unsafe-eval`, no wildcard, no plain `http:`: scripts come only from our own origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Headers every renderer response carries, in Electron and in the browser host. */
export const RENDERER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
});
