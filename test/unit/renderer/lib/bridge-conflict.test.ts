// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BridgeError, desktop } from '../../../../renderer/src/lib/bridge.js';
import { conflictOf } from '../../../../renderer/src/lib/record-conflict.js';

const CONFLICT = { uid: 'd-1', kind: 'document', version: 4, by: 'Олена Коваль', at: '2026-11-26T09:15:00.000Z' };

/** The preload's bridge, refusing every call with `failure` as the main process sends it. */
function refuseWith(failure: object) {
  const refused = Object.assign(new Error('refused'), failure);
  (window as unknown as { desktop: unknown }).desktop = { 'documents.update': () => Promise.reject(refused) };
}
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

afterEach(() => {
  delete (window as unknown as { desktop?: unknown }).desktop;
});

describe('a stale save as the renderer receives it', () => {
  it('keeps who changed the record, when, and its version now', async () => {
    refuseWith({ code: 'CONFLICT', message: 'CONFLICT: changed', serviceCode: 'CONFLICT', status: 409, conflict: CONFLICT });
    const error = await refusalOf(desktop['documents.update']({ uid: 'd-1', version: 3 }));
    expect(error).toBeInstanceOf(BridgeError);
    expect((error as BridgeError).conflict).toEqual(CONFLICT);
    expect(conflictOf(error)).toEqual(CONFLICT);
  });

  it('drops a conflict of the wrong shape, leaving a plain refusal', async () => {
    refuseWith({ code: 'CONFLICT', message: 'CONFLICT: changed', serviceCode: 'CONFLICT', conflict: { ...CONFLICT, version: 'four' } });
    const error = await refusalOf(desktop['documents.update']({ uid: 'd-1', version: 3 }));
    expect((error as BridgeError).conflict).toBeUndefined();
    expect(conflictOf(error)).toBeNull();
  });

  it('is no conflict when the refusal is another one', async () => {
    refuseWith({ code: 'CONFLICT', message: 'DOCUMENT_POSTED: unpost it first', serviceCode: 'DOCUMENT_POSTED' });
    expect(conflictOf(await refusalOf(desktop['documents.update']({ uid: 'd-1' })))).toBeNull();
  });
});
