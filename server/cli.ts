import { parseArgs } from 'node:util';
import { buildServer } from './app.js';
import { seedDemoCompany } from './demo/seed-demo-company.js';
import { warmConnections, warmWhenIdle } from './warm-up.js';
import { releaseWhenIdle } from './memory.js';
import { backupCompanyFile, restoreCompanyFile } from './database/backup.js';
import { NotACompanyBackupError } from './database/backup-check.js';
import { CompanyLockedError } from './database/company-lock.js';
import { databaseFailureExit } from './database/database-failure.js';
import { CopyCheckError } from './database/copy-check.js';
import { copyCompany, TargetNotEmptyError } from './database/copy-company.js';
import { UnplannedTableError } from './database/copy-plan.js';
import { NewerDatabaseError } from './database/migrations.js';
import { openCompanyDb, type CompanyLocation } from './database/company-db.js';
import { SERVICE_EXIT } from '../shared/api/service-exit.js';
import { isTokenCommand, runTokenCommand, tokenCommandProblem, type TokenCommand } from './token-commands.js';
import { ServiceError } from './service-error.js';
import { LAUNCH_ENV, launcherName, launchProblem, registerLaunchToken } from './launch-tokens.js';
import { servedUrl } from './tls/listen-address.js';
import { servePlan } from './tls/serve-options.js';
import { loadServiceTls } from './tls/tls-files.js';

const USAGE =
  'usage: npm run server -- --data <file> --port <n> --token <t> [--demo] [--rate-limit <n>]   (a company file, e.g. company.oblik)\n' +
  '       npm run server -- --database-url <url> --port <n> --token <t> [--demo] [--rate-limit <n>]   (a company on PostgreSQL)\n' +
  '       npm run server -- --data <file> --listen 0.0.0.0:8443 --token <t> [--tls-cert <pem> --tls-key <pem>]   (serves the office over TLS)\n' +
  '       npm run server -- --database-url <url> --listen 0.0.0.0:8443 --token <t> --tls-dir <folder>   (the certificate is kept there)\n' +
  '       npm run server -- --data <file> --backup-to <file>      (a company file no service has open, to a backup)\n' +
  '       npm run server -- --data <file> --restore-from <file>   (replaces the company file with a backup)\n' +
  '       npm run server -- --data <file> --copy-to postgres://…  (the whole company into an empty PostgreSQL database)\n' +
  '       npm run server -- --database-url <url> --copy-to <file> (the whole company into a new company file)\n' +
  '       npm run server -- --data <file> --add-token <name> --rights post,unpost   (rights: post, unpost, close-period, manage-tokens)\n' +
  '       npm run server -- --data <file> --list-tokens | --revoke-token <name>   (--database-url works the same)\n' +
  '       (the token may come from the OBLIK_SERVICE_TOKEN environment variable instead of --token, and the\n' +
  '        PostgreSQL URL from OBLIK_DATABASE_URL instead of --database-url when no --data is given, so that\n' +
  '        its password is not on the command line, which other users of the computer can read;\n' +
  '        --rate-limit: requests per minute per token, 6000 unless given, 0 for no limit)';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(SERVICE_EXIT.usage);
}

const isPostgresUrl = (text: string) => /^postgres(ql)?:\/\//i.test(text);
const locationOf = (text: string): CompanyLocation => (isPostgresUrl(text) ? { databaseUrl: text } : { file: text });

/** Copies the whole company into an empty target; the copy is committed only once both give the same figures and books. */
async function copyTo(source: CompanyLocation, targetText: string): Promise<void> {
  const from = await openCompanyDb(source);
  try {
    const to = await openCompanyDb(locationOf(targetText));
    try {
      let copied;
      try {
        copied = await copyCompany(from, to);
      } catch (error) {
        if (!(error instanceof TargetNotEmptyError || error instanceof CopyCheckError || error instanceof UnplannedTableError)) throw error;
        // Both stores are closed below before the process ends: the target as it was, the copy rolled back.
        process.stderr.write(`the copy was refused: ${error.message}\n`);
        process.exitCode = SERVICE_EXIT.failed;
        return;
      }
      const { counts, checked: c } = copied;
      process.stdout.write(
        `copied ${Object.entries(counts)
          .map(([table, n]) => `${table} ${n}`)
          .join(', ')}\n`,
      );
      process.stdout.write(
        `checked: both give the same stock balance (${c.balancePositions} positions), the same settlements with ` +
          `${c.agents} counterparties on 361 and 631, the same trial balance from ${c.from} to ${c.to} and ${c.entries} entries, ` +
          `the same chart of ${c.accounts} accounts, ${c.roles} account roles and ${c.moneyAccounts} money accounts\n`,
      );
    } finally {
      await to.close();
    }
  } finally {
    await from.close();
  }
}

