import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createNodeServiceLauncher } from '../../electron/core/node-service-launcher.js';
import type { ServiceLauncher } from '../../electron/core/core-types.js';
import type { Envelope, ReplyData } from './api-replies.js';
import { SERVICE_BUNDLE_ENV } from './service-bundle.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The service built from `server/cli.ts` once per run by vitest's global setup (service-bundle.ts): the same
 * entry and arguments as `tsx server/cli.ts`, started in half the CPU time.
 */
export function builtService(): string {
  const bundle = process.env[SERVICE_BUNDLE_ENV];
  if (!bundle) throw new Error(`no built service: ${SERVICE_BUNDLE_ENV} is set by vitest's global setup (test/support/service-bundle.ts)`);
  return bundle;
}

/** The desktop core's Node launcher, running the built service: for tests that are not about the tsx entry. */
export const builtServiceLauncher: ServiceLauncher = (args, env) => createNodeServiceLauncher({ bundle: builtService() })(args, env);

/** A command line service started by a test. */
export interface CliProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output: () => { stdout: string; stderr: string };
  /** Resolves with the exit code (or the signal) once the whole process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<CliProcess>();

/** A port nobody listens on: the kernel picks one for a listener on port 0, which is closed again. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * Runs the built `server/cli.ts …` (builtService) on the Node running the tests. The process leads its own
 * process group, so a signal sent to the group reaches whatever it starts too.
 */
export function spawnCli(args: string[], extraEnv: Record<string, string> = {}): CliProcess {
  const env = { ...process.env, ...extraEnv };
  const child = spawn(process.execPath, [builtService(), ...args], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    // 'close', not 'exit': a process may end before its last output is read, and a test reads it next.
    child.once('close', (code, signal) => done({ code, signal }));
  });
  const proc: CliProcess = { child, output: () => ({ stdout, stderr }), exited };
  running.add(proc);
  void exited.then(() => running.delete(proc));
  return proc;
}

/** Sends a signal to the service's whole process group; a group that is gone already is fine. */
export function signalCli(proc: CliProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-(proc.child.pid as number), signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Waits for `listening on http://127.0.0.1:<port>`; fails with the output when the process ends first. */
export async function waitForListening(proc: CliProcess, port: number, timeoutMs: number): Promise<string> {
  await waitForOutput(proc, new RegExp(`listening on http://127\\.0\\.0\\.1:${port}\\b`), timeoutMs);
  return `http://127.0.0.1:${port}`;
}

/** Starts the service on a company file and waits until it listens. */
export async function startCli(options: {
  file: string;
  port: number;
  token: string;
  demo?: boolean;
  timeoutMs?: number;
  tokenInEnv?: boolean;
}) {
  const tokenArgs = options.tokenInEnv ? [] : ['--token', options.token];
  const args = ['--data', options.file, '--port', String(options.port), ...tokenArgs, ...(options.demo ? ['--demo'] : [])];
  const proc = spawnCli(args, options.tokenInEnv ? { OBLIK_SERVICE_TOKEN: options.token } : {});
  const baseUrl = await waitForListening(proc, options.port, options.timeoutMs ?? 120_000);
  return { proc, baseUrl };
}

/** Kills every service a test started and has not seen end: for afterAll, whatever the tests did. */
export async function killAllCli(): Promise<void> {
  const left = [...running];
  for (const proc of left) signalCli(proc, 'SIGKILL');
  await Promise.all(left.map((p) => p.exited));
}

/** A reply of a running service to `method path`, its `data` typed by the endpoint that answers. */
interface HttpReply<M extends 'GET' | 'POST', U extends string> {
  status: number;
  body: Envelope<ReplyData<M, U>>;
}

/** A small fetch client for a running service. */
export function httpClient(baseUrl: string, token: string | null) {
  const headers: Record<string, string> = token === null ? {} : { authorization: token };
  return {
    async get<U extends string>(path: U, query: Record<string, string | number | undefined> = {}): Promise<HttpReply<'GET', U>> {
      const qs = new URLSearchParams(
        Object.entries(query)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      );
      const res = await fetch(`${baseUrl}${path}${qs.size ? `?${qs}` : ''}`, { headers });
      return { status: res.status, body: (await res.json()) as Envelope<ReplyData<'GET', U>> };
    },
    async post<U extends string>(path: U, body: unknown): Promise<HttpReply<'POST', U>> {
      const res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Envelope<ReplyData<'POST', U>> };
    },
  };
}
export type HttpClient = ReturnType<typeof httpClient>;

/** Waits until the service's stdout matches `pattern` and returns the match; fails with the output when the process ends first. */
export function waitForOutput(proc: CliProcess, pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
  return new Promise((done, fail) => {
    const check = () => {
      const match = pattern.exec(proc.output().stdout);
      if (!match) return;
      stop();
      done(match);
    };
    const give = (reason: string) => {
      stop();
      const { stdout, stderr } = proc.output();
      fail(new Error(`the service did not start (${reason}; no ${String(pattern)}):\n${stdout}\n${stderr}`));
    };
    const deadline = setTimeout(() => give('timeout'), timeoutMs);
    const stop = () => {
      clearTimeout(deadline);
      proc.child.stdout?.off('data', check);
    };
    // Listened to after spawnCli's own listener, so the output read here holds the chunk that just came.
    proc.child.stdout?.on('data', check);
    // The process may have ended already; once it has printed the line, its end is no failure (the promise is settled).
    void proc.exited.then(({ code, signal }) => give(`exit ${code ?? signal}`));
    check();
  });
}
