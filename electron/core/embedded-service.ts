import { randomBytes } from 'node:crypto';
import { SHARE_PROBLEM } from '../../shared/ipc/sharing-contract.js';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PRIVATE_DIR_MODE } from './atomic-file.js';
import type { LogFn, ServiceLauncher, ServiceProcess } from './core-types.js';
import { DATABASE_URL_ENV, SERVICE_MEMORY_ENV, SERVICE_TOKEN_ENV } from './service-runtime.js';
import { CoreError, redact } from './errors.js';
import { ServiceExitError } from './service-exit.js';
import { SERVICE_EXIT } from '../../shared/api/service-exit.js';

/** Where the company a service opens is: a file on this PC, or a database on the office's PostgreSQL. */
export type EmbeddedCompany =
  | {
      /** The company's file, passed as `--data`. */
      file: string;
      /** Seeds the demo company (`--demo`). */
      demo: boolean;
    }
  | {
      /** The database's URL with its password, read at each start and passed in the environment only. */
      databaseUrl: () => string;
    };

/** How to run one local company's service. */
export type EmbeddedServiceOptions = EmbeddedCompany & {
  launch: ServiceLauncher;
  /** The launch id and the person's name each launch is given (launch-identity.ts); none without it. */
  launchEnv?: () => Record<string, string>;
  /** Where to serve the office, asked at each start (`--listen`, docs/office.md); null or absent: loopback only. */
  listen?: () => ServeChoice | null;
  log?: LogFn;
  /** Time to wait for `listening on …` (default 120 s: a new demo company is filled with a year of documents first). */
  readyTimeoutMs?: number;
  /** Time between asking the process to stop and ending it (default 5 s). */
  stopTimeoutMs?: number;
  /** Automatic restarts after unexpected exits before giving up until the next request (default 3). */
  maxRestarts?: number;
  /** First restart delay, doubled on each further attempt (default 1 s). */
  restartBackoffMs?: number;
};

/** Where a local company is served to the office: an IPv4 address of this PC (0.0.0.0: all of them) and a port. */
export interface ServeChoice {
  host: string;
  port: number;
}

/** Where the running service listens and the per-launch token it accepts. */
export interface ServiceEndpoint {
  port: number;
  token: string;
  /** Present when it serves the office over TLS: the address it was given and its certificate's fingerprint. */
  served?: { host: string; fingerprint: string };
}

/** The lifecycle of one local company's service. */
export interface EmbeddedService {
  /** Starts the service unless it runs (or is restarting) and resolves once it listens. */
  endpoint(): Promise<ServiceEndpoint>;
  /** Stops the service cleanly (SIGTERM, then a forced stop after the timeout). */
  stop(): Promise<void>;
  isRunning(): boolean;
}

interface Running {
  child: ServiceProcess;
  ready: Promise<ServiceEndpoint>;
  exited: Promise<void>;
  startedAt: number;
  listening: boolean;
}

/** Why a service ended before it listened, in what the user can act on, by its exit code (shared/api/service-exit.ts). */
function startFailureReason(exitCode: number | null): string | undefined {
  const reasons: Partial<Record<number, string>> = {
    [SERVICE_EXIT.addressInUse]: SHARE_PROBLEM.portInUse,
    [SERVICE_EXIT.addressNotAvailable]: SHARE_PROBLEM.addressGone,
    [SERVICE_EXIT.newerDatabase]: 'NEWER_DATABASE',
    [SERVICE_EXIT.databaseLoginRefused]: 'DATABASE_LOGIN_REFUSED',
    [SERVICE_EXIT.databaseUnreachable]: 'DATABASE_UNREACHABLE',
    [SERVICE_EXIT.databaseMissing]: 'DATABASE_MISSING',
  };
  return exitCode === null ? undefined : reasons[exitCode];
}

// A service that stayed up this long had a real run; its next crash starts the back-off afresh.
const STABLE_MS = 30_000;

function within<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs a local company's Accounting Data Service through the `launchService` port (docs/desktop-app.md,
 * "Embedded service"): loopback, a free port chosen by the service (`--port 0`), and a random
 * token per launch that only the core knows (docs/security.md, checklist item "Local service").
 * An unexpected exit is followed by restarts with exponential back-off, a limited number of times.
 */