/** Restores the company file from a backup; a refusal says the company was not changed, with its own exit code. */
async function restoreFrom(backup: string, company: string): Promise<void> {
  try {
    const aside = await restoreCompanyFile(backup, company);
    process.stdout.write(`restored from ${backup}${aside ? `; the company it replaced is kept as ${aside}` : ''}\n`);
  } catch (error) {
    const refusal =
      error instanceof NotACompanyBackupError
        ? SERVICE_EXIT.notACompanyBackup
        : error instanceof NewerDatabaseError
          ? SERVICE_EXIT.newerDatabase
          : null;
    if (refusal === null) throw error;
    const advice = refusal === SERVICE_EXIT.newerDatabase ? '; update the program to restore it' : '';
    process.stderr.write(`${(error as Error).message}${advice}; the company was not changed\n`);
    process.exit(refusal);
  }
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
        'copy-to': { type: 'string' },
        'rate-limit': { type: 'string' },
        'add-token': { type: 'string' },
        rights: { type: 'string' },
        'list-tokens': { type: 'boolean' },
        'revoke-token': { type: 'string' },
        'launch-id': { type: 'string' },
        'user-name': { type: 'string' },
        listen: { type: 'string' },
        'tls-cert': { type: 'string' },
        'tls-key': { type: 'string' },
        'tls-dir': { type: 'string' },
      },
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
  const rateText = args['rate-limit'];
  if (rateText !== undefined && !/^\d{1,9}$/.test(rateText))
    fail(`--rate-limit must be a whole number of requests per minute (0: no limit), not "${rateText}"`);
  // The limiter lets a token through while its count is within the maximum, so "no limit" is one never reached.
  const rateLimitPerMinute = rateText === undefined ? undefined : Number(rateText) === 0 ? Number.POSITIVE_INFINITY : Number(rateText);
  // The environment is the quiet way to give a password: other local users can read a process's arguments.
  const databaseUrl = args['database-url'] ?? (args.data ? undefined : process.env.OBLIK_DATABASE_URL || undefined);
  if (!args.data === !databaseUrl) fail('give either --data <file> (a company file) or --database-url <url>');
  if (args.data && isPostgresUrl(args.data)) fail('--data takes a company file; a PostgreSQL server goes in --database-url');
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) fail('the database URL starts with postgres:// or postgresql://');
  const location: CompanyLocation = databaseUrl ? { databaseUrl } : { file: args.data as string };
  const launchId = args['launch-id'] ?? process.env[LAUNCH_ENV.launchId];
  const userName = launcherName(args['user-name'] ?? process.env[LAUNCH_ENV.userName]);
  const launchFault = launchProblem(launchId, userName);
  if (launchFault) fail(launchFault);
  const plan = servePlan({
    listen: args.listen,
    port: args.port,
    tlsCert: args['tls-cert'],
    tlsKey: args['tls-key'],
    tlsDir: args['tls-dir'],
    companyFile: args.data,
  });
  if (typeof plan === 'string') fail(plan);
  const tokenCommand: TokenCommand = {
    add: args['add-token'],
    rights: args.rights,
    list: args['list-tokens'],
    revoke: args['revoke-token'],
  };
  if (isTokenCommand(tokenCommand) || tokenCommand.rights !== undefined) {
    const problem = tokenCommandProblem(tokenCommand);
    if (problem) fail(problem);
    // `--add-token … --listen`: an invitation to the company as the service will serve it, certificate made if need be.
    if (plan.tls) {
      if (tokenCommand.add === undefined) fail('--listen goes with --add-token (an invitation), not with --list-tokens or --revoke-token');
      const { fingerprint } = await loadServiceTls(plan.tls);
      tokenCommand.served = { host: plan.host, port: plan.port, fingerprint };
    }
    process.stdout.write(await runTokenCommand(location, tokenCommand, userName));
    return;
  }
  if (args['copy-to']) {
    if (isPostgresUrl(args['copy-to']) === Boolean(databaseUrl))
      fail('--copy-to copies a company file to PostgreSQL, or PostgreSQL to a file');
    await copyTo(location, args['copy-to']);
    return;
  }
  if (args['backup-to'] || args['restore-from']) {
    if (!args.data || (args['backup-to'] && args['restore-from']))
      fail('--backup-to and --restore-from each take one company file (--data)');
    if (args['restore-from']) await restoreFrom(args['restore-from'], args.data);
    else {
      await backupCompanyFile(args.data, args['backup-to'] as string);
      process.stdout.write(`backed up to ${args['backup-to']}\n`);
    }
    return;
  }

  // The certificate before the company: a bad one is refused without touching the books.
  const tls = plan.tls ? await loadServiceTls(plan.tls) : null;
  const companyDb = await openCompanyDb(location);
  // The environment is the quiet way in: other local users can read a process's arguments.
  const token = args.token ?? process.env.OBLIK_SERVICE_TOKEN;
  // Each launch's token is its own: it replaces only its launch's earlier one (docs/security.md, "Launch tokens").
  const removeLaunchToken = token ? await registerLaunchToken(companyDb, { token, launchId: launchId ?? null, userName }) : null;
  if (args.demo) await seedDemoCompany(companyDb);
  // A service started with a launch token gets the launcher's private routes (service-routes.ts): its
  // stats, and on a company file its live backup.
  const service = token ? { token } : undefined;
  const https = tls ? { cert: tls.cert, key: tls.key, fingerprint: tls.fingerprint, host: plan.host, port: plan.port } : undefined;
  const app = await buildServer({ companyDb, service, rateLimitPerMinute, https });
  const stopWarming = warmWhenIdle(app, companyDb);
  const stopReleasing = releaseWhenIdle(app.server);
  // The stop signals are heard before the address is announced: a launcher may stop the service the
  // moment it reads that line, and a SIGTERM with no handler yet would kill it before the company
  // file is closed, leaving its write-ahead log beside it.
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    stopWarming();
    stopReleasing();
    await app.close();
    await removeLaunchToken?.().catch(() => undefined);
    await companyDb.close();
    process.exit(SERVICE_EXIT.ok);
  };
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());
  // A parent that dies without a word (SIGKILL) closes our stdin: the company file must not stay
  // open and locked by an orphan nobody can reach.
  if (process.env.OBLIK_EXIT_WITH_PARENT === '1') {
    process.stdin.on('end', () => void close());
    process.stdin.resume();
  }
  await warmConnections(companyDb, app.log);
  // Loopback unless told: the service holds a company's books and is never exposed by default.
  const address = await app.listen({ host: plan.host, port: plan.port });
  if (!tls) process.stdout.write(`listening on ${address}\n`);
  // The fingerprint on the same line: whoever reads where the service listens can pin what it serves.
  else process.stdout.write(`listening on ${servedUrl(plan.host, plan.port)} (certificate SHA-256 ${tls.fingerprint})\n`);
}

main().catch((error: unknown) => {
  if (error instanceof NewerDatabaseError) {
    process.stderr.write(`the company was saved by a newer version of the program; update the program to open it (${error.message})\n`);
    process.exit(SERVICE_EXIT.newerDatabase);
  }
  if (error instanceof ServiceError) {
    // A refused token command: the company is as it was.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`the service could not start: ${(error as Error).message}\n`);
  // A port held by another program is the usual failure of serving the office (and an address the PC
  // no longer has, once the network gave it another), and a database that refuses or cannot be
  // reached that of a company on PostgreSQL: the app says each in words.
  const listenFailure: Partial<Record<string, number>> = {
    EADDRINUSE: SERVICE_EXIT.addressInUse,
    EADDRNOTAVAIL: SERVICE_EXIT.addressNotAvailable,
  };
  process.exit(
    error instanceof CompanyLockedError
      ? SERVICE_EXIT.companyOpenElsewhere
      : (listenFailure[(error as NodeJS.ErrnoException).code ?? ''] ?? databaseFailureExit(error) ?? SERVICE_EXIT.failed),
  );
});
