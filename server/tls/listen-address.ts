import { isIP } from 'node:net';

/** Where the service listens: an IP address (or `localhost`) and a port. */
export interface ListenAddress {
  host: string;
  port: number;
}

/**
 * Parses `--listen <address>:<port>` (`0.0.0.0:8443`, `192.168.1.5:8443`, `[::]:8443`), or
 * the reason, as text, when it is not one.
 */
export function parseListenAddress(text: string): ListenAddress | string {
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(text.trim());
  if (!match) return `--listen takes <address>:<port>, such as 0.0.0.0:8443, not "${text}"`;
  const host = match[1] ?? match[2] ?? '';
  const port = Number(match[3]);
  if (port < 1 || port > 65535) return `--listen: ${port} is not a port number (1–65535)`;
  if (host !== 'localhost' && isIP(host) === 0) return `--listen takes an IP address of this computer (or 0.0.0.0 for all), not "${host}"`;
  return { host, port };
}

/** The https URL of a service listening at `host` and `port` (an IPv6 address in brackets). */
export function servedUrl(host: string, port: number): string {
  return `https://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
