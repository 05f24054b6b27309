import { z } from 'zod';
import { ENDPOINTS, type EndpointName } from '../api/endpoints.js';
import { lenientOf } from './lenient.js';
import { API_OPERATIONS, type ApiOperation } from './operations.js';

/** Where a reply came from: the service now, or the offline cache with the time it was fetched. */
export const Freshness = z.object({
  source: z.enum(['live', 'cache']),
  /** ISO date-time the data was fetched from the service. */
  fetchedAt: z.string(),
});
export type Freshness = z.output<typeof Freshness>;

/** A printed form as it crosses the bridge: base64, the same bytes through IPC and the browser host's JSON. */
export const PdfData = z.object({ base64: z.string(), contentType: z.literal('application/pdf') });
export type PdfData = z.output<typeof PdfData>;

type Endpoints = typeof ENDPOINTS;
type Flat<T> = { [K in keyof T]: T[K] } & {};
type PartOf<N extends EndpointName, K extends 'params' | 'query' | 'body'> = Endpoints[N] extends { [P in K]: infer S } ? S : undefined;
type InOf<S> = S extends z.ZodType ? z.input<S> : unknown;
type OutOf<S> = S extends z.ZodType ? z.output<S> : unknown;
type IsBatch<N extends EndpointName> = PartOf<N, 'body'> extends z.ZodArray ? true : false;

/**
 * Not sent to the service: marks a read as a run the user asked for (a report's Run button), so the
 * offline cache lists it among saved reports; reads made on the way (a drill-down) leave it out.
 */
type RunMark<N extends EndpointName> = Endpoints[N]['method'] extends 'GET' ? { userRun?: boolean } : unknown;

/** What the renderer sends for API operation N: path parameters, query and body in one object; a batch as `{ records }`. */
export type ApiRequestIn<N extends EndpointName> =
  IsBatch<N> extends true
    ? { records: InOf<PartOf<N, 'body'>> }
    : Flat<InOf<PartOf<N, 'params'>> & InOf<PartOf<N, 'query'>> & InOf<PartOf<N, 'body'>> & RunMark<N>>;

/** The same request after parsing (uids lower-cased, defaults filled, amounts exact decimals). */
export type ApiRequestOut<N extends EndpointName> =
  IsBatch<N> extends true
    ? { records: OutOf<PartOf<N, 'body'>> }
    : Flat<OutOf<PartOf<N, 'params'>> & OutOf<PartOf<N, 'query'>> & OutOf<PartOf<N, 'body'>> & RunMark<N>>;

/** The `data` of API operation N's reply: the endpoint's data schema, or a PDF as base64. */
export type ApiData<N extends EndpointName> = Endpoints[N]['data'] extends z.ZodType ? z.output<Endpoints[N]['data']> : PdfData;

/** The reply of API operation N: the envelope's data and counters, with where and when it came from. */
export type ApiResponse<N extends EndpointName> = {
  data: ApiData<N>;
  totalCount?: number;
  count?: number;
} & Freshness;

function requestOf(name: EndpointName): z.ZodType {
  const endpoint: { method: 'GET' | 'POST'; params?: z.ZodType; query?: z.ZodType; body?: z.ZodType } = ENDPOINTS[name];
  if (endpoint.body instanceof z.ZodArray) return z.object({ records: endpoint.body });
  const parts = [endpoint.params, endpoint.query, endpoint.body].filter((s): s is z.ZodObject => s instanceof z.ZodObject);
  // Unknown fields are dropped, not refused: an editor may send back a loaded record with its read-only fields.
  return parts.reduce<z.ZodObject>(
    (merged, part) => merged.extend(part.shape),
    endpoint.method === 'GET' ? z.object({ userRun: z.boolean().optional() }) : z.object({}),
  );
}

function responseOf(name: EndpointName): z.ZodType {
  const schema: z.ZodType | null = ENDPOINTS[name].data;
  const data = schema === null ? PdfData : lenientOf(schema);
  return z.object({
    data,
    totalCount: z.number().int().optional(),
    count: z.number().int().optional(),
    ...Freshness.shape,
  });
}

/** Request and response schemas of API operation N, typed from the endpoint table. */
export interface ApiSchemas<N extends EndpointName> {
  request: z.ZodType<ApiRequestOut<N>, ApiRequestIn<N>>;
  response: z.ZodType<ApiResponse<N>, ApiResponse<N>>;
}

/** Request and response schemas of every API operation. */
export type ApiContract = { [N in ApiOperation]: ApiSchemas<N> };

/**
 * Request and response schemas of every API operation, derived from the one endpoint table:
 * requests from its params, query and body; replies from its data schema read leniently (see `lenientOf`).
 */
export const apiContract = Object.fromEntries(
  API_OPERATIONS.map((name) => [name, { request: requestOf(name), response: responseOf(name) }]),
) as unknown as ApiContract;
