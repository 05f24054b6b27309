/**
 * How many `Host` header lines a request carried, from its raw header list (names and values by
 * turns, as Node gives `rawHeaders`). Node keeps only the first of several, so a request with two
 * must be counted to be refused: RFC 9112 answers it with 400, and the service and the browser
 * host both do (docs/security.md).
 */
export function hostHeaderCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.toLowerCase() === 'host') count++;
  return count;
}
