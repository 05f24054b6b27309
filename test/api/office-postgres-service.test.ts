import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceLauncher } from '../../electron/core/core-types.js';
import { createCore, type Core } from '../../electron/core/index.js';
import { SERVICE_EXIT } from '../../shared/api/service-exit.js';
import { bridgeOf, testEncryptor } from '../unit/electron/core/helpers.js';
import { builtServiceLauncher, freePort, killAllCli, spawnCli } from '../support/cli-process.js';
import { onOfficeServer as onServer } from '../support/office-postgres.js';

const PASSWORD = 'postgres';

const serverAnswers = await onServer('select 1');
const database = `oblik_office_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;

describe.skipIf(!serverAnswers)('a company on the office’s PostgreSQL, opened as the app opens it', () => {
  let dir: string;
  let core: Core;
  const launches: { args: string[]; env: Record<string, string> }[] = [];
  // The launcher the browser host uses, recording what each service was given.
  const launch: ServiceLauncher = (args, env) => {
    launches.push({ args, env });
    return builtServiceLauncher(args, env);
  };

  beforeAll(async () => {
    await onServer(`drop database if exists ${database} with (force)`);
    dir = await mkdtemp(join(tmpdir(), 'oblik-office-pg-'));
    core = await createCore({ userDataDir: dir, encryptor: testEncryptor(), launchService: launch });
  });
  afterAll(async () => {
    await core.close();
    await onServer(`drop database if exists ${database} with (force)`);
    await rm(dir, { recursive: true, force: true });
  });

  it('a database that is not there yet is named as missing, and opens once it is made', async () => {
    const handlers = bridgeOf(core.handlers);
    const added = await handlers['connections.add']({
      kind: 'postgres',
      name: 'Офіс на сервері',
      host: '127.0.0.1',
      database,
      user: 'postgres',
      password: PASSWORD,
    });
    expect(await handlers['connections.test']({ id: added.id })).toMatchObject({ ok: false, reason: 'DATABASE_MISSING' });

    await onServer(`create database ${database}`);
    expect(await handlers['connections.test']({ id: added.id })).toMatchObject({ ok: true });
    await handlers['connections.select']({ id: added.id });
    const stores = await handlers['stores.index']({ pageSize: 10, offset: 0 });
    expect(stores.data).toEqual([]);

    // The password went in the environment only; the command line names no database at all.
    const last = launches.at(-1);
    expect(last?.args).toEqual(['--port', '0']);
    expect(last?.env.OBLIK_DATABASE_URL).toBe(`postgres://postgres:${PASSWORD}@127.0.0.1:5432/${database}`);
    expect(last?.env.OBLIK_LAUNCH_ID).toBeTruthy();
  });

  it('a wrong password is named as a refused login', async () => {
    const handlers = bridgeOf(core.handlers);
    const added = await handlers['connections.add']({
      kind: 'postgres',
      name: 'Хибний пароль',
      host: '127.0.0.1',
      port: 5432,
      database,
      user: 'postgres',
      password: 'not-the-password',
    });
    const tested = await handlers['connections.test']({ id: added.id });
    expect(tested).toMatchObject({ ok: false, code: 'OFFLINE', reason: 'DATABASE_LOGIN_REFUSED' });
    expect(JSON.stringify(tested)).not.toContain('not-the-password');
  });
});

describe.concurrent('the service given its PostgreSQL company in OBLIK_DATABASE_URL', () => {
  afterAll(killAllCli);

  it('opens the database named there, and a server nobody runs ends it with its own exit code', async () => {
    const port = await freePort();
    const proc = spawnCli(['--port', '0'], { OBLIK_DATABASE_URL: `postgres://buh:s3cret@127.0.0.1:${port}/office` });
    const { code } = await proc.exited;
    expect(code).toBe(SERVICE_EXIT.databaseUnreachable);
    expect(proc.output().stderr).toContain(`ECONNREFUSED 127.0.0.1:${port}`);
  });

  it('refuses a value that is not a PostgreSQL URL', async () => {
    const proc = spawnCli(['--port', '0'], { OBLIK_DATABASE_URL: '/home/buh/company.oblik' });
    expect((await proc.exited).code).toBe(SERVICE_EXIT.usage);
    expect(proc.output().stderr).toContain('postgres://');
  });

  it('is not read when a company file is given', async () => {
    const proc = spawnCli(['--data', join(tmpdir(), 'x.oblik'), '--port', 'abc'], { OBLIK_DATABASE_URL: 'postgres://a@127.0.0.1/b' });
    expect((await proc.exited).code).toBe(SERVICE_EXIT.usage);
    expect(proc.output().stderr).toContain('--port must be a port number');
  });

  it('is named in the usage the command line prints', async () => {
    const proc = spawnCli(['--help']);
    await proc.exited;
    expect(proc.output().stderr).toContain('OBLIK_DATABASE_URL');
  });
});
