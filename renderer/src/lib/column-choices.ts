/**
 * The columns a user chose to see in a list, kept in localStorage on this computer, one choice per
 * list (not per connection: it is about the screen, not the company). A list passes its default
 * hidden columns; a damaged entry falls back to them (docs/desktop-app.md, "Documents list").
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { subscribeToStored } from './stored-settings.js';

/** Column field → shown; a field not named keeps the list's default. */
export type ColumnChoice = Record<string, boolean>;

const keyOf = (list: string) => `oblik.columns.${list}`;
const CHANGED = 'oblik-columns-changed';

function readColumnChoice(storage: Pick<Storage, 'getItem'>, list: string): ColumnChoice {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(list)) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {}; // a damaged entry must not break the list
  }
}

const subscribe = subscribeToStored(CHANGED);

/** The list's column visibility (its defaults overridden by the stored choice), and a setter that stores a change. */
export function useColumnChoice(list: string, defaults: ColumnChoice): [ColumnChoice, (field: string, shown: boolean) => void] {
  // The snapshot is the stored text, so React compares strings, not fresh objects.
  const text = useSyncExternalStore(subscribe, () => window.localStorage.getItem(keyOf(list)) ?? '');
  // One object per stored text, so the grid does not lay its columns out again on every render; `defaults` is a constant.
  const choice = useMemo(() => ({ ...defaults, ...(text ? readColumnChoice(window.localStorage, list) : {}) }), [defaults, text, list]);
  const set = useCallback(
    (field: string, shown: boolean) => {
      const next = { ...readColumnChoice(window.localStorage, list), [field]: shown };
      window.localStorage.setItem(keyOf(list), JSON.stringify(next));
      window.dispatchEvent(new Event(CHANGED));
    },
    [list],
  );
  return [choice, set];
}
