import { randomUUID } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import pg from 'pg';
import { SERVICE_MEMORY_ENV, SERVICE_NODE_FLAGS, SERVICE_TOKEN_ENV } from '../../electron/core/service-runtime.js';
import { RELEASE_IDLE_MS } from '../../server/memory.js';
import { SERVICE_STATS_PATH, SERVICE_STATS_RESET_PATH, type ServiceStats } from '../../server/service-routes.js';
import { SCHEMA_VERSION } from '../../server/database/migrations.js';
import { openCompanyDb, type CompanyDb } from '../../server/database/company-db.js';
import { generateCompany, type Company, type CompanySize } from './generate-company.js';
import { percentile } from './office-figures.js';
import { officeFigures } from './office-run.js';
import { at } from '../support/checked.js';
import { clientBankExchange, type StatementDoc } from '../support/bank-statement.js';
import { decodeText } from '../../shared/bank/encoding.js';
import { parseClientBankExchange } from '../../shared/bank/statement.js';
import type { Envelope, ReplyData } from '../support/api-replies.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// Figures are printed `name: value unit` and written to bench-results.json; nothing here asserts a time.
const quick = process.argv.includes('--quick');
const generateOnly = process.argv.includes('--generate-only');
const ui = process.argv.includes('--ui');
const officeOnly = process.argv.includes('--office-only');
const urlIndex = process.argv.indexOf('--database-url');
const databaseUrl = urlIndex > 0 ? process.argv[urlIndex + 1] : undefined;
// The full company, and one ten times smaller for --quick.
const size: CompanySize = quick
  ? { documents: 10_000, years: 3, stores: 2, entities: 500, agents: 200, linesPerDocument: 12 }
  : { documents: 100_000, years: 3, stores: 20, entities: 5000, agents: 2000, linesPerDocument: 12 };
const sizeName = quick ? 'quick' : 'full';
// The companies as generated: a newer schema upgrades the cached file by migration when it opens, so the cache (the
// full company takes long to generate) stays valid; bump the suffix when the generator changes.
const cacheKey = `${sizeName}-sqlite-v4`;
const cacheDir = join(dirname(fileURLToPath(import.meta.url)), '.cache');
const templateDir = join(cacheDir, cacheKey);
const templateFile = `${templateDir}.oblik`;
const runFile = join(cacheDir, `${sizeName}-run.oblik`);
/** The files SQLite keeps beside a company file while it is open. */
const SIDE_FILES = ['-wal', '-shm', '-lock'];
/** The load figure: this many clients at once, each sending its next request when its last reply is in. */
const LOAD_CLIENTS = 20;
const LOAD_SECONDS = quick ? 5 : 20;

/** The generated company brought to this schema, and the schema it is at (the generated file keeps the one it was made with). */
const upgradedFile = join(cacheDir, `${cacheKey}-upgraded.oblik`);
const upgradedMarker = `${templateDir}.schema`;
/** What the upgrade's child process measured, for the parent to report. */
const upgradeFigures = join(cacheDir, `${sizeName}-upgrade.json`);

/** Copies a closed company file, with what a process that died left in its write-ahead log. */
function copyCompanyFile(from: string, to: string): void {
  for (const suffix of ['', ...SIDE_FILES]) rmSync(`${to}${suffix}`, { force: true });
  copyFileSync(from, to);
  if (existsSync(`${from}-wal`) && statSync(`${from}-wal`).size > 0) copyFileSync(`${from}-wal`, `${to}-wal`);
}

/** Opens the copy of the generated company, which upgrades it to this schema, and writes how long that took and from what. */
async function upgradeCachedCompany(): Promise<void> {
  const probe = new DatabaseSync(upgradedFile, { readOnly: true });
  const row = probe.prepare(`select value from meta where key = 'schema_version'`).get();
  probe.close();
  const from = Number(row?.value ?? 0);
  const started = performance.now();
  await (await openCompanyDb({ file: upgradedFile })).close();
  writeFileSync(upgradeFigures, JSON.stringify({ from, seconds: Math.round((performance.now() - started) / 100) / 10 }));
}

/** Reads the company the cache (a company file) or the database (PostgreSQL) already holds. */
async function cachedCompany(companyDb: CompanyDb): Promise<Company | null> {
  if (!databaseUrl) return existsSync(`${templateDir}.json`) ? (JSON.parse(readFileSync(`${templateDir}.json`, 'utf8')) as Company) : null;
  const row = await companyDb.db.selectFrom('meta').select('value').where('key', '=', `bench_${cacheKey}`).executeTakeFirst();
  return row ? (JSON.parse(row.value) as Company) : null;
}

