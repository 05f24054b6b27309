import { expect } from 'vitest';
import { ErrorEnvelope, VersionConflict } from '../../shared/api/index.js';
import { expectFailure } from './api-assertions.js';
import { apiClient, type ApiClient, type Reply, type TestService } from './test-service.js';

/**
 * Asserts a 409 `CONFLICT` refusal (docs/service-behaviour.md, "Versions and conflicts") and gives its
 * `data`: the record's current version, who made its last change and when.
 */
export function expectConflict(reply: Reply, mentions?: string): VersionConflict {
  expectFailure(reply, 409, { code: 'CONFLICT', mentions });
  const data = ErrorEnvelope.parse(reply.body).data;
  return VersionConflict.parse(data);
}

/** A second person with every right (so they see others' names in the history and in a conflict), as a client of `service`. */
export async function secondPerson(service: TestService, api: ApiClient, name: string): Promise<ApiClient> {
  const rights = ['post', 'unpost', 'close-period', 'manage-tokens'];
  const added = await api.post('/company/tokens/add', { name, rights });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return apiClient(service.app, (added.body.data as { token: string }).token);
}
