import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKUP_EXTENSION,
  backupFileName,
  createCompanyBackups,
  KEEP_BACKUPS,
  listBackups,
  pruneBackups,
  runServiceCommand,
} from '../../../../electron/core/backups.js';
import type { StoredConnection } from '../../../../electron/core/connections.js';
import type { ServiceLauncher } from '../../../../electron/core/core-types.js';
import { createCore } from '../../../../electron/core/index.js';
import { SERVICE_EXIT } from '../../../../shared/api/service-exit.js';
import { BACKUP_EXTENSION as SERVER_BACKUP_EXTENSION } from '../../../../server/database/backup.js';
import { requestServiceBackup, SERVICE_BACKUP_PATH } from '../../../../electron/core/live-backup.js';
import { logRecorder, sendJson, startServer, tempDir, testEncryptor } from './helpers.js';
import { defined } from '../../../support/checked.js';

/** A launcher standing in for the service's command line: writes the backup file it is asked for and exits with `code`. */
function commandLauncher(code: number, seen: string[][] = []): ServiceLauncher {
  return (args) => {
    seen.push(args);
    const listeners: ((code: number | null) => void)[] = [];
    const target = args[args.indexOf('--backup-to') + 1];
    // Once the caller has its listeners in place, as a process ends after it was started.
    setImmediate(() => {
      void (target !== undefined && args.includes('--backup-to') && code === 0 ? writeFile(target, 'snapshot') : Promise.resolve()).then(
        () => {
          for (const listener of listeners) listener(code);
        },
      );
    });
    return {
      ready: Promise.reject(new Error('never listens')),
      kill: () => undefined,
      onExit: (listener) => {
        listeners.push(listener);
      },
    };
  };
}

const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 3, 0, 0));

describe('backup files of a local company', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());

  it('the core and the service name backup files the same way', () => {
    expect(BACKUP_EXTENSION).toBe(SERVER_BACKUP_EXTENSION);
    expect(backupFileName(new Date('2026-11-22T03:04:05.678Z'))).toBe(`2026-11-22T03-04-05Z${BACKUP_EXTENSION}`);
  });

  it('after twenty daily backups the newest fourteen are kept and the oldest six are deleted', async () => {
    for (let n = 0; n < 20; n++) await writeFile(join(dir, backupFileName(day(n))), `day ${n}`);
    await writeFile(join(dir, 'notes.txt'), 'not a backup');
    const deleted = await pruneBackups(dir);
    expect(KEEP_BACKUPS).toBe(14);
    expect(deleted.sort()).toEqual([0, 1, 2, 3, 4, 5].map((n) => join(dir, backupFileName(day(n)))));
    const kept = await listBackups(dir);
    expect(kept).toHaveLength(14);
    expect(kept[0]?.takenAt).toEqual(day(19));
    expect(kept[13]?.takenAt).toEqual(day(6));
  });

  it('a folder with no backups yet lists none', async () => {
    expect(await listBackups(join(dir, 'missing'))).toEqual([]);
  });

  it('a command that ends with the newer-version code is refused in words the user understands', async () => {
    await expect(runServiceCommand(commandLauncher(SERVICE_EXIT.newerDatabase), [])).rejects.toThrow(/newer version of the app/);
    await expect(runServiceCommand(commandLauncher(1), [])).rejects.toThrow(/code 1/);
    await expect(runServiceCommand(commandLauncher(0), [])).resolves.toBeUndefined();
  });
});