/** Generates the company once (in its own process, so its memory is not the service's) and caches it. */
async function generate(): Promise<void> {
  // openCompanyDb creates the schema (by the migrations, as any new company gets it); the generator then writes with Kysely.
  const companyDb = await openCompanyDb(databaseUrl ? { databaseUrl } : { file: templateFile });
  if (await cachedCompany(companyDb)) return companyDb.close();
  const started = performance.now();
  const company = await generateCompany(companyDb, size);
  process.stdout.write(
    `generated ${company.documents} documents, ${company.stockMoves} stock moves in ${Math.round((performance.now() - started) / 1000)} s\n`,
  );
  if (databaseUrl) {
    await companyDb.db
      .insertInto('meta')
      .values({ key: `bench_${cacheKey}`, value: JSON.stringify(company) })
      .execute();
    await companyDb.close();
  } else {
    await companyDb.close();
    writeFileSync(`${templateDir}.json`, JSON.stringify(company));
  }
}

/** Runs this script again in a child process with one more flag; throws unless it succeeds. */
function runChild(flag: string, what: string): void {
  const [, script = ''] = process.argv;
  const child = spawnSync(process.execPath, [...process.execArgv, script, ...process.argv.slice(2), flag], { stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`${what} failed`);
}

/** A database beside the given one, on the same server; `name` is the database itself. */
function beside(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(name)}`;
  return other.toString();
}

/**
 * On PostgreSQL the generated company (the database the bench was given) is copied afresh into a
 * database of its own for every run, as the company file is: each run adds documents, and the
 * figures would drift from run to run. Returns the copy's URL, or null when the role may not
 * create databases (the run then works in the given database, and says so).
 */
async function copyTemplateDatabase(url: string): Promise<string | null> {
  const template = decodeURIComponent(new URL(url).pathname.slice(1));
  const copy = `${template}_run`;
  const admin = new pg.Client({ connectionString: beside(url, 'postgres') });
  try {
    await admin.connect();
    await admin.query(`drop database if exists "${copy}" with (force)`);
    await admin.query(`create database "${copy}" template "${template}"`);
    return beside(url, copy);
  } catch (error) {
    process.stdout.write(`note: runs in ${template} itself, which keeps what every run adds (${(error as Error).message})\n`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: beside(url, 'postgres') });
  try {
    await admin.connect();
    await admin.query(`drop database if exists "${decodeURIComponent(new URL(url).pathname.slice(1))}" with (force)`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

async function median(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round(at(times, Math.floor(times.length / 2)) * 10) / 10;
}

const megabytes = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

async function main(): Promise<void> {
  if (generateOnly) return generate();
  if (process.argv.includes('--migrate-only')) return upgradeCachedCompany();
  const figures: Record<string, number> = {};
  const report = (name: string, value: number, unit: string) => {
    figures[name] = value;
    process.stdout.write(`${name}: ${value} ${unit}\n`);
    // BENCH_MEMORY=1: the process's memory after each figure, to find which step makes it grow.
    if (process.env.BENCH_MEMORY) {
      const m = process.memoryUsage();
      process.stderr.write(
        `  memory: rss ${Math.round(m.rss / 1048576)} heap ${Math.round(m.heapUsed / 1048576)} external ${Math.round(m.external / 1048576)} MB\n`,
      );
    }
  };
  mkdirSync(cacheDir, { recursive: true });
  const generated = performance.now();
  let fresh: boolean;
  if (databaseUrl) {
    // Opening the given database creates or migrates its schema; whether it holds the company yet is in its meta.
    const template = await openCompanyDb({ databaseUrl });
    fresh = !(await cachedCompany(template));
    await template.close();
  } else fresh = !existsSync(`${templateDir}.json`);
  if (fresh) {
    if (!databaseUrl) for (const suffix of ['', ...SIDE_FILES]) rmSync(`${templateFile}${suffix}`, { force: true });
    runChild('--generate-only', 'generating the company');
  }
  const generateSeconds = Math.round((performance.now() - generated) / 100) / 10;
  let runUrl: string | undefined;
  if (databaseUrl) runUrl = (await copyTemplateDatabase(databaseUrl)) ?? databaseUrl;
  else {
    // The generated company is brought to this schema once, in a copy (migrations can index a million moves and write
    // the entries of 100,000 documents), not in every run's copy; the generated file keeps its schema, so --upgrade
    // times the upgrade again. In a process of its own, like the generation: its memory is not the measured service's.
    if (
      process.argv.includes('--upgrade') ||
      !existsSync(upgradedFile) ||
      !existsSync(upgradedMarker) ||
      readFileSync(upgradedMarker, 'utf8') !== String(SCHEMA_VERSION)
    ) {
      copyCompanyFile(templateFile, upgradedFile);
      runChild('--migrate-only', 'upgrading the cached company');
      const upgrade = JSON.parse(readFileSync(upgradeFigures, 'utf8')) as { from: number; seconds: number };
      writeFileSync(upgradedMarker, String(SCHEMA_VERSION));
      // Writing the entries of every posted document is the ledger's upgrade (schema 13); a company generated later has them.
      if (upgrade.from < 13) report(`upgrade_to_ledger_${sizeName}_company_s`, upgrade.seconds, 's');
      else report('cache_migrated_s', upgrade.seconds, 's');
    }
    copyCompanyFile(upgradedFile, runFile);
  }
  const companyDb = await openCompanyDb(runUrl ? { databaseUrl: runUrl } : { file: runFile });
  const company = await cachedCompany(companyDb);
  if (!company) throw new Error('no generated company');
  report('company_documents', company.documents, '');
  report('company_stock_moves', company.stockMoves, '');
  report(fresh ? 'generate_company_s' : 'cached_company_s', generateSeconds, 's');
  if (runUrl) {
    // The database's whole size on the server, as a company file's is on disk: tables, indexes and what is not yet vacuumed.
    const { rows } = await sql<{ bytes: number }>`select pg_database_size(current_database()) as bytes`.execute(companyDb.db);
    report('company_database_mb', megabytes(Number(at(rows, 0).bytes)), 'MB');
  } else {
    const bytes = [runFile, `${runFile}-wal`].reduce((sum, file) => sum + (existsSync(file) ? statSync(file).size : 0), 0);
    report('company_file_mb', megabytes(bytes), 'MB');
  }
  // The yardstick: one plain aggregation over every movement, in this process before the service holds the company.
  const rawBalance = await median(5, () =>
    sql`select store_id, entity_id, sum(qty), sum(amount) from stock_moves group by 1, 2 having sum(qty) <> 0`.execute(companyDb.db),
  );
  await companyDb.close();

  // The service as the app runs it: the bundle the app ships (out/main/service.js, not the sources through tsx, whose
  // compiler would be counted too) in a process of its own, asked over a socket. Its garbage and its memory are its
  // own; this process is the client, and its memory is not the service's.
  buildService();
  // --office-only: the office's figures alone, on the company as cached (the others take minutes on the full one).
  if (!officeOnly) {
    const bigDocument = await serviceFigures(runUrl, company, report, rawBalance);
    if (ui) uiFigures(bigDocument, company, report);
  }
  await officeFigures({ location: runUrl ? { databaseUrl: runUrl } : { file: runFile }, company, quick, workDir: cacheDir, report });
  if (runUrl && runUrl !== databaseUrl) await dropDatabase(runUrl);
  writeFileSync('bench-results.json', `${JSON.stringify(figures, null, 2)}\n`);
}

type Report = (name: string, value: number, unit: string) => void;

/** The service's figures on its own (plain HTTP on loopback, the launcher's token); returns the 1,000-line document's uid. */
async function serviceFigures(runUrl: string | undefined, company: Company, report: Report, rawBalance: number): Promise<string> {
  // Opening the company is timed over three starts (the median): one start on a busy machine says little.
  const opens: number[] = [];
  for (let i = 0; i < 2; i++) {
    const probe = await startService(runUrl);
    opens.push(probe.openMs);
    await probe.stop();
  }
  const service = await startService(runUrl);
  opens.push(service.openMs);
  report(
    'open_company_ms',
    at(
      [...opens].sort((a, b) => a - b),
      1,
    ),
    'ms',
  );
  try {
    return await measure(company, service, report, rawBalance);
  } finally {
    pooledAgent.destroy();
    await service.stop();
  }
}

/** The service's memory composition in one line (BENCH_MEMORY=1): heaps used/held, Buffers, anonymous and file-backed pages. */
function memoryLine(m: ServiceStats['memory']): string {
  const heap = (h: { usedMb: number; totalMb: number }) => `${Math.round(h.usedMb)}/${Math.round(h.totalMb)}`;
  const threads = Object.entries(m.threads).map(([name, h]) => ` ${name} ${heap(h)}`);
  return `heap ${heap(m.heap)}${threads.join('')} external ${Math.round(m.externalMb)} (buffers ${Math.round(m.arrayBuffersMb)}) anon ${m.anonymousMb ?? '?'} file ${m.fileMb ?? '?'} MB`;
}
/** A JSON reply of the service, its `data` typed by the endpoint that answers (test/support/api-replies.ts). */
interface Reply<D = unknown> {
  status: number;
  body: Envelope<D>;
}

/** One request to the service; the reply's bytes are read whole, as a client must before it can use them. */
function send(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  agent: Agent = pooledAgent,
): Promise<{ status: number; type: string; bytes: Buffer }> {
  // node:http on kept-alive sockets, the lightest client Node has: figures of a few milliseconds are the service's,
  // not a connection's or a client library's (the 21 MB balances are timed by curl, below).
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers = {
      authorization: SERVICE_TOKEN,
      ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
    };
    const req = request(`${base}${path}`, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), bytes: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    // No request of the bench waits for ever: a service that stopped answering fails the run.
    req.setTimeout(120_000, () => req.destroy(new Error(`${method} ${path}: no reply in 120 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}
