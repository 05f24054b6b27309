import { describeIssues } from '../shared/api/index.js';
import { bridgeContract, OPERATIONS, type Operation } from '../shared/ipc/index.js';
import { BridgeFailure, type BridgeReply } from '../shared/ipc/errors.js';
import type { LogFn, Handlers } from './core/core-types.js';

const KNOWN = new Set<string>(OPERATIONS);

/** Whether `name` is one of the contract's operations (no generic "invoke anything"). */
export function isOperation(name: unknown): name is Operation {
  return typeof name === 'string' && KNOWN.has(name);
}

/**
 * Turns anything thrown by the core into a plain `{ code, message }`. Errors the core threw on
 * purpose carry a code and a message meant for the user; anything else is an internal error
 * whose text stays in the log, because it may hold paths, SQL or a token (docs/security.md, checklist item "Secrets").
 */
export function toBridgeFailure(error: unknown, log?: LogFn): BridgeFailure {
  if (error && typeof error === 'object') {
    // Only the contract's fields are copied: a stack, a cause or a request object never cross.
    const { code, message, status, serviceCode, errors, requestId, reason, conflict } = error as Record<string, unknown>;
    const plain = BridgeFailure.safeParse({ code, message, status, serviceCode, errors, requestId, reason, conflict });
    if (plain.success) return plain.data;
  }
  log?.('error', `bridge: internal error: ${error instanceof Error ? error.message : String(error)}`);
  return { code: 'INTERNAL', message: 'Internal error' };
}

/**
 * Parses the request of `op` with the contract, runs `run` and parses its reply before it leaves
 * (docs/security.md, checklist item "Bridge input"): malformed input never reaches the core, and a reply of the wrong
 * shape never reaches the page. The one function behind both `ipc.ts` and `browser-host.ts`.
 */
/** A bridge call: the operation `op`, its handler `run`, the request as it came (`raw`), and where to `log`. */
export interface BridgeCall<O extends Operation> {
  op: O;
  run: Handlers[O];
  raw: unknown;
  log?: LogFn | undefined;
}

export async function parseAndRun<O extends Operation>({ op, run, raw, log }: BridgeCall<O>): Promise<BridgeReply> {
  const { request, response } = bridgeContract[op];
  const parsedRequest = request.safeParse(raw ?? {});
  if (!parsedRequest.success) {
    return { ok: false, error: { code: 'INVALID_REQUEST', message: `${op}: ${describeIssues(parsedRequest.error.issues, 'request', 5)}` } };
  }
  let result: unknown;
  try {
    result = await (run as (request: unknown) => Promise<unknown>)(parsedRequest.data);
  } catch (error) {
    return { ok: false, error: toBridgeFailure(error, log) };
  }
  const parsedResponse = response.safeParse(result);
  if (!parsedResponse.success) {
    log?.('error', `bridge: ${op} answered a reply outside the contract: ${describeIssues(parsedResponse.error.issues, 'reply', 5)}`);
    return { ok: false, error: { code: 'INVALID_RESPONSE', message: `${op}: the reply did not match the contract` } };
  }
  return { ok: true, value: parsedResponse.data };
}

export interface RunOperationOptions {
  op: string;
  raw: unknown;
  log?: LogFn | undefined;
}

/** Runs `op` against a complete set of handlers, refusing names outside the contract. */
export function runOperation(handlers: Handlers, { op, raw, log }: RunOperationOptions): Promise<BridgeReply> {
  if (!isOperation(op)) return Promise.resolve({ ok: false, error: { code: 'UNKNOWN_OPERATION', message: `unknown operation ${op}` } });
  return parseAndRun({ op, run: handlers[op], raw, log });
}
