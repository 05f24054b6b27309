import type { ServiceReady } from './core-types.js';

// The two lines server/cli.ts prints once it listens: plain HTTP on loopback (the app's own service), or
// TLS when it serves the office, with the certificate's fingerprint. Only a whole line counts, so a port
// split across two reads of the pipe is never taken for a shorter one.
const LOOPBACK = /listening on http:\/\/127\.0\.0\.1:(\d+)\r?\n/;
const SERVED = /listening on https:\/\/(?:\[[^\]\s]+\]|[^\s:/]+):(\d+) \(certificate SHA-256 ((?:[0-9A-F]{2}:){31}[0-9A-F]{2})\)\r?\n/;

/** What the service's output so far says of where it listens, or null until its ready line is complete. */
export function readyLineOf(output: string): ServiceReady | null {
  const served = SERVED.exec(output);
  if (served) return { port: Number(served[1]), fingerprint: served[2] };
  const loopback = LOOPBACK.exec(output);
  return loopback ? { port: Number(loopback[1]) } : null;
}
