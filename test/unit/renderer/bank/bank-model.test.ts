import { describe, expect, it } from 'vitest';
import type { BankPreview } from '../../../../shared/api/bank.js';
import type { BankLine } from '../../../../shared/bank/statement.js';
import { formatOf, mappingFor, remap, saveMapping, type KeyValueStorage } from '../../../../renderer/src/features/bank/bank-model.js';
import { importPlan, invoicesFor, proposedChoices } from '../../../../renderer/src/features/bank/line-choices.js';

const memory = (): KeyValueStorage => {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
};

const line = (no: string, name: string, extra: Partial<BankLine> = {}): BankLine => ({
  no,
  date: '2026-11-21',
  amount: '100.00',
  direction: 'in',
  account: 'UA213223130000026007233566001',
  counterparty: { name, code: '12345678', iban: 'bad' },
  purpose: '',
  position: 0,
  ...extra,
});

describe('the bank statement screen’s model', () => {
  it('tells a 1C file by its first line, an XLSX by its name, anything else is CSV', () => {
    expect(formatOf('vypyska.txt', '1CClientBankExchange\r\nВерсияФормата=1.02')).toBe('1c');
    expect(formatOf('kb.XLSX', null)).toBe('xlsx');
    expect(formatOf('vypyska.csv', 'Дата;Сума')).toBe('csv');
  });

  it('keeps a mapping per account and uses it only for a file with the same headers', () => {
    const storage = memory();
    const headers = ['Коли', 'Скільки', 'Хто'];
    expect(mappingFor(storage, 'UA1', headers)).toEqual({});
    saveMapping(storage, { account: 'UA1', headers, mapping: { 0: 'date', 1: 'amount', 2: 'name' } });
    expect(mappingFor(storage, 'UA1', headers)).toEqual({ 0: 'date', 1: 'amount', 2: 'name' });
    expect(mappingFor(storage, 'UA2', headers)).toEqual({});
    expect(mappingFor(storage, 'UA1', ['Дата', 'Сума'])).toEqual({ 0: 'date', 1: 'amount' });
    storage.setItem('oblik.bankMapping.UA1', '{broken');
    expect(mappingFor(storage, 'UA1', headers)).toEqual({});
  });

  it('moves a field to the column it is given, leaving no other column with it', () => {
    expect(remap({ 0: 'date', 1: 'amount' }, 2, 'amount')).toEqual({ 0: 'date', 2: 'amount' });
    expect(remap({ 0: 'date', 1: 'amount' }, 1, '')).toEqual({ 0: 'date' });
  });

  it('imports the new lines only, a new counterparty with the fields the directory accepts, and names lines still without one', () => {
    const lines = [line('1', 'ТОВ Відомий'), line('2', 'Новий'), line('3', 'Вже був'), line('4', '  ')];
    const preview: BankPreview = {
      lines: [
        {
          status: 'new',
          payment: null,
          agent: { uid: 'a1', name: 'ТОВ «Відомий»', reason: 'code' },
          invoice: { uid: 'i1', reason: 'purpose' },
          draft: null,
          kind: 'payFromCustomer',
          ledgerAccount: null,
          kindReason: 'purpose',
          otherMoneyAccount: null,
        },
        {
          status: 'new',
          payment: null,
          agent: null,
          invoice: null,
          draft: null,
          kind: 'payFromCustomer',
          ledgerAccount: null,
          kindReason: 'purpose',
          otherMoneyAccount: null,
        },
        {
          status: 'known',
          payment: { uid: 'p' },
          agent: null,
          invoice: null,
          draft: null,
          kind: 'payFromCustomer',
          ledgerAccount: null,
          kindReason: 'purpose',
          otherMoneyAccount: null,
        },
        {
          status: 'new',
          payment: null,
          agent: null,
          invoice: null,
          draft: null,
          kind: 'payFromCustomer',
          ledgerAccount: null,
          kindReason: 'purpose',
          otherMoneyAccount: null,
        },
      ],
      openInvoices: [
        { uid: 'i1', type: 'invoice', no: '5', date: '2026-11-02', agent: 'a1', total: 100, open: 100 },
        { uid: 'i2', type: 'invoiceIn', no: '6', date: '2026-11-02', agent: 'a1', total: 100, open: 100 },
      ],
      lockDate: null,
      totals: { opening: null, in: null, out: null, closing: null },
      lineTotals: { in: '400.00', out: '0.00' },
      books: null,
    };
    const choices = proposedChoices(lines, preview);
    // A known line keeps what was proposed; it is not imported anyway.
    expect(choices.map((c) => c.agentReason)).toEqual(['code', 'create', 'create', 'none']);
    const [first, firstChoice] = [lines[0], choices[0]];
    if (!first || !firstChoice) throw new Error('a first line expected');
    expect(invoicesFor(first, firstChoice, preview.openInvoices).map((i) => i.uid)).toEqual(['i1']);
    const plan = importPlan(lines, preview, choices);
    expect(plan.missing).toEqual(['4']);
    expect(plan.lines.map((l) => [l.no, l.agent, l.invoice])).toEqual([
      ['1', { uid: 'a1' }, 'i1'],
      ['2', { create: { name: 'Новий', code: '12345678' } }, null],
    ]);
  });
});
