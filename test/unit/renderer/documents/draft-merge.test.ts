import { describe, expect, it } from 'vitest';
import {
  copyDraft,
  emptyLine,
  newDraft,
  type DocumentDraft,
  type LineDraft,
} from '../../../../renderer/src/features/documents/editor-model.js';
import { mergeDrafts } from '../../../../renderer/src/features/documents/draft-merge.js';

const entity = (name: string) => ({ uid: `e-${name}`, name, kind: 'goods' });
const line = (uid: string | undefined, name: string, qty: string): LineDraft => ({
  ...emptyLine(),
  uid,
  entity: entity(name),
  qty,
  price: '10',
});

/** A stored invoice with two lines, as this user loaded it at version 3. */
const loaded: DocumentDraft = {
  ...newDraft('invoice', { today: '2026-11-25', uid: 'd-1' }),
  isNew: false,
  version: 3,
  memo: 'як завантажено',
  lines: [line('l-1', 'Цегла', '2'), line('l-2', 'Пісок', '1')],
};
const summary = (draft: DocumentDraft) => draft.lines.map((l) => `${l.uid ?? 'new'}:${l.entity?.name}:${l.qty}`);

describe("this user's changes laid over someone else's version", () => {
  it('takes their version and their fields, with the fields this user changed', () => {
    const mine = { ...loaded, memo: 'моя примітка', lines: [line('l-1', 'Цегла', '3'), loaded.lines[1]!] };
    const theirs = { ...loaded, version: 4, no: '8', lines: [{ ...loaded.lines[0]!, price: '12' }, loaded.lines[1]!] };
    const merged = mergeDrafts(loaded, mine, theirs);
    expect(merged).toMatchObject({ version: 4, no: '8', memo: 'моя примітка' });
    expect(merged.lines.map((l) => [l.qty, l.price])).toEqual([
      ['3', '12'],
      ['1', '10'],
    ]);
  });

  it('keeps lines each side added, drops the one this user removed, and brings back one they removed that this user changed', () => {
    const mine = { ...loaded, lines: [line('l-2', 'Пісок', '4'), line(undefined, 'Щебінь', '1')] };
    const theirs = { ...loaded, version: 4, lines: [loaded.lines[0]!, line('l-3', 'Цемент', '6')] };
    expect(summary(mergeDrafts(loaded, mine, theirs))).toEqual(['l-3:Цемент:6', 'new:Пісок:4', 'new:Щебінь:1']);
  });

  it('without knowing what was loaded, takes every field of this user’s draft onto their version', () => {
    const mine = { ...loaded, memo: 'моя примітка', lines: [line('l-2', 'Пісок', '4')] };
    const theirs = { ...loaded, version: 4, no: '8', lines: [line('l-1', 'Цегла', '2')] };
    const merged = mergeDrafts(null, mine, theirs);
    expect(merged).toMatchObject({ version: 4, memo: 'моя примітка', no: loaded.no });
    expect(summary(merged)).toEqual(['new:Пісок:4']);
  });

  it('a copy of a document starts without a version, being new', () => {
    expect(copyDraft(loaded, '2026-11-26', 'd-2').version).toBeUndefined();
  });
});
