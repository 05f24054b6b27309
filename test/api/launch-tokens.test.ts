import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryRecord } from '../../shared/api/index.js';
import { freePort, httpClient, killAllCli, signalCli, spawnCli, waitForListening, type CliProcess } from '../support/cli-process.js';
import { freshPostgresDatabase, uid } from '../support/test-service.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const START_TIMEOUT = 120_000;

/** One launch of the service as a launcher makes it: its token in the environment, its launch id and the person's name given. */
interface Launch {
  token: string;
  launchId?: string;
  userName?: string;
}

/** A running service: its process and a client per token. */
interface Running {
  proc: CliProcess;
  baseUrl: string;
}

async function launch(location: string[], { token, launchId, userName }: Launch): Promise<Running> {
  const port = await freePort();
  const args = [...location, '--port', String(port)];
  if (launchId !== undefined) args.push('--launch-id', launchId);
  if (userName !== undefined) args.push('--user-name', userName);
  const proc = spawnCli(args, { OBLIK_SERVICE_TOKEN: token });
  return { proc, baseUrl: await waitForListening(proc, port, START_TIMEOUT) };
}

async function stop(service: Running): Promise<void> {
  signalCli(service.proc, 'SIGTERM');
  await service.proc.exited;
}

/** The status a service answers `token` with. */
const statusOf = async (service: Running, token: string) => (await httpClient(service.baseUrl, token).get('/store/index/')).status;

/** Makes a store through `service` with `token` and returns who the history names for it. */
async function whoMadeAStore(service: Running, token: string): Promise<string | null> {
  const client = httpClient(service.baseUrl, token);
  const storeUid = uid();
  expect((await client.post('/store/update', { uid: storeUid, name: 'Склад запуску' })).status).toBe(200);
  const history = HistoryRecord.array().parse((await client.get('/history/', { uid: storeUid })).body.data);
  return history[0]?.user ?? null;
}

/** The names the company's token list offers for revocation. */
async function listedNames(service: Running, token: string): Promise<string[]> {
  const reply = await httpClient(service.baseUrl, token).get('/company/tokens');
  expect(reply.status).toBe(200);
  return reply.body.data.map((t) => t.name);
}

describe('launch tokens', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'oblik-launch-'));
  });
  afterAll(async () => {
    await killAllCli();
    rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(!serverUrl)(
    'two services on one PostgreSQL database both keep working; a restart of one launch replaces only its own token',
    async () => {
      const location = ['--database-url', await freshPostgresDatabase(serverUrl ?? '', '_launches')];
      const a = await launch(location, { token: 'token-of-launch-a', launchId: 'pc-a', userName: 'Олена Коваль' });
      const b = await launch(location, { token: 'token-of-launch-b', launchId: 'pc-b', userName: 'Іван Петренко' });
      expect(await statusOf(a, 'token-of-launch-a')).toBe(200);
      expect(await statusOf(b, 'token-of-launch-b')).toBe(200);
      // Either service knows both launches' tokens: they share the database.
      expect(await statusOf(b, 'token-of-launch-a')).toBe(200);
      expect(await whoMadeAStore(a, 'token-of-launch-a')).toBe('Олена Коваль');
      expect(await whoMadeAStore(b, 'token-of-launch-b')).toBe('Іван Петренко');
      expect(await listedNames(a, 'token-of-launch-a')).toEqual([]);

      await stop(a);
      const again = await launch(location, { token: 'token-of-launch-a-2', launchId: 'pc-a', userName: 'Олена Коваль' });
      expect(await statusOf(again, 'token-of-launch-a-2')).toBe(200);
      expect(await statusOf(again, 'token-of-launch-a')).toBe(401);
      expect(await statusOf(b, 'token-of-launch-b')).toBe(200);
      expect(await statusOf(b, 'token-of-launch-a-2')).toBe(200);
      await stop(again);
      await stop(b);
    },
    4 * START_TIMEOUT,
  );

  it.skipIf(!serverUrl)(
    'a launch without an id keeps its token beside the others and takes it away when it stops',
    async () => {
      const location = ['--database-url', await freshPostgresDatabase(serverUrl ?? '', '_idless')];
      const a = await launch(location, { token: 'idless-a', userName: 'Олена Коваль' });
      const b = await launch(location, { token: 'idless-b', userName: 'Олена Коваль' });
      expect(await statusOf(a, 'idless-a')).toBe(200);
      expect(await statusOf(b, 'idless-b')).toBe(200);
      await stop(a);
      expect(await statusOf(b, 'idless-a')).toBe(401);
      expect(await statusOf(b, 'idless-b')).toBe(200);
      await stop(b);
    },
    3 * START_TIMEOUT,
  );

  it(
    "a company file's relaunch replaces its own token, which the token list never offers",
    async () => {
      const file = join(dir, 'company.oblik');
      const location = ['--data', file];
      const first = await launch(location, { token: 'file-launch-1', launchId: 'this-pc', userName: 'Олена Коваль' });
      expect(await whoMadeAStore(first, 'file-launch-1')).toBe('Олена Коваль');
      expect(await listedNames(first, 'file-launch-1')).toEqual([]);
      await stop(first);

      const listed = spawnCli(['--data', file, '--list-tokens']);
      expect((await listed.exited).code).toBe(0);
      expect(listed.output().stdout).toBe('no tokens\n');

      const second = await launch(location, { token: 'file-launch-2', launchId: 'this-pc', userName: 'Олена Коваль' });
      expect(await statusOf(second, 'file-launch-2')).toBe(200);
      expect(await statusOf(second, 'file-launch-1')).toBe(401);
      await stop(second);
    },
    3 * START_TIMEOUT,
  );

  it(
    "names the launcher's person in the history, never «command line»: the OS user when no name is given",
    async () => {
      const service = await launch(['--data', join(dir, 'unnamed.oblik')], { token: 'unnamed-launch', launchId: 'x' });
      const name = await whoMadeAStore(service, 'unnamed-launch');
      expect(name).not.toBe('command line');
      expect(name).toBeTruthy();
      await stop(service);
    },
    2 * START_TIMEOUT,
  );

  it.each([
    [['--launch-id', ''], '--launch-id'],
    [['--launch-id', 'x'.repeat(201)], '--launch-id'],
    [['--user-name', ''], '--user-name'],
    [['--user-name', 'x'.repeat(101)], '--user-name'],
  ])(
    'refuses %j with the usage',
    async (extra, words) => {
      const proc = spawnCli(['--data', join(dir, 'refused.oblik'), '--port', '0', ...extra], { OBLIK_SERVICE_TOKEN: 'refused' });
      expect((await proc.exited).code).toBe(2);
      expect(proc.output().stderr).toContain(words);
    },
    60_000,
  );
});
