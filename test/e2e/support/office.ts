import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createPinnedFetch } from '../../../electron/core/pinned-fetch.js';
import { installDemoCompany } from './demo-template.js';
import { ROOT, startBuiltService, startTs, type Running } from './processes.js';

const run = promisify(execFile);

/** A company served to the office over TLS on 127.0.0.1, as `npm run server -- --listen` serves it. */
export interface ServedCompany {
  /** `https://127.0.0.1:<port>` */
  address: string;
  fingerprint: string;
  /** The launch token: every right. */
  token: string;
  /** What the service printed last, for a failed test's report. */
  output(): string;
  stop(): Promise<void>;
}

/** A browser host of one person's PC: its own app state, vault and (stand-in) clipboard. */
export interface PersonHost {
  url: string;
  /** The file the host's «Копіювати» writes, as the system clipboard would hold it. */
  clipboardFile: string;
  /** What the host and its services printed last, for a failed test's report. */
  output(): string;
  stop(): Promise<void>;
}

/** A port free on 127.0.0.1 now: `--listen` names its port, and a restart must find the same one. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A copy of the demo company in `dir`, ready to be served; returns its file. */
export function demoCompanyIn(dir: string): string {
  installDemoCompany(dir, 'company.oblik');
  return join(dir, 'company.oblik');
}

/**
 * The first person's invitation from the serving computer's command line (`--add-token … --listen`),
 * run while the service is stopped; returns the invitation string it prints once.
 */
export async function inviteFromCommandLine(file: string, port: number, tlsDir: string, name: string): Promise<string> {
  const args = ['--data', file, '--add-token', name, '--rights', 'post,unpost,close-period,manage-tokens'];
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args, ...listenArgs(port, tlsDir)], {
    cwd: ROOT,
    timeout: 150_000,
  });
  const invitation = /^oblik-invite:\S+$/m.exec(stdout)?.[0];
  if (!invitation) throw new Error(`the command line printed no invitation: ${stdout}`);
  return invitation;
}

const listenArgs = (port: number, tlsDir: string) => ['--listen', `127.0.0.1:${port}`, '--tls-dir', tlsDir];

/** Serves the company file on 127.0.0.1:`port` over TLS with the certificate kept in `tlsDir`; waits for its ready line. */
export async function serveCompany(file: string, port: number, tlsDir: string, token: string): Promise<ServedCompany> {
  const running: Running = await startBuiltService(
    ['--data', file, ...listenArgs(port, tlsDir), '--token', token],
    /^(listening on https:\/\/127\.0\.0\.1:\d+ \(certificate SHA-256 [0-9A-F:]+\))$/m,
  );
  const [, address = '', fingerprint = ''] = /(https:\S+) \(certificate SHA-256 (\S+)\)/.exec(running.found) ?? [];
  return { address, fingerprint, token, output: () => running.output(), stop: () => running.stop() };
}

/** Starts the browser host of one person's PC in `dir`, with the demo company of a first start and their name kept. */
export async function startPersonHost(dir: string, userName: string): Promise<PersonHost> {
  const userData = join(dir, 'user-data');
  mkdirSync(userData, { recursive: true });
  installDemoCompany(userData, join('companies', 'demo.oblik'));
  writeFileSync(join(userData, 'launch.json'), JSON.stringify({ launchId: randomUUID(), userName }));
  const clipboardFile = join(dir, 'clipboard.txt');
  const running = await startTs(
    'electron/browser-host-cli.ts',
    ['--built-service', '--port', '0', '--no-open', '--user-data', userData, '--clipboard-file', clipboardFile],
    /^open (http:\/\/127\.0\.0\.1:\d+\/\?session=\S+)$/m,
  );
  return { url: running.found, clipboardFile, output: () => running.output(), stop: () => running.stop() };
}

/** Reads a record straight from the served company, pinned to its certificate, as an API client would. */
export async function readServed<T>(served: ServedCompany, path: string): Promise<T> {
  const response = await createPinnedFetch(served.fingerprint)(`${served.address}${path}`, {
    headers: { Authorization: served.token },
  });
  const body = (await response.json()) as { success: boolean; data: T };
  if (!response.ok || !body.success) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}
