import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createApiHandlers } from './api-handlers.js';
import { createApiProxy, type ProxyOptions } from './api-proxy.js';
import { createAppStateHandlers } from './app-state-handlers.js';
import { PRIVATE_DIR_MODE } from './atomic-file.js';
import { createCompanyBackups } from './backups.js';
import { createConnectionHandlers } from './connection-handlers.js';
import { createOfficeHandlers } from './office-handlers.js';
import { companyFile, openConnections, type StoredConnection } from './connections.js';
import type { CoreContext } from './core-context.js';
import type { Core, CoreOptions, Handlers } from './core-types.js';
import { createCredentialVault } from './credential-vault.js';
import { createEmbeddedService, type EmbeddedService, type EmbeddedServiceOptions } from './embedded-service.js';
import { CoreError } from './errors.js';
import { openLaunchIdentity } from './launch-identity.js';
import { requestServiceBackup } from './live-backup.js';
import { createLiveChanges, type LiveTuning } from './live-changes.js';
import { createOfflineCache } from './offline-cache.js';
import { createOutputHandlers } from './output-handlers.js';
import { createSharing } from './sharing.js';
import { postgresUrlOf } from './postgres-url.js';

export type { Core, CoreOptions } from './core-types.js';
export { isCoreError } from './errors.js';
export { checkCloudBaseUrl } from './base-url.js';

/** Tuning that hosts leave at its defaults; tests shorten timeouts and back-off with it. */
export interface CoreTuning {
  proxy?: Omit<ProxyOptions, 'log'>;
  service?: Pick<EmbeddedServiceOptions, 'readyTimeoutMs' | 'stopTimeoutMs' | 'maxRestarts' | 'restartBackoffMs'>;
  live?: LiveTuning;
}

/**
 * Creates the main-process core on `options.userDataDir`: connections (the demo company on first
 * run), the credential vault, the offline cache, the API proxy and local companies' services,
 * behind one handler per bridge operation. Hosts parse requests and replies with the contract;
 * the core never returns a token. `close()` cancels requests in flight and stops every service.
 */
