import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryRecord, TokenAdded, TokenInfo } from '../../shared/api/index.js';
import { buildServer } from '../../server/app.js';
import { hashToken, registerToken } from '../../server/auth.js';
import { ensureRole } from '../../server/company/roles.js';
import { expectFailure } from '../support/api-assertions.js';
import { historyAroundToday } from '../support/history-pages.js';
import { freePort, httpClient, killAllCli, spawnCli, startCli } from '../support/cli-process.js';
import { apiClient, fixtures, testService, TOKENS, uid, type ApiClient, type TestService } from '../support/test-service.js';

/** Several tokens per company, each a person's name with rights (docs/service-behaviour.md, "Tokens and rights"). */
describe('tokens and rights over the API', () => {
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await testService();
    api = apiClient(service.app);
  });
  const add = (name: string, rights: string[], client = api) => client.post('/company/tokens/add', { name, rights });
  const person = (what: string) => `${what} ${uid().slice(0, 8)}`;
  /** The history records about the token of `name`, as the full token sees them. */
  const tokenHistoryOf = async (name: string): Promise<HistoryRecord[]> => {
    const { records } = await historyAroundToday(api);
    return records.filter((r) => r.kind === 'token' && r.changes.some((c) => c.old === name || c.new === name));
  };

  it('lists each person with their rights, never a token', async () => {
    const reply = await api.get('/company/tokens');
    expect(reply.status).toBe(200);
    const tokens = TokenInfo.array().parse(reply.body.data);
    // Each with their role (the test tokens were given the four rights of before roles, mapped onto roles).
    expect(tokens).toContainEqual(
      expect.objectContaining({
        name: 'full',
        role: 'chiefAccountant',
        roleName: 'Головний бухгалтер',
        stores: null,
        rights: ['post', 'unpost', 'close-period', 'manage-tokens'],
      }),
    );
    expect(tokens).toContainEqual(expect.objectContaining({ name: 'poster', role: 'accountant-no-unpost', rights: ['post'] }));
    expect(tokens).toContainEqual(expect.objectContaining({ name: 'reader', role: 'accountant-no-post-no-unpost', rights: [] }));
    expect(JSON.stringify(reply.body)).not.toContain(TOKENS.full);
  });

  it('gives a new token once, stores only its hash, and the token acts with exactly its rights', async () => {
    const name = person('Оксана');
    const reply = await add(name, ['post']);
    expect(reply.status).toBe(200);
    const added = TokenAdded.parse(reply.body.data);
    expect(added).toMatchObject({ name, rights: ['post'] });
    expect(added.token.length).toBeGreaterThanOrEqual(40);
    const stored = await service.companyDb.db.selectFrom('tokens').select('hash').execute();
    expect(stored.map((t) => t.hash)).toContain(hashToken(added.token));
    expect(stored.map((t) => t.hash)).not.toContain(added.token);

    const hers = apiClient(service.app, added.token);
    const f = fixtures(hers);
    const doc = await f.document({
      type: 'invoice',
      date: '2026-06-01',
      agent: { uid: (await f.agent()).uid },
      details: [{ entity: { uid: (await f.entity()).uid }, qty: 1, price: 5 }],
    });
    expect((await hers.post('/document/setdone', { uid: doc.uid, done: true })).status).toBe(200);
    expectFailure(await hers.post('/document/setdone', { uid: doc.uid, done: false }), 403, 'FORBIDDEN');
    expectFailure(await hers.post('/company/settings', { lockDate: '2001-01-01' }), 403, 'FORBIDDEN');
    expectFailure(await hers.get('/company/tokens'), 403, 'FORBIDDEN');
  });

  it('refuses a second token for the same name (409) and bad names or rights (400), adding nothing', async () => {
    const name = person('Іван');
    expect((await add(name, ['unpost'])).status).toBe(200);
    expectFailure(await add(name, ['post']), 409, 'TOKEN_NAME_TAKEN');
    expectFailure(await add(person('Петро'), ['admin']), 400, 'VALIDATION');
    expectFailure(await add('', ['post']), 400, 'VALIDATION');
    expectFailure(await add('x'.repeat(101), ['post']), 400, 'VALIDATION');
    expectFailure(await add('Ім\u0000я', ['post']), 400, 'VALIDATION');
    expectFailure(await api.post('/company/tokens/add', { name: person('Ганна'), rights: ['post'], token: 'chosen' }), 400, 'VALIDATION');
    const names = (await api.get('/company/tokens')).body.data.map((t: TokenInfo) => t.name);
    expect(names.filter((n: string) => n === name)).toHaveLength(1);
    expect(names.some((n: string) => n.startsWith('Петро') || n.startsWith('Ганна'))).toBe(false);
  });

  it('refuses a revoked token at its next request', async () => {
    const added = TokenAdded.parse((await add(person('Марія'), ['post'])).body.data);
    const hers = apiClient(service.app, added.token);
    expect((await hers.get('/store/index/')).status).toBe(200);
    const reply = await api.post('/company/tokens/revoke', { name: added.name });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ name: added.name, revoked: true });
    expectFailure(await hers.get('/store/index/'), 401, 'UNAUTHORIZED');
    expectFailure(await api.post('/company/tokens/revoke', { name: added.name }), 404, 'NOT_FOUND');
  });

  it('does not let a token revoke itself, nor a token without the right manage tokens', async () => {
    expectFailure(await api.post('/company/tokens/revoke', { name: 'full' }), 409, 'TOKEN_IN_USE');
    const poster = apiClient(service.app, TOKENS.postOnly);
    expectFailure(await poster.post('/company/tokens/revoke', { name: 'reader' }), 403, 'FORBIDDEN');
    expectFailure(await add(person('Хтось'), ['post'], poster), 403, 'FORBIDDEN');
    expect((await apiClient(service.app, TOKENS.readOnly).get('/store/index/')).status).toBe(200);
  });

  it('lets a person give only rights they hold: asking for more is 403 naming them, and nothing is given', async () => {
    // An office's own role that may give people rights but holds few itself.
    await service.companyDb.write((trx) =>
      ensureRole(trx, 'people-clerk', {
        name: 'Кадровик',
        rights: ['people.read', 'people.edit', 'sales.read', 'sales.edit'],
        storeLimited: [],
      }),
    );
    const clerk = person('Кадровик');
    await service.companyDb.write((trx) => registerToken(trx, `token-${clerk}`, { name: clerk, role: 'people-clerk' }));
    const theirs = apiClient(service.app, `token-${clerk}`);
    const name = person('Новенький');
    const refused = await theirs.post('/company/tokens/add', { name, role: 'accountant' });
    expectFailure(refused, 403, { code: 'FORBIDDEN', mentions: 'sales.post' });
    const { missing } = (refused.body as unknown as { data: { missing: string[] } }).data;
    expect(missing).toContain('bank.post');
    expect(missing).not.toContain('sales.edit');
    expect(await tokenHistoryOf(name)).toEqual([]);
    const names = (await api.get('/company/tokens')).body.data.map((t: TokenInfo) => t.name);
    expect(names).not.toContain(name);
    const given = await theirs.post('/company/tokens/add', { name, role: 'people-clerk' });
    expect(given.status).toBe(200);
    expect(TokenAdded.parse(given.body.data)).toMatchObject({ role: 'people-clerk', roleName: 'Кадровик', rights: ['manage-tokens'] });
  });

  it('gives a ready role with stores, and refuses a role the company lacks, both forms at once, or stores that are not uids', async () => {
    const name = person('Степан');
    const store = uid();
    const given = await api.post('/company/tokens/add', { name, role: 'storekeeper', stores: [store] });
    expect(given.status).toBe(200);
    expect(TokenAdded.parse(given.body.data)).toMatchObject({
      role: 'storekeeper',
      roleName: 'Комірник',
      stores: [store],
      rights: ['post'],
    });
    const listed = TokenInfo.array()
      .parse((await api.get('/company/tokens')).body.data)
      .find((t) => t.name === name);
    expect(listed).toMatchObject({ role: 'storekeeper', stores: [store] });
    expectFailure(await api.post('/company/tokens/add', { name: person('Хтось'), role: 'director' }), 404, 'NOT_FOUND');
    expectFailure(await api.post('/company/tokens/add', { name: person('Хтось'), role: 'viewer', rights: [] }), 400, 'VALIDATION');
    expectFailure(await api.post('/company/tokens/add', { name: person('Хтось') }), 400, 'VALIDATION');
    expectFailure(await api.post('/company/tokens/add', { name: person('Хтось'), role: 'viewer', stores: ['склад 1'] }), 400, 'VALIDATION');
  });

  it('records each token given and revoked in the history: by whom, to whom, with which rights', async () => {
    const name = person('Олег');
    const manager = TokenAdded.parse((await add(person('Видавець'), ['post', 'unpost', 'manage-tokens'])).body.data);
    const theirs = apiClient(service.app, manager.token);
    expect((await add(name, ['post', 'unpost'], theirs)).status).toBe(200);
    expect((await api.post('/company/tokens/revoke', { name })).status).toBe(200);
    const [given, revoked, ...more] = await tokenHistoryOf(name);
    expect(more).toEqual([]);
    expect(given).toMatchObject({
      kind: 'token',
      operation: 'create',
      user: manager.name,
      changes: [
        { field: 'name', old: null, new: name },
        { field: 'role', old: null, new: 'accountant' },
        { field: 'rights', old: null, new: 'post,unpost' },
      ],
    });
    expect(revoked).toMatchObject({
      kind: 'token',
      operation: 'delete',
      user: 'full',
      uid: given?.uid,
      changes: [
        { field: 'name', old: name, new: null },
        { field: 'role', old: 'accountant', new: null },
        { field: 'rights', old: 'post,unpost', new: null },
      ],
    });
  });

  it('during a flood of bad tokens, a revoked token gets 401 and every good token of the address goes on', async () => {
    const app = await buildServer({ companyDb: service.companyDb, authFailuresPerMinute: 2, logger: { level: 'silent' } });
    try {
      const given = async (name: string) => TokenAdded.parse((await add(person(name), ['post'])).body.data);
      const manager = TokenAdded.parse((await add(person('Адмін'), ['manage-tokens'])).body.data);
      const [his, unused, colleague] = [await given('Степан'), await given('Ніна'), await given('Тарас')];
      const admin = apiClient(app, manager.token);
      expect((await apiClient(app, his.token).get('/store/index/')).status).toBe(200);
      expect((await admin.get('/company/tokens')).status).toBe(200);
      for (let i = 0; i < 3; i++) await apiClient(app, `bad-${i}`).get('/store/index/');
      expectFailure(await apiClient(app, 'bad-more').get('/store/index/'), 429, 'RATE_LIMITED');

      expect((await admin.post('/company/tokens/revoke', { name: his.name })).status).toBe(200);
      expect((await admin.post('/company/tokens/revoke', { name: unused.name })).status).toBe(200);
      for (let i = 0; i < 2; i++) expectFailure(await apiClient(app, his.token).get('/store/index/'), 401, 'UNAUTHORIZED');
      expectFailure(await apiClient(app, unused.token).get('/store/index/'), 401, 'UNAUTHORIZED');
      expect((await admin.get('/company/tokens')).status).toBe(200);
      // Never used before the flood: still a good token, not one of the bad ones.
      expect((await apiClient(app, colleague.token).get('/store/index/')).status).toBe(200);
      expectFailure(await apiClient(app, 'bad-after').get('/store/index/'), 429, 'RATE_LIMITED');
      // Given during the flood, through this service: it works at once from the same address.
      const newcomer = await admin.post('/company/tokens/add', { name: person('Оксана'), rights: ['manage-tokens'] });
      expect(newcomer.status).toBe(200);
      expect((await apiClient(app, TokenAdded.parse(newcomer.body.data).token).get('/store/index/')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('tokens on the command line', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'oblik-tokens-'));
  });
  afterAll(async () => {
    await killAllCli();
    rmSync(dir, { recursive: true, force: true });
  });

  // The person who runs the token commands: the history names them, never «command line».
  const run = async (args: string[]) => {
    const proc = spawnCli(args, { OBLIK_USER_NAME: 'Марія Шевченко' });
    const { code } = await proc.exited;
    return { code, ...proc.output() };
  };

  it('adds, lists and revokes tokens of a company file; the added token works with its rights', async () => {
    const file = join(dir, 'company.oblik');
    const added = await run(['--data', file, '--add-token', 'Олена Коваль', '--rights', 'post,unpost']);
    expect(added.code, added.stderr).toBe(0);
    const token = added.stdout.trim().split('\n').at(-1) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const listed = await run(['--data', file, '--list-tokens']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toBe('Олена Коваль\tpost,unpost\n');

    const port = await freePort();
    const service = await startCli({ file, port, token: 'launcher' });
    try {
      const hers = httpClient(service.baseUrl, token);
      expect((await hers.get('/store/index/')).status).toBe(200);
      expect((await hers.get('/company/tokens')).status).toBe(403);
      const today = new Date().toISOString().slice(0, 10);
      const history = await httpClient(service.baseUrl, 'launcher').get('/history/', { from: '2000-01-01', to: today });
      expect(HistoryRecord.array().parse(history.body.data)).toMatchObject([
        {
          kind: 'token',
          operation: 'create',
          user: 'Марія Шевченко',
          changes: [
            { field: 'name', old: null, new: 'Олена Коваль' },
            { field: 'role', old: null, new: 'accountant' },
            { field: 'rights', old: null, new: 'post,unpost' },
          ],
        },
      ]);
    } finally {
      await killAllCli();
    }

    const revoked = await run(['--data', file, '--revoke-token', 'Олена Коваль']);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect((await run(['--data', file, '--list-tokens'])).stdout).not.toContain('Олена Коваль');
    const again = await run(['--data', file, '--revoke-token', 'Олена Коваль']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('NOT_FOUND');
  }, 120_000);

  it('refuses unknown rights and mixed commands with the usage, changing nothing', async () => {
    const file = join(dir, 'refused.oblik');
    const unknown = await run(['--data', file, '--add-token', 'Хтось', '--rights', 'post,admin']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('close-period');
    const mixed = await run(['--data', file, '--list-tokens', '--revoke-token', 'Хтось']);
    expect(mixed.code).toBe(2);
    const stray = await run(['--data', file, '--rights', 'post']);
    expect(stray.code).toBe(2);
  }, 60_000);
});
