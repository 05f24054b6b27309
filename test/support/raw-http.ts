import { connect } from 'node:net';

/**
 * Sends raw bytes to a server on 127.0.0.1 and reads the whole reply, until the server closes:
 * for requests no HTTP client would send (a broken `Content-Length`, two `Host` headers).
 */
export function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}
