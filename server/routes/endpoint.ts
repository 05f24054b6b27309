import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { ENDPOINTS, MAX_BATCH, type EndpointName, type EndpointRight, type HistoryOperation } from '../../shared/api/index.js';
import { ok, parseInput } from '../http.js';
import { ServiceError } from '../service-error.js';
import { yieldToOthers } from '../ledger/yield.js';
import { recordChanges, withHistory, type HistoryTarget } from '../ledger/history/history.js';
import { requireVersion } from '../ledger/history/versions.js';
import type { CompanyDb } from '../database/company-db.js';
import type { Database } from '../database/schema.js';
import type { Db } from '../ledger/types.js';
import { requireEndpointRight, requireRight } from './endpoint-rights.js';

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
async function parseBatch(schema: z.ZodType, body: unknown): Promise<unknown[]> {
  if (!Array.isArray(body)) throw new ServiceError('VALIDATION', 'body: a batch is a JSON array of records');
  if (body.length > MAX_BATCH)
    throw new ServiceError('PAYLOAD_TOO_LARGE', `a batch holds at most ${MAX_BATCH} records; this one has ${body.length}`);
  return parseRecords(schema, body, 'body');
}

/** Records parsed between two turns of other requests: a 5,000-line statement took ~85 ms to parse in one go. */
const RECORDS_PER_TURN = 250;

/** Each record of a long list parsed on its own, other requests running between pieces (docs/performance.md). */
async function parseRecords(schema: z.ZodType, records: unknown[], where: string): Promise<unknown[]> {
  const parsed: unknown[] = [];
  for (const [i, record] of records.entries()) {
    if (i > 0 && i % RECORDS_PER_TURN === 0) await yieldToOthers();
    parsed.push(parseInput(schema, record, `${where}.${i}`));
  }
  return parsed;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A body parsed with its schema. A batch, and a long list field of an object body (a statement's
 * `lines`) whose schema has no checks of the list as a whole, are parsed record by record in pieces;
 * the rest of the body is then parsed with that field empty and the records put back.
 */
async function parseBody(schema: z.ZodType, body: unknown): Promise<unknown> {
  if (schema instanceof z.ZodArray) return parseBatch(schema.element as z.ZodType, body);
  if (!(schema instanceof z.ZodObject) || !isRecord(body)) return parseInput(schema, body, 'body');
  const long = Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
    const value = body[key];
    return field instanceof z.ZodArray && !field._zod.def.checks?.length && Array.isArray(value) && value.length > RECORDS_PER_TURN
      ? [{ key, element: field.element as z.ZodType, value }]
      : [];
  });
  if (long.length === 0) return parseInput(schema, body, 'body');
  const rest = parseInput<z.ZodType<Record<string, unknown>>>(
    schema,
    { ...body, ...Object.fromEntries(long.map(({ key }) => [key, []])) },
    'body',
  );
  for (const { key, element, value } of long) rest[key] = await parseRecords(element, value, `body.${key}`);
  return rest;
}

/** The input of a writing endpoint's handler: its parsed input, and the write transaction it runs in. */
type WriteInput<N extends EndpointName> = EndpointInput<N> & { trx: Transaction<Database> };

/**
 * The history a writing endpoint records, in its own transaction, for every writing route alike
 * (docs/architecture.md, "Writes and their history"): a function naming the records it changes,
 * read before and after the write; `created`, naming from the write's result the records it made
 * (new uids, which nothing could read before it); or null for a write that records none of its own.
 */
type HistoryOption<N extends EndpointName, R> =
  | ((input: EndpointInput<N>, trx: Transaction<Database>) => HistoryTarget | Promise<HistoryTarget>)
  | { created: (result: R) => HistoryTarget[] }
  | null;

/** What a writing endpoint declares: the database it writes in one transaction, and the history it records. */
interface Writes<N extends EndpointName, R> {
  companyDb: CompanyDb;
  history: HistoryOption<N, R>;
  /** The operation the history names, where it is not a create, update or delete (a post, a link). */
  operation?: (input: EndpointInput<N>) => HistoryOperation;
  /** Turns the write's result into the answer once it is committed (a reply with warnings, a token the auth gate learns). */
  answer?: (result: R, input: EndpointInput<N>) => Promise<EndpointAnswer<N>> | EndpointAnswer<N>;
}

