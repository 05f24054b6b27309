import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBrowserHost } from './browser-host-cli.js';
import { findElectronBinary } from './electron-binary.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

function run(command: string, args: string[]): number {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
}

/** `npm start`: the desktop app on the default connection, or the browser host where Electron cannot run. */
async function start(): Promise<void> {
  const viteCli = join(ROOT, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  if (findElectronBinary()) {
    process.exit(run(process.execPath, [viteCli, 'preview']));
  }
  process.stdout.write(
    'Electron is not installed on this machine (its binary could not be downloaded), so the app starts in your browser instead.\n',
  );
  const built = run(process.execPath, [viteCli, 'build', '--logLevel', 'warn']);
  if (built !== 0) process.exit(built);
  await runBrowserHost(process.argv.slice(2));
}

start().catch((error: unknown) => {
  process.stderr.write(`the app could not start: ${(error as Error).message}\n`);
  process.exit(1);
});
