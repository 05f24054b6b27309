import { describe, expect, it } from 'vitest';
import type { Entity } from '../../../../shared/api/directories.js';
import { Decimal } from '../../../../shared/api/money.js';
import {
  basedOnDraft,
  copyDraft,
  draftTotals,
  emptyLine,
  lineSumOf,
  newDraft,
  priceOnPick,
  sameHeader,
  type LineDraft,
} from '../../../../renderer/src/features/documents/editor-model.js';
import { updateBodyOf } from '../../../../renderer/src/features/documents/draft-document.js';
import { amountProblemsOf } from '../../../../renderer/src/features/documents/draft-figures.js';
import { parseTyped } from '../../../../renderer/src/lib/typed-input.js';
import { rankEntities } from '../../../../shared/api/entity-search.js';

const UID = '5d0f1c2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
const ENTITY = { uid: '11111111-2222-4333-8444-555555555555', name: 'Рулетка 5 м', kind: 'goods', unit: 'шт' };

function line(qty: string, price: string, sum = ''): LineDraft {
  return { ...emptyLine(), entity: ENTITY, qty, price, sum };
}

describe('figures typed in the line grid', () => {
  it('reads Ukrainian and programmer notation alike', () => {
    expect(parseTyped('1 234,5')?.toFixed()).toBe('1234.5');
    expect(parseTyped('1\u00a0234.50')?.toFixed()).toBe('1234.5');
    expect(parseTyped('')).toBeNull();
    expect(parseTyped('абв')).toBeNull();
  });

  it('a line sum defaults to qty × price rounded half up to kopecks, as the service does', () => {
    expect(lineSumOf(line('3', '0,335')).toFixed(2)).toBe('1.01');
    expect(lineSumOf(line('2,5', '10,125')).toFixed(2)).toBe('25.31');
  });

  it('a sum the user typed wins over qty × price', () => {
    expect(lineSumOf(line('3', '10', '29,99')).toFixed(2)).toBe('29.99');
  });
});

describe('live totals of the editor', () => {
  const draftOf = (vatInPrice: boolean, lines: LineDraft[]) => ({
    ...newDraft('waybillOut', { today: '2026-11-21', uid: UID }),
    vatInPrice,
    lines,
  });

  it('adds 20 % VAT on top when prices are without VAT', () => {
    const totals = draftTotals(draftOf(false, [line('3', '33,33'), line('1', '0,01')]));
    expect(totals.sum.toFixed(2)).toBe('100.00');
    expect(totals.vatSum.toFixed(2)).toBe('20.00');
    expect(totals.total.toFixed(2)).toBe('120.00');
  });

  it('extracts VAT from the sum when prices include it: vat = round(sum × 20 / 120, 2)', () => {
    const totals = draftTotals(draftOf(true, [line('1', '100')]));
    expect(totals.vatSum.toFixed(2)).toBe('16.67');
    expect(totals.total.toFixed(2)).toBe('100.00');
    expect(totals.net.toFixed(2)).toBe('83.33');
  });

  it('rounds VAT once on the document sum, not per line', () => {
    // Per line 0.02 × 20 % rounds to 0.00; on the document sum 0.06 × 20 % = 0.012 rounds to 0.01.
    const totals = draftTotals(draftOf(false, [line('1', '0,02'), line('1', '0,02'), line('1', '0,02')]));
    expect(totals.vatSum.toFixed(2)).toBe('0.01');
  });

  it('lines without an item count for nothing, and manufacture totals only its products', () => {
    expect(draftTotals(draftOf(false, [emptyLine(), line('2', '5')])).sum.toFixed(2)).toBe('10.00');
    const manufacture = {
      ...newDraft('manufacture', { today: '2026-11-21', uid: UID }),
      lines: [
        { ...line('2', '50'), kind: 'product' as const },
        { ...line('4', '10'), kind: 'material' as const },
      ],
    };
    const totals = draftTotals(manufacture);
    expect(totals.total.toFixed(2)).toBe('100.00');
    expect(totals.vatSum.toFixed(2)).toBe('0.00');
  });
});

describe('what a keystroke in the grid re-renders', () => {
  it('a draft whose lines changed keeps its header; a changed header field or posted state does not', () => {
    const draft = { ...newDraft('waybillOut', { today: '2026-11-21', uid: UID }), lines: [line('1', '10')] };
    expect(sameHeader(draft, { ...draft, lines: [...draft.lines, line('2', '5')] })).toBe(true);
    expect(sameHeader(draft, { ...draft, memo: 'терміново' })).toBe(false);
    expect(sameHeader(draft, { ...draft, agent: { uid: ENTITY.uid, name: 'ТОВ «Ромашка»' } })).toBe(false);
    expect(sameHeader(draft, { ...draft, done: true })).toBe(false);
    expect(sameHeader(draft, { ...draft, parentUid: UID })).toBe(false);
  });
});

