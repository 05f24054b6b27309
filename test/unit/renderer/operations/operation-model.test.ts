import { describe, expect, it } from 'vitest';
import { at } from '../../../support/checked.js';
import { draftOfOperation, emptyEntry, newOperation, updateBodyOf } from '../../../../renderer/src/features/operations/operation-model.js';

/** What the operation editor sends: figures as typed in Ukrainian, read exactly (docs/general-ledger.md, "Manual operations"). */
describe('the body a manual operation is saved with', () => {
  const bodyOf = (qty: string, amount: string) => {
    const draft = {
      ...newOperation('2032-01-01', '9a0a5c3e-1f4e-4a4b-9c1e-2b8e5d6f7a10'),
      entries: [{ ...emptyEntry('281', '00'), qty, amount }],
    };
    return at(updateBodyOf(draft).entries ?? [], 0);
  };

  it('sends amounts in kopecks and quantities exactly, never through a float', () => {
    expect(bodyOf('0,125', '0,1')).toMatchObject({ qty: '0.125', amount: '0.10' });
    expect(bodyOf('1 000,0005', '12 345 678 901 234 567,89')).toMatchObject({ qty: '1000.0005', amount: '12345678901234567.89' });
  });

  it('sends a figure that does not read as typed, for the service to refuse in its words, and no quantity when none is typed', () => {
    expect(bodyOf('два', 'сто')).toMatchObject({ qty: 'два', amount: 'сто' });
    expect(bodyOf('  ', '5')).not.toHaveProperty('qty');
  });

  it('sends an amount with more decimals than kopecks exactly, for the service to refuse, never rounded', () => {
    expect(bodyOf('1', '210,00150')).toMatchObject({ amount: '210.0015' });
    expect(bodyOf('1', '12,345')).toMatchObject({ amount: '12.345' });
  });
});

/** An off-balance account's entry of one side (docs/general-ledger.md, "Off-balance accounts"). */
describe('an entry of one side', () => {
  it('sends the empty side as none, and shows a stored one with that side empty', () => {
    const draft = {
      ...newOperation('2032-01-01', '9a0a5c3e-1f4e-4a4b-9c1e-2b8e5d6f7a10'),
      entries: [{ ...emptyEntry('024', ''), amount: '1 000' }],
    };
    expect(at(updateBodyOf(draft).entries ?? [], 0)).toMatchObject({ debit: '024', credit: null, amount: '1000.00' });

    const stored = draftOfOperation({
      uid: draft.uid,
      date: '2032-01-01',
      type: 'ledgerOperation',
      no: '1',
      sum: 400,
      memo: '',
      done: false,
      dateModified: '2032-01-01T00:00:00',
      version: 1,
      entries: [{ debit: null, credit: '024', amount: 400, qty: null, debitAnalytics: {}, creditAnalytics: {}, memo: '' }],
    });
    expect(stored.entries[0]).toMatchObject({ debit: '', credit: '024', amount: '400,00' });
  });
});
