import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ENDPOINTS, MAX_BATCH, type EndpointName } from '../../shared/api/index.js';
import { ok, parseInput } from '../http.js';
import { LedgerError } from '../ledger/errors.js';

/**
 * The one route table: every endpoint is registered from its entry in ENDPOINTS (shared/api/endpoints.ts),
 * which holds its method, path, params, query, body and reply schema. A handler gets the parsed input and
 * gives back the envelope's data; it never names a path or a schema itself.
 */

type Spec<N extends EndpointName> = (typeof ENDPOINTS)[N];
type Parsed<E, K extends string> = E extends { [key in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** The input of endpoint `N`, parsed with the schemas of its ENDPOINTS entry. */
export interface EndpointInput<N extends EndpointName> {
  params: Parsed<Spec<N>, 'params'>;
  query: Parsed<Spec<N>, 'query'>;
  body: Parsed<Spec<N>, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Data<E> = E extends { data: infer S extends z.ZodType } ? z.input<S> : never;

/**
 * What a handler answers: the envelope's data, with the counter its entry names (`{ data, totalCount }`);
 * or, for a PDF, a reply written out in parts or one whose bytes were kept, the Fastify reply it sent itself.
 */
export type EndpointAnswer<N extends EndpointName> =
  Spec<N> extends { data: null }
    ? FastifyReply
    : Spec<N> extends { counter: infer C extends string }
      ? ({ data: Data<Spec<N>> } & { [key in C]: number }) | FastifyReply
      : Data<Spec<N>> | FastifyReply;

/** Sends the bytes of a whole JSON reply (the envelope) as they are: a reply rendered once and kept. */
export function sendJsonBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(bytes);
}

export type EndpointHandler<N extends EndpointName> = (input: EndpointInput<N>) => Promise<EndpointAnswer<N>>;

/** Fastify writes a path parameter `:uid`; the spec (and ENDPOINTS) `{uid}`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * A batch body is parsed record by record, so a refusal names the record (`body.3.price`), and one
 * longer than MAX_BATCH is a 413 rather than a validation error.
 */
function parseBatch(schema: z.ZodType, body: unknown): unknown[] {
  if (!Array.isArray(body)) throw new LedgerError('VALIDATION', 'body: a batch is a JSON array of records');
  if (body.length > MAX_BATCH)
    throw new LedgerError('PAYLOAD_TOO_LARGE', `a batch holds at most ${MAX_BATCH} records; this one has ${body.length}`);
  return body.map((item, i) => parseInput(schema, item, `body.${i}`));
}

function parseBody(schema: z.ZodType, body: unknown): unknown {
  return schema instanceof z.ZodArray ? parseBatch(schema.element as z.ZodType, body) : parseInput(schema, body, 'body');
}

/** Registers endpoint `name` as its ENDPOINTS entry says: parse its input, run `handler`, answer in the envelope. */
export function registerEndpoint<N extends EndpointName>(app: FastifyInstance, name: N, handler: EndpointHandler<N>): void {
  // Widened once here: the handler's own types come from the entry itself.
  const spec: { method: 'GET' | 'POST'; path: string; params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; counter?: string } =
    ENDPOINTS[name];
  const run = handler as (input: EndpointInput<EndpointName>) => Promise<unknown>;
  app.route({
    method: spec.method,
    url: fastifyPath(spec.path),
    handler: async (request, reply) => {
      const input = {
        params: spec.params && parseInput(spec.params, request.params, 'path'),
        query: spec.query && parseInput(spec.query, request.query, 'query'),
        body: spec.body && parseBody(spec.body, request.body),
        request,
        reply,
      } as EndpointInput<EndpointName>;
      const answer = await run(input);
      // A route that wrote its own reply (a stream, a PDF) returns it; a Fastify reply is thenable, so
      // awaiting it yields nothing once it is sent. Answering again would send twice.
      if (answer === reply || reply.sent) return reply;
      if (spec.counter) {
        const { data, ...counters } = answer as { data: unknown; totalCount?: number; count?: number };
        return ok(data, counters);
      }
      return ok(answer);
    },
  });
}