describe('the update body', () => {
  it('sends exact decimal strings, the recomputed sum and only the stores the type uses', () => {
    const draft = {
      ...newDraft('waybillOut', { today: '2026-11-21', uid: UID }),
      storeOut: { uid: UID, name: 'Склад' },
      storeIn: { uid: UID, name: 'Інший' },
      lines: [line('1,5', '10,10'), emptyLine()],
    };
    const body = updateBodyOf(draft);
    expect(body.sum).toBe('15.15');
    expect(body.storeOut).toEqual({ uid: UID });
    expect(body.storeIn).toBeNull();
    expect(body.details).toEqual([{ entity: { uid: ENTITY.uid }, qty: '1.5', price: '10.1', sum: '15.15', memo: '' }]);
    expect(body).not.toHaveProperty('no');
  });

  it('sends a write-off’s account and the person who makes its loss good, and no account for the other types', () => {
    const person = { uid: UID, name: 'Іваненко Петро' };
    const writeOff = {
      ...newDraft('inventoryWriteOff', { today: '2026-11-21', uid: UID }),
      account: '375',
      agent: person,
      lines: [line('1', '0')],
    };
    expect(updateBodyOf(writeOff)).toMatchObject({ account: '375', agent: { uid: UID } });
    // Not yet shown: the service takes the write-off role's account.
    expect(updateBodyOf({ ...writeOff, account: '' })).not.toHaveProperty('account');
    expect(
      updateBodyOf({ ...newDraft('waybillOut', { today: '2026-11-21', uid: UID }), account: '947', lines: [line('1', '1')] }),
    ).not.toHaveProperty('account');
  });
});

describe('amount rules in the editor', () => {
  const draftOf = (lines: LineDraft[]) => ({
    ...newDraft('billCompleteWork', { today: '2026-11-21', uid: UID }),
    lines: [...lines, emptyLine()],
  });

  it("names, before saving, the line whose quantity is zero or whose price is negative, in the service's words", () => {
    expect(amountProblemsOf(draftOf([line('1', '10'), line('0', '10'), line('2', '-5')]))).toEqual([
      'details[1].qty must be greater than 0',
      'details[2].price must not be negative',
      'details[2].sum must not be negative',
    ]);
    expect(amountProblemsOf(draftOf([line('0', '10')]))).toEqual(['details[0].qty must be greater than 0']);
  });

  it('names a line whose qty × price is beyond the largest amount', () => {
    expect(amountProblemsOf(draftOf([line('999999999999,999', '99999,9999')]))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^details\[0\]\.sum /)]),
    );
  });

  it('finds nothing wrong with zero prices or ordinary lines', () => {
    expect(amountProblemsOf(draftOf([line('1', '0'), line('2,5', '10,10')]))).toEqual([]);
  });
});

describe('the item picker', () => {
  const entities: Entity[] = [
    { uid: 'a', name: 'Рулетка 3 м', kind: 'goods', barcode: '4820000000055', article: 'RL-3' },
    { uid: 'b', name: 'Рулетка 5 м', kind: 'goods', barcode: '4820000000017', article: 'RL-5' },
    { uid: 'c', name: 'Викрутка PH2', kind: 'goods', barcode: '4820000000024', article: 'VK-2' },
  ];

  it('puts the name that contains the typed text first, even when digits match a barcode', () => {
    expect(rankEntities(entities, 'рулетка 5 м')[0]?.uid).toBe('b');
  });

  it('finds by article and by barcode', () => {
    expect(rankEntities(entities, 'vk-2').map((e) => e.uid)).toEqual(['c']);
    expect(rankEntities(entities, '4820000000017').map((e) => e.uid)).toEqual(['b']);
  });
});

describe('changing the item of a line', () => {
  const tape = { uid: 'tape', name: 'Рулетка 5 м', price: 139 };
  const nails = { uid: 'nails', name: 'Цвяхи 100 мм', price: 56.5 };
  const line = (price: string): LineDraft => ({ ...emptyLine(), entity: { uid: tape.uid, name: tape.name }, price });

  it('fills an empty price, and refills the price the previous item brought', () => {
    expect(priceOnPick({ ...emptyLine() }, undefined, nails)).toBe('fill');
    expect(priceOnPick(line('139,00'), tape.price, nails)).toBe('fill');
  });

  it('asks before replacing a price the user typed', () => {
    expect(priceOnPick(line('120,00'), tape.price, nails)).toBe('ask');
  });

  it('keeps the price when the item stays or the new one has no price', () => {
    expect(priceOnPick(line('120,00'), tape.price, tape)).toBe('keep');
    expect(priceOnPick(line('120,00'), tape.price, { uid: 'x' })).toBe('keep');
    expect(priceOnPick(line('120,00'), tape.price, null)).toBe('keep');
  });
});