export function createEmbeddedService(options: EmbeddedServiceOptions): EmbeddedService {
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 5000;
  const maxRestarts = options.maxRestarts ?? 3;
  const restartBackoffMs = options.restartBackoffMs ?? 1000;
  let running: Running | null = null;
  let restarting: { timer: NodeJS.Timeout; started: Promise<ServiceEndpoint>; cancel: (error: Error) => void } | null = null;
  let restarts = 0;
  let stopping = false;

  function start(): Running {
    const token = randomBytes(32).toString('base64url');
    const serve = options.listen?.() ?? null;
    // The certificate of a served company is made on its first start and kept beside its file, as the command line does.
    const where = serve ? ['--listen', `${serve.host}:${serve.port}`] : ['--port', '0'];
    const databaseUrl = 'databaseUrl' in options ? options.databaseUrl() : null;
    // Neither the token nor the database's URL and password may reach a log line or the screen.
    const secrets = [token, ...(databaseUrl === null ? [] : [databaseUrl, decodeURIComponent(new URL(databaseUrl).password)])];
    const hide = (text: string) => secrets.reduce(redact, text);
    const file = 'file' in options ? ['--data', options.file] : [];
    const args = [...file, ...where, ...('demo' in options && options.demo ? ['--demo'] : [])];
    let child: ServiceProcess;
    try {
      // The service creates its company file but not the folders above it; private to the user.
      if ('file' in options) mkdirSync(dirname(options.file), { recursive: true, mode: PRIVATE_DIR_MODE });
      // The token and the database's password go through the environment: other local users can read a process's arguments.
      const secretEnv = { [SERVICE_TOKEN_ENV]: token, ...(databaseUrl === null ? {} : { [DATABASE_URL_ENV]: databaseUrl }) };
      child = options.launch(args, { ...SERVICE_MEMORY_ENV, ...options.launchEnv?.(), ...secretEnv });
    } catch (error) {
      // No `cause`: the original error may quote the arguments, token included (docs/security.md, checklist item "Secrets").
      // eslint-disable-next-line preserve-caught-error
      throw new Error(hide(error instanceof Error ? error.message : String(error)));
    }
    let exit: () => void = () => undefined;
    const exited = new Promise<void>((resolve) => {
      exit = resolve;
    });
    const self: Running = {
      child,
      exited,
      startedAt: Date.now(),
      listening: false,
      ready: within(child.ready, readyTimeoutMs, () => new Error(`it did not report its port within ${readyTimeoutMs / 1000} s`))
        .then(({ port, fingerprint }): ServiceEndpoint => {
          self.listening = true;
          return { port, token, ...(serve && fingerprint ? { served: { host: serve.host, fingerprint } } : {}) };
        })
        .catch((error: unknown) => {
          child.kill(true);
          if (running === self) running = null;
          const why = hide(error instanceof Error ? error.message : String(error));
          if (!stopping) options.log?.('error', `local service: could not start: ${why}`);
          // What the user can fix (a port taken, a database that refuses) is named, so the screen says it.
          const reason = error instanceof ServiceExitError ? startFailureReason(error.exitCode) : undefined;
          throw new CoreError('offline', `The local company could not be opened: ${why}`, reason ? { reason } : {});
        }),
    };
    child.onExit((code) => {
      exit();
      if (running !== self) return;
      running = null;
      // An exit before the port was known is a failed start, answered by the `ready` path instead.
      if (!stopping && self.listening) unexpectedExit(code, Date.now() - self.startedAt);
    });
    running = self;
    return self;
  }

  function unexpectedExit(code: number | null, uptime: number) {
    if (uptime > STABLE_MS) restarts = 0;
    if (restarts >= maxRestarts) {
      options.log?.('error', `local service: stopped with code ${code}; not restarted after ${maxRestarts} attempts`);
      return;
    }
    const delay = restartBackoffMs * 2 ** restarts;
    restarts += 1;
    options.log?.('warn', `local service: stopped with code ${code}; restart ${restarts} of ${maxRestarts} in ${delay} ms`);
    let begin: () => void = () => undefined;
    let cancel: (error: Error) => void = () => undefined;
    const gate = new Promise<void>((resolve, reject) => {
      begin = resolve;
      cancel = reject;
    });
    const started = gate.then(() => start().ready);
    // A failed restart counts as a death of its own, so it is retried with the next back-off.
    started.catch(() => {
      if (!stopping) unexpectedExit(null, 0);
    });
    const timer = setTimeout(() => {
      restarting = null;
      begin();
    }, delay);
    restarting = { timer, started, cancel };
  }

  return {
    endpoint() {
      if (running) return running.ready;
      if (restarting) return restarting.started;
      stopping = false;
      try {
        return start().ready;
      } catch (error) {
        // The folder could not be made or the host could not launch anything at all.
        options.log?.('error', `local service: could not launch: ${(error as Error).message}`);
        return Promise.reject(new CoreError('offline', `The local company could not be opened: ${(error as Error).message}`));
      }
    },
    async stop() {
      stopping = true;
      if (restarting) {
        clearTimeout(restarting.timer);
        restarting.cancel(new CoreError('offline', 'the local company was closed'));
        restarting = null;
      }
      const current = running;
      if (!current) return;
      current.child.kill();
      try {
        await within(current.exited, stopTimeoutMs, () => new Error('no exit'));
      } catch {
        options.log?.('warn', `local service: did not stop within ${stopTimeoutMs} ms; ending it`);
        current.child.kill(true);
        await within(current.exited, stopTimeoutMs, () => new Error('no exit')).catch(() => undefined);
      }
      if (running === current) running = null;
      restarts = 0;
    },
    isRunning: () => running !== null,
  };
}