/** The version a change of one record sent (`version` of an object body); a batch sends none. */
function sentVersionOf(body: unknown): number | undefined {
  return isRecord(body) && typeof body.version === 'number' ? body.version : undefined;
}

/** Runs a writing endpoint's handler in one write transaction, with its history, then answers. */
async function runWrite<N extends EndpointName, R>(
  writes: Writes<N, R>,
  handler: (input: WriteInput<N>) => Promise<R>,
  input: EndpointInput<N>,
): Promise<unknown> {
  const { history } = writes;
  const user = input.request.user;
  const result = await writes.companyDb.write(async (trx) => {
    const change = () => handler({ ...input, trx });
    if (history === null) return change();
    if (typeof history === 'function') {
      const target = await history(input, trx);
      // Checked under the write lock the transaction holds, so a save on the same version that waited behind
      // this one finds it moved on (docs/service-behaviour.md, "Versions and conflicts").
      await requireVersion(trx, target, sentVersionOf(input.body));
      return withHistory(trx, user, { target, change, operation: writes.operation?.(input) });
    }
    const made = await change();
    for (const target of history.created(made)) await recordChanges(trx, user, { target, before: new Map() });
    return made;
  });
  return writes.answer ? writes.answer(result, input) : result;
}

/** The database each service's rights are checked against: the records a request names are read there. */
const rightsDbs = new WeakMap<FastifyInstance, Db>();

/** Says where the rights of `app`'s endpoints read the records a request names (their type and stores). */
export function checkRightsIn(app: FastifyInstance, db: Db): void {
  rightsDbs.set(app, db);
}

/** Registers endpoint `name` as its ENDPOINTS entry says: parse its input, run `handler`, answer in the envelope. */
export function registerEndpoint<N extends EndpointName>(app: FastifyInstance, name: N, handler: EndpointHandler<N>): void;
/** Registers a writing endpoint: its `handler` runs in one write transaction that records the history `writes` names. */
export function registerEndpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  options: {
    writes: Writes<N, Exclude<EndpointAnswer<N>, FastifyReply>> & { answer?: never };
    handler: (input: WriteInput<N>) => Promise<Exclude<EndpointAnswer<N>, FastifyReply>>;
  },
): void;
/** Registers a writing endpoint whose result becomes its answer after the commit (`writes.answer`). */
export function registerEndpoint<N extends EndpointName, R>(
  app: FastifyInstance,
  name: N,
  options: { writes: Writes<N, R> & { answer: NonNullable<Writes<N, R>['answer']> }; handler: (input: WriteInput<N>) => Promise<R> },
): void;
export function registerEndpoint<N extends EndpointName, R>(
  app: FastifyInstance,
  name: N,
  served: EndpointHandler<N> | { writes: Writes<N, R>; handler: (input: WriteInput<N>) => Promise<R> },
): void {
  // Widened once here: the handler's own types come from the entry itself.
  const spec: {
    method: 'GET' | 'POST';
    path: string;
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    counter?: string;
    right: EndpointRight;
  } = ENDPOINTS[name];
  const { right } = spec;
  const run = (input: EndpointInput<N>) => (typeof served === 'function' ? served(input) : runWrite(served.writes, served.handler, input));
  app.route({
    method: spec.method,
    url: fastifyPath(spec.path),
    handler: async (request, reply) => {
      // A right of one area is checked before the input is even read: a refused request learns nothing.
      if ('area' in right) requireRight(request.user, right);
      const input = {
        params: spec.params && parseInput(spec.params, request.params, 'path'),
        query: spec.query && parseInput(spec.query, request.query, 'query'),
        body: spec.body && (await parseBody(spec.body, request.body)),
        request,
        reply,
      } as EndpointInput<N>;
      // One that depends on the record, its fields or its stores, once they are parsed and before anything is
      // changed or read for the answer (docs/service-behaviour.md, "Tokens and rights").
      if (!('area' in right)) {
        const db = rightsDbs.get(app);
        if (!db && 'ofRecord' in right) throw new Error(`no database to check the rights of ${name} in`);
        if (db) await requireEndpointRight(db, { right, user: request.user, parts: input });
      }
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
