import type { ServiceEndpoint } from './embedded-service.js';

/**
 * Where the core reaches its own local service: plain HTTP on 127.0.0.1, or, while the company is served
 * to the office, https pinned to the certificate it serves. A service on every interface is reached on
 * 127.0.0.1, so the app's own requests never leave the PC; one given a single address listens there only.
 */
export function localServiceTarget(endpoint: ServiceEndpoint): { baseUrl: string; fingerprint?: string } {
  if (!endpoint.served) return { baseUrl: `http://127.0.0.1:${endpoint.port}` };
  const host = endpoint.served.host === '0.0.0.0' ? '127.0.0.1' : endpoint.served.host;
  return { baseUrl: `https://${host}:${endpoint.port}`, fingerprint: endpoint.served.fingerprint };
}
