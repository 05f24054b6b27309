import { utilityProcess } from 'electron';
import type { ServiceLauncher, ServiceProcess, ServiceReady } from './core/core-types.js';
import { SERVICE_NODE_FLAGS } from './core/service-runtime.js';
import { describeServiceExit, ServiceExitError } from './core/service-exit.js';
import { readyLineOf } from './core/service-ready-line.js';

// The first start creates the company's database, which takes long on a slow PC; the core's own limit decides.
const START_TIMEOUT_MS = 180_000;

export interface UtilityServiceLauncherOptions {
  onStderr?: (line: string) => void;
}

/**
 * A ServiceLauncher for Electron (docs/desktop-app.md, "Embedded service"): the local Accounting Data
 * Service runs in a `utilityProcess`, a Node child of the app that needs no separate Node
 * binary, and reports its port on stdout (and, served to the office, its certificate's fingerprint). Its token comes in `env` (never argv, which other users can read) and is never logged here.
 */
export function utilityServiceLauncher(servicePath: string, options: UtilityServiceLauncherOptions = {}): ServiceLauncher {
  return (args: string[], env: Record<string, string>): ServiceProcess => {
    const child = utilityProcess.fork(servicePath, args, {
      stdio: 'pipe',
      serviceName: 'Accounting Data Service',
      execArgv: [...SERVICE_NODE_FLAGS],
      env: { ...process.env, ...env },
    });
    const exitListeners: ((code: number | null) => void)[] = [];
    let exited = false;
    const ready = new Promise<ServiceReady>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => reject(new Error('the embedded service did not start in time')), START_TIMEOUT_MS);
      child.stdout?.on('data', (chunk: Buffer) => {
        seen = (seen + chunk.toString('utf8')).slice(-4096);
        const listening = readyLineOf(seen);
        if (listening) {
          clearTimeout(timer);
          resolve(listening);
        }
      });
      child.on('exit', (code) => {
        exited = true;
        clearTimeout(timer);
        // A store written by a newer version, or a folder open elsewhere, is said in the user's words.
        reject(new ServiceExitError(describeServiceExit(code) ?? `the embedded service stopped with code ${code}`, code));
        for (const listener of exitListeners) listener(code);
      });
    });
    // The service prints its own errors on stderr: line by line into the log (redacted there),
    // and always drained so the pipe never fills up.
    let partial = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop()?.slice(-4096) ?? '';
      for (const line of lines) options.onStderr?.(line);
    });
    return {
      ready,
      kill: () => {
        if (!exited) child.kill();
      },
      onExit: (listener) => {
        exitListeners.push(listener);
      },
    };
  };
}