export async function createCore(options: CoreOptions, tuning: CoreTuning = {}): Promise<Core> {
  const { userDataDir, log } = options;
  await mkdir(userDataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const vault = createCredentialVault(userDataDir, options.encryptor, log);
  const status = vault.status();
  if (!status.available) log?.('warn', 'credential vault: encryption is not available; cloud accounts cannot be added');
  else if (status.weak) log?.('warn', 'credential vault: the key store is basic_text (weak)');

  const connections = await openConnections(userDataDir, vault, log);
  const launchIdentity = await openLaunchIdentity(userDataDir);
  const services = new Map<string, EmbeddedService>();
  // A company whose file is being backed up or restored: its requests wait until that ends.
  const maintenance = new Map<string, Promise<unknown>>();
  // A company whose service is stopping: its next service waits, or it would find the company file still open.
  const stopping = new Map<string, Promise<void>>();
  const closing = new AbortController();
  const ctx: CoreContext = {
    options,
    connections,
    vault,
    cache: createOfflineCache(join(userDataDir, 'cache'), log, { limitMbOf: (id) => connections.get(id)?.cacheLimitMb }),
    proxy: createApiProxy({ ...tuning.proxy, log }),
    signal: closing.signal,
    serviceOf(connection: StoredConnection) {
      // A request that arrives while the app closes must not start a service nobody will stop.
      if (closing.signal.aborted) throw new CoreError('cancelled', 'the app is closing');
      let service = services.get(connection.id);
      if (!service) {
        // A company on the office's PostgreSQL: its URL is made with the password from the vault before each start.
        const place = connection.postgres;
        let databaseUrl = '';
        const company = place
          ? { databaseUrl: () => databaseUrl }
          : { file: companyFile(userDataDir, connection), demo: connection.isDemo };
        const started = createEmbeddedService({
          ...tuning.service,
          ...company,
          launch: options.launchService,
          launchEnv: launchIdentity.env,
          listen: () => sharing.listenOf(connection.id),
          log,
        });
        service = {
          ...started,
          endpoint: async () => {
            await stopping.get(connection.id);
            await maintenance.get(connection.id)?.catch(() => undefined);
            if (place) databaseUrl = postgresUrlOf(place, await passwordOf(connection.id));
            return sharing.startOrFallBack(connection.id, () => started.endpoint());
          },
        };
        services.set(connection.id, service);
      }
      return service;
    },
    async stopService(connectionId) {
      const service = services.get(connectionId);
      services.delete(connectionId);
      if (!service) return;
      // A service holding a long request (the change feed's) takes seconds to stop; meanwhile a request
      // for the company starts its next service, which must not race this one for the company file.
      const stopped = service.stop().finally(() => {
        if (stopping.get(connectionId) === stopped) stopping.delete(connectionId);
      });
      stopping.set(connectionId, stopped);
      await stopped;
    },
  };

  async function passwordOf(connectionId: string): Promise<string> {
    const password = await vault.read(connectionId);
    if (password === null) throw new CoreError('unauthorized', 'No password is saved for this database; remove it and add it again.');
    return password;
  }

  const sharing = createSharing(ctx);
  const backups = createCompanyBackups({
    userDataDir,
    launchService: options.launchService,
    connections,
    log,
    liveSnapshot(connectionId) {
      const service = services.get(connectionId);
      // A company being restored or copied has no service to ask; one that is not running is copied stopped.
      if (!service?.isRunning() || maintenance.has(connectionId) || closing.signal.aborted) return null;
      return async (file) => requestServiceBackup(await service.endpoint(), file, closing.signal);
    },
    async withServiceStopped(connectionId, work) {
      if (closing.signal.aborted) throw new CoreError('cancelled', 'the app is closing');
      const previous = maintenance.get(connectionId);
      const run = (async () => {
        await previous?.catch(() => undefined);
        await ctx.stopService(connectionId);
        return work();
      })();
      maintenance.set(connectionId, run);
      try {
        return await run;
      } finally {
        if (maintenance.get(connectionId) === run) maintenance.delete(connectionId);
      }
    },
  });

  const live = createLiveChanges(ctx, { fetch: tuning.proxy?.fetch, ...tuning.live });
  const connectionHandlers = createConnectionHandlers(ctx);
  const officeHandlers = createOfficeHandlers(ctx);
  const handlers: Handlers = {
    ...createApiHandlers(ctx),
    ...connectionHandlers,
    // The feed follows the selected company: another one's stops as soon as the selection changes.
    'connections.select': async (request) => followAfter(connectionHandlers['connections.select'](request)),
    'connections.remove': async (request) => followAfter(connectionHandlers['connections.remove'](request)),
    'live.next': ({ after }) => live.next(after),
    ...officeHandlers,
    // An accepted certificate is pinned: the feed follows it at once rather than stay on the refused one.
    'connections.acceptFingerprint': async (request) => followAfter(officeHandlers['connections.acceptFingerprint'](request)),
    ...sharing.handlers,
    ...createOutputHandlers(ctx),
    ...createAppStateHandlers(options),
    'person.load': () => Promise.resolve(launchIdentity.person()),
    // The name goes to a service as it starts: the running ones stop, and the next request starts them under it.
    'person.save': async ({ name }) => {
      const person = await launchIdentity.saveName(name);
      await Promise.all([...services.keys()].map((id) => ctx.stopService(id)));
      return person;
    },
  };
  async function followAfter<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } finally {
      live.follow();
    }
  }
  let closed: Promise<void> | null = null;
  return {
    handlers,
    backups,
    warmUp() {
      // Opening a company file takes a second or more (the database engine loads and checks it):
      // begun while the window loads, not when the first screen asks for its data.
      const active = connections.active();
      if (!active || active.kind === 'cloud' || closing.signal.aborted) return;
      ctx
        .serviceOf(active)
        .endpoint()
        .catch((error: unknown) => {
          log?.('warn', `local service: could not start ahead of the first request: ${(error as Error).message}`);
        });
    },
    close() {
      closed ??= (async () => {
        closing.abort();
        await live.close();
        await Promise.all([...services.keys()].map((id) => ctx.stopService(id)));
        await ctx.cache.settled();
      })();
      return closed;
    },
  };
}
