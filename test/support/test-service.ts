import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { ALL_RIGHTS, registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { writeCompany } from '../../server/company/settings.js';
import { openCompanyDb, type CompanyDb, type CompanyLocation, type OpenOptions } from '../../server/database/company-db.js';
import type { AgentFields, DocumentFields, EntityFields, Envelope, PaymentFields, ReplyData } from './api-replies.js';
import { TEMPLATE_ENV } from './pg-template.js';

/** Tokens every test service knows: full rights, post only, unpost only, and none. */
export const TOKENS = { full: 'test-full', postOnly: 'test-post-only', unpostOnly: 'test-unpost-only', readOnly: 'test-read-only' };

export interface TestService {
  companyDb: CompanyDb;
  app: FastifyInstance;
}

let shared: Promise<TestService> | null = null;

/**
 * On PostgreSQL each worker gets a database of its own, made anew, so runs never see each other's data:
 * empty, or a copy of `template` (a database no one is connected to).
 */
export async function freshPostgresDatabase(serverUrl: string, suffix = '', template?: string): Promise<string> {
  // The process id keeps two runs on one server (a developer's and CI's) from dropping each other's database.
  const name = `adt_test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}${suffix}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Where a test's own company `name` lives on the engine the tests use: a new PostgreSQL database, or a file in `dir`. */
export async function namedCompanyLocation(dir: string, name: string): Promise<CompanyLocation> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? { databaseUrl: await freshPostgresDatabase(serverUrl, `_${name}`) } : { file: join(dir, `${name}.oblik`) };
}

/** A company file of this worker's own, in a folder that goes when the worker ends. */
function testCompanyFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oblik-test-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'company.oblik');
}

/**
 * A new service on a database of its own, on the engine the API tests use (a company file of its own,
 * reader thread included, as the app runs it; `TEST_DATABASE_URL` selects PostgreSQL), with the
 * four test tokens. `name` keeps its PostgreSQL database apart; `options` open its company (small pieces of the stock balance).
 */
export async function createTestService(name = '', options: OpenOptions = {}): Promise<TestService> {
  return serviceOn((await postgresLocation(name)) ?? { file: testCompanyFile() }, options);
}

/**
 * A new service on a company in memory (`TEST_DATABASE_URL`: a PostgreSQL database of its own, as for
 * `createTestService`): no file, no fsync, no reader thread. For the properties, which build hundreds of
 * worlds; what a file adds (the reader thread, the log, durability) is tested by the API tests and by
 * the one property that stays on a file (docs/testing.md, "Properties").
 */
export async function createMemoryService(name: string, options: OpenOptions = {}): Promise<TestService> {
  return serviceOn((await postgresLocation(name)) ?? { memory: true }, options);
}

/**
 * A new PostgreSQL database named after `name` when the tests run on PostgreSQL, copied from the run's
 * migrated template where there is one (pg-template.ts); null on company files.
 */
async function postgresLocation(name: string): Promise<CompanyLocation | null> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const suffix = name ? `_${name.replace(/[^a-z0-9]/gi, '').toLowerCase()}` : '';
  return serverUrl ? { databaseUrl: await freshPostgresDatabase(serverUrl, suffix, process.env[TEMPLATE_ENV]) } : null;
}

/** Opens the company at `location` and serves it with the four test tokens. */
async function serviceOn(location: CompanyLocation, options: OpenOptions): Promise<TestService> {
  const companyDb = await openCompanyDb(location, options);
  await sayNotVatPayer(companyDb);
  await companyDb.write(async (trx) => {
    await registerToken(trx, TOKENS.full, { name: 'full', ...ALL_RIGHTS });
    await registerToken(trx, TOKENS.postOnly, { name: 'poster', canPost: true, canUnpost: false });
    await registerToken(trx, TOKENS.unpostOnly, { name: 'unposter', canPost: false, canUnpost: true });
    await registerToken(trx, TOKENS.readOnly, { name: 'reader', canPost: false, canUnpost: false });
  });
  // Every test shares 127.0.0.1, and many of them send bad tokens on purpose.
  const app = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000, authFailuresPerMinute: 1_000_000 });
  return { companyDb, app };
}

/**
 * Says in a company's settings that it does not pay VAT: a company that never said posts no document
 * with VAT (docs/service-behaviour.md, "Whether the company pays VAT"), and tests post as a company
 * that does not pay it, the service's default before it asked, unless they say otherwise.
 */
export async function sayNotVatPayer(companyDb: CompanyDb): Promise<void> {
  await companyDb.write((trx) => writeCompany(trx, companyDb.context, { vatPayer: false }));
}

/** One service per test worker. Tests stay independent by creating their own stores, entities and agents with new uids. */
export function testService(): Promise<TestService> {
  shared ??= createTestService();
  return shared;
}

/** A reply as a test sees it. */
export interface Reply<B = Envelope> {
  status: number;
  body: B;
  headers: Record<string, unknown>;
}

/** A reply from `method url`, its `data` typed by the endpoint that answers the URL. */
type ReplyTo<M extends 'GET' | 'POST', U extends string> = Reply<Envelope<ReplyData<M, U>>>;

/**
 * The body of a reply: JSON as the service sent it, or the text when it is not JSON. It is typed as
 * the contract says, not parsed with the contract's schema: what a test asserts of a reply is the check.
 */
function parseBody<B>(payload: string): B {
  try {
    return JSON.parse(payload) as B;
  } catch {
    return payload as B;
  }
}

/** A small HTTP client over `inject`, with the full-rights token unless told otherwise. */
export function apiClient(app: FastifyInstance, token: string | null = TOKENS.full) {
  const headers = token === null ? {} : { authorization: token };
  return {
    async get<U extends string>(url: U, query: Record<string, string | number | undefined> = {}): Promise<ReplyTo<'GET', U>> {
      const qs = new URLSearchParams(
        Object.entries(query)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]): [string, string] => [k, String(v)]),
      );
      const res = await app.inject({ method: 'GET', url: qs.size ? `${url}?${qs}` : url, headers });
      return { status: res.statusCode, body: parseBody(res.payload), headers: res.headers };
    },
    /** `body` is anything: the tests send invalid bodies on purpose. */
    async post<U extends string>(url: U, body: unknown): Promise<ReplyTo<'POST', U>> {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      return { status: res.statusCode, body: parseBody(res.payload), headers: res.headers };
    },
    async raw(
      method: 'GET' | 'POST',
      url: string,
      { payload, contentType = 'application/json' }: { payload?: string; contentType?: string } = {},
    ): Promise<Reply> {
      const res = await app.inject({ method, url, headers: { ...headers, 'content-type': contentType }, payload });
      return { status: res.statusCode, body: parseBody(res.payload), headers: res.headers };
    },
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/** A new UUID. */
export const uid = (): string => randomUUID();

/** Creates the records one scenario needs, each with a fresh uid, and fails loudly if the service refuses. */
export function fixtures(api: ApiClient) {
  const must = async <D>(reply: Promise<Reply<Envelope<D>>>): Promise<D> => {
    const r = await reply;
    if (r.status !== 200) throw new Error(`fixture refused: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  };
  return {
    store: (name = 'Склад') => must(api.post('/store/update', { uid: uid(), name })),
    agent: (name = 'ТОВ «Контрагент»', extra: Omit<AgentFields, 'name'> & { uid?: string } = {}) =>
      must(api.post('/agent/update', { uid: uid(), name, ...extra })),
    entity: (name = 'Товар', extra: Omit<EntityFields, 'name'> & { uid?: string } = {}) =>
      must(api.post('/entity/update', { uid: uid(), name, unit: 'шт', ...extra })),
    document: (body: DocumentFields & { uid?: string }) => must(api.post('/document/update', { uid: uid(), ...body })),
    payment: (body: PaymentFields) => must(api.post('/paydocument/update', { uid: uid(), ...body })),
    post: (docUid: string) => must(api.post('/document/setdone', { uid: docUid, done: true })),
    unpost: (docUid: string) => must(api.post('/document/setdone', { uid: docUid, done: false })),
    link: (child: string, parent: string | null) => must(api.post('/document/linkto', { uid: child, parent })),
    /** A store, a supplier, a customer and a goods item of their own: a stock test's setting. */
    trade: async () => ({
      store: await must(api.post('/store/update', { uid: uid(), name: 'Склад' })),
      supplier: await must(api.post('/agent/update', { uid: uid(), name: 'Постачальник' })),
      customer: await must(api.post('/agent/update', { uid: uid(), name: 'Покупець' })),
      item: await must(api.post('/entity/update', { uid: uid(), name: 'Цегла', unit: 'шт' })),
    }),
  };
}
