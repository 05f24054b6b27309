import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseAndRun, runOperation, toBridgeFailure } from '../../../electron/bridge-runner.js';
import type { Handlers } from '../../../electron/core/core-types.js';
import { bridgeContract } from '../../../shared/ipc/bridge-contract.js';
import { OPERATIONS, type Operation } from '../../../shared/ipc/operations.js';

const OPS_WITH_INPUT: Operation[] = [
  'stores.load',
  'documents.setDone',
  'connections.add',
  'connections.test',
  'print.pdf',
  'agents.batch',
  'documents.update',
];

// docs/security.md, the checklist's "Bridge input" row.
describe('malformed bridge input never reaches the core', () => {
  it('the core runs only with requests the contract accepts, and gets them parsed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...OPS_WITH_INPUT), fc.anything(), async (op, raw) => {
        const run = vi.fn(() => Promise.reject(Object.assign(new Error('stop'), { code: 'OFFLINE' })));
        const reply = await parseAndRun({ op, run, raw });
        const accepted = bridgeContract[op].request.safeParse(raw ?? {});
        if (accepted.success) {
          expect(run).toHaveBeenCalledWith(accepted.data);
        } else {
          expect(run).not.toHaveBeenCalled();
          expect(reply).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } });
        }
      }),
      { numRuns: 400 },
    );
  });

  it('prototype-polluting and oversized payloads are refused before the core', async () => {
    const run = vi.fn();
    for (const raw of [JSON.parse('{"__proto__":{"admin":true},"id":5}'), { id: 'x'.repeat(10_000) }, 'id', 42, [], null]) {
      const reply = await parseAndRun({ op: 'connections.test', run: run as never, raw });
      expect(reply.ok).toBe(false);
    }
    expect(run).not.toHaveBeenCalled();
  });

  it('a reply outside the contract is not passed to the page', async () => {
    const reply = await parseAndRun({
      op: 'connections.list',
      run: (() => Promise.resolve([{ id: 1, token: 'secret' }])) as never,
      raw: {},
    });
    expect(reply).toEqual({
      ok: false,
      error: { code: 'INVALID_RESPONSE', message: 'connections.list: the reply did not match the contract' },
    });
    expect(JSON.stringify(reply)).not.toContain('secret');
  });

  it('errors cross as plain objects: code and message, no stack, no cause', async () => {
    const failure = Object.assign(new Error('No connection to the service'), { code: 'OFFLINE', cause: new Error('token abc') });
    const reply = await parseAndRun({ op: 'connections.list', run: () => Promise.reject(failure), raw: {} });
    expect(reply).toEqual({ ok: false, error: { code: 'OFFLINE', message: 'No connection to the service' } });
  });

  it('a service failure crosses with the id of its request, and a malformed id does not cross', () => {
    const failure = { code: 'SERVER_ERROR', message: 'INTERNAL: failed', status: 500, requestId: 'b6f1c9d2-6c1e-4c61-8a39-0d3f5e2a7b10' };
    expect(toBridgeFailure(failure)).toEqual(failure);
    expect(toBridgeFailure({ ...failure, requestId: 'id\r\nSet-Cookie: x' })).toEqual({ code: 'INTERNAL', message: 'Internal error' });
  });

  it('an unexpected error becomes INTERNAL and its text goes only to the log', () => {
    const log = vi.fn();
    expect(toBridgeFailure(new Error('ENOENT /home/user/.secret token=abc'), log)).toEqual({ code: 'INTERNAL', message: 'Internal error' });
    expect(toBridgeFailure('boom')).toEqual({ code: 'INTERNAL', message: 'Internal error' });
    expect(toBridgeFailure({ code: 'lower case', message: 'x' })).toEqual({ code: 'INTERNAL', message: 'Internal error' });
    expect(log).toHaveBeenCalledWith('error', expect.stringContaining('ENOENT'));
  });

  it('names outside the contract are refused without a handler lookup', async () => {
    const handlers = Object.fromEntries(OPERATIONS.map((op) => [op, vi.fn()])) as unknown as Handlers;
    for (const name of ['__proto__', 'constructor', 'toString', 'documents.erase', '']) {
      expect(await runOperation(handlers, { op: name, raw: {} })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_OPERATION' } });
    }
  });
});
