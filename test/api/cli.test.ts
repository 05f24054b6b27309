import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, PAYMENT_TYPES, todayIso } from '../../shared/api/index.js';
import {
  builtService,
  freePort,
  httpClient,
  ROOT,
  killAllCli,
  signalCli,
  spawnCli,
  startCli,
  type CliProcess,
  type HttpClient,
} from '../support/cli-process.js';
import type { Envelope } from '../support/api-replies.js';
import { defined } from '../support/checked.js';

const TOKEN = 'cli-test-token';
// A fresh store plus a year of demo documents: seconds on a quiet machine, much more on a busy one.
const START_TIMEOUT = 240_000;

const today = todayIso();
const yearAgoDate = new Date(`${today}T00:00:00Z`);
yearAgoDate.setUTCFullYear(yearAgoDate.getUTCFullYear() - 1);
const yearAgo = yearAgoDate.toISOString().slice(0, 10);

/** Every record of a document or payment index within the last year, page by page. */
async function indexAll<T>(readPage: (query: Record<string, string | number>) => Promise<{ status: number; body: Envelope<T[]> }>) {
  const all: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await readPage({ from: yearAgo, to: today, pageSize: 100, offset });
    expect(page.status).toBe(200);
    all.push(...page.body.data);
    if (all.length >= defined(page.body.totalCount, 'totalCount') || page.body.data.length === 0) return all;
  }
}

async function totalOf(api: HttpClient, path: '/store/index/' | '/agent/index/' | '/entity/index/'): Promise<number> {
  return defined((await api.get(path, { pageSize: 1 })).body.totalCount, 'totalCount');
}

describe('the command line service with the demo company', () => {
  let dataDir: string;
  let port: number;
  let service: { proc: CliProcess; baseUrl: string };
  let api: HttpClient;
  let documentsOfFirstRun: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'oblik-cli-'));
    port = await freePort();
    service = await startCli({ file: join(dataDir, 'company.oblik'), port, token: TOKEN, demo: true, timeoutMs: START_TIMEOUT });
    api = httpClient(service.baseUrl, TOKEN);
  }, START_TIMEOUT + 10_000);

  afterAll(async () => {
    await killAllCli();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a request without a token', async () => {
    const reply = await httpClient(service.baseUrl, null).get('/store/index/');
    expect(reply.status).toBe(401);
    expect(reply.body.success).toBe(false);
  });

  it('holds a demo company with stores, 50 agents and 300 entities', async () => {
    expect(await totalOf(api, '/store/index/')).toBeGreaterThanOrEqual(3);
    expect(await totalOf(api, '/agent/index/')).toBe(50);
    expect(await totalOf(api, '/entity/index/')).toBe(300);
  });

  it('has documents of every type in the last twelve months, most of them posted', async () => {
    const documents = await indexAll((query) => api.get('/document/index/', query));
    documentsOfFirstRun = documents.map((d) => d.uid);
    expect(new Set(documents.map((d) => d.type))).toEqual(new Set(DOCUMENT_TYPES));
    expect(documents.every((d) => d.date >= yearAgo && d.date <= today)).toBe(true);
    // Every tenth document, asked one by one, the way a client checks a posting state.
    const sample = documents.filter((_, i) => i % 10 === 0);
    const states = await Promise.all(sample.map((d) => api.get(`/document/getdone/${d.uid}`)));
    const posted = states.filter((s) => s.status === 200 && s.body.data.done === true).length;
    expect(posted / sample.length).toBeGreaterThan(0.85);
  });

  it('has payments of every kind, linked to the invoices they pay', async () => {
    const payments = await indexAll((query) => api.get('/paydocument/index/', query));
    expect(new Set(payments.map((p) => p.type))).toEqual(new Set(PAYMENT_TYPES));
    expect(payments.filter((p) => p.done).length / payments.length).toBeGreaterThan(0.85);
    const invoices = (await indexAll((query) => api.get('/document/index/', query))).filter((d) => d.type === 'invoice');
    expect(invoices.some((i) => i.status === 'closed' && i.paid > 0 && i.shipped > 0)).toBe(true);
  });

  it('reports stock in the warehouses and what customers owe', async () => {
    const balance = await api.get('/report/warehousebalance/');
    expect(balance.status).toBe(200);
    expect(balance.body.data.rows.length).toBeGreaterThan(0);
    expect(new Set(balance.body.data.rows.map((r) => r.store.uid)).size).toBeGreaterThanOrEqual(3);
    const turnover = await api.get('/report/agentturnover/', { accCode: '361', from: yearAgo, to: today });
    expect(turnover.status).toBe(200);
    expect(turnover.body.data.rows.length).toBeGreaterThan(0);
    expect(turnover.body.data.total.dbSum).toBeGreaterThan(0);
    expect(turnover.body.data.total.crSum).toBeGreaterThan(0);
  });

  it('exits with code 0 on SIGTERM and frees its port', async () => {
    service.proc.child.kill('SIGTERM');
    expect(await service.proc.exited).toEqual({ code: 0, signal: null });
    await expect(fetch(`${service.baseUrl}/store/index/`)).rejects.toThrow();
  });

  it(
    'keeps the data on a second start and does not seed the demo twice',
    async () => {
      const again = await startCli({ file: join(dataDir, 'company.oblik'), port, token: TOKEN, demo: true, timeoutMs: START_TIMEOUT });
      try {
        const second = httpClient(again.baseUrl, TOKEN);
        expect(await totalOf(second, '/agent/index/')).toBe(50);
        expect(await totalOf(second, '/entity/index/')).toBe(300);
        const documents = await indexAll((query) => second.get('/document/index/', query));
        expect(documents.length).toBeGreaterThan(0);
        expect(documents.map((d) => d.uid)).toEqual(documentsOfFirstRun);
      } finally {
        signalCli(again.proc, 'SIGTERM');
        await again.proc.exited;
      }
    },
    START_TIMEOUT,
  );

  it(
    'takes a token from the environment and retires the token of the previous launch',
    async () => {
      const fresh = 'next-launch-token';
      const again = await startCli({
        file: join(dataDir, 'company.oblik'),
        port,
        token: fresh,
        tokenInEnv: true,
        timeoutMs: START_TIMEOUT,
      });
      try {
        expect(again.proc.child.spawnargs.join(' ')).not.toContain(fresh);
        expect((await httpClient(again.baseUrl, fresh).get('/store/index/')).status).toBe(200);
        expect((await httpClient(again.baseUrl, TOKEN).get('/store/index/')).status).toBe(401);
      } finally {
        signalCli(again.proc, 'SIGTERM');
        await again.proc.exited;
      }
    },
    START_TIMEOUT,
  );
});

