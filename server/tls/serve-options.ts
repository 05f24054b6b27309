import { parseListenAddress } from './listen-address.js';
import { tlsDirBeside, type TlsSource } from './tls-files.js';

/** The command line's listen and TLS options, as given. */
export interface ServeArgs {
  listen?: string;
  port?: string;
  tlsCert?: string;
  tlsKey?: string;
  tlsDir?: string;
  /** The company file, when the company is one (the certificate is kept beside it). */
  companyFile?: string;
}

/** How the service listens: where, and with which certificate (none: plain HTTP, loopback only). */
export interface ServePlan {
  host: string;
  port: number;
  tls: TlsSource | null;
}

/**
 * Decides where and how the service listens, or says why it cannot (a usage error). Without
 * `--listen` it serves plain HTTP on 127.0.0.1 as the desktop app's own service; with it, always
 * TLS: no option serves the network in plain HTTP (docs/security.md, "Serving the office").
 */
export function servePlan(args: ServeArgs): ServePlan | string {
  const givenFiles = args.tlsCert !== undefined || args.tlsKey !== undefined;
  if (args.listen === undefined) {
    if (givenFiles || args.tlsDir !== undefined) return '--tls-cert, --tls-key and --tls-dir are used only with --listen';
    const port = Number(args.port ?? '0');
    if (!Number.isInteger(port) || port < 0 || port > 65535) return `--port must be a port number, not "${args.port}"`;
    return { host: '127.0.0.1', port, tls: null };
  }
  if (args.port !== undefined) return '--listen names the port itself; leave out --port';
  const address = parseListenAddress(args.listen);
  if (typeof address === 'string') return address;
  if (givenFiles) {
    if (args.tlsCert === undefined || args.tlsKey === undefined) return '--tls-cert and --tls-key go together';
    if (args.tlsDir !== undefined) return 'give either --tls-cert and --tls-key, or --tls-dir';
    return { ...address, tls: { certFile: args.tlsCert, keyFile: args.tlsKey } };
  }
  const dir = args.tlsDir ?? (args.companyFile === undefined ? undefined : tlsDirBeside(args.companyFile));
  // A PostgreSQL company has no file to keep the certificate beside: the operator names a folder.
  if (dir === undefined)
    return 'a company on PostgreSQL served with --listen needs --tls-dir <folder> for its certificate (or --tls-cert and --tls-key)';
  return { ...address, tls: { dir } };
}
