import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SERVICE_EXIT } from '../shared/api/service-exit.js';
import type { LogFn } from './core/core-types.js';
import { createCore } from './core/index.js';
import { createNodeServiceLauncher } from './core/node-service-launcher.js';
import { startBrowserHost } from './browser-host.js';
import { fileKeyEncryptor } from './file-key-encryptor.js';

const USAGE = 'usage: npm run start:browser -- [--port <n>] [--no-open] [--user-data <dir>] [--clipboard-file <file>] [--built-service]';
const ROOT = fileURLToPath(new URL('../', import.meta.url));

const log: LogFn = (level, message) => process.stderr.write(`[${level}] ${message}\n`);

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(SERVICE_EXIT.usage);
}

/** Hands the address to the desktop's browser; a machine without one just keeps the printed line. */
function openInBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // No browser to open: the printed line is enough.
  }
}

/** Starts the core and the browser host: `npm run start:browser` and the fallback of `npm start`. */
export async function runBrowserHost(argv: string[] = process.argv.slice(2)): Promise<void> {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        'no-open': { type: 'boolean', default: false },
        'user-data': { type: 'string' },
        'clipboard-file': { type: 'string' },
        'built-service': { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
  const port = Number(values.port ?? '0');
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, not "${values.port}"`);
  const rendererDir = join(ROOT, 'out', 'renderer');
  if (!existsSync(join(rendererDir, 'index.html'))) fail('the renderer is not built yet: run `npm run build` first');
  const userDataDir = resolve(values['user-data'] ?? join(ROOT, '.data', 'browser-host'));
  const clipboardFile = values['clipboard-file'] === undefined ? undefined : resolve(values['clipboard-file']);
  // The build's service beside its renderer (the e2e tests): it starts faster than server/cli.ts under tsx.
  const bundle = join(ROOT, 'out', 'main', 'service.js');
  if (values['built-service'] && !existsSync(bundle)) fail('the service is not built yet: run `npm run build` first');

  const core = await createCore({
    userDataDir,
    encryptor: fileKeyEncryptor(join(userDataDir, 'browser-host.key')),
    launchService: createNodeServiceLauncher(values['built-service'] ? { bundle } : {}),
    log,
    // The host has no system clipboard; for the e2e tests, «Копіювати» writes this file, readable by
    // its owner only, as the page never gets an invitation's text (docs/security.md, "Invitations").
    ...(clipboardFile ? { writeClipboard: (text: string) => writeFile(clipboardFile, text, { mode: 0o600 }) } : {}),
  });
  const host = await startBrowserHost({ handlers: core.handlers, rendererDir, port, log });
  core.warmUp();

  // Heard before the address is announced, as in the service (docs/database.md, "Durability"): a stop
  // that came first would end the host without closing the local companies it opened.
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await host.close();
    await core.close();
    process.exit(SERVICE_EXIT.ok);
  };
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());
  process.stdout.write(`open ${host.url}\n`);
  if (!values['no-open']) openInBrowser(host.url);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runBrowserHost().catch((error: unknown) => {
    process.stderr.write(`the browser host could not start: ${(error as Error).message}\n`);
    process.exit(SERVICE_EXIT.failed);
  });
}
