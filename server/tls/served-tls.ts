import { networkInterfaces } from 'node:os';
import { servedUrl } from './listen-address.js';

/** The certificate a service serves the office with, its fingerprint and where it listens. */
export interface ServedTls {
  cert: string;
  key: string;
  /** SHA-256, colon hex: what the people invited pin. */
  fingerprint: string;
  /** The address given to `--listen` (`0.0.0.0` or `::` for every interface). */
  host: string;
  port: number;
}

const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

/**
 * The address the office reaches the service at: the one it listens on, or, when it listens on every
 * interface, this computer's first IPv4 address on a network (loopback when it has none).
 */
export function officeAddress(served: Pick<ServedTls, 'host' | 'port'>): string {
  if (!EVERY_INTERFACE.has(served.host)) return servedUrl(served.host, served.port);
  const external = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal);
  return servedUrl(external?.address ?? '127.0.0.1', served.port);
}
