import type { ServiceEndpoint } from './embedded-service.js';
import { CoreError } from './errors.js';
import { localServiceTarget } from './local-target.js';
import { createPinnedFetch } from './pinned-fetch.js';

/** Must match server/service-routes.ts: the running service's private snapshot route. */
export const SERVICE_BACKUP_PATH = '/_service/backup';

/** A big company's snapshot is copied and packed in well under this; a stuck one gives way to the stopped copy. */
const SNAPSHOT_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Asks a running local service for a consistent snapshot of its company into `file`, with the
 * per-launch token only the core knows. Resolves once the file is complete; anything else
 * (an older service without the route, a full disk, the service stopping) rejects.
 */
export async function requestServiceBackup(endpoint: ServiceEndpoint, file: string, signal: AbortSignal): Promise<void> {
  let response: Response;
  const { baseUrl, fingerprint } = localServiceTarget(endpoint);
  // A company served to the office is asked over TLS, pinned like every other request to it.
  const client = fingerprint ? createPinnedFetch(fingerprint) : fetch;
  try {
    response = await client(`${baseUrl}${SERVICE_BACKUP_PATH}`, {
      method: 'POST',
      headers: { authorization: endpoint.token, 'content-type': 'application/json' },
      body: JSON.stringify({ to: file }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS)]),
    });
  } catch (error) {
    throw new CoreError('offline', `the local service did not take the snapshot: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as { success?: boolean; errors?: unknown } | null;
  if (!response.ok || body?.success !== true) {
    const errors = Array.isArray(body?.errors) ? body.errors.filter((e): e is string => typeof e === 'string') : [];
    throw new CoreError(
      'serverError',
      `the local service did not take the snapshot (${response.status}${errors[0] ? `: ${errors[0]}` : ''})`,
      {
        status: response.status,
        errors,
      },
    );
  }
}
