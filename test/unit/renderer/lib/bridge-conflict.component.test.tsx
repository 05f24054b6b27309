// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BridgeError, desktop } from '../../../../renderer/src/lib/bridge.js';

/** What the editors read of a stale save's refusal: `conflict` on the BridgeError. */
describe('the renderer’s bridge', () => {
  afterEach(() => {
    delete (window as { desktop?: unknown }).desktop;
  });

  const uid = '7d1a4a0e-3c58-4d4e-9d3e-2f7e1f0c9a11';
  const conflict = { uid, kind: 'document', version: 4, by: null, at: '2026-11-26T10:05:00.000Z' };
  // The preload throws the failure's plain fields (electron/preload.ts); an Error carries them here, as lint asks.
  const refusing = (failure: object) => {
    (window as { desktop?: unknown }).desktop = { 'documents.update': () => Promise.reject(Object.assign(new Error('refused'), failure)) };
  };
  const refusalOf = async () => {
    const error = await desktop['documents.update']({ uid, memo: 'моя', version: 3 }).then(
      () => null,
      (e: unknown) => e,
    );
    if (!(error instanceof BridgeError)) throw new Error(`expected a BridgeError, got ${String(error)}`);
    return error;
  };

  it('gives a conflict’s record, version, person and time to the editor', async () => {
    refusing({ code: 'CONFLICT', message: 'CONFLICT: …', serviceCode: 'CONFLICT', status: 409, conflict });
    const error = await refusalOf();
    expect([error.code, error.serviceCode]).toEqual(['CONFLICT', 'CONFLICT']);
    expect(error.conflict).toEqual(conflict);
  });

  it('has no conflict for another refusal, nor for a malformed one', async () => {
    refusing({ code: 'CONFLICT', message: 'DOCUMENT_POSTED: …', serviceCode: 'DOCUMENT_POSTED' });
    expect((await refusalOf()).conflict).toBeUndefined();
    refusing({ code: 'CONFLICT', message: 'CONFLICT: …', serviceCode: 'CONFLICT', conflict: { uid, version: 0 } });
    expect((await refusalOf()).conflict).toBeUndefined();
  });
});
