import { z } from 'zod';
import { ENDPOINTS, type EndpointName } from '../api/endpoints.js';
import type { ApiOperation } from './operations.js';

/** Where a reply came from: the service now, or the offline cache with the time it was fetched. */
export const Freshness = z.object({
  source: z.enum(['live', 'cache']),
  /** ISO date-time the data was fetched from the service. */
  fetchedAt: z.string(),
});
export type Freshness = z.output<typeof Freshness>;

/**
 * The request of an API operation: the endpoint's path parameters, query and body in one object;
 * a batch body travels as `{ records }`.
 */
function requestOf(name: EndpointName): z.ZodType {
  const endpoint = ENDPOINTS[name] as { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
  if (endpoint.body instanceof z.ZodArray) return z.object({ records: endpoint.body });
  const parts = [endpoint.params, endpoint.query, endpoint.body].filter((s): s is z.ZodObject => s instanceof z.ZodObject);
  return parts.reduce<z.ZodObject>((merged, part) => merged.extend(part.shape), z.object({}));
}

/** The reply of an API operation: the envelope's data and counters, plus freshness. */
function responseOf(name: EndpointName): z.ZodType {
  const endpoint = ENDPOINTS[name] as { data: z.ZodType | null; counter?: 'totalCount' | 'count' };
  // A PDF crosses the bridge as base64: the same bytes through IPC and the browser host's JSON.
  const data = endpoint.data ?? z.object({ base64: z.string(), contentType: z.literal('application/pdf') });
  return z.object({ data, totalCount: z.number().int().optional(), count: z.number().int().optional(), ...Freshness.shape });
}

const API_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/** Request and response schemas of every API operation, derived from the one endpoint table. */
export const apiContract = Object.fromEntries(
  API_NAMES.map((name) => [name, { request: requestOf(name), response: responseOf(name) }]),
) as Record<ApiOperation, { request: z.ZodType; response: z.ZodType }>;
