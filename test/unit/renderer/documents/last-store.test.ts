import { describe, expect, it } from 'vitest';
import { lastStoreOf, rememberLastStore } from '../../../../renderer/src/features/documents/last-store.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the store used last', () => {
  const central = { uid: 'central', name: 'Центральний склад' };

  it('is remembered per connection, and a document without a store leaves it as it was', () => {
    const storage = memoryStorage();
    expect(lastStoreOf(storage, 'a')).toBeNull();
    rememberLastStore(storage, 'a', central);
    rememberLastStore(storage, 'a', null);
    expect(lastStoreOf(storage, 'a')).toEqual(central);
    expect(lastStoreOf(storage, 'b')).toBeNull();
  });

  it('is none when what was kept cannot be read', () => {
    const storage = memoryStorage();
    storage.setItem('oblik.lastStore.a', '{not json');
    expect(lastStoreOf(storage, 'a')).toBeNull();
    storage.setItem('oblik.lastStore.a', '{"uid":1}');
    expect(lastStoreOf(storage, 'a')).toBeNull();
  });
});
