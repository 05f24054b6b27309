import { parseArgs } from 'node:util';
import { replaceTokensOf } from './auth.js';
import { buildServer } from './app.js';
import { seedDemoCompany } from './demo/seed-demo-company.js';
import { backupCompanyFolder, restoreCompanyFolder } from './store/backup.js';
import { FolderLockedError } from './store/folder-lock.js';
import { NewerStoreError } from './store/migrations.js';
import { openStore, type StoreLocation } from './store/open-store.js';

/**
 * Exit codes the desktop core tells apart (electron/core/service-exit.ts holds the same numbers):
 * 3 the store was written by a newer version, 4 another process has the company folder open.
 */
const EXIT_NEWER_STORE = 3;
const EXIT_FOLDER_LOCKED = 4;

const USAGE = 'usage: npm run server -- --data <dir> --port <n> --token <t> [--demo] [--database-url <url>]\n' +
  '       npm run server -- --data <dir> --backup-to <file>      (a stopped company folder to a backup file)\n' +
  '       npm run server -- --data <dir> --restore-from <file>   (replaces the company folder with a backup)\n' +
  '       (the token may come from the OBLIK_SERVICE_TOKEN environment variable instead of --token)';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        data: { type: 'string' },
        port: { type: 'string' },
        token: { type: 'string' },
        demo: { type: 'boolean', default: false },
        'database-url': { type: 'string' },
        'backup-to': { type: 'string' },
        'restore-from': { type: 'string' },
      },
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
  const port = Number(args.port ?? '0');
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, not "${args.port}"`);
  if (!args.data && !args['database-url']) fail('give --data <dir> (a company folder) or --database-url <url>');
  if (args['backup-to'] || args['restore-from']) {
    if (!args.data || (args['backup-to'] && args['restore-from'])) fail('--backup-to and --restore-from each take one company folder (--data)');
    if (args['backup-to']) await backupCompanyFolder(args.data, args['backup-to']);
    else await restoreCompanyFolder(args['restore-from'] as string, args.data);
    process.stdout.write(args['backup-to'] ? `backed up to ${args['backup-to']}\n` : `restored from ${args['restore-from']}\n`);
    return;
  }
  const location: StoreLocation = args['database-url'] ? { databaseUrl: args['database-url'] } : { dataDir: args.data as string };

  const store = await openStore(location);
  // The environment is the quiet way in: other local users can read a process's arguments.
  const token = args.token ?? process.env.OBLIK_SERVICE_TOKEN;
  if (token) await store.write((trx) => replaceTokensOf(trx, 'command line', token, { canPost: true, canUnpost: true }));
  if (args.demo) await seedDemoCompany(store);
  // A company folder opened with a launch token gets the launcher's private backup route (service-routes.ts).
  const service = token && args.data && !args['database-url'] ? { dataDir: args.data, token } : undefined;
  const app = await buildServer({ store, service });
  // Loopback only: the service holds a company's books and is never exposed by default.
  const address = await app.listen({ host: '127.0.0.1', port });
  process.stdout.write(`listening on ${address}\n`);

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  // A parent that dies without a word (SIGKILL) closes our stdin: the company file must not stay
  // open and locked by an orphan nobody can reach.
  if (process.env.OBLIK_EXIT_WITH_PARENT === '1') {
    process.stdin.on('end', close);
    process.stdin.resume();
  }
}

main().catch((error: unknown) => {
  if (error instanceof NewerStoreError) {
    process.stderr.write(`the company was saved by a newer version of the program; update the program to open it (${error.message})\n`);
    process.exit(EXIT_NEWER_STORE);
  }
  process.stderr.write(`the service could not start: ${(error as Error).message}\n`);
  process.exit(error instanceof FolderLockedError ? EXIT_FOLDER_LOCKED : 1);
});
