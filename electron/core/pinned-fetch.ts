import { Agent, request, type ClientRequestArgs } from 'node:http';
import { isIP } from 'node:net';
import type { Duplex } from 'node:stream';
import { connect } from 'node:tls';
import { CoreError } from './errors.js';

/** The reason a changed certificate is refused with; the error's `errors` are the pinned and the presented fingerprints. */
export const CERTIFICATE_CHANGED = 'CERTIFICATE_CHANGED';

/**
 * Opens TLS connections that are handed to HTTP only once the server's certificate has the pinned
 * SHA-256 fingerprint: nothing, the token least of all, is written to a server that presents
 * another. No certificate authority is asked; the fingerprint came with the invitation, as SSH's
 * known hosts (docs/security.md, "Invitations").
 */
class PinnedAgent extends Agent {
  constructor(private readonly fingerprint: string) {
    super({ keepAlive: true });
  }

  override createConnection(options: ClientRequestArgs, done?: (error: Error | null, socket: Duplex) => void): undefined {
    const host = String(options.host ?? options.hostname ?? '');
    const socket = connect({
      host,
      port: Number(options.port),
      ...(isIP(host) === 0 ? { servername: host } : {}),
      // The chain is not checked against authorities: the fingerprint below is the whole check.
      rejectUnauthorized: false,
    });
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      socket.off('error', settle);
      done?.(error, socket);
    };
    socket.once('error', settle);
    socket.once('secureConnect', () => {
      const presented = socket.getPeerCertificate().fingerprint256;
      if (presented === this.fingerprint) return settle(null);
      socket.destroy();
      settle(
        new CoreError('conflict', `the server's certificate has changed: ${this.fingerprint} was accepted, it now presents ${presented}`, {
          reason: CERTIFICATE_CHANGED,
          errors: [this.fingerprint, presented],
        }),
      );
    });
    return undefined;
  }
}

const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for a served company whose certificate is pinned by `fingerprint` (colon hex SHA-256):
 * https only; a changed certificate rejects with a `conflict` CoreError whose reason is
 * `CERTIFICATE_CHANGED`. Keeps its connections alive between requests.
 */
export function createPinnedFetch(fingerprint: string): typeof fetch {
  const agent = new PinnedAgent(fingerprint);
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.protocol !== 'https:') {
        reject(new CoreError('badRequest', 'a company served to the office is reached over https:// only'));
        return;
      }
      const req = request(
        {
          agent,
          host: url.hostname.replace(/^\[|\]$/g, ''),
          port: url.port === '' ? 443 : Number(url.port),
          path: `${url.pathname}${url.search}`,
          method: init.method ?? 'GET',
          headers: Object.fromEntries(new Headers(init.headers)),
          signal: init.signal ?? undefined,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const headers = new Headers();
            for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i] ?? '', res.rawHeaders[i + 1] ?? '');
            const status = res.statusCode ?? 502;
            resolve(new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      // A changed certificate is the core's own refusal; anything else is a network failure, as fetch says it.
      req.on('error', (error) => reject(error instanceof CoreError ? error : new TypeError('fetch failed', { cause: error })));
      req.end(typeof init.body === 'string' ? init.body : undefined);
    });
}

/**
 * The client for each target: `plain` for a service reached directly, and for a company served to
 * the office the client pinned to its fingerprint, one per fingerprint so its connections are kept
 * alive between requests. The API proxy and the change feed both choose through it.
 */
export function clientsByTarget(
  plain: typeof fetch,
  pinnedOf: (fingerprint: string) => typeof fetch = createPinnedFetch,
): (target: { fingerprint?: string }) => typeof fetch {
  const pinned = new Map<string, typeof fetch>();
  return (target) => {
    if (target.fingerprint === undefined) return plain;
    let client = pinned.get(target.fingerprint);
    if (!client) pinned.set(target.fingerprint, (client = pinnedOf(target.fingerprint)));
    return client;
  };
}
