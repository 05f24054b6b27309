// @peculiar/x509 resolves its algorithms through tsyringe, which needs the Reflect metadata API.
import 'reflect-metadata';
import { X509Certificate, webcrypto } from 'node:crypto';
import { hostname } from 'node:os';
import * as x509 from '@peculiar/x509';

/** A certificate and its private key, both PEM. */
export interface TlsPair {
  cert: string;
  key: string;
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
// Ten years: the people who joined pin this exact certificate, and a new one means asking each of
// them to accept it again (docs/office.md, "When the certificate changes").
const VALID_YEARS = 10;

/**
 * Makes a self-signed certificate for the service (ECDSA P-256). Nobody checks it against a
 * certificate authority: each client pins its SHA-256 fingerprint instead, as SSH pins a host key.
 */
export async function makeSelfSignedCertificate(): Promise<TlsPair> {
  const keys = (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
  const notBefore = new Date();
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + VALID_YEARS);
  const cert = await x509.X509CertificateGenerator.createSelfSigned(
    {
      name: `CN=Oblik service on ${hostname().replace(/[,=+<>#;"\\]/g, '-')}`,
      notBefore,
      notAfter,
      keys,
      signingAlgorithm: ALGORITHM,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.SubjectAlternativeNameExtension([
          { type: 'dns', value: 'localhost' },
          { type: 'ip', value: '127.0.0.1' },
        ]),
      ],
    },
    webcrypto as unknown as Crypto,
  );
  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', keys.privateKey);
  return { cert: cert.toString('pem'), key: x509.PemConverter.encode(pkcs8, 'PRIVATE KEY') };
}

/** The certificate's SHA-256 fingerprint as browsers show it: upper-case hex pairs joined by colons. */
export function fingerprintOf(certPem: string): string {
  return new X509Certificate(certPem).fingerprint256;
}
