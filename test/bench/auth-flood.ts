/**
 * The latency of good requests while a flood of bad tokens hits the service (docs/security.md,
 * "Failed authentication"). Run: `npx tsx test/bench/auth-flood.ts`. It starts the service with
 * an in-memory company in a child process on 127.0.0.1 (so the flood's client does not share
 * the service's event loop), measures, prints, and stops by itself. Nothing is asserted.
 *
 * Printed: the p50 of good requests idle, and during a flood of bad tokens at FLOOD_PER_SECOND,
 * with the per-address gate on (the default) and, for comparison, off.
 */
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { at } from '../support/checked.js';

const GOOD_TOKEN = 'bench-good-token';
const FLOOD_PER_SECOND = 2000;
const GOOD_REQUESTS = 2000;

async function serve(gate: boolean): Promise<void> {
  const { buildServer } = await import('../../server/app.js');
  const { registerToken } = await import('../../server/auth.js');
  const { openCompanyDb } = await import('../../server/database/company-db.js');
  const companyDb = await openCompanyDb({ memory: true });
  await companyDb.write((trx) => registerToken(trx, GOOD_TOKEN, { name: 'bench', canPost: true, canUnpost: true }));
  const app = await buildServer({
    companyDb,
    rateLimitPerMinute: 1_000_000,
    authFailuresPerMinute: gate ? 60 : Number.MAX_SAFE_INTEGER,
    logger: { level: 'warn' },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`listening on ${address}\n`);
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
}

function startService(gate: boolean): Promise<{ port: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', gate ? 'gate' : 'nogate'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(seen);
      if (match)
        resolve({
          port: Number(match[1]),
          stop: () => {
            child.stdin.end();
            child.kill();
          },
        });
    });
    child.on('exit', (code) => reject(new Error(`the service stopped (${code})`)));
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function get(port: number, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/store/index/?pageSize=1', headers: { authorization: token }, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function p50OfGood(port: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < GOOD_REQUESTS; i += 1) {
    const start = performance.now();
    const status = await get(port, GOOD_TOKEN);
    if (status !== 200) throw new Error(`a good request got ${status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return at(times, Math.floor(times.length / 2));
}

/** Sends bad tokens at FLOOD_PER_SECOND (in batches every 10 ms) until `stop` is called; returns the statuses seen. */
function flood(port: number): { stop: () => Promise<Map<number, number>> } {
  const statuses = new Map<number, number>();
  const pending = new Set<Promise<void>>();
  let n = 0;
  const timer = setInterval(() => {
    for (let i = 0; i < FLOOD_PER_SECOND / 100; i += 1) {
      const sent: Promise<void> = get(port, `bad-${n++}`)
        .then(
          (status) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          },
          () => {
            statuses.set(0, (statuses.get(0) ?? 0) + 1);
          },
        )
        .finally(() => pending.delete(sent));
      pending.add(sent);
    }
  }, 10);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      return statuses;
    },
  };
}

async function measure(gate: boolean): Promise<{ idle: number; flooded: number; statuses: Map<number, number> }> {
  const service = await startService(gate);
  try {
    await p50OfGood(service.port); // warm-up
    const idle = await p50OfGood(service.port);
    const running = flood(service.port);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const flooded = await p50OfGood(service.port);
    return { idle, flooded, statuses: await running.stop() };
  } finally {
    service.stop();
  }
}

async function main(): Promise<void> {
  const ms = (value: number) => `${Math.round(value * 100) / 100} ms`;
  const withGate = await measure(true);
  process.stdout.write(`auth flood: good requests p50 idle: ${ms(withGate.idle)}\n`);
  process.stdout.write(
    `auth flood: good requests p50 during ${FLOOD_PER_SECOND}/s bad tokens: ${ms(withGate.flooded)} ` +
      `(bad tokens answered: ${[...withGate.statuses].map(([s, c]) => `${c}× ${s}`).join(', ')})\n`,
  );
  const withoutGate = await measure(false);
  process.stdout.write(
    `auth flood: without the per-address gate, idle ${ms(withoutGate.idle)}, during the flood ${ms(withoutGate.flooded)}\n`,
  );
  agent.destroy();
}

if (process.argv.includes('--serve')) void serve(process.argv.includes('gate'));
else await main();
