/**
 * URL decisions of the main process, made on parsed URLs and never on substrings, so look-alike
 * hosts (`app://renderer.evil`), credentials (`app://renderer@evil`) and encoded tricks fail.
 */

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True when a decoded path has no `..` segment, backslash or NUL (encoded or not). */
export function isPlainPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (/[\\\0]/.test(decoded)) return false;
  return !decoded.split('/').some((segment) => segment === '..' || segment === '.');
}

/**
 * Whether `url` is a page of our own renderer (docs/security.md, items 13 and 17): same scheme, same
 * host and port, no user or password, and a path without traversal. `origin` is not compared
 * because custom schemes such as `app:` have the opaque origin "null".
 */
export function isOwnUrl(url: string | null | undefined, own: URL): boolean {
  if (!url) return false;
  // The URL parser folds `%2e%2e` and `..` away; our pages never need them, so their presence alone refuses.
  if (/%2e|%2f|%5c|%00|\\/i.test(url) || /\/\.{1,2}(?=[/?#]|$)/.test(url)) return false;
  const parsed = parse(url);
  if (!parsed) return false;
  // Host names are case-insensitive; Node leaves a custom scheme's host as written, Chromium lowercases it.
  return (
    parsed.protocol === own.protocol &&
    parsed.host.toLowerCase() === own.host.toLowerCase() &&
    parsed.username === '' &&
    parsed.password === '' &&
    isPlainPath(parsed.pathname)
  );
}

const MAILTO_FIELDS = new Set(['subject', 'body', 'cc', 'bcc']);

/**
 * Whether a link may be handed to the operating system (docs/security.md, items 14 and 15): https with a
 * real host and no credentials, or a mailto address. Everything else (file:, javascript:, smb:,
 * custom schemes that start other programs) is refused.
 */
export function isAllowedExternalUrl(url: string): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  if (parsed.protocol === 'mailto:') {
    // Some mail programs honour `attach=` and would send a local file: only plain fields pass.
    const fieldsOk = [...parsed.searchParams.keys()].every((key) => MAILTO_FIELDS.has(key.toLowerCase()));
    return fieldsOk && /^[^@\s/]+@[^@\s/]+$/.test(parsed.pathname);
  }
  return parsed.protocol === 'https:' && parsed.hostname !== '' && parsed.username === '' && parsed.password === '';
}
