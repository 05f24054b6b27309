import type { ConnectionView } from '../../shared/ipc/app-contract.js';
import { DEFAULT_CACHE_LIMIT_MB } from './cache-eviction.js';
import { companyFile, type StoredConnection } from './connections.js';
import { targetOf, type CoreContext } from './core-context.js';
import type { Handlers } from './core-types.js';
import { CoreError, isCoreError } from './errors.js';
import { CERTIFICATE_CHANGED } from './pinned-fetch.js';

type ConnectionOperation =
  | 'connections.list'
  | 'connections.add'
  | 'connections.test'
  | 'connections.select'
  | 'connections.remove'
  | 'connections.setCacheLimit'
  | 'connections.setPassword'
  | 'connections.chooseFile';

// A test should answer quickly: one attempt, and a short wait.
const TEST_TIMEOUT_MS = 15_000;

/** A connection as the renderer sees it: never a token, only whether one is stored (docs/security.md, checklist item "Secrets"). */
export async function viewOf(ctx: CoreContext, connection: StoredConnection): Promise<ConnectionView> {
  // A company on the office's PostgreSQL keeps its password in the vault as a cloud account keeps its token.
  const hasToken = connection.kind !== 'local' && (await ctx.vault.has(connection.id));
  return {
    id: connection.id,
    kind: connection.kind,
    name: connection.name,
    ...(connection.kind === 'cloud' ? { baseUrl: connection.baseUrl, headerScheme: connection.headerScheme } : {}),
    hasToken,
    active: ctx.connections.active()?.id === connection.id,
    isDemo: connection.isDemo,
    ...(hasToken && ctx.vault.status().weak ? { weakKeyVault: true } : {}),
    cacheLimitMb: connection.cacheLimitMb ?? DEFAULT_CACHE_LIMIT_MB,
    ...(connection.kind === 'local' ? { file: companyFile(ctx.options.userDataDir, connection) } : {}),
    ...(connection.fingerprint ? { fingerprint: connection.fingerprint } : {}),
    ...(connection.postgres ? { postgres: connection.postgres } : {}),
  };
}

/** Stops the services this PC runs (local companies, PostgreSQL ones) other than the selected one: one company runs at a time. */
async function stopIdleServices(ctx: CoreContext): Promise<void> {
  const activeId = ctx.connections.active()?.id;
  const idle = ctx.connections.all().filter((c) => c.kind !== 'cloud' && c.id !== activeId);
  await Promise.all(idle.map((c) => ctx.stopService(c.id)));
}

/** Handlers of `connections.*`: list, add, test, select and remove cloud accounts and local companies. */
export function createConnectionHandlers(ctx: CoreContext): Pick<Handlers, ConnectionOperation> {
  return {
    'connections.list': async () => Promise.all(ctx.connections.all().map((c) => viewOf(ctx, c))),
    'connections.add': async (request) => viewOf(ctx, await ctx.connections.add(request)),
    'connections.test': async ({ id }) => {
      const connection = ctx.connections.get(id);
      if (!connection) throw new CoreError('notFound', 'there is no such connection');
      try {
        const target = await targetOf(ctx, connection);
        // A cheap authenticated read: proves the address, the token and the service together.
        await ctx.proxy.call(
          'stores.index',
          { pageSize: 1, offset: 0 },
          { target, retries: 0, timeoutMs: TEST_TIMEOUT_MS, signal: ctx.signal },
        );
        return { ok: true, message: 'Connected' };
      } catch (error) {
        if (isCoreError(error)) {
          // A changed certificate names the one presented now, for the user to compare and accept knowingly.
          const presented = error.reason === CERTIFICATE_CHANGED ? error.errors[1] : undefined;
          return {
            ok: false,
            message: error.message,
            code: error.code,
            ...(error.reason ? { reason: error.reason } : {}),
            ...(presented ? { presented } : {}),
          };
        }
        throw error;
      } finally {
        // Testing a company that is not selected must not leave its service running.
        if (connection.kind !== 'cloud' && ctx.connections.active()?.id !== connection.id) await ctx.stopService(connection.id);
      }
    },
    'connections.select': async ({ id }) => {
      const chosen = await ctx.connections.select(id);
      await stopIdleServices(ctx);
      return viewOf(ctx, chosen);
    },
    'connections.chooseFile': async () => {
      const choose = ctx.options.chooseCompanyFile;
      if (!choose) return { available: false, path: null };
      return { available: true, path: await choose() };
    },
    'connections.setCacheLimit': async ({ id, megabytes }) => viewOf(ctx, await ctx.connections.setCacheLimit(id, megabytes)),
    'connections.setPassword': async ({ id, password }) => {
      const connection = ctx.connections.get(id);
      if (!connection) throw new CoreError('notFound', 'there is no such connection');
      if (connection.kind !== 'postgres') throw new CoreError('badRequest', 'only a company on PostgreSQL has a password here');
      await ctx.vault.store(id, password);
      // Its service holds the old password in its environment: the next request starts one with the new.
      await ctx.stopService(id);
      return viewOf(ctx, connection);
    },
    'connections.remove': async ({ id }) => {
      const gone = await ctx.connections.remove(id);
      if (!gone) return { removed: false };
      await ctx.stopService(gone.id);
      // Its cached replies go with it; a local company's books stay in their folder.
      await ctx.cache.clear(gone.id);
      return { removed: true };
    },
  };
}
