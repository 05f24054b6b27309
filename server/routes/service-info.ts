import type { FastifyInstance } from 'fastify';
import packageJson from '../../package.json' with { type: 'json' };
import { SERVICE_EXTENSIONS, type ServiceInfo } from '../../shared/api/index.js';
import { registerEndpoint } from './endpoint.js';

/**
 * GET /service/info: this service's version and the extensions of the spec it offers, so a client
 * shows delete and later extensions only where they exist (docs/service-behaviour.md).
 */
export function registerServiceInfoRoute(app: FastifyInstance): void {
  const info: ServiceInfo = { version: packageJson.version, extensions: [...SERVICE_EXTENSIONS] };
  registerEndpoint(app, 'service.info', () => Promise.resolve(info));
}
