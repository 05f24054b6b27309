import type { FastifyInstance } from 'fastify';
import packageJson from '../../package.json' with { type: 'json' };
import { SERVICE_EXTENSIONS, type ServiceInfo } from '../../shared/api/index.js';
import { registerEndpoint } from './endpoint.js';

/**
 * GET /service/info: this service's version and the extensions of the spec it offers (an invitation only when it serves the office), so a client
 * shows delete and later extensions only where they exist (docs/service-behaviour.md).
 */
export function registerServiceInfoRoute(app: FastifyInstance, servesOffice: boolean): void {
  // An invitation names the address the office reaches: a service on loopback has none to give.
  const extensions = SERVICE_EXTENSIONS.filter((name) => servesOffice || name !== 'company.invitation');
  const info: ServiceInfo = { version: packageJson.version, extensions };
  registerEndpoint(app, 'service.info', () => Promise.resolve(info));
}
