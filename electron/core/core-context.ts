import type { ApiProxy } from './api-proxy.js';
import type { ApiTarget } from './api-request.js';
import { checkCloudBaseUrl } from './base-url.js';
import type { Connections, StoredConnection } from './connections.js';
import type { CoreOptions } from './core-types.js';
import type { CredentialVault } from './credential-vault.js';
import type { EmbeddedService } from './embedded-service.js';
import { CoreError } from './errors.js';
import { localServiceTarget } from './local-target.js';
import type { OfflineCache } from './offline-cache.js';

/** Everything the handlers share: the parts of the core and the host's ports. */
export interface CoreContext {
  options: CoreOptions;
  connections: Connections;
  vault: CredentialVault;
  cache: OfflineCache;
  proxy: ApiProxy;
  /** The service of a local company or of one on the office's PostgreSQL, created on first use. */
  serviceOf(connection: StoredConnection): EmbeddedService;
  /** Stops a local company's service, if it has one, and forgets it. */
  stopService(connectionId: string): Promise<void>;
  /** Aborted when the core closes: no request outlives it. */
  signal: AbortSignal;
}

/** The selected connection, or a `noConnection` error the UI explains. */
export function activeConnection(ctx: CoreContext): StoredConnection {
  const active = ctx.connections.active();
  if (!active) throw new CoreError('noConnection', 'No company or account is selected.');
  return active;
}

/**
 * Where requests of `connection` go, with its token: a local company's running service on
 * loopback (pinned to its certificate while it serves the office), or the cloud account's base URL with the token from the vault. The result stays
 * inside the core (docs/security.md, checklist item "Secrets": tokens never cross IPC).
 */
export async function targetOf(ctx: CoreContext, connection: StoredConnection): Promise<ApiTarget> {
  // A company on the office's PostgreSQL is reached as a local one: through the service this PC starts for it.
  if (connection.kind !== 'cloud') {
    const endpoint = await ctx.serviceOf(connection).endpoint();
    return { ...localServiceTarget(endpoint), header: 'authorization', prefix: '', token: endpoint.token };
  }
  const token = await ctx.vault.read(connection.id);
  if (token === null) throw new CoreError('unauthorized', 'No token is saved for this account; remove it and add it again.');
  // Checked again at use: a hand-edited connections.json must not send the token over plain http.
  const baseUrl = checkCloudBaseUrl(connection.baseUrl ?? '');
  return {
    baseUrl,
    header: connection.headerScheme?.header ?? 'authorization',
    prefix: connection.headerScheme?.prefix ?? '',
    token,
    ...(connection.fingerprint ? { fingerprint: connection.fingerprint } : {}),
  };
}