const pooledAgent = new Agent({ keepAlive: true, maxSockets: 1 });

/** A client of the service over HTTP, as the app's main process asks it. */
function httpClient(base: string) {
  const call = async <D>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply<D>> => {
    const r = await send(base, method, path, body);
    if (!r.type.includes('json')) throw new Error(`${method} ${path}: answered ${r.status} ${r.type}, not the JSON envelope`);
    return { status: r.status, body: JSON.parse(r.bytes.toString('utf8')) as Envelope<D> };
  };
  return {
    get: <U extends string>(path: U, query: Record<string, string | number> = {}) => {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
      return call<ReplyData<'GET', U>>('GET', qs.size ? `${path}?${qs}` : path);
    },
    post: <U extends string>(path: U, body: unknown) => call<ReplyData<'POST', U>>('POST', path, body),
    /** Printed forms come as bytes, not the envelope. */
    bytes: async (path: string) => {
      const r = await send(base, 'GET', path);
      return { status: r.status, body: r.bytes.toString('utf8', 0, 300) };
    },
  };
}

const SERVICE_TOKEN = `bench-${randomUUID()}`;

/** Builds out/ under the e2e tests' lock (they run from out/ too). */
function buildService(): void {
  const build = spawnSync('flock', ['/tmp/oblik-e2e.lock', 'npx', 'electron-vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) throw new Error('building the service bundle failed');
}

interface Service {
  base: string;
  pid: number | undefined;
  openMs: number;
  stop: () => Promise<void>;
}

/**
 * Starts the built service on the run's company, with the bench's token as the launcher's (so its
 * stats route answers the bench) and no rate limit (the load figure sends thousands of requests a
 * minute). `openMs` is from the start of its process to its `listening on` line.
 */
async function startService(url: string | undefined): Promise<Service> {
  const args = url ? ['--database-url', url] : ['--data', runFile];
  const started = performance.now();
  // BENCH_SERVICE_NODE_ARGS: Node flags to try on the service, after the app's own.
  const nodeArgs = [...SERVICE_NODE_FLAGS, ...(process.env.BENCH_SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(
    process.execPath,
    [...nodeArgs, join(ROOT, 'out', 'main', 'service.js'), ...args, '--port', '0', '--rate-limit', '0'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...SERVICE_MEMORY_ENV, [SERVICE_TOKEN_ENV]: SERVICE_TOKEN },
    },
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let seen = '';
      child.stdout.on('data', (chunk: Buffer) => {
        seen += chunk.toString('utf8');
        const address = /listening on (http:\/\/\S+)/.exec(seen)?.[1];
        if (address) resolve(address);
      });
      child.once('exit', (code) => reject(new Error(`the service stopped (${code}) before it listened`)));
    });
    const openMs = Math.round(performance.now() - started);
    // The load figure floods the service: only ever on this machine.
    if (new URL(base).hostname !== '127.0.0.1') throw new Error(`the service listens on ${base}, not on loopback`);
    return { base, openMs, stop, pid: child.pid };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The preview of a 2,000-line bank statement (docs/performance.md): the bench company's agents get
 * registry codes and IBANs and 100 of them an open invoice (not timed); the statement names them by
 * code, by IBAN, by a name no agent has (the lookup of every name) and pays the invoices by the number
 * in the purpose or by their open amount. The figure is the file decoded, parsed and previewed.
 */
async function bankPreview(
  company: Company,
  api: ReturnType<typeof httpClient>,
  must: <R extends { status: number; body: unknown }>(reply: Promise<R>) => Promise<R>,
): Promise<number> {
  const agents = company.agents;
  const codeOf = (i: number) => String(30_000_000 + i);
  const ibanOf = (i: number) => `UA${String(i).padStart(27, '7')}`;
  for (let i = 0; i < agents.length; i += 1000) {
    await must(
      api.post(
        '/agent/batch',
        agents.slice(i, i + 1000).map((uid, j) => ({ uid, code: codeOf(i + j), iban: ibanOf(i + j) })),
      ),
    );
  }
  const service = company.entities[0];
  const invoices: { no: string; date: string; sum: string; agent: number }[] = [];
  for (let i = 0; i < 100; i++) {
    const sum = `${100 + i}.50`;
    const made = await must(
      api.post('/document/update', {
        uid: randomUUID(),
        type: 'invoice',
        date: company.lastDate,
        agent: { uid: at(agents, i % agents.length) },
        details: [{ entity: { uid: service }, qty: 1, price: sum }],
      }),
    );
    await must(api.post('/document/setdone', { uid: made.body.data.uid, done: true }));
    invoices.push({ no: made.body.data.no, date: company.lastDate, sum, agent: i % agents.length });
  }
  const account = `UA${'1'.repeat(27)}`;
  const ukDate = (iso: string) => iso.split('-').reverse().join('.');
  const docs = Array.from({ length: 2000 }, (_, i): StatementDoc => {
    const agent = i % agents.length;
    const kind = i % 4;
    const invoice = i < 400 ? invoices[Math.floor(i / 4)] : undefined;
    const them = {
      name: kind === 2 ? `Невідомий контрагент ${i}` : `Контрагент ${agent}`,
      code: kind === 0 || kind === 3 ? codeOf(invoice?.agent ?? agent) : '',
      account: kind === 1 ? ibanOf(agent) : `UA${String(i).padStart(27, '9')}`,
    };
    const ours = { name: 'Наша організація', code: '12345678', account };
    const purpose = invoice && kind === 0 ? `Оплата згідно рах. № ${invoice.no} від ${ukDate(invoice.date)}` : `Оплата за товари ${i}`;
    const amount = invoice && (kind === 0 || kind === 3) ? invoice.sum : `${1 + (i % 997)}.${String(i % 100).padStart(2, '0')}`;
    const inbound = i % 3 !== 0 || kind === 0 || kind === 3;
    return {
      no: String(100_000 + i),
      date: ukDate(company.lastDate),
      amount,
      payer: inbound ? them : ours,
      payee: inbound ? ours : them,
      purpose,
    };
  });
  const bytes = clientBankExchange(account, { from: ukDate(company.firstDate), to: ukDate(company.lastDate), docs });
  return median(3, async () => {
    const statement = parseClientBankExchange(decodeText(bytes).text, account);
    if (statement.lines.length !== 2000) throw new Error(`the statement read ${statement.lines.length} lines, not 2000`);
    const reply = await must(api.post('/bank/preview', { lines: statement.lines }));
    if (reply.body.data.lines.length !== 2000) throw new Error('the preview answered fewer lines');
  });
}

/**
 * The import of a 5,000-line statement with `post: true` (docs/performance.md), once: a quarter of
 * the lines name an agent of the company, a quarter create an agent whose code one already has (it
 * is taken), the rest create 1,000 new agents. Timed on its own; its event-loop figure is the phase's.
 */
async function bankImport(
  company: Company,
  api: ReturnType<typeof httpClient>,
  must: <R extends { status: number; body: unknown }>(reply: Promise<R>) => Promise<R>,
): Promise<number> {
  const account = `UA${'2'.repeat(27)}`;
  const lines = Array.from({ length: 5000 }, (_, i) => {
    const known = at(company.agents, i % company.agents.length);
    const code = i % 4 === 1 ? String(30_000_000 + (i % company.agents.length)) : String(50_000_000 + (i % 1000));
    return {
      no: String(200_000 + i),
      date: company.lastDate,
      amount: `${1 + (i % 997)}.${String(i % 100).padStart(2, '0')}`,
      direction: i % 3 === 0 ? 'out' : 'in',
      account,
      counterparty: { name: `Платник ${i % 1000}`, code, iban: '' },
      purpose: `Оплата за товари ${i}`,
      position: i,
      agent: i % 4 === 0 ? { uid: known } : { create: { name: `Платник ${i % 1000}`, code } },
      invoice: null,
    };
  });
  const started = performance.now();
  const reply = await must(api.post('/bank/import', { post: true, lines }));
  const ms = Math.round(performance.now() - started);
  if (reply.body.data.created.length !== 5000) throw new Error(`the import made ${reply.body.data.created.length} payments, not 5000`);
  return ms;
}

/** The service's figures, reported one by one; returns the uid of the 1,000-line document, which the ui figures open. */
async function measure(company: Company, service: Service, report: Report, rawBalance: number): Promise<string> {
  const api = httpClient(service.base);
  const [store0] = company.stores;
  const lines = (n: number) => company.stocked.slice(0, n).map((uid) => ({ entity: { uid }, qty: 1, price: 20 }));
  const must = async <R extends { status: number; body: unknown }>(reply: Promise<R>): Promise<R> => {
    const r = await reply;
    if (r.status !== 200) throw new Error(JSON.stringify(r.body));
    return r;
  };
  // The service times its own event loop; each step of the run below is one period of it. A step's
  // figure is the longest the loop was held while it ran: every request in flight waited that long.
  const heldBy: { phase: string; ms: number }[] = [];
  const stats = async (path: typeof SERVICE_STATS_PATH | typeof SERVICE_STATS_RESET_PATH): Promise<ServiceStats> =>
    (await must(path === SERVICE_STATS_PATH ? api.get(path) : api.post(path, {}))).body.data;
  const phase = async (name: string) => {
    const period = await stats(SERVICE_STATS_RESET_PATH);
    heldBy.push({ phase: name, ms: period.eventLoopMaxMs });
    report(`event_loop_max_ms_${name}`, period.eventLoopMaxMs, 'ms');
    // BENCH_MEMORY=1: the service's memory after each step too.
    if (process.env.BENCH_MEMORY)
      process.stderr.write(`  service: rss ${period.rssMb} MB, peak ${period.peakRssMb} MB, ${memoryLine(period.memory)}\n`);
  };
  // From the routes' registration (the end of the start) to now.
  await phase('start');

  // The first posting after the start is reported on its own: the statements are prepared, the ledger's code is
  // compiled and the company's pages read into the cache on first use. The postings timed next follow it at once,
  // with no warm-up: SQLite is native code, and the first posting costs about what the later ones do (measured on
  // the full company: 58 ms, then a median of 56 ms).
  const warmUid = randomUUID();
  const otherGoods = company.stocked.slice(20, 40).map((uid) => ({ entity: { uid }, qty: 1, price: 20 }));
  await must(
    api.post('/document/update', {
      uid: warmUid,
      type: 'waybillOut',
      date: company.lastDate,
      agent: { uid: company.agents[0] },
      storeOut: { uid: store0 },
      details: otherGoods,
    }),
  );
  report('post_waybill_20_lines_first_ms', await median(1, () => must(api.post('/document/setdone', { uid: warmUid, done: true }))), 'ms');
  await must(api.post('/document/setdone', { uid: warmUid, done: false }));
  await phase('post_first');

  // Posting is /document/setdone of a saved note (the spec's transition); saving it first is reported on its own.
  const saves: number[] = [];
  const posts: number[] = [];
  for (let i = 0; i < 9; i++) {
    const uid = randomUUID();
    saves.push(
      await median(1, () =>
        must(
          api.post('/document/update', {
            uid,
            type: 'waybillOut',
            date: company.lastDate,
            agent: { uid: company.agents[0] },
            storeOut: { uid: store0 },
            details: lines(20),
          }),
        ),
      ),
    );
    posts.push(await median(1, () => must(api.post('/document/setdone', { uid, done: true }))));
  }
  const middle = (values: number[]) =>
    at(
      [...values].sort((a, b) => a - b),
      Math.floor(values.length / 2),
    );
  report('post_waybill_20_lines_ms', middle(posts), 'ms');
  report('save_waybill_20_lines_ms', middle(saves), 'ms');
  await phase('post');

  // A year back: the unpost, the past balance and the turnover period.
  const yearBack = new Date(Date.parse(company.lastDate) - 365 * 86_400_000).toISOString().slice(0, 10);
  const backdated = await must(
    api.post('/document/update', {
      uid: randomUUID(),
      type: 'waybillIn',
      date: yearBack,
      agent: { uid: company.agents[0] },
      storeIn: { uid: store0 },
      details: lines(20),
    }),
  );
  const unpostTimes: number[] = [];
  for (let i = 0; i < 3; i++) {
    await must(api.post('/document/setdone', { uid: backdated.body.data.uid, done: true }));
    unpostTimes.push(await median(1, () => must(api.post('/document/setdone', { uid: backdated.body.data.uid, done: false }))));
  }
  report('unpost_backdated_ms', middle(unpostTimes), 'ms');
  await phase('unpost_backdated');

  // The balance is the service's reply, complete in bytes (20 MB on the full company); parsing it is the client's work.
  // The first call after start fills the service's mirror of the running totals, the first at a past date makes its
  // quarter's snapshot (once per quarter in a company's life): both are reported on their own.
  // Timed by curl, from the request to the last byte: Node's own HTTP clients took 30-260 ms to take in the 21 MB
  // that curl reads in 20-30 ms from the same service, so in Node the figure would be the client's.
  const balance = (query: string) => () => {
    const r = spawnSync(
      'curl',
      [
        '-sS',
        '-o',
        '/dev/null',
        '-w',
        '%{http_code} %{time_total}',
        '-H',
        `authorization: ${SERVICE_TOKEN}`,
        `${service.base}/report/warehousebalance/${query}`,
      ],
      { encoding: 'utf8' },
    );
    const [code, seconds] = r.stdout.split(' ');
    if (r.status !== 0 || code !== '200') throw new Error(`balance${query}: curl ${r.status} ${r.stdout} ${r.stderr}`);
    return Number(seconds) * 1000;
  };
  const medianOf = (runs: number, timed: () => number) => middle(Array.from({ length: runs }, timed).map((ms) => Math.round(ms * 10) / 10));
  report('warehouse_balance_now_first_ms', medianOf(1, balance('')), 'ms');
  await phase('balance_now_first');
  const balanceNow = medianOf(5, balance(''));
  report('warehouse_balance_now_ms', balanceNow, 'ms');
  await phase('balance_now');
  report('warehouse_balance_past_first_ms', medianOf(1, balance(`?date=${yearBack}`)), 'ms');
  await phase('balance_past_first');
  report('warehouse_balance_past_ms', medianOf(5, balance(`?date=${yearBack}`)), 'ms');
  await phase('balance_past');
  // The same a month and a half earlier, as far from a quarter's end as a date gets: the worst case of the snapshots.
  const midQuarter = new Date(Date.parse(yearBack) - 45 * 86_400_000).toISOString().slice(0, 10);
  balance(`?date=${midQuarter}`)();
  await phase('balance_mid_quarter_first');
  report('warehouse_balance_past_mid_quarter_ms', medianOf(5, balance(`?date=${midQuarter}`)), 'ms');
  await phase('balance_mid_quarter');
  report(
    'agent_turnover_year_ms',
    await median(5, () => must(api.get('/report/agentturnover/', { accCode: '361', from: yearBack, to: company.lastDate }))),
    'ms',
  );
  await phase('agent_turnover');
  // The books (docs/general-ledger.md): the ОСВ of every account for a year and for the company's whole life, and one
  // customer's card of 361 for a year (another customer than the one the postings above went to).
  const trialBalance = (from: string) => () => must(api.get('/report/trialbalance/', { from, to: company.lastDate }));
  report('osv_year_ms', await median(5, trialBalance(yearBack)), 'ms');
  report('osv_all_history_ms', await median(5, trialBalance(company.firstDate)), 'ms');
  report(
    'account_card_361_one_agent_year_ms',
    await median(5, () =>
      must(api.get('/report/accountcard/', { account: '361', from: yearBack, to: company.lastDate, agent: at(company.agents, 1) })),
    ),
    'ms',
  );
  await phase('ledger_reports');
  // Every customer's open items at the last date: one pass over the company's settlement moves on 361.
  report('aging_report_ms', await median(5, () => must(api.get('/report/aging/', { date: company.lastDate }))), 'ms');
  await phase('aging_report');
  // A counterparty's list of the whole period, each time another's: the service keeps a page it rendered (and the
  // period's count) until a document is written, so asking the same page again would time the kept reply.
  const agentPage = (k: number) =>
    must(api.get('/document/index/', { from: company.firstDate, to: company.lastDate, agent: at(company.agents, k), pageSize: 100 }));
  let nextAgent = 1;
  report('document_index_page_ms', await median(5, () => agentPage(nextAgent++)), 'ms');
  report('document_index_page_cached_ms', await median(5, () => agentPage(1)), 'ms');
  await phase('document_index');

  const big = await must(
    api.post('/document/update', {
      uid: randomUUID(),
      type: 'invoice',
      date: company.lastDate,
      agent: { uid: company.agents[0] },
      details: Array.from({ length: 1000 }, (_, i) => ({
        entity: { uid: company.entities[i % company.entities.length] },
        qty: 1,
        price: 1,
      })),
    }),
  );
  const bigDocument = big.body.data.uid;
  await phase('save_1000_lines');
  report('document_load_1000_lines_ms', await median(5, () => must(api.get(`/document/load/${bigDocument}`))), 'ms');
  await phase('document_load');
  const printed = await must(
    api.post('/document/update', {
      uid: randomUUID(),
      type: 'waybillOut',
      date: company.lastDate,
      agent: { uid: company.agents[0] },
      storeOut: { uid: store0 },
      vatCode: '20',
      details: company.entities.slice(0, 300).map((uid) => ({ entity: { uid }, qty: 1, price: 20 })),
    }),
  );
  await phase('save_300_lines');
  report('pdf_waybill_300_lines_ms', await median(5, () => must(api.bytes(`/document/pdf/${printed.body.data.uid}`))), 'ms');
  await phase('pdf');
  report(
    'entity_batch_1000_ms',
    await median(3, () =>
      must(
        api.post(
          '/entity/batch',
          Array.from({ length: 1000 }, (_, i) => ({ uid: randomUUID(), name: `Пакет ${i}` })),
        ),
      ),
    ),
    'ms',
  );
  await phase('entity_batch');

  report('bank_import_preview_2000_ms', await bankPreview(company, api, must), 'ms');
  await phase('bank_preview');
  report('bank_import_5000_ms', await bankImport(company, api, must), 'ms');
  await phase('bank_import_5000');

  // Many users at once: the documents list, documents opened, a store's stock, from 20 clients without pause.
  const loaded = await load(service.base, await loadTargets(api, company));
  report('load_requests', loaded.requests, '');
  report('load_rps', loaded.rps, 'req/s');
  report('load_p50_ms', loaded.p50, 'ms');
  report('load_p99_ms', loaded.p99, 'ms');
  for (const [kind, k] of Object.entries(loaded.byKind))
    process.stderr.write(`  load: ${kind} ${k.requests} requests, p50 ${k.p50} ms, p99 ${k.p99} ms\n`);
  await phase('load');

  report('raw_balance_sql_ms', rawBalance, 'ms');
  report('balance_ratio', Math.round((balanceNow / rawBalance) * 100) / 100, '');
  // This process is only the client now (it also parsed every reply): its memory is reported for comparison.
  report('bench_process_rss_mb', Math.round(process.memoryUsage().rss / 1048576), 'MB');
  // The service's own account of the whole run: the longest its event loop was held, and its memory.
  const whole = await stats(SERVICE_STATS_PATH);
  report('service_event_loop_max_ms', whole.eventLoopMaxMs, 'ms');
  report('service_event_loop_p99_ms', whole.eventLoopP99Ms, 'ms');
  const longest = [...heldBy]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map(({ phase: name, ms }) => `${name} ${ms} ms`);
  process.stderr.write(`  the event loop was held longest during: ${longest.join(', ')}\n`);
  // Memory right after the whole run, and once the service has been idle for a moment: an idle service gives back
  // what it no longer needs (server/memory.ts), and most of an office day it is idle. The second is the budget's.
  if (process.env.BENCH_MEMORY) process.stderr.write(`  service at the end: ${memoryLine(whole.memory)}\n`);
  report('service_rss_right_after_mb', whole.rssMb, 'MB');
  await new Promise((resolve) => setTimeout(resolve, RELEASE_IDLE_MS + 1000));
  const idle = await stats(SERVICE_STATS_PATH);
  if (process.env.BENCH_MEMORY) process.stderr.write(`  service once idle: ${memoryLine(idle.memory)}\n`);
  // BENCH_SMAPS=<file>: the service's memory map once idle, to see which mappings hold its pages.
  if (process.env.BENCH_SMAPS) writeFileSync(process.env.BENCH_SMAPS, readFileSync(`/proc/${service.pid}/smaps`));
  report('service_rss_mb', idle.rssMb, 'MB');
  report('service_peak_rss_mb', idle.peakRssMb, 'MB');
  report('service_idle_release_max_ms', idle.memory.releases.maxMs, 'ms');
  // What the heap settings cost (SERVICE_NODE_FLAGS): the main thread's collections over the run, the idle release included.
  report('service_gc_pause_total_ms', idle.memory.collections.totalMs, 'ms');
  report('service_gc_pause_max_ms', idle.memory.collections.maxMs, 'ms');
  return bigDocument;
}

/** What the load figure asks for: pages of the documents list, documents, and one store's stock balance. */
interface LoadTarget {
  kind: 'index' | 'load' | 'balance';
  path: string;
}

async function loadTargets(api: ReturnType<typeof httpClient>, company: Company): Promise<LoadTarget[]> {
  const period = `from=${company.firstDate}&to=${company.lastDate}`;
  // The first pages of the whole company's list, as the app opens it, and the documents of a few counterparties.
  const pages = [
    ...Array.from({ length: 10 }, (_, i) => `/document/index/?${period}&pageSize=100&offset=${i * 100}`),
    ...company.agents.slice(1, 11).map((agent) => `/document/index/?${period}&pageSize=100&agent=${agent}`),
  ];
  const first = (await api.get('/document/index/', { from: company.firstDate, to: company.lastDate, pageSize: 100 })).body.data;
  if (first.length === 0) throw new Error('the load figure found no documents');
  const targets: LoadTarget[] = [];
  for (let i = 0; i < 20; i++) {
    targets.push({ kind: 'index', path: at(pages, i % pages.length) });
    targets.push({ kind: 'load', path: `/document/load/${at(first, (i * 7) % first.length).uid}` });
    targets.push({ kind: 'balance', path: `/report/warehousebalance/?store=${at(company.stores, 0)}` });
  }
  return targets;
}

/**
 * LOAD_CLIENTS clients on kept-alive connections to the service on loopback, each sending its next
 * request as soon as its last reply is in, for LOAD_SECONDS; requests go round the targets, each
 * client from its own place. Bounded: it stops by the clock, and no client sends more than a
 * million requests. Any reply but 200 fails the run.
 */
async function load(base: string, targets: LoadTarget[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: LOAD_CLIENTS });
  const times: Record<LoadTarget['kind'], number[]> = { index: [], load: [], balance: [] };
  const started = performance.now();
  const deadline = started + LOAD_SECONDS * 1000;
  const client = async (k: number) => {
    for (let i = 0; i < 1_000_000 && performance.now() < deadline; i++) {
      const target = at(targets, (k * 7 + i) % targets.length);
      const sent = performance.now();
      const reply = await send(base, 'GET', target.path, undefined, agent);
      if (reply.status !== 200)
        throw new Error(`load: ${target.path} answered ${reply.status}: ${reply.bytes.toString('utf8').slice(0, 300)}`);
      times[target.kind].push(performance.now() - sent);
    }
  };
  try {
    await Promise.all(Array.from({ length: LOAD_CLIENTS }, (_, k) => client(k)));
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  const all = Object.values(times).flat();
  return {
    requests: all.length,
    rps: Math.round(all.length / seconds),
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    byKind: Object.fromEntries(
      Object.entries(times).map(([kind, values]) => [
        kind,
        { requests: values.length, p50: percentile(values, 0.5), p99: percentile(values, 0.99) },
      ]),
    ),
  };
}

/**
 * The app at this scale (ui-run.ts): in a process of its own, under the lock the e2e tests take, as
 * it builds out/ and drives Chromium too; on the company the service figures left (its file is free now).
 */
function uiFigures(documentUid: string, company: Company, report: (name: string, value: number, unit: string) => void): void {
  if (databaseUrl) {
    process.stdout.write('ui figures: the browser host opens company files only; run --ui without --database-url\n');
    return;
  }
  const script = join(dirname(fileURLToPath(import.meta.url)), 'ui-run.ts');
  // out/ was built for the service figures just before.
  const child = spawnSync(
    'flock',
    [
      '/tmp/oblik-e2e.lock',
      process.execPath,
      ...process.execArgv,
      script,
      '--built',
      '--company',
      runFile,
      '--document',
      documentUid,
      '--store',
      'Склад 1',
      '--from',
      company.firstDate,
      '--to',
      company.lastDate,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  const last = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !last.startsWith('{')) throw new Error(`the ui figures failed: ${child.stdout.slice(-2000)}`);
  for (const [name, value] of Object.entries(JSON.parse(last) as Record<string, number>)) report(name, value, 'ms');
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${(error as Error).stack}\n`);
  process.exit(1);
});
