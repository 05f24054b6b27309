import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';

/** How the service is served. */
export interface SilentConnectionsOptions {
  /** Served over TLS (`--listen`): a request's socket is then the TLS socket, not the TCP one. */
  tls: boolean;
}

/**
 * Closes, when the service stops, the connections on which no request has come yet. Node's own stop
 * closes the kept-alive connections that fell idle after a reply, but one that never spoke counts as
 * busy: a client that opened a connection and left it unused (a request given up before its
 * connection was made leaves one like that in the client's pool) held the stop for a minute and
 * more. Nothing is lost: no request was begun on it. Connections made while the service stops
 * (a TLS handshake that ends late) are closed the same way.
 */
export function closeSilentConnectionsOnStop(app: FastifyInstance, { tls }: SilentConnectionsOptions): void {
  const silent = new Set<Socket>();
  let stopping = false;
  // Over TLS a request's socket is the TLS socket, which `secureConnection` hands over.
  app.server.on(tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    if (stopping) {
      socket.destroy();
      return;
    }
    silent.add(socket);
    socket.once('close', () => silent.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => silent.delete(request.socket));
  app.addHook('preClose', (done) => {
    stopping = true;
    for (const socket of silent) socket.destroy();
    silent.clear();
    done();
  });
}
