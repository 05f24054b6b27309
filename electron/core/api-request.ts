import { z } from 'zod';
import { ENDPOINTS, endpointPath, type EndpointName } from '../../shared/api/endpoints.js';
import { Decimal, toJsonNumber } from '../../shared/api/money.js';

/** Where and how to send API requests: the connection's base URL, header scheme and token. */
export interface ApiTarget {
  baseUrl: string;
  /** Header that carries the token, `Authorization` on our service. */
  header: string;
  /** Text before the token, such as `Bearer `; empty on our service. */
  prefix: string;
  token: string;
  /** SHA-256 of the certificate a served company's connection pinned; requests go only to a server presenting it. */
  fingerprint?: string;
}

/** An HTTP request ready for `fetch`. */
export interface BuiltRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const keysOf = (schema: z.ZodType | undefined): string[] => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

/**
 * Amounts are exact decimals after parsing; they go out as JSON numbers when the number is exactly
 * the decimal (always, for sums of kopecks under 10¹²), otherwise as the numeric string the spec
 * also accepts, so no amount is ever rounded through a float on its way to the service.
 */
function toJson(value: unknown): string {
  return JSON.stringify(value, function replacer(this: Record<string, unknown>, key: string, plain: unknown) {
    const raw = key === '' ? plain : this[key];
    if (Decimal.isDecimal(raw)) {
      const number = toJsonNumber(raw);
      return new Decimal(number).equals(raw) ? number : raw.toFixed();
    }
    return plain;
  });
}

/**
 * Builds the HTTP request of API operation `op` from the endpoint table: method, path with the
 * encoded uid, query string, JSON body and the token in the connection's header scheme.
 * `request` is the contract's parsed request of `op` (a batch as `{ records }`).
 */
export function buildApiRequest(op: EndpointName, request: Record<string, unknown>, target: ApiTarget): BuiltRequest {
  const endpoint: { method: 'GET' | 'POST'; params?: z.ZodType; query?: z.ZodType; body?: z.ZodType } = ENDPOINTS[op];
  const path = endpoint.params ? endpointPath(op, { uid: request.uid as string }) : endpointPath(op);
  const query = new URLSearchParams();
  for (const key of keysOf(endpoint.query)) {
    const value = request[key];
    if (value === undefined || value === null) continue;
    // The contract parses a query to plain strings, numbers and booleans; anything else is a bug here, not a request to send.
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      throw new Error(`query ${key} of ${op} is not a plain value`);
    query.set(key, String(value));
  }
  const base = new URL(target.baseUrl);
  const url = new URL(`${base.pathname.replace(/\/+$/, '')}${path}`, base.origin);
  url.search = query.toString();
  if (url.origin !== base.origin) throw new Error(`request of ${op} left the connection's origin`);

  const headers: Record<string, string> = {
    accept: ENDPOINTS[op].data === null ? 'application/pdf, application/json' : 'application/json',
    [target.header.toLowerCase()]: `${target.prefix}${target.token}`,
  };
  if (endpoint.method === 'GET') return { method: 'GET', url: url.toString(), headers };

  const body =
    endpoint.body instanceof z.ZodArray
      ? request.records
      : Object.fromEntries(
          keysOf(endpoint.body)
            .filter((key) => request[key] !== undefined)
            .map((key) => [key, request[key]]),
        );
  return { method: 'POST', url: url.toString(), headers: { ...headers, 'content-type': 'application/json' }, body: toJson(body) };
}
