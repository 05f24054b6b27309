import { request } from 'node:https';
import { connect } from 'node:tls';

/** The SHA-256 fingerprint (colon hex) of the certificate a TLS server on 127.0.0.1 presents. */
export function presentedFingerprint(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    // Not verified against any authority: the test compares the fingerprint itself, as a pinning client does.
    const socket = connect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
      const fingerprint = socket.getPeerCertificate().fingerprint256;
      socket.end();
      resolve(fingerprint);
    });
    socket.on('error', reject);
  });
}

/** A GET over TLS to 127.0.0.1 with a token: the status and the parsed body. */
export function httpsGet(port: number, path: string, token: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'GET', headers: { authorization: token }, rejectUnauthorized: false, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
