import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPinnedFetch } from '../../electron/core/pinned-fetch.js';
import { SERVICE_MEMORY_ENV, SERVICE_NODE_FLAGS, SERVICE_TOKEN_ENV } from '../../electron/core/service-runtime.js';
import { TokenAdded } from '../../shared/api/index.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A client of a served company as one person's app is: their token, over TLS pinned to the service's certificate. */
export interface OfficeClient {
  name: string;
  base: string;
  token: string;
  fetch: typeof fetch;
}

/** A request's reply: its status, its JSON envelope (null when it is not JSON) and how long it took to the last byte. */
export interface Answer {
  status: number;
  body: { success?: boolean; data?: unknown; error?: unknown } | null;
  ms: number;
}

/** One request of a person, timed from the call until the reply's last byte is in. */
export async function ask(client: OfficeClient, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const response = await client.fetch(`${client.base}${path}`, {
    method,
    headers: {
      authorization: client.token,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let parsed: Answer['body'] = null;
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    // Not the envelope: the caller counts it as an error by its status or its missing body.
  }
  return { status: response.status, body: parsed, ms };
}

/** Where a served company is: a company file, or a PostgreSQL database. */
export type ServedLocation = { file: string } | { databaseUrl: string };

/** A service serving the office on 127.0.0.1 over TLS, and the launch token it was started with. */
export interface ServedService {
  base: string;
  fingerprint: string;
  /** The launcher's client: every right, the token of this launch. */
  launcher: OfficeClient;
  stop: () => Promise<void>;
}

/** A port free on 127.0.0.1 now: `--listen` names its port, and the bench must not guess one another helper holds. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port on 127.0.0.1');
  return address.port;
}

/**
 * Starts the built service (out/main/service.js, as the bench's other figures do) serving the
 * company to the office: `--listen 127.0.0.1:<port>` and its certificate kept in `tlsDir`, with a
 * launch token of its own and, on PostgreSQL, a launch id of its own (each PC's service has one).
 * The rate limit is the service's default: the people are the office's, each with their own token.
 * It stops when this process ends, however it ends.
 */
export async function startServedService(location: ServedLocation, tlsDir: string, launchId?: string): Promise<ServedService> {
  const token = `bench-office-${randomUUID()}`;
  const where = 'databaseUrl' in location ? ['--database-url', location.databaseUrl] : ['--data', location.file];
  const args = [...where, '--listen', `127.0.0.1:${await freePort()}`, '--tls-dir', tlsDir];
  if (launchId) args.push('--launch-id', launchId, '--user-name', launchId);
  // BENCH_SERVICE_NODE_ARGS: Node flags to try on the service (run.ts's too), such as --cpu-prof for a profile of the office's load.
  const nodeArgs = [...SERVICE_NODE_FLAGS, ...(process.env.BENCH_SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'out', 'main', 'service.js'), ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...SERVICE_MEMORY_ENV, [SERVICE_TOKEN_ENV]: token, OBLIK_EXIT_WITH_PARENT: '1' },
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    const [base = '', fingerprint = ''] = await new Promise<string[]>((resolve, reject) => {
      let seen = '';
      child.stdout.on('data', (chunk: Buffer) => {
        seen += chunk.toString('utf8');
        const found = /listening on (https:\/\/\S+) \(certificate SHA-256 ([0-9A-F:]+)\)/.exec(seen);
        if (found) resolve(found.slice(1));
      });
      child.once('exit', (code) => reject(new Error(`the served service stopped (${code}) before it listened`)));
    });
    // The office's load goes to this machine only.
    if (new URL(base).hostname !== '127.0.0.1') throw new Error(`the service serves ${base}, not 127.0.0.1`);
    const launcher = { name: launchId ?? 'launcher', base, token, fetch: createPinnedFetch(fingerprint) };
    return { base, fingerprint, launcher, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Gives each of `names` a token of their own with the right to post, through the service's token
 * API as the person who manages tokens would; their clients are pinned to `service`'s certificate.
 */
export async function addPeople(service: ServedService, names: readonly string[]): Promise<OfficeClient[]> {
  const people: OfficeClient[] = [];
  for (const name of names) {
    const added = await ask(service.launcher, 'POST', '/company/tokens/add', { name, rights: ['post'] });
    if (added.status !== 200) throw new Error(`adding ${name}: ${added.status} ${JSON.stringify(added.body)}`);
    const { token } = TokenAdded.parse(added.body?.data);
    people.push({ name, base: service.base, token, fetch: createPinnedFetch(service.fingerprint) });
  }
  return people;
}

/** The same people, each served by another of `services` in turn (their tokens are the company's, good on every one). */
export function spreadOver(people: readonly OfficeClient[], services: readonly ServedService[]): OfficeClient[] {
  return people.map((person, i) => {
    const service = services[i % services.length];
    if (!service) throw new Error('no service to spread the people over');
    return { ...person, base: service.base, fetch: createPinnedFetch(service.fingerprint) };
  });
}