describe('company backups in the core', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());

  function hostWith(
    connections: StoredConnection[],
    launcher: ServiceLauncher,
    liveSnapshot?: (id: string) => ((file: string) => Promise<void>) | null,
  ) {
    const stopped: string[] = [];
    const { log, lines } = logRecorder();
    const backups = createCompanyBackups({
      userDataDir: dir,
      launchService: launcher,
      connections: { all: () => connections, get: (id) => connections.find((c) => c.id === id) },
      liveSnapshot,
      withServiceStopped: async (id, work) => {
        stopped.push(id);
        return work();
      },
      log,
    });
    return { backups, stopped, lines };
  }

  it('a company whose service runs is backed up by that service, which is not stopped', async () => {
    const seen: string[][] = [];
    const asked: string[] = [];
    const { backups, stopped } = hostWith(
      [{ id: 'c1', kind: 'local', name: 'ТОВ', isDemo: false }],
      commandLauncher(0, seen),
      (id) => async (file) => {
        asked.push(id);
        await writeFile(file, 'live snapshot');
      },
    );
    const file = await backups.backup('c1');
    expect(asked).toEqual(['c1']);
    expect(stopped).toEqual([]);
    expect(seen).toEqual([]);
    expect((await backups.list('c1')).map((b) => b.path)).toEqual([file]);
  });

  it('with no service running, or one that could not take the snapshot, the folder is copied with the service stopped', async () => {
    const seen: string[][] = [];
    const notRunning = hostWith([{ id: 'c1', kind: 'local', name: 'ТОВ', isDemo: false }], commandLauncher(0, seen), () => null);
    await notRunning.backups.backup('c1');
    expect(notRunning.stopped).toEqual(['c1']);
    const failing = hostWith(
      [{ id: 'c1', kind: 'local', name: 'ТОВ', isDemo: false }],
      commandLauncher(0, seen),
      () => () => Promise.reject(new Error('404 from an older service')),
    );
    await failing.backups.backup('c1');
    expect(failing.stopped).toEqual(['c1']);
    expect(seen).toHaveLength(2);
    expect(failing.lines.join('\n')).toMatch(/took no snapshot \(404 from an older service\)/);
  });

  it("a backup stops the company's service, runs the command line on its folder and keeps fourteen", async () => {
    const seen: string[][] = [];
    const { backups, stopped } = hostWith([{ id: 'c1', kind: 'local', name: 'ТОВ', isDemo: false }], commandLauncher(0, seen));
    await mkdir(backups.folderOf('c1'), { recursive: true });
    for (let n = 0; n < 15; n++) await writeFile(join(backups.folderOf('c1'), backupFileName(day(n))), 'old');
    const file = await backups.backup('c1');
    expect(stopped).toEqual(['c1']);
    expect(seen[0]).toEqual(['--data', join(dir, 'companies', 'c1.oblik'), '--backup-to', file]);
    expect(await backups.list('c1')).toHaveLength(14);
  });

  it('the daily backup skips the demo company and companies backed up within the last day', async () => {
    const seen: string[][] = [];
    const { backups } = hostWith(
      [
        { id: 'demo', kind: 'local', name: 'Демо', isDemo: true },
        { id: 'fresh', kind: 'local', name: 'Свіжа', isDemo: false },
        { id: 'due', kind: 'local', name: 'Давня', isDemo: false },
      ],
      commandLauncher(0, seen),
    );
    await backups.backup('fresh');
    seen.length = 0;
    await backups.backupDue();
    expect(seen.map((args) => args[1])).toEqual([join(dir, 'companies', 'due.oblik')]);
  });

  it('restore runs the command line with the chosen file and a cloud connection has no backups', async () => {
    const seen: string[][] = [];
    const { backups } = hostWith([{ id: 'c1', kind: 'local', name: 'ТОВ', isDemo: false }], commandLauncher(0, seen));
    await backups.restore('c1', '/backups/x.oblik-backup.gz');
    expect(seen[0]).toEqual(['--data', join(dir, 'companies', 'c1.oblik'), '--restore-from', '/backups/x.oblik-backup.gz']);
    await expect(backups.backup('cloud-1')).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('a request for a company waits while its file is backed up, and only then starts its service', async () => {
    const events: string[] = [];
    const backupCommand = commandLauncher(0);
    const launcher: ServiceLauncher = (args, env) => {
      if (args.includes('--backup-to')) {
        events.push('backup started');
        const child = backupCommand(args, env);
        child.onExit(() => events.push('backup finished'));
        return child;
      }
      events.push('service started');
      return { ready: Promise.reject(new Error('test service does not listen')), kill: () => undefined, onExit: () => undefined };
    };
    const core = await createCore(
      { userDataDir: dir, encryptor: testEncryptor(), launchService: launcher },
      { service: { maxRestarts: 0 } },
    );
    try {
      const backup = core.backups.backup('demo');
      const request = core.handlers['stores.index']({ pageSize: 20, offset: 0 }).catch(() => 'refused');
      await backup;
      await request;
      expect(events).toEqual(['backup started', 'backup finished', 'service started']);
    } finally {
      await core.close();
    }
  });

  it('the core backs up its demo company through its own launcher', async () => {
    const seen: string[][] = [];
    const { log } = logRecorder();
    const core = await createCore({ userDataDir: dir, encryptor: testEncryptor(), launchService: commandLauncher(0, seen), log });
    try {
      const file = await core.backups.backup('demo');
      expect(file.startsWith(join(dir, 'backups', 'demo'))).toBe(true);
      expect(seen).toHaveLength(1);
    } finally {
      await core.close();
    }
  });
});

describe('asking the running service for a snapshot', () => {
  it('sends the file and the per-launch token to the private route, and resolves on success', async () => {
    const server = await startServer((_req, res) => sendJson(res, 200, { success: true, data: { file: '/b/x' } }));
    try {
      const port = Number(new URL(server.url).port);
      await requestServiceBackup({ port, token: 'launch' }, '/b/x.oblik-backup.gz', new AbortController().signal);
      expect(server.seen[0]).toMatchObject({ method: 'POST', url: SERVICE_BACKUP_PATH, headers: { authorization: 'launch' } });
      expect(JSON.parse(defined(server.seen[0], 'the backup request').body)).toEqual({ to: '/b/x.oblik-backup.gz' });
    } finally {
      await server.close();
    }
  });

  it("an answer other than success (an older service without the route) rejects with the service's words", async () => {
    const server = await startServer((_req, res) =>
      sendJson(res, 404, { success: false, errors: ['NOT_FOUND: no endpoint POST /_service/backup'] }),
    );
    try {
      const port = Number(new URL(server.url).port);
      await expect(requestServiceBackup({ port, token: 'launch' }, '/b/x', new AbortController().signal)).rejects.toMatchObject({
        kind: 'serverError',
        status: 404,
        message: expect.stringContaining('NOT_FOUND') as unknown,
      });
    } finally {
      await server.close();
    }
    await expect(requestServiceBackup({ port: 1, token: 'launch' }, '/b/x', new AbortController().signal)).rejects.toMatchObject({
      kind: 'offline',
    });
  });
});
