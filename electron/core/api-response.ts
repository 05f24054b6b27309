import type { z } from 'zod';
import { ERROR_STATUS, ErrorEnvelope, errorCodeOf } from '../../shared/api/common.js';
import { VersionConflict } from '../../shared/api/history.js';
import { ENDPOINTS, type EndpointName } from '../../shared/api/endpoints.js';
import { describeIssues } from '../../shared/api/zod-issues.js';
import { lenientOf } from '../../shared/ipc/lenient.js';
import type { CoreErrorKind } from '../../shared/ipc/errors.js';
import { CoreError, redact } from './errors.js';

/** The part of a reply the handlers pass on: the envelope's data and counters. */
export interface ApiResult {
  data: unknown;
  totalCount?: number;
  count?: number;
}

/** Largest reply the proxy reads; a printed form of a long document stays well below it. */
export const MAX_REPLY_BYTES = 64 * 1024 * 1024;

/** The kind of failure an HTTP status means (docs/service-behaviour.md, "Envelope and errors"). */
export function kindOfStatus(status: number): CoreErrorKind {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    case 413:
      return 'tooLarge';
    case 422:
      return 'ruleFailed';
    case 429:
      return 'rateLimited';
    default:
      if (status >= 500) return 'serverError';
      if (status >= 300 && status < 400) return 'badResponse';
      return 'badRequest';
  }
}

const DEFAULT_MESSAGE: Record<string, string> = {
  unauthorized: 'the service did not accept the token',
  forbidden: 'the user of this token has no right to do this',
  notFound: 'the service has no such record',
  conflict: 'the record is in a state that does not allow this',
  ruleFailed: 'the document does not meet the posting rules',
  tooLarge: 'the request is too large for the service',
  rateLimited: 'too many requests; try again in a minute',
  serverError: 'the service failed to process the request',
  badRequest: 'the service refused the request as malformed',
  badResponse: 'the service answered with a redirect; check the base URL',
};

const dataSchemas = new Map<EndpointName, z.ZodType>();
function dataSchemaOf(op: EndpointName): z.ZodType | null {
  const source: z.ZodType | null = ENDPOINTS[op].data;
  if (source === null) return null;
  let schema = dataSchemas.get(op);
  if (!schema) dataSchemas.set(op, (schema = lenientOf(source)));
  return schema;
}

function badResponse(op: EndpointName, why: string): CoreError {
  return new CoreError('badResponse', `the service's reply to ${op} is not what the contract promises: ${why}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A request id as the service sends it in `x-request-id`; anything else is not passed on. */
function requestIdOf(response: Pick<Response, 'headers'> | undefined): string | undefined {
  const id = response?.headers.get('x-request-id') ?? '';
  return /^[A-Za-z0-9._-]{1,64}$/.test(id) ? id : undefined;
}

export interface FailureOfOptions {
  status: number;
  body: unknown;
  response?: Pick<Response, 'headers'>;
}

/** The typed error of a failed reply, carrying the service's error strings and code and the id of the request. */
export function failureOf({ status, body, response }: FailureOfOptions, token: string): CoreError {
  const envelope = ErrorEnvelope.safeParse(body);
  const errors = envelope.success ? envelope.data.errors.map((e) => redact(e, token).slice(0, 2000)) : [];
  const [first] = errors;
  const serviceCode = first === undefined ? undefined : (errorCodeOf(first) ?? undefined);
  // A 200 with `success: false` is judged by its code, since a service may not set statuses.
  const effective = status < 300 && serviceCode ? ERROR_STATUS[serviceCode] : status;
  const kind = status < 300 && !serviceCode ? 'serverError' : kindOfStatus(effective);
  const message = errors.length > 0 ? errors.join('; ') : `${DEFAULT_MESSAGE[kind] ?? 'the service failed'} (HTTP ${status})`;
  // A stale save's refusal says where the record is now; data of any other shape is not passed on.
  const conflict = serviceCode === 'CONFLICT' && envelope.success ? VersionConflict.safeParse(envelope.data.data) : undefined;
  return new CoreError(kind, message, {
    status,
    serviceCode,
    errors,
    requestId: requestIdOf(response),
    ...(conflict?.success ? { conflict: conflict.data } : {}),
  });
}

async function readBody(response: Response, op: EndpointName): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_REPLY_BYTES) throw badResponse(op, `the reply is larger than ${MAX_REPLY_BYTES} bytes`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_REPLY_BYTES) throw badResponse(op, `the reply is larger than ${MAX_REPLY_BYTES} bytes`);
  return bytes;
}

/**
 * Reads the reply of `op`: strictly for the envelope (success, data, integer counters) and
 * through the lenient data schema of the contract; a PDF comes back as base64. Failures become
 * typed CoreErrors; the token, if the service echoes it, is cut out of every error string.
 */
export async function readApiResponse(op: EndpointName, response: Response, token: string): Promise<ApiResult> {
  const bytes = await readBody(response, op);
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status >= 300) throw failureOf({ status: response.status, body: parseJson(bytes.toString('utf8')), response }, token);

  const schema = dataSchemaOf(op);
  if (schema === null) {
    if (contentType.includes('application/pdf') && bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
      return { data: { base64: bytes.toString('base64'), contentType: 'application/pdf' } };
    }
    const body = parseJson(bytes.toString('utf8'));
    if (ErrorEnvelope.safeParse(body).success) throw failureOf({ status: response.status, body, response }, token);
    throw badResponse(op, 'expected a PDF file');
  }

  const body = parseJson(bytes.toString('utf8'));
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badResponse(op, 'the reply is not a JSON envelope');
  const envelope = body as Record<string, unknown>;
  if (envelope.success === false) throw failureOf({ status: response.status, body, response }, token);
  if (envelope.success !== true || !('data' in envelope)) throw badResponse(op, 'the envelope has no success: true and data');
  for (const counter of ['totalCount', 'count'] as const) {
    const value = envelope[counter];
    if (value !== undefined && !Number.isSafeInteger(value)) throw badResponse(op, `${counter} is not an integer`);
  }
  const data = schema.safeParse(envelope.data);
  if (!data.success) throw badResponse(op, describeIssues(data.error.issues, 'reply', 5));
  return {
    data: data.data,
    ...(envelope.totalCount !== undefined ? { totalCount: envelope.totalCount as number } : {}),
    ...(envelope.count !== undefined ? { count: envelope.count as number } : {}),
  };
}
