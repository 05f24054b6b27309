import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { fingerprintOf, makeSelfSignedCertificate, type TlsPair } from './certificate.js';

/** Where the service's certificate comes from: given files, or a folder where it is kept (and made the first time). */
export type TlsSource = { certFile: string; keyFile: string } | { dir: string };

/** The service's certificate and key, with the fingerprint its clients pin. */
export interface ServiceTls extends TlsPair {
  fingerprint: string;
}

/** The folder kept beside a company file for its certificate: `company.oblik-tls`. */
export function tlsDirBeside(companyFile: string): string {
  return `${companyFile}-tls`;
}

const readIfExists = (path: string) =>
  readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });

/** Refuses a pair that does not parse or whose key is not the certificate's, naming the file at fault. */
function checkedPair(pair: TlsPair, where: string): ServiceTls {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pair.cert);
  } catch {
    throw new Error(`${where}: the certificate is not a PEM X.509 certificate`);
  }
  let matches: boolean;
  try {
    matches = cert.checkPrivateKey(createPrivateKey(pair.key));
  } catch {
    throw new Error(`${where}: the key is not a PEM private key`);
  }
  if (!matches) throw new Error(`${where}: the key is not the certificate's key`);
  return { ...pair, fingerprint: fingerprintOf(pair.cert) };
}

/**
 * Reads the service's certificate: the files given, or `cert.pem` and `key.pem` in the folder kept for
 * it, made there on first start (the key readable by its owner only, mode 0600). A folder with one
 * file of the two is refused rather than half replaced: the people who joined pin the certificate.
 */
export async function loadServiceTls(source: TlsSource): Promise<ServiceTls> {
  if ('certFile' in source) {
    const [cert, key] = [await readIfExists(source.certFile), await readIfExists(source.keyFile)];
    if (cert === null) throw new Error(`there is no certificate file ${source.certFile}`);
    if (key === null) throw new Error(`there is no key file ${source.keyFile}`);
    return checkedPair({ cert, key }, `${source.certFile} and ${source.keyFile}`);
  }
  const [certFile, keyFile] = [join(source.dir, 'cert.pem'), join(source.dir, 'key.pem')];
  const [cert, key] = [await readIfExists(certFile), await readIfExists(keyFile)];
  if (cert !== null && key !== null) return checkedPair({ cert, key }, source.dir);
  if (cert !== null || key !== null) {
    throw new Error(`${source.dir} holds only one of cert.pem and key.pem; put the other back, or remove both to make a new certificate`);
  }
  const made = await makeSelfSignedCertificate();
  await mkdir(source.dir, { recursive: true, mode: 0o700 });
  await writeFile(keyFile, made.key, { mode: 0o600, flag: 'wx' });
  // The mode given to writeFile is masked by the umask; the key must not be readable by others whatever it is.
  await chmod(keyFile, 0o600);
  await writeFile(certFile, made.cert, { flag: 'wx' });
  return { ...made, fingerprint: fingerprintOf(made.cert) };
}
