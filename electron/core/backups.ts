import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE } from './atomic-file.js';
import { companyFile, type Connections, type StoredConnection } from './connections.js';
import { BACKUP_EXTENSION } from '../../shared/api/company-files.js';
import type { LogFn, ServiceLauncher } from './core-types.js';
import { CoreError } from './errors.js';
import { SERVICE_EXIT } from '../../shared/api/service-exit.js';
import { describeServiceExit } from './service-exit.js';

export { BACKUP_EXTENSION };
/** Backups kept per company; the oldest beyond this are deleted after each new one. */
export const KEEP_BACKUPS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
const NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.oblik-backup\.gz$/;

/** A backup file of one company and when it was taken. */
export interface BackupFile {
  path: string;
  takenAt: Date;
}

/** `2026-11-22T03-00-00Z.oblik-backup.gz`: sorts by time as text, and is a valid name on every OS. */
export function backupFileName(takenAt: Date): string {
  return `${takenAt.toISOString().slice(0, 19).replace(/:/g, '-')}Z${BACKUP_EXTENSION}`;
}

/** The company's backups in `dir`, newest first; files of any other name are not ours and are ignored. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .map((name) => ({ name, match: NAME.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ path: join(dir, name), takenAt: new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) }))
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Deletes all but the newest `keep` backups in `dir`; returns the deleted paths. */
export async function pruneBackups(dir: string, keep = KEEP_BACKUPS): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep).map((backup) => backup.path);
  await Promise.all(old.map((path) => rm(path, { force: true })));
  return old;
}

/**
 * Runs the service's command line once (`--backup-to`, `--restore-from`) through the same
 * launcher as the service itself, and resolves when it exits with 0.
 */
export function runServiceCommand(launch: ServiceLauncher, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = launch(args, {});
    // This run never listens: its `ready` fails when it exits, which is the answer we wait for.
    child.ready.catch(() => undefined);
    child.onExit((code) => {
      if (code === SERVICE_EXIT.ok) resolve();
      else reject(new CoreError('offline', describeServiceExit(code) ?? `the company file could not be copied (code ${code})`));
    });
  });
}

/** What the backups need from the core: a snapshot from the running service, or the service stopped and requests held meanwhile. */
export interface BackupHost {
  userDataDir: string;
  launchService: ServiceLauncher;
  connections: Pick<Connections, 'all' | 'get'>;
  /**
   * When the company's service runs, the function that has it write a snapshot to a file while it
   * keeps serving (live-backup.ts); null when it does not run. Answered at once, so a backup of a
   * stopped company holds its requests from the very call on.
   */
  liveSnapshot?(connectionId: string): ((file: string) => Promise<void>) | null;
  /** Runs `work` with the company's service stopped; requests for the company wait until it ends. */
  withServiceStopped<T>(connectionId: string, work: () => Promise<T>): Promise<T>;
  log?: LogFn;
}

/** Backup and restore of local company files, and the daily backup. */
export interface CompanyBackups {
  folderOf(connectionId: string): string;
  list(connectionId: string): Promise<BackupFile[]>;
  /** Takes a backup now and keeps the last KEEP_BACKUPS; resolves with the new file. */
  backup(connectionId: string): Promise<string>;
  /** Replaces the company with the backup `file`; a backup from a newer version is refused. */
  restore(connectionId: string, file: string): Promise<void>;
  /** Backs up every local company (the demo aside) whose newest backup is older than a day. */
  backupDue(now?: Date): Promise<void>;
  /** Checks for due backups now and then every hour; returns the function that stops it. */
  scheduleDaily(): () => void;
}

/**
 * A consistent snapshot of a company whose service runs is taken by that service, inside its one
 * database connection (server/service-routes.ts): nobody waits for more than the copy of the
 * file. Otherwise (no service running, or it could not) the company file is closed and copied
 * by the command line: the service is stopped for the seconds that takes and starts again on the
 * next request. Restoring always stops the service: the file is replaced under it.
 */
export function createCompanyBackups(host: BackupHost): CompanyBackups {
  const localCompany = (id: string): StoredConnection => {
    const connection = host.connections.get(id);
    if (!connection || connection.kind !== 'local') throw new CoreError('notFound', `no local company ${id}`);
    return connection;
  };
  const folderOf = (id: string) => join(host.userDataDir, 'backups', id);
  const backups: CompanyBackups = {
    folderOf,
    list: (id) => listBackups(folderOf(id)),
    async backup(id) {
      const connection = localCompany(id);
      const folder = folderOf(id);
      const file = join(folder, backupFileName(new Date()));
      const snapshot = host.liveSnapshot?.(id) ?? null;
      let live = false;
      if (snapshot) {
        try {
          await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
          await snapshot(file);
          live = true;
        } catch (error) {
          host.log?.(
            'warn',
            `backup: company ${id}: the running service took no snapshot (${(error as Error).message}); stopping it to copy the file`,
          );
        }
      }
      // Requests for the company are held from here on, so none starts the service in between.
      if (!live) {
        await host.withServiceStopped(id, async () => {
          await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
          await runServiceCommand(host.launchService, ['--data', companyFile(host.userDataDir, connection), '--backup-to', file]);
        });
      }
      const pruned = await pruneBackups(folder);
      host.log?.(
        'info',
        `backup: company ${id} backed up${live ? ' while its service ran' : ''}${pruned.length ? `, ${pruned.length} old backup(s) removed` : ''}`,
      );
      return file;
    },
    async restore(id, file) {
      const connection = localCompany(id);
      await host.withServiceStopped(id, () =>
        runServiceCommand(host.launchService, ['--data', companyFile(host.userDataDir, connection), '--restore-from', file]),
      );
      host.log?.('info', `backup: company ${id} restored from a backup`);
    },
    async backupDue(now = new Date()) {
      for (const connection of host.connections.all()) {
        if (connection.kind !== 'local' || connection.isDemo) continue;
        const newest = (await listBackups(folderOf(connection.id)))[0];
        if (newest && now.getTime() - newest.takenAt.getTime() < DAY_MS) continue;
        await backups.backup(connection.id).catch((error: unknown) => {
          host.log?.('warn', `backup: company ${connection.id} was not backed up: ${(error as Error).message}`);
        });
      }
    },
    scheduleDaily() {
      const check = () => void backups.backupDue();
      // A minute after start, when the first screen has loaded, and hourly after that.
      const first = setTimeout(check, 60_000);
      const hourly = setInterval(check, DAY_MS / 24);
      first.unref?.();
      hourly.unref?.();
      return () => {
        clearTimeout(first);
        clearInterval(hourly);
      };
    },
  };
  return backups;
}
