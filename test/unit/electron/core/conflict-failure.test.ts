import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { bridgeContract } from '../../../../shared/ipc/bridge-contract.js';
import { createApiProxy } from '../../../../electron/core/api-proxy.js';
import { CoreError } from '../../../../electron/core/errors.js';
import { toBridgeFailure } from '../../../../electron/bridge-runner.js';
import { sendJson, startServer, type TestServer } from './helpers.js';

/** A stale save's refusal reaches the renderer with what the service said of the record (docs/desktop-app.md, "Proxy"). */
describe('a 409 CONFLICT on its way to the renderer', () => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  const uid = randomUUID();
  const proxy = createApiProxy({ timeoutMs: 2000, retries: 0, backoffMs: 5, maxBackoffMs: 50 });
  const conflict = { uid, kind: 'document', version: 4, by: 'Олена Коваль', at: '2026-11-26T10:05:00.000Z' };
  const text = 'CONFLICT: document was changed by Олена Коваль on 26.11.2026 12:05';

  async function refusal(data: unknown): Promise<CoreError> {
    server = await startServer((_req, res) => sendJson(res, 409, { success: false, errors: [text], data }));
    const target = { baseUrl: server.url, header: 'authorization', prefix: '', token: 'conflict-token' };
    const request = bridgeContract['documents.update'].request.parse({ uid, memo: 'моя', version: 3 }) as Record<string, unknown>;
    const error = await proxy.call('documents.update', request, { target }).then(
      () => null,
      (e: unknown) => e,
    );
    if (!(error instanceof CoreError)) throw new Error(`expected a CoreError, got ${String(error)}`);
    return error;
  }

  it('carries the record’s version, who changed it and when, as `conflict`', async () => {
    const error = await refusal(conflict);
    expect([error.kind, error.serviceCode, error.errors]).toEqual(['conflict', 'CONFLICT', [text]]);
    expect(error.conflict).toEqual(conflict);
    expect(toBridgeFailure(error)).toMatchObject({ code: 'CONFLICT', serviceCode: 'CONFLICT', status: 409, conflict });
  });

  it('leaves out data that is not a conflict’s, and still refuses with the service’s words', async () => {
    const error = await refusal({ uid, version: 'four', by: 1 });
    expect(error.conflict).toBeUndefined();
    const failure = toBridgeFailure(error);
    expect(failure).toMatchObject({ code: 'CONFLICT', errors: [text] });
    expect(failure.conflict).toBeUndefined();
  });
});