// A launcher stops the service the moment it has read its address (the e2e suite's template company
// does); a stop that arrived before the service heard its signals killed it with the company file
// open, its last months left in the write-ahead log beside it, and a copy of the file alone lacked them.
// The first run starts the sources under tsx's loader (`npm run server`, the browser host without --built-service),
// the others the built service the app runs: the other tests start only the built one (docs/testing.md, "Vitest").
describe.concurrent('a stop right after the address is announced', () => {
  const runs = [
    { run: 1, program: () => ['--import', 'tsx', 'server/cli.ts'] },
    { run: 2, program: () => [builtService()] },
    { run: 3, program: () => [builtService()] },
  ];
  for (const { run, program } of runs) {
    it(`closes the company file whole, with no log left beside it (run ${run})`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'oblik-cli-stop-'));
      try {
        const file = join(dir, 'company.oblik');
        // The service itself, as the app's launcher runs it, without tsx's wrapper process between.
        const child = spawn(process.execPath, [...program(), '--data', file, '--port', '0', '--token', TOKEN], {
          cwd: ROOT,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('listening on')) child.kill('SIGTERM');
        });
        const exited = await new Promise((done) => child.once('close', (code, signal) => done({ code, signal })));
        expect(exited).toEqual({ code: 0, signal: null });
        expect(existsSync(file)).toBe(true);
        expect(existsSync(`${file}-wal`)).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

// Each case starts its own short-lived process, so they run side by side.
describe.concurrent('the command line with bad arguments', () => {
  afterAll(killAllCli);

  it('exits with an error and says why when the port is not a number', async () => {
    const proc = spawnCli(['--data', tmpdir(), '--port', 'abc', '--token', TOKEN]);
    const { code } = await proc.exited;
    expect(code).not.toBe(0);
    expect(proc.output().stderr).toContain('--port must be a port number');
  });

  it('exits with an error and says why when no data folder is given', async () => {
    const proc = spawnCli(['--port', '0', '--token', TOKEN]);
    const { code } = await proc.exited;
    expect(code).not.toBe(0);
    expect(proc.output().stderr).toContain('--data');
  });

  it('exits with an error on an option it does not know', async () => {
    const proc = spawnCli(['--data', tmpdir(), '--colour', 'blue']);
    const { code } = await proc.exited;
    expect(code).not.toBe(0);
    expect(proc.output().stderr).toContain('usage:');
  });
});
