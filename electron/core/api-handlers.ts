import { ENDPOINTS } from '../../shared/api/endpoints.js';
import type { ApiResponse } from '../../shared/ipc/api-contract.js';
import { API_OPERATIONS, type ApiOperation } from '../../shared/ipc/operations.js';
import type { StoredConnection } from './connections.js';
import { activeConnection, targetOf, type CoreContext } from './core-context.js';
import type { Handlers, RequestOf } from './core-types.js';
import { CoreError, isCoreError } from './errors.js';

const isRead = (op: ApiOperation) => ENDPOINTS[op].method === 'GET';

export interface RunApiOptions<O extends ApiOperation> {
  op: O;
  request: RequestOf<O>;
  connection?: StoredConnection;
}

/**
 * Runs API operation `op` on `connection` (the selected one by default). A read that succeeds is
 * kept in the offline cache; a read that fails with `offline` answers from that cache, marked
 * `source: 'cache'` with its fetch time. Writes never fall back to the cache (docs/desktop-app.md, "Offline").
 */
export async function runApi<O extends ApiOperation>(
  ctx: CoreContext,
  { op, request, connection = activeConnection(ctx) }: RunApiOptions<O>,
): Promise<ApiResponse<O>> {
  // The run mark is the cache's business: it is neither sent nor part of the cache key.
  const { userRun, ...plain } = request as Record<string, unknown>;
  try {
    const target = await targetOf(ctx, connection);
    const result = await ctx.proxy.call(op, plain, { target, signal: ctx.signal });
    const fetchedAt = new Date().toISOString();
    if (isRead(op)) {
      // Kept after answering: writing a large reply safely (with its flush to disk) took longer than
      // the screen's own work, and a read from the cache waits for the writes begun before it.
      ctx.cache.put(connection.id, { op, request: plain, result, fetchedAt, userRun: userRun === true }).catch((error: unknown) => {
        ctx.options.log?.('warn', `offline cache: could not save ${op}: ${(error as Error).message}`);
      });
    }
    return { ...result, source: 'live', fetchedAt } as ApiResponse<O>;
  } catch (error) {
    if (!isRead(op) || !isCoreError(error, 'offline')) throw error;
    const cached = await ctx.cache.get(connection.id, op, plain);
    if (cached.entry) {
      return { ...cached.entry.result, source: 'cache', fetchedAt: cached.entry.fetchedAt } as ApiResponse<O>;
    }
    if (cached.notice) throw new CoreError('offline', `${error.message}. ${cached.notice}`, { errors: error.errors });
    throw error;
  }
}

/** One handler per API operation, each through `runApi` on the selected connection. */
export function createApiHandlers(ctx: CoreContext): Pick<Handlers, ApiOperation> {
  const entries = API_OPERATIONS.map((op) => [op, (request: RequestOf<typeof op>) => runApi(ctx, { op, request })]);
  return Object.fromEntries(entries) as Pick<Handlers, ApiOperation>;
}
