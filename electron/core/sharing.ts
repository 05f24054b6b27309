import {
  EVERY_INTERFACE,
  SHARE_PROBLEM,
  ShareProblemReason,
  type ServeChoice,
  type SharingView,
} from '../../shared/ipc/sharing-contract.js';
import type { StoredConnection } from './connections.js';
import { activeConnection, type CoreContext } from './core-context.js';
import type { Handlers } from './core-types.js';
import type { ServiceEndpoint } from './embedded-service.js';
import { CoreError, isCoreError } from './errors.js';
import { thisPcAddresses } from './network-addresses.js';

type SharingOperation = 'sharing.load' | 'sharing.start' | 'sharing.stop';

/** Why a remembered choice is not served now. */
type Problem = NonNullable<SharingView['problem']>;

/** Serving local companies to the office from the app (docs/office.md, "One PC serves its company"). */
export interface Sharing {
  handlers: Pick<Handlers, SharingOperation>;
  /** Where the company's next start serves the office: its remembered choice, unless that failed in this run of the app. */
  listenOf(connectionId: string): ServeChoice | null;
  /**
   * Starts a company's service with `start`; when a start that serves the office fails, the failure is
   * kept for the screen and the company is started again on loopback, so it stays usable on this PC.
   */
  startOrFallBack(connectionId: string, start: () => Promise<ServiceEndpoint>): Promise<ServiceEndpoint>;
}

/**
 * «Відкрити доступ у мережі»: a local company's service is restarted with `--listen` on the chosen
 * address and port (TLS, the certificate kept beside the company), and the choice is remembered with
 * the connection so that the next start serves it again. «Закрити доступ» restarts it on loopback.
 */
export function createSharing(ctx: CoreContext): Sharing {
  const failures = new Map<string, Problem>();

  const listenOf = (connectionId: string) => (failures.has(connectionId) ? null : (ctx.connections.get(connectionId)?.share ?? null));

  // Reasons the user can act on are passed on as they are; anything else is a failure with the service's words.
  const problemOf = (error: unknown): Problem => {
    const known = ShareProblemReason.safeParse(isCoreError(error) ? error.reason : undefined);
    return { reason: known.success ? known.data : SHARE_PROBLEM.failed, message: error instanceof Error ? error.message : String(error) };
  };

  const localActive = (): StoredConnection => {
    const connection = activeConnection(ctx);
    if (connection.kind !== 'local') {
      throw new CoreError('badRequest', 'only a company file on this computer can be shared on the network', { reason: 'NOT_LOCAL' });
    }
    return connection;
  };

  const viewOf = (connection: StoredConnection | null, endpoint: ServiceEndpoint | null): SharingView => {
    const addresses = thisPcAddresses();
    const served = endpoint?.served;
    return {
      available: connection?.kind === 'local',
      addresses,
      choice: connection?.share ?? null,
      serving: served
        ? {
            host: served.host,
            port: endpoint.port,
            fingerprint: served.fingerprint,
            urls: (served.host === EVERY_INTERFACE ? addresses : [served.host]).map((address) => `https://${address}:${endpoint.port}`),
          }
        : null,
      problem: connection ? (failures.get(connection.id) ?? null) : null,
    };
  };

  /** Restarts the company's service under its remembered choice and answers what it serves. */
  const restart = async (connection: StoredConnection): Promise<ServiceEndpoint> => {
    failures.delete(connection.id);
    await ctx.stopService(connection.id);
    return ctx.serviceOf(connection).endpoint();
  };

  return {
    listenOf,
    async startOrFallBack(connectionId, start) {
      try {
        return await start();
      } catch (error) {
        if (listenOf(connectionId) === null || ctx.signal.aborted) throw error;
        failures.set(connectionId, problemOf(error));
        ctx.options.log?.('warn', `sharing: connection ${connectionId} could not be served to the office; serving this computer only`);
        return start();
      }
    },
    handlers: {
      'sharing.load': async () => {
        const connection = ctx.connections.active();
        if (connection?.kind !== 'local') return viewOf(connection, null);
        return viewOf(connection, await ctx.serviceOf(connection).endpoint());
      },
      'sharing.start': async (choice) => {
        const connection = localActive();
        if (choice.host !== EVERY_INTERFACE && !thisPcAddresses().includes(choice.host)) {
          throw new CoreError('badRequest', `${choice.host} is not an address of this computer`, { reason: 'NOT_THIS_PC' });
        }
        const chosen = await ctx.connections.setShare(connection.id, choice);
        let endpoint: ServiceEndpoint;
        try {
          endpoint = await restart(chosen);
        } catch (error) {
          await ctx.connections.setShare(connection.id, null);
          throw error;
        }
        const failure = failures.get(connection.id);
        if (!endpoint.served || failure) {
          // Not served: nothing is remembered, and the company already works again on this PC.
          failures.delete(connection.id);
          await ctx.connections.setShare(connection.id, null);
          const why = failure ?? { reason: SHARE_PROBLEM.failed, message: 'the service did not serve the network' };
          throw new CoreError('conflict', `the company could not be shared on the network: ${why.message}`, { reason: why.reason });
        }
        ctx.options.log?.('info', `sharing: connection ${connection.id} is served on ${choice.host}:${choice.port}`);
        return viewOf(chosen, endpoint);
      },
      'sharing.stop': async () => {
        const connection = localActive();
        const stopped = await ctx.connections.setShare(connection.id, null);
        const endpoint = await restart(stopped);
        ctx.options.log?.('info', `sharing: connection ${connection.id} is no longer served to the office`);
        return viewOf(stopped, endpoint);
      },
    },
  };
}
