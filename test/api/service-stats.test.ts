import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as loopTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerToken, replaceTokensOf } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { openCompanyDb, type CompanyDb } from '../../server/database/company-db.js';
import { SERVICE_BACKUP_PATH, SERVICE_STATS_PATH, SERVICE_STATS_RESET_PATH } from '../../server/service-routes.js';
import { freePort, httpClient, killAllCli, signalCli, spawnCli, waitForListening } from '../support/cli-process.js';
import { apiClient, freshPostgresDatabase, TOKENS } from '../support/test-service.js';

/** The per-launch token the desktop core gives the service it starts (server/cli.ts registers it the same way). */
const LAUNCH_TOKEN = 'launch-token-of-the-stats-test';

/** Holds the event loop, as a request that computes without awaiting would. */
function holdLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* busy */
  }
}

/**
 * Resolves once the event loop has run its timers: the delay monitors time the loop with a timer, so a
 * hold is on their record then. Two turns of the check phase enclose one of the timers phase.
 */
async function timersRun(): Promise<void> {
  await loopTurn();
  await loopTurn();
}

describe("the service's own stats", () => {
  let companyDb: CompanyDb;
  let app: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    companyDb = await openCompanyDb(serverUrl ? { databaseUrl: await freshPostgresDatabase(serverUrl, '_stats') } : { memory: true });
    await companyDb.write(async (trx) => {
      await registerToken(trx, TOKENS.full, { name: 'full', canPost: true, canUnpost: true });
      await replaceTokensOf(trx, { name: 'command line', token: LAUNCH_TOKEN, rights: { canPost: true, canUnpost: true } });
    });
    app = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000, service: { token: LAUNCH_TOKEN } });
  });

  afterAll(async () => {
    await app?.close();
    await companyDb?.close();
  });

  it("are known only to the launcher's token: any other token gets the 404 of a path that does not exist", async () => {
    const api = apiClient(app);
    const unknown = await api.get('/_service/nothing');
    expect(unknown.status).toBe(404);
    const stats = await api.get(SERVICE_STATS_PATH);
    expect(stats.status).toBe(404);
    // The very answer of a path that does not exist, which never repeats the path.
    expect(stats.body).toEqual(unknown.body);
    const reset = await api.post(SERVICE_STATS_RESET_PATH, {});
    expect(reset.status).toBe(404);
    expect(reset.body).toEqual(unknown.body);
    // No token at all is refused before any route, as everywhere.
    expect((await apiClient(app, null).get(SERVICE_STATS_PATH)).status).toBe(401);
  });

  it('a service nobody launched with a token has no such route, whatever the token', async () => {
    const plain = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000 });
    try {
      for (const token of [LAUNCH_TOKEN, TOKENS.full]) {
        expect((await apiClient(plain, token).get(SERVICE_STATS_PATH)).status).toBe(404);
        expect((await apiClient(plain, token).post(SERVICE_STATS_RESET_PATH, {})).status).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });

  it("tell the launcher the longest the event loop was held, over the service's life and since the last reset, and its memory", async () => {
    const launcher = apiClient(app, LAUNCH_TOKEN);
    await launcher.post(SERVICE_STATS_RESET_PATH, {});
    // A second's hold stands out from anything a busy machine does to a test by itself.
    holdLoop(1000);
    await timersRun();
    const period = await launcher.post(SERVICE_STATS_RESET_PATH, {});
    expect(period.status).toBe(200);
    expect(period.body.success).toBe(true);
    expect(Object.keys(period.body.data).sort()).toEqual(['eventLoopMaxMs', 'eventLoopP99Ms', 'memory', 'peakRssMb', 'rssMb']);
    // Where the memory is: the main thread's heap and what lies outside it.
    expect(period.body.data.memory.heap.usedMb).toBeGreaterThan(0);
    expect(period.body.data.memory.externalMb).toBeGreaterThanOrEqual(0);
    expect(period.body.data.eventLoopMaxMs).toBeGreaterThanOrEqual(900);
    expect(period.body.data.eventLoopP99Ms).toBeLessThanOrEqual(period.body.data.eventLoopMaxMs);

    // The reset started a new period without that hold (its reply came once the period had its first
    // figure); the service's whole life still has it.
    const next = await launcher.post(SERVICE_STATS_RESET_PATH, {});
    expect(next.body.data.eventLoopMaxMs).toBeLessThan(900);
    const life = await launcher.get(SERVICE_STATS_PATH);
    expect(life.status).toBe(200);
    expect(life.body.data.eventLoopMaxMs).toBeGreaterThanOrEqual(900);
    expect(life.body.data.rssMb).toBeGreaterThan(0);
    expect(life.body.data.peakRssMb).toBeGreaterThanOrEqual(life.body.data.rssMb);
  });

  it("the launcher's backup route is there only on a company file: a PostgreSQL server has its own backup tools", async () => {
    const reply = await apiClient(app, LAUNCH_TOKEN).post(SERVICE_BACKUP_PATH, { to: 'relative' });
    // On a company file the route answers (and refuses a relative path); on PostgreSQL it does not exist.
    expect(reply.status).toBe(companyDb.sqlite ? 400 : 404);
  });
});

describe("the command line's --rate-limit", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'oblik-rate-limit-'));
  });
  afterAll(async () => {
    await killAllCli();
    rmSync(work, { recursive: true, force: true });
  });

  /** Starts the service on a new company file with the launch token in the environment, as the app does. */
  async function start(rateLimit: string) {
    const port = await freePort();
    const proc = spawnCli(['--data', join(work, `limit-${rateLimit}.oblik`), '--port', String(port), '--rate-limit', rateLimit], {
      OBLIK_SERVICE_TOKEN: LAUNCH_TOKEN,
    });
    const api = httpClient(await waitForListening(proc, port, 120_000), LAUNCH_TOKEN);
    return {
      api,
      stop: async () => {
        signalCli(proc, 'SIGTERM');
        await proc.exited;
      },
    };
  }

  it('takes the requests per minute per token, and 0 for no limit at all', async () => {
    const limited = await start('3');
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.api.get('/store/index/')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.stop();
    }
    const unlimited = await start('0');
    try {
      // The default would allow 6,000 a minute; "no limit" must not mean "nothing".
      const statuses = new Set<number>();
      for (let i = 0; i < 50; i++) statuses.add((await unlimited.api.get('/store/index/')).status);
      expect([...statuses]).toEqual([200]);
      // The launch token from the environment sees the service's stats, as the benchmark reads them.
      expect((await unlimited.api.get(SERVICE_STATS_PATH)).status).toBe(200);
    } finally {
      await unlimited.stop();
    }
  }, 300_000);

  it('refuses anything but a whole number', async () => {
    for (const value of ['-1', '1.5', 'lots', '']) {
      const proc = spawnCli(['--data', join(work, 'refused.oblik'), '--port', '0', '--rate-limit', value]);
      const { code } = await proc.exited;
      expect(code, value).not.toBe(0);
      expect(proc.output().stderr, value).toContain('--rate-limit');
    }
  }, 300_000);
});
