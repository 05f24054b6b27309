import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { trackThread } from './memory.js';

/**
 * Whether the service runs from its TypeScript sources (tsx, vitest) rather than from the build,
 * where this module is part of the bundled `service.js`.
 */
const FROM_SOURCES = import.meta.url.endsWith('.ts');

/**
 * Starts one of the service's worker threads on its module file, named as an import is: `file` is
 * `new URL('./x-worker.js', import.meta.url)` in the module beside it. The build makes each such
 * file an entry of its own beside the service (electron.vite.config.ts), so it is there as named.
 * From the sources it is the TypeScript file, run with tsx's loader as the service itself is: a
 * worker thread starts with Node's own loader, which does not find `./x.js` as `x.ts`. The thread
 * counts in the service's memory figures under `name` while it runs.
 */
export function startWorkerThread(name: string, file: URL, options: WorkerOptions): Worker {
  const worker = FROM_SOURCES
    ? new Worker(new URL(file.href.replace(/\.js$/, '.ts')), { ...options, execArgv: ['--import', tsxLoader()] })
    : new Worker(file, options);
  trackThread(name, worker);
  return worker;
}

/** tsx's loader, from the service's own dependencies (only ever asked for when running from the sources). */
function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}
