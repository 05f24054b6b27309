import { describe, expect, it } from 'vitest';
import type { Document } from '../../../../shared/api/documents.js';
import { selectionAfter, toggled } from '../../../../renderer/src/features/documents/use-note-selection.js';

const doc = (uid: string, type: string): Document => ({ uid, type, no: uid, date: '2026-11-21', sum: 1 }) as Document;
const note1 = doc('n1', 'waybillOut');
const invoice1 = doc('i1', 'invoice');
const page1 = [note1, invoice1, doc('n2', 'waybillOut')];
const page2 = [doc('n3', 'waybillOut')];

describe('ticking delivery notes in the list', () => {
  it('keeps notes ticked on an earlier page when the grid reports a page that no longer shows them', () => {
    const first = selectionAfter(new Map(), ['n1', 'n2'], page1);
    const second = selectionAfter(first, ['n1', 'n2', 'n3'], page2);
    expect([...second.keys()]).toEqual(['n1', 'n2', 'n3']);
  });
  it('never keeps anything but a delivery note, and drops ids it cannot resolve', () => {
    expect([...selectionAfter(new Map(), ['n1', 'i1', 'ghost'], page1).keys()]).toEqual(['n1']);
  });
  it('unticks what the grid no longer reports', () => {
    const first = selectionAfter(new Map(), ['n1', 'n2'], page1);
    expect([...selectionAfter(first, ['n2'], page1).keys()]).toEqual(['n2']);
  });
  it('toggles a note with Space and ignores other documents', () => {
    const one = toggled(new Map(), note1);
    expect([...one.keys()]).toEqual(['n1']);
    expect(toggled(one, invoice1)).toBe(one);
    expect([...toggled(one, note1).keys()]).toEqual([]);
  });
});
