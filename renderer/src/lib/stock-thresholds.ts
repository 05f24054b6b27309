/**
 * Low-stock thresholds live on this computer only (the service has no field for them), one set
 * per connection, so two companies never share them. The dashboard reads them, the goods directory sets them.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { parseDecimal, SCALE, type Decimal } from '../../../shared/api/money.js';
import { useActiveConnectionId } from './use-connections.js';
import { subscribeToStored } from './stored-settings.js';

/** A threshold as stored: the minimum as typed (exact text) and the entity's name and unit for the list. */
export interface Threshold {
  min: string;
  name: string;
  unit: string;
}
export type Thresholds = Record<string, Threshold>;

/**
 * A threshold typed by the user: '' clears it; otherwise a non-negative quantity with at most
 * three decimals (the quantity scale); a decimal comma is accepted. `invalid` when it is not.
 */
export function parseThreshold(text: string): Decimal | null | 'invalid' {
  const plain = text
    .trim()
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.');
  if (plain === '') return null;
  const value = parseDecimal(plain);
  if (value === null || value.isNegative() || value.decimalPlaces() > SCALE.qty) return 'invalid';
  return value;
}

const keyOf = (connectionId: string) => `oblik.lowStock.${connectionId}`;
const CHANGED = 'oblik-thresholds-changed';

export function readThresholds(storage: Storage, connectionId: string): Thresholds {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(connectionId)) ?? '{}');
    // Written only by this module on this computer.
    return parsed && typeof parsed === 'object' ? (parsed as Thresholds) : {};
  } catch {
    return {}; // a damaged entry must not break the dashboard
  }
}

export interface WriteThresholdOptions {
  uid: string;
  threshold: Threshold | null;
}

/** Sets or (with null) removes the threshold of one entity (`uid`). */
export function writeThreshold(storage: Storage, connectionId: string, { uid, threshold }: WriteThresholdOptions): void {
  const all = readThresholds(storage, connectionId);
  if (threshold) all[uid] = threshold;
  else delete all[uid];
  storage.setItem(keyOf(connectionId), JSON.stringify(all));
  window.dispatchEvent(new Event(CHANGED));
}

const subscribe = subscribeToStored(CHANGED);

/** The thresholds of the active connection, and a setter; null until the connection is known. */
export function useThresholds(): { thresholds: Thresholds | null; set: (uid: string, threshold: Threshold | null) => void } {
  const connectionId = useActiveConnectionId();
  // The snapshot is the stored text, so React compares strings, not fresh objects.
  const text = useSyncExternalStore(subscribe, () => (connectionId ? (window.localStorage.getItem(keyOf(connectionId)) ?? '{}') : null));
  const set = useCallback(
    (uid: string, threshold: Threshold | null) => {
      if (connectionId) writeThreshold(window.localStorage, connectionId, { uid, threshold });
    },
    [connectionId],
  );
  return { thresholds: text === null || connectionId === null ? null : readThresholds(window.localStorage, connectionId), set };
}
