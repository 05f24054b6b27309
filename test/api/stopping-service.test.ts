import { once } from 'node:events';
import { connect } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelope } from '../../shared/api/index.js';
import { createTestService, TOKENS, uid } from '../support/test-service.js';

/** One HTTP/1.1 reply cut out of raw bytes: status, lower-cased headers and body. */
interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what a connection received into its replies, each read by its Content-Length. */
function repliesIn(raw: string): RawReply[] {
  const replies: RawReply[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    replies.push({ status: Number(statusLine.split(' ')[1]), headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
  return replies;
}

describe('a service that is stopping', () => {
  it('answers a request that still reaches it with 503 in the envelope, with Retry-After, and changes nothing', async () => {
    const { app, companyDb } = await createTestService('stopping');
    try {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const socket = connect(Number(new URL(address).port), '127.0.0.1');
      await once(socket, 'connect');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = once(socket, 'close');
      // A request in flight (its body not yet sent) keeps the connection busy, so the stop waits for it...
      const arrived = once(app.server, 'request');
      const head = (method: string, path: string, extra: string) =>
        `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${TOKENS.full}\r\n${extra}\r\n`;
      socket.write(head('POST', '/store/batch', 'Content-Type: application/json\r\nContent-Length: 2\r\n'));
      await arrived;
      const stopped = app.close();
      while (app.server.listening) await nextTurn();
      // ...and a second request on the same connection reaches a service that is stopping.
      const late = JSON.stringify([{ uid: uid(), name: 'Запізнілий склад' }]);
      socket.write(
        `[]${head('POST', '/store/batch', `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(late)}\r\n`)}${late}`,
      );
      await ended;
      await stopped;

      const replies = repliesIn(Buffer.concat(chunks).toString('utf8'));
      expect(replies.map((reply) => reply.status)).toEqual([200, 503]);
      const refused = replies[1] as RawReply;
      expect(ErrorEnvelope.parse(JSON.parse(refused.body)).errors).toEqual([
        'SERVICE_UNAVAILABLE: the service is stopping; try again in a moment',
      ]);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(refused.headers.connection).toBe('close');
      const stored = await companyDb.db.selectFrom('stores').select('uid').where('name', '=', 'Запізнілий склад').execute();
      expect(stored).toEqual([]);
    } finally {
      await companyDb.close();
    }
  });

  it('closes a connection that has sent no request yet, rather than waiting for it to speak', async () => {
    // A client may open a connection and never use it (a request given up before its connection was
    // made leaves one like that in its pool): the stop must not wait for it, as it did for 60 s and more.
    const { app, companyDb } = await createTestService('stopping-silent');
    try {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const socket = connect(Number(new URL(address).port), '127.0.0.1');
      const accepted = once(app.server, 'connection');
      await once(socket, 'connect');
      await accepted;
      const ended = once(socket, 'close');
      await app.close();
      await ended;
      expect(socket.destroyed).toBe(true);
    } finally {
      await companyDb.close();
    }
  });
});
