import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, READY_ROLE_CODES, READY_ROLES, type EndpointName, type RightKey } from '../../shared/api/index.js';
import { registerToken } from '../../server/auth.js';
import { registerLaunchToken } from '../../server/launch-tokens.js';
import {
  BUSINESS_REFUSALS,
  mayMake,
  requestsTo,
  requestWorld,
  rightsNeeded,
  send,
  type RequestWorld,
} from '../support/endpoint-requests.js';
import { apiClient, createTestService, sayNotVatPayer, type TestService } from '../support/test-service.js';

/**
 * Every endpoint for every ready role, generated from the endpoint table (docs/security.md, "Rights
 * and roles"): a role without the right the endpoint declares gets 403 naming it in words and in
 * `data.right`, and the company is unchanged (its change feed stands where it stood); a role with it
 * goes through. The launch token keeps every right.
 */
describe('each ready role at every endpoint', () => {
  let service: TestService;
  let world: RequestWorld;
  const launch = 'launch-token-of-this-test';
  beforeAll(async () => {
    service = await createTestService('rolerights');
    await sayNotVatPayer(service.companyDb);
    await service.companyDb.write(async (trx) => {
      for (const code of READY_ROLE_CODES) await registerToken(trx, `token-${code}`, { name: READY_ROLES[code].name, role: code });
    });
    await registerLaunchToken(service.companyDb, { token: launch, launchId: 'role-rights', userName: 'Власник' });
    world = await requestWorld(apiClient(service.app));
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  const head = async () => (await world.api.get('/changes/head')).body.data.seq;
  const names = Object.keys(ENDPOINTS) as EndpointName[];

  for (const code of READY_ROLE_CODES) {
    it(`${READY_ROLES[code].name}: 403 naming the right exactly where the role lacks it, and nothing changes`, async () => {
      const rights = new Set<RightKey>(READY_ROLES[code].rights);
      const client = apiClient(service.app, `token-${code}`);
      let refused = 0;
      for (const name of names) {
        for (const request of await requestsTo(name, world)) {
          const before = await head();
          const reply = await send(client, request);
          const what = `${name} ${request.area ?? ''} as ${code}`;
          if (mayMake(rights, request)) {
            expect(reply.status < 400 || reply.status === BUSINESS_REFUSALS[name], `${what}: ${JSON.stringify(reply.body)}`).toBe(true);
            continue;
          }
          refused++;
          expect(reply.status, what).toBe(403);
          const body = reply.body as unknown as { errors: string[]; data: { right: { key: RightKey; area: string; action: string } } };
          const { all, anyOf } = rightsNeeded(request);
          expect([...all, ...(anyOf ?? [])], what).toContain(body.data.right.key);
          expect(rights.has(body.data.right.key), what).toBe(false);
          expect(body.errors[0], what).toMatch(/^FORBIDDEN: your role has no right to .+ \(.+\)$/);
          expect(await head(), `${what} changed the company`).toBe(before);
        }
      }
      // Every role but the chief's is refused something; the chief nothing.
      expect(refused > 0).toBe(code !== 'chiefAccountant');
    }, 120_000);
  }

  it('the launch token goes through at every endpoint', async () => {
    const client = apiClient(service.app, launch);
    for (const name of names) {
      for (const request of await requestsTo(name, world)) {
        const { status } = await send(client, request);
        expect(status < 400 || status === BUSINESS_REFUSALS[name], `${name}: ${status}`).toBe(true);
      }
    }
  }, 120_000);
});