describe('copying a document', () => {
  it('makes a new draft dated today with the same header and lines, without number, uids, link or stored figures', () => {
    const source = {
      ...newDraft('waybillOut', { today: '2026-11-02', uid: 'src' }),
      isNew: false,
      done: true,
      no: '000042',
      memo: 'Під замовлення',
      parentUid: 'inv',
      agent: { uid: 'agent', name: 'ТОВ «Зерно»' },
      storeOut: { uid: 'store', name: 'Центральний склад' },
      lines: [{ ...emptyLine(), uid: 'line-1', entity: { uid: 'tape', name: 'Рулетка 5 м' }, qty: '2', price: '139,00' }, emptyLine()],
      stored: { paid: 0, shipped: 0, total: 278, parent: 'inv' },
    };
    const copy = copyDraft(source, '2026-11-25', 'new');
    expect(copy).toMatchObject({
      uid: 'new',
      isNew: true,
      done: false,
      date: '2026-11-25',
      no: '',
      memo: 'Під замовлення',
      agent: source.agent,
      storeOut: source.storeOut,
    });
    expect(copy.parentUid).toBeUndefined();
    expect(copy.stored).toBeUndefined();
    expect(copy.lines).toHaveLength(1);
    expect(copy.lines[0]).toMatchObject({ uid: undefined, entity: { uid: 'tape' }, qty: '2', price: '139,00' });
    expect(copy.lines[0]?.key).not.toBe(source.lines[0]?.key);
  });
});

describe('a delivery note made from an invoice', () => {
  const invoice = {
    ...newDraft('invoice', { today: '2026-11-19', uid: 'inv' }),
    isNew: false,
    done: true,
    no: '000105',
    agent: { uid: 'agent', name: 'ТОВ «Будпостач-Київ»' },
    lines: [{ ...emptyLine(), entity: { uid: 'tape', name: 'Рулетка 5 м' }, qty: '2', price: '139,00' }],
  };
  const lastStore = { uid: 'store', name: 'Центральний склад' };

  it('says which invoice it follows, with its number and date, as Ukrainian documents write it', () => {
    expect(basedOnDraft(invoice, 'waybillOut', { today: '2026-11-25', uid: 'new', lastStore }).memo).toBe(
      'Згідно з рахунком № 000105 від 19.11.2026',
    );
  });

  it("ships from the invoice's store, or else from the store used last", () => {
    expect(basedOnDraft(invoice, 'waybillOut', { today: '2026-11-25', uid: 'new', lastStore }).storeOut).toEqual(lastStore);
    const own = { uid: 'own', name: 'Склад №2' };
    expect(basedOnDraft({ ...invoice, storeOut: own }, 'waybillOut', { today: '2026-11-25', uid: 'new', lastStore }).storeOut).toEqual(own);
    expect(basedOnDraft(invoice, 'waybillOut', { today: '2026-11-25', uid: 'new', lastStore: null }).storeOut).toBeNull();
  });

  it('an act, which moves no stock, takes no store', () => {
    expect(basedOnDraft(invoice, 'billCompleteWork', { today: '2026-11-25', uid: 'new', lastStore }).storeOut).toBeNull();
  });
});

describe('the totals of the last part of an invoice', () => {
  it("show the VAT the service will give it: the rest of the invoice's, not its own rounding", () => {
    const note = {
      ...newDraft('waybillOut', { today: '2026-11-25', uid: 'note' }),
      lines: [{ ...emptyLine(), entity: { uid: 'tape', name: 'Рулетка 5 м' }, qty: '1', price: '50,02' }],
    };
    const rest = {
      sum: new Decimal('150.04'),
      vatSum: new Decimal('30.01'),
      vatCode: '20' as const,
      vatInPrice: false,
      parts: [{ sum: new Decimal('100.02'), vatSum: new Decimal('20.00') }],
    };
    expect(draftTotals(note).total.toFixed(2)).toBe('60.02');
    expect(draftTotals(note, rest).total.toFixed(2)).toBe('60.03');
  });
});
