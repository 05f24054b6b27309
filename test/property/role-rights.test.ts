import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHT_KEYS, ENDPOINTS, type EndpointName, type RightKey } from '../../shared/api/index.js';
import { registerToken } from '../../server/auth.js';
import { ensureRole } from '../../server/company/roles.js';
import { mayMake, requestsTo, requestWorld, send, type RequestWorld } from '../support/endpoint-requests.js';
import { apiClient, createMemoryService, sayNotVatPayer, type TestService } from '../support/test-service.js';
import { runsFor, timeoutFor } from './arbitraries.js';

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/**
 * For a random role (any set of rights) and random requests to any endpoint, the service answers 403
 * exactly when the role lacks a right the endpoint declares, and a 403 changes nothing (docs/security.md,
 * "Rights and roles"; the requests are test/support/endpoint-requests.ts's).
 */
describe('random roles and random requests', () => {
  let service: TestService;
  let world: RequestWorld;
  let made = 0;
  beforeAll(async () => {
    service = await createMemoryService('rolerightsproperty');
    await sayNotVatPayer(service.companyDb);
    world = await requestWorld(apiClient(service.app));
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  const head = async () => (await world.api.get('/changes/head')).body.data.seq;

  it(
    'answer 403 exactly when the role lacks the right, and the company stays as it was after one',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.subarray([...ALL_RIGHT_KEYS]),
          fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 4 }),
          async (rights, names) => {
            made++;
            const code = `random-${made}`;
            const token = `token-${code}`;
            await service.companyDb.write(async (trx) => {
              await ensureRole(trx, code, { name: `Роль ${made}`, rights, storeLimited: [] });
              await registerToken(trx, token, { name: `Людина ${made}`, role: code });
            });
            const held = new Set<RightKey>(rights);
            const client = apiClient(service.app, token);
            for (const name of names) {
              for (const request of await requestsTo(name, world)) {
                const before = await head();
                const { status } = await send(client, request);
                expect(status === 403, `${name} ${request.area ?? ''} with ${rights.join(',')}`).toBe(!mayMake(held, request));
                if (status === 403) expect(await head()).toBe(before);
              }
            }
          },
        ),
        runsFor(2_000),
      );
    },
    timeoutFor(2_000),
  );
});
