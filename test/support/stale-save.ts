import type { VersionConflict } from '../../shared/api/history.js';
/** When Олена Коваль saved the record the tests' user then saves over (UTC). */
export const CHANGED_AT = '2026-11-26T09:15:00.000Z';

type BridgeErrorClass = new (code: string, message: string, details?: { serviceCode?: string; conflict?: VersionConflict }) => Error;

/**
 * A change of the record's bridge operation: refused as the bridge refuses a stale save (409
 * `CONFLICT` naming who changed the record and when) unless it carries the version `stored` has now.
 * `accept` answers a change that does carry it.
 */
export function versionChecked(
  BridgeError: BridgeErrorClass,
  record: { uid: string; kind: VersionConflict['kind']; stored: () => { version?: unknown } },
  { body, accept }: { body: Record<string, unknown>; accept: () => unknown },
): Promise<unknown> {
  const version = Number(record.stored().version);
  if (body.version === version) return Promise.resolve(accept());
  const conflict = { uid: record.uid, kind: record.kind, version, by: 'Олена Коваль', at: CHANGED_AT };
  return Promise.reject(new BridgeError('CONFLICT', 'CONFLICT: changed by Олена Коваль', { serviceCode: 'CONFLICT', conflict }));
}
