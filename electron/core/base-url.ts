import { isIPv4 } from 'node:net';
import { CoreError } from './errors.js';

/** True for a host name that can only mean this computer: 127.0.0.0/8, ::1 or `localhost`. */
export function isLoopbackHost(hostname: string): boolean {
  // `new URL` has already normalised IPv4 spellings (`127.1`, `0x7f.0.0.1`) to dotted decimal
  // and wrapped IPv6 in brackets; a look-alike such as `127.0.0.1.evil.example` stays a domain name.
  if (hostname === 'localhost') return true;
  if (hostname === '[::1]') return true;
  return isIPv4(hostname) && hostname.startsWith('127.');
}

/**
 * Checks the base URL of a cloud account and returns it normalised (no trailing slash).
 * https only; plain http only for a loopback host, because a token sent in clear over a
 * network can be read by anyone on the way (docs/security.md, item "Secrets"; security checklist, item 1).
 * Credentials, query and fragment are refused: the token is entered separately and kept in the vault.
 */
export function checkCloudBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    // The text is not echoed: a pasted address may carry a password.
    throw new CoreError('badRequest', 'the base URL is not a web address such as https://example.com/api');
  }
  if (url.username !== '' || url.password !== '') {
    throw new CoreError('badRequest', 'the address must not contain a user name or password; enter the token separately');
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new CoreError('badRequest', 'a cloud account must use https:// (plain http:// only for this computer)', {
      reason: 'HTTPS_REQUIRED',
    });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new CoreError('badRequest', 'a cloud account must use https://', { reason: 'HTTPS_REQUIRED' });
  }
  if (url.search !== '' || url.hash !== '') {
    throw new CoreError('badRequest', 'the address must not contain a query (?…) or a fragment (#…)');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
