import { describe, expect, it } from 'vitest';
import { reconciliationHref, reconciliationTargetOf } from '../../../../renderer/src/lib/reconciliation-link.js';
import { actLines, actTable, closingSentence, type Translate } from '../../../../renderer/src/features/reconciliation/act-model.js';
import { en } from '../../../../renderer/src/features/reconciliation/texts.js';
import type { Reconciliation } from '../../../../shared/api/reconciliation.js';

/** The English texts with their `{{placeholders}}` filled, as i18next would. */
const t: Translate = (key, options = {}) => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  const text = typeof found === 'string' ? found : (options.defaultValue ?? key);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => options[name] ?? '');
};

const act = (over: Partial<Reconciliation> = {}): Reconciliation => ({
  agent: { uid: 'a1', name: 'ТОВ «Альфа»' },
  contract: null,
  from: '2026-02-01',
  to: '2026-02-28',
  opening: -100,
  rows: [
    { date: '2026-02-05', document: { uid: 'd1', type: 'waybillOut', no: '12' }, title: '', debit: 240, credit: 0 },
    { date: '2026-02-10', document: { uid: 'p1', type: 'payFromCustomer', no: '7' }, title: '', debit: 0, credit: 40.5 },
  ],
  debitTotal: 240,
  creditTotal: 40.5,
  closing: 99.5,
  ...over,
});

describe('the reconciliation act on screen', () => {
  it('puts a balance on its side, and each row opens its document or payment', () => {
    const lines = actLines(act(), t);
    expect(lines.map((l) => [l.kind, l.label, l.debit?.toFixed(2) ?? null, l.credit?.toFixed(2) ?? null])).toEqual([
      ['opening', 'Balance on 01.02.2026', null, '100.00'],
      ['row', 'Delivery note № 12', '240.00', null],
      ['row', 'Payment from customer № 7', null, '40.50'],
      ['turnover', 'Turnover for the period', '240.00', '40.50'],
      ['closing', 'Balance on 28.02.2026', '99.50', null],
    ]);
    expect(lines.map((l) => l.opens)).toEqual([
      null,
      { section: 'documents', parts: ['d1'] },
      { section: 'payments', parts: ['p1'] },
      null,
      null,
    ]);
  });

  it('says who owes whom at the end', () => {
    expect(closingSentence(act(), t)).toBe('On 28.02.2026 ТОВ «Альфа» owes us 99,50 UAH.');
    expect(closingSentence(act({ closing: -5 }), t)).toBe('On 28.02.2026 we owe ТОВ «Альфа» 5,00 UAH.');
    expect(closingSentence(act({ closing: 0 }), t)).toBe('On 28.02.2026 nothing is owed either way.');
  });

  it('exports the lines with the parameters, balances and totals in bold', () => {
    const table = actTable(act({ contract: { uid: 'c1', name: 'Д-1' } }), t);
    expect(table.parameters).toContainEqual(['Contract', 'Д-1']);
    expect(table.rows.map((r) => r.emphasis)).toEqual([true, false, false, true, true]);
    expect(table.rows[1]?.cells.map(String)).toEqual(['2026-02-05', 'Delivery note № 12', '240', 'null']);
  });
});

describe('the address of the act', () => {
  it('keeps the counterparty, the period and the contract through the hash', () => {
    const target = { agent: 'a1', from: '2026-02-01', to: '2026-02-28', contract: 'c1' };
    const href = reconciliationHref(target);
    expect(href).toMatch(/^#\/reports\/reconciliation\/[^/]+$/);
    const part = decodeURIComponent(href.split('/').at(-1) ?? '');
    expect(reconciliationTargetOf(part)).toEqual(target);
    expect(reconciliationHref()).toBe('#/reports/reconciliation');
    expect(reconciliationTargetOf(undefined)).toEqual({});
  });
});
