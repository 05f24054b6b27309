import { describe, expect, it } from 'vitest';
import { findDraft, forgetDraft, saveLocalDraft, listDrafts, type DraftStorage } from '../../../../renderer/src/lib/local-drafts.js';
import { newDraft } from '../../../../renderer/src/features/documents/editor-model.js';

function memoryStorage(): DraftStorage & { size: () => number } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
    size: () => map.size,
  };
}

const A = '5d0f1c2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
const B = '6e1f2d3c-4b5a-4d6e-9f70-8a9bac0d1e2f';

describe('unsaved drafts stored per connection, on this PC', () => {
  it('a local draft comes back exactly as typed, and is gone once saved', () => {
    const storage = memoryStorage();
    const draft = {
      ...newDraft('waybillOut', { today: '2026-11-21', uid: A }),
      memo: 'терміново',
      lines: [{ key: 'line-1', entity: null, qty: '1 234,5', price: '', sum: '', memo: '' }],
    };
    saveLocalDraft(storage, 'local-demo', { draft, now: new Date('2026-11-21T10:00:00Z') });
    expect(findDraft(storage, 'local-demo', A)?.draft).toEqual(draft);
    forgetDraft(storage, 'local-demo', A);
    expect(findDraft(storage, 'local-demo', A)).toBeNull();
    expect(storage.size()).toBe(0);
  });

  it('drafts of two connections never mix', () => {
    const storage = memoryStorage();
    saveLocalDraft(storage, 'cloud-1', { draft: newDraft('invoice', { today: '2026-11-21', uid: A }), now: new Date() });
    expect(findDraft(storage, 'local-demo', A)).toBeNull();
    expect(listDrafts(storage, 'cloud-1')).toHaveLength(1);
  });

  it('lists the newest draft first, and a corrupt entry is dropped rather than breaking the list', () => {
    const storage = memoryStorage();
    saveLocalDraft(storage, 'c', { draft: newDraft('invoice', { today: '2026-11-21', uid: A }), now: new Date('2026-11-21T10:00:00Z') });
    saveLocalDraft(storage, 'c', { draft: newDraft('invoice', { today: '2026-11-21', uid: B }), now: new Date('2026-11-21T11:00:00Z') });
    expect(listDrafts(storage, 'c').map((kept) => kept.draft.uid)).toEqual([B, A]);
    storage.setItem('oblik.drafts.c', '{not json');
    expect(listDrafts(storage, 'c')).toEqual([]);
  });
});
