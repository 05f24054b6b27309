import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Running {
  /** What the first group of the awaited line's pattern found (the whole match when it has no group). */
  found: string;
  child: ChildProcess;
  /** The last of what it printed, stdout and stderr together: what a failed test attaches. */
  output(): string;
  /** Stops it with SIGTERM and waits until it has exited. */
  stop(): Promise<void>;
}

/** Runs a TypeScript entry of this repository under tsx and waits for a line of its stdout. */
export function startTs(entry: string, args: string[], ready: RegExp, timeoutMs = 150_000): Promise<Running> {
  return startNode(['--import', 'tsx', entry], args, ready, timeoutMs);
}

/**
 * Runs the built service (`out/main/service.js`, which `npm run test:e2e` builds first) and waits for a
 * line of its stdout: it starts in half the time server/cli.ts takes under tsx.
 */
export function startBuiltService(args: string[], ready: RegExp, timeoutMs = 150_000): Promise<Running> {
  if (!existsSync(`${ROOT}out/main/service.js`)) throw new Error('the service is not built: run the e2e tests with `npm run test:e2e`');
  return startNode(['out/main/service.js'], args, ready, timeoutMs);
}

/** Runs `program` (with its Node flags) under this Node and waits for a line of its stdout. */
function startNode(program: string[], args: string[], ready: RegExp, timeoutMs: number): Promise<Running> {
  const entry = program.at(-1) ?? '';
  const child = spawn(process.execPath, [...program, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    keep(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${entry} did not print ${ready} within ${timeoutMs} ms; stderr: ${stderr}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = ready.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve({ found: match[1] ?? match[0], child, output: () => output, stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code} before it was ready; stderr: ${stderr}`));
    });
  });
}
