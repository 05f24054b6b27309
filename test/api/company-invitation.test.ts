import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { InvitationIssued, ServiceInfo, TokenInfo } from '../../shared/api/index.js';
import { buildServer } from '../../server/app.js';
import { registerToken } from '../../server/auth.js';
import { ensureRole } from '../../server/company/roles.js';
import { decodeInvitation } from '../../electron/core/invitation-code.js';
import { makeSelfSignedCertificate, fingerprintOf } from '../../server/tls/certificate.js';
import { expectFailure } from '../support/api-assertions.js';
import { historyAroundToday } from '../support/history-pages.js';
import { apiClient, testService, TOKENS, uid, type ApiClient, type TestService } from '../support/test-service.js';

/** Inviting a person to a company served to the office (docs/service-behaviour.md, "Invitations"). */
describe('an invitation to a served company', () => {
  let service: TestService;
  let served: FastifyInstance;
  let everyInterface: FastifyInstance;
  let api: ApiClient;
  let fingerprint: string;
  const person = (what: string) => `${what} ${uid().slice(0, 8)}`;

  beforeAll(async () => {
    service = await testService();
    const pair = await makeSelfSignedCertificate();
    fingerprint = fingerprintOf(pair.cert);
    const options = { companyDb: service.companyDb, rateLimitPerMinute: 1_000_000, authFailuresPerMinute: 1_000_000 };
    // The same company served as `--listen 127.0.0.1:8443` and as `--listen 0.0.0.0:8443` would serve it.
    served = await buildServer({ ...options, https: { ...pair, fingerprint, host: '127.0.0.1', port: 8443 } });
    everyInterface = await buildServer({ ...options, https: { ...pair, fingerprint, host: '0.0.0.0', port: 8443 } });
    api = apiClient(served);
  });
  afterAll(async () => {
    await served.close();
    await everyInterface.close();
  });

  it('makes the person and their token once, with the address and the fingerprint to pin', async () => {
    const name = person('Олена Коваль');
    const reply = await api.post('/company/invitation', { name, rights: ['post'] });
    expect(reply.status).toBe(200);
    const issued = InvitationIssued.parse(reply.body.data);
    expect(issued).toMatchObject({ name, rights: ['post'], address: 'https://127.0.0.1:8443', fingerprint });
    expect(issued.company.length).toBeGreaterThan(0);
    expect(decodeInvitation(issued.invitation)).toEqual({
      v: 1,
      address: issued.address,
      fingerprint,
      token: issued.token,
      company: issued.company,
    });
    // The token works, with the rights given and no more.
    const hers = apiClient(served, issued.token);
    expect((await hers.get('/store/index/', { pageSize: 1 })).status).toBe(200);
    expectFailure(await hers.get('/company/tokens'), 403, 'FORBIDDEN');
    const tokens = TokenInfo.array().parse((await api.get('/company/tokens')).body.data);
    expect(tokens).toContainEqual(expect.objectContaining({ name, role: 'accountant-no-unpost', rights: ['post'] }));
    // The history says who invited whom.
    const { records } = await historyAroundToday(api);
    const given = records.find((r) => r.kind === 'token' && r.changes.some((c) => c.new === name));
    expect(given?.user).toBe('full');
  });

  it('names an address of this computer that others can reach when it serves every interface', async () => {
    const reply = await apiClient(everyInterface).post('/company/invitation', { name: person('Іван'), rights: [] });
    expect(reply.status).toBe(200);
    const { address } = InvitationIssued.parse(reply.body.data);
    expect(address).toMatch(/^https:\/\/.+:8443$/);
    expect(address).not.toContain('0.0.0.0');
  });

  it('is refused to a person without the right to give rights, or for rights the inviter lacks, and nothing is made', async () => {
    const name = person('Петро');
    expectFailure(await apiClient(served, TOKENS.postOnly).post('/company/invitation', { name, rights: [] }), 403, {
      code: 'FORBIDDEN',
      mentions: 'people.edit',
    });
    // An office's own role that may invite people but holds few rights itself.
    const inviter = person('кадровик');
    await service.companyDb.write(async (trx) => {
      await ensureRole(trx, 'inviter', { name: 'Кадровик', rights: ['people.read', 'people.edit', 'sales.read'], storeLimited: [] });
      await registerToken(trx, `token-${inviter}`, { name: inviter, role: 'inviter' });
    });
    expectFailure(await apiClient(served, `token-${inviter}`).post('/company/invitation', { name, role: 'accountant' }), 403, {
      code: 'FORBIDDEN',
      mentions: 'sales.unpost',
    });
    const tokens = TokenInfo.array().parse((await api.get('/company/tokens')).body.data);
    expect(tokens.map((t) => t.name)).not.toContain(name);
  });

  it.each([
    [{ rights: [] }, 'name'],
    [{ name: '', rights: [] }, 'name'],
    [{ name: 'x', rights: ['fly'] }, 'rights'],
    [{ name: 'x', rights: [], token: 'mine' }, 'token'],
  ])('refuses the body %j with a 400', async (body, mentions) => {
    const reply = await api.post('/company/invitation', body);
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain(mentions);
  });

  it('refuses a name that already has a token', async () => {
    const name = person('Марія');
    expect((await api.post('/company/invitation', { name, rights: [] })).status).toBe(200);
    expectFailure(await api.post('/company/invitation', { name, rights: [] }), 409, 'TOKEN_NAME_TAKEN');
  });

  it('is listed by /service/info only where the service serves the office', async () => {
    const listed = async (app: FastifyInstance) => ServiceInfo.parse((await apiClient(app).get('/service/info')).body.data).extensions;
    expect(await listed(served)).toContain('company.invitation');
    expect(await listed(service.app)).not.toContain('company.invitation');
  });

  it('is refused by a service that does not serve the office, and nothing is made', async () => {
    const name = person('Тарас');
    expectFailure(await apiClient(service.app).post('/company/invitation', { name, rights: [] }), 409, {
      code: 'NOT_SERVED',
      mentions: '--listen',
    });
    const tokens = TokenInfo.array().parse((await api.get('/company/tokens')).body.data);
    expect(tokens.map((t) => t.name)).not.toContain(name);
  });
});
