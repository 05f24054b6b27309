import { ENDPOINTS, type EndpointName } from '../../shared/api/endpoints.js';
import { buildApiRequest, type ApiTarget } from './api-request.js';
import { readApiResponse, type ApiResult } from './api-response.js';
import { CoreError, isCoreError } from './errors.js';
import { clientsByTarget } from './pinned-fetch.js';

import type { LogFn } from './core-types.js';

/** Timeouts and retries of the proxy; the defaults suit a cloud service over the internet. */
export interface ProxyOptions {
  /** Time one attempt may take, in ms (default 30 s). */
  timeoutMs?: number;
  /** Further attempts of a GET after a network error, timeout, 5xx or 429 (default 2). */
  retries?: number;
  /** First back-off delay in ms, doubled on each retry (default 300). */
  backoffMs?: number;
  /** Longest back-off, and the longest Retry-After the proxy waits for (default 5 s). */
  maxBackoffMs?: number;
  fetch?: typeof fetch;
  log?: LogFn;
}

/** Per-call options: cancellation and overrides of the defaults. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  retries?: number;
}

/** Where a call goes (`target`), with its per-call options. */
export interface CallTo extends CallOptions {
  target: ApiTarget;
}

/** Sends the named operations of the endpoint table to a service. */
export interface ApiProxy {
  call(op: EndpointName, request: Record<string, unknown>, to: CallTo): Promise<ApiResult>;
}

/**
 * Largest request body the proxy sends: the service refuses anything above it (413), so a bigger
 * one is refused here before minutes of upload, with words the user can act on.
 */
export const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

class Retryable extends Error {
  constructor(
    readonly error: CoreError,
    readonly retryAfterMs: number | null,
  ) {
    super(error.message);
  }
}

function retryAfterOf(header: string | null): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }
    function aborted() {
      clearTimeout(timer);
      reject(new CoreError('cancelled', 'the request was cancelled'));
    }
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : 'network error';
}

/**
 * Creates the API proxy (docs/desktop-app.md, "Proxy"): requests built from the endpoint table, one
 * timeout per attempt, retries with exponential back-off for GET only (a repeated POST could
 * post or create twice), cancellation through an AbortSignal, and typed errors.
 * Redirects are not followed: the token must only ever go to the base URL the user entered
 * (docs/security.md, checklist item "Secrets").
 */
export function createApiProxy(options: ProxyOptions = {}): ApiProxy {
  const fetchFor = clientsByTarget(options.fetch ?? fetch);
  const backoffMs = options.backoffMs ?? 300;
  const maxBackoffMs = options.maxBackoffMs ?? 5000;

  async function attempt(
    op: EndpointName,
    request: Record<string, unknown>,
    { target, timeoutMs, signal }: { target: ApiTarget; timeoutMs: number; signal?: AbortSignal | undefined },
  ) {
    const built = buildApiRequest(op, request, target);
    if (built.body !== undefined && Buffer.byteLength(built.body) > MAX_REQUEST_BYTES) {
      const mb = Math.ceil(Buffer.byteLength(built.body) / 1024 / 1024);
      throw new CoreError(
        'tooLarge',
        `the request is about ${mb} MB; the service takes at most 10 MB at a time, so send fewer lines or records`,
      );
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const response = await fetchFor(target)(built.url, {
        method: built.method,
        headers: built.headers,
        body: built.body,
        signal: combined,
        redirect: 'manual',
      });
      try {
        return await readApiResponse(op, response, target.token);
      } catch (error) {
        if (isCoreError(error, 'serverError', 'rateLimited')) {
          throw new Retryable(error, retryAfterOf(response.headers.get('retry-after')));
        }
        throw error;
      }
    } catch (error) {
      if (error instanceof Retryable || isCoreError(error)) throw error;
      if (signal?.aborted) throw new CoreError('cancelled', 'the request was cancelled');
      if (timeout.aborted)
        throw new Retryable(
          new CoreError('offline', `the service did not answer within ${Math.round(timeoutMs / 1000)} s`, { reason: 'TIMEOUT' }),
          null,
        );
      throw new Retryable(new CoreError('offline', `the service cannot be reached (${networkReason(error)})`), null);
    }
  }

  return {
    async call(op, request, { target, ...call }) {
      const retries = ENDPOINTS[op].method === 'GET' ? (call.retries ?? options.retries ?? 2) : 0;
      const timeoutMs = call.timeoutMs ?? options.timeoutMs ?? 30_000;
      for (let tried = 0; ; tried += 1) {
        try {
          return await attempt(op, request, { target, timeoutMs, signal: call.signal });
        } catch (error) {
          if (!(error instanceof Retryable)) throw error;
          const wait = error.retryAfterMs ?? Math.min(maxBackoffMs, backoffMs * 2 ** tried);
          if (tried >= retries || wait > maxBackoffMs) throw error.error;
          options.log?.('warn', `api: ${op} failed (${error.error.kind}); retry ${tried + 1} of ${retries} in ${wait} ms`);
          await sleep(wait, call.signal);
        }
      }
    },
  };
}
