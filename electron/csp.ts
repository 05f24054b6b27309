/**
 * The one Content-Security-Policy of the renderer (docs/security.md, item 7): sent as a header by the
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

/**
 * Headers that keep every page and reply of the browser host out of frames: another site could
 * otherwise lay the app under its own buttons (clickjacking). `frame-ancestors` is honoured only
 * in a header, never in the meta tag, so it is added here rather than to the policy above.
 * See docs/security.md, "Framing".
 */
export const NO_FRAMING_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  'X-Frame-Options': 'DENY',
});
