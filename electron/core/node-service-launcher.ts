import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServiceLauncher, ServiceProcess, ServiceReady } from './core-types.js';
import { SERVICE_NODE_FLAGS, SERVICE_TOKEN_ENV } from './service-runtime.js';
import { redact } from './errors.js';
import { describeServiceExit, ServiceExitError } from './service-exit.js';
import { readyLineOf } from './service-ready-line.js';

/** Where the repository's service is and which Node runs it. */
export interface NodeServiceLauncherOptions {
  /** Root of the repository (holds `server/cli.ts` and `node_modules`); default: two folders up from here. */
  root?: string;
  /** Node binary; default the one running now (Node 24 under `npm run` and `npx`). */
  execPath?: string;
  /**
   * The built service (`out/main/service.js`) to run instead of `server/cli.ts` under tsx: it starts
   * in half the time, which the e2e tests pay at every company they open (docs/desktop-app.md).
   */
  bundle?: string;
}

/**
 * A ServiceLauncher that runs `server/cli.ts` in a child Node process with tsx's loader: for the
 * browser host and tests (Electron uses a utilityProcess). The port is read from the ready line
 * (`listening on http://127.0.0.1:<port>`, or the https one with the certificate's fingerprint when
 * the company is served to the office); the token (in `env`) never appears in an error message.
 */
export function createNodeServiceLauncher(options: NodeServiceLauncherOptions = {}): ServiceLauncher {
  const root = options.root ?? fileURLToPath(new URL('../../', import.meta.url));
  const program = options.bundle
    ? [options.bundle]
    : ['--import', pathToFileURL(createRequire(`${root}/package.json`).resolve('tsx')).href, 'server/cli.ts'];
  return (args: string[], env: Record<string, string>): ServiceProcess => {
    const token = env[SERVICE_TOKEN_ENV] ?? '';
    const child = spawn(options.execPath ?? process.execPath, [...SERVICE_NODE_FLAGS, ...program, ...args], {
      cwd: root,
      // stdin stays open and unused: when this process dies, the service sees it close and stops.
      stdio: ['pipe', 'pipe', 'pipe'],
      // Its own environment minus NODE_OPTIONS, which could load code into the service.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_OPTIONS')),
        ...env,
        OBLIK_EXIT_WITH_PARENT: '1',
      },
    });
    let exitCode: number | null | undefined;
    const exitListeners: ((code: number | null) => void)[] = [];
    let stderrTail = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderrTail = (stderrTail + chunk.toString('utf8')).slice(-2000);
    });
    const ready = new Promise<ServiceReady>((resolve, reject) => {
      let seen = '';
      child.stdout.on('data', (chunk: Buffer) => {
        seen = (seen + chunk.toString('utf8')).slice(-4096);
        const listening = readyLineOf(seen);
        if (listening) resolve(listening);
      });
      child.on('error', (error) => reject(new Error(`could not run the service: ${error.message}`)));
      child.on('exit', (code, signal) => {
        const why = stderrTail.trim().split('\n').slice(-3).join(' | ');
        const said = describeServiceExit(code);
        reject(
          new ServiceExitError(
            redact(`${said ? `${said} ` : ''}the service stopped (${signal ?? `code ${code}`})${why ? `: ${why}` : ''}`, token),
            code,
          ),
        );
      });
    });
    const exited = (code: number | null) => {
      if (exitCode !== undefined) return;
      exitCode = code;
      for (const listener of exitListeners) listener(code);
    };
    child.on('exit', exited);
    // A binary that cannot be spawned emits `error` and never `exit`.
    child.on('error', () => {
      if (child.pid === undefined) exited(null);
    });
    return {
      ready,
      kill: (force) => {
        if (exitCode === undefined) child.kill(force ? 'SIGKILL' : 'SIGTERM');
      },
      onExit: (listener) => {
        if (exitCode !== undefined) listener(exitCode);
        else exitListeners.push(listener);
      },
    };
  };
}
