import { describe, expect, it } from 'vitest';
import { agingHref, agingTargetOf } from '../../../../renderer/src/lib/aging-link.js';
import { agingLines, agingTable, type Translate } from '../../../../renderer/src/features/reports/aging-model.js';
import { largestOverdue } from '../../../../renderer/src/features/dashboard/overdue.js';
import { en as reportTexts } from '../../../../renderer/src/features/reports/texts.js';
import { en as reconciliationTexts } from '../../../../renderer/src/features/reconciliation/texts.js';
import { en as documentTexts } from '../../../../renderer/src/features/documents/texts.js';
import { en as recordTypeTexts } from '../../../../renderer/src/i18n/record-type-texts.js';
import type { Aging, AgingItem } from '../../../../shared/api/aging.js';

const TEXTS = { ...reportTexts, ...reconciliationTexts, ...documentTexts, ...recordTypeTexts };

/** The English texts with their `{{placeholders}}` filled, as i18next would. */
const t: Translate = (key, options = {}) => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], TEXTS);
  const fallback = options.defaultValue;
  const text = typeof found === 'string' ? found : typeof fallback === 'string' ? fallback : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
};

const item = (uid: string, open: number, bucket: AgingItem['bucket'], over: Partial<AgingItem> = {}): AgingItem => ({
  document: { uid, type: 'waybillOut', no: uid.toUpperCase(), date: '2026-01-10' },
  reference: null,
  amount: Math.abs(open),
  open,
  days: 40,
  bucket,
  ...over,
});
const figures = { d0_30: 0, d31_60: 0, d61_90: 0, over90: 0, advance: 0, over30: 0, balance: 0 };

const DATA: Aging = {
  date: '2026-03-01',
  side: 'receivable',
  accCode: '361',
  rows: [
    {
      agent: { uid: 'a', name: 'Бета' },
      ...figures,
      d31_60: 100,
      over90: 50.5,
      over30: 150.5,
      balance: 150.5,
      items: [
        item('w1', 50.5, 'over90', { days: 120, reference: { uid: 'i1', type: 'invoice', no: '7', date: '2025-11-01' } }),
        item('w2', 100, 'd31_60'),
      ],
    },
    {
      agent: { uid: 'b', name: 'Альфа' },
      ...figures,
      advance: -20,
      balance: -20,
      items: [item('p1', -20, 'advance', { document: { uid: 'p1', type: 'payFromCustomer', no: '3', date: '2026-02-20' } })],
    },
    { agent: { uid: 'c', name: 'Гамма' }, ...figures, d31_60: 300, over30: 300, balance: 300, items: [item('w3', 300, 'd31_60')] },
  ],
  total: { ...figures, d31_60: 400, over90: 50.5, advance: -20, over30: 450.5, balance: 430.5 },
};

describe('the aging report on screen and on paper', () => {
  it('lists counterparties by name, unfolds the chosen ones into their documents, and totals what is shown', () => {
    const lines = agingLines(DATA, { filter: '', only: null, sort: { field: 'agent', direction: 'asc' }, expanded: new Set(['a']) }, t);
    expect(lines.map((l) => [l.kind, l.kind === 'item' ? l.agent : l.kind === 'doc' ? l.name : '', l.balance.toFixed(2)])).toEqual([
      ['item', 'Альфа', '-20.00'],
      ['item', 'Бета', '150.50'],
      ['doc', 'Delivery note № W1', '50.50'],
      ['doc', 'Delivery note № W2', '100.00'],
      ['item', 'Гамма', '300.00'],
      ['total', '', '430.50'],
    ]);
    const doc = lines[2];
    expect(doc?.kind === 'doc' && [doc.label, doc.over90.toFixed(2), doc.d31_60.toFixed(2), doc.link.section]).toEqual([
      'Delivery note № W1 (basis: Invoice № 7 of 01.11.2025)',
      '50.50',
      '0.00',
      'documents',
    ]);
  });

  it('sorts by a figure, keeps one counterparty when asked, and finds by name or a document number', () => {
    const sorted = agingLines(DATA, { filter: '', only: null, sort: { field: 'balance', direction: 'desc' }, expanded: new Set() }, t);
    expect(sorted.flatMap((l) => (l.kind === 'item' ? [l.agent] : []))).toEqual(['Гамма', 'Бета', 'Альфа']);
    const only = agingLines(DATA, { filter: '', only: 'b', sort: { field: 'agent', direction: 'asc' }, expanded: new Set(['b']) }, t);
    expect(only.map((l) => l.kind)).toEqual(['item', 'doc', 'total']);
    expect(only[1]?.kind === 'doc' && only[1].link.section).toBe('payments');
    expect(only.at(-1)?.balance.toFixed(2)).toBe('-20.00');
    const found = agingLines(DATA, { filter: 'w3', only: null, sort: { field: 'agent', direction: 'asc' }, expanded: new Set() }, t);
    expect(found.flatMap((l) => (l.kind === 'item' ? [l.agent] : []))).toEqual(['Гамма']);
  });

  it('exports every counterparty with its documents beneath it, the figures in their columns', () => {
    const table = agingTable(DATA, { filter: '', only: null, company: 'ТОВ «Ми»' }, t);
    expect(table.title).toBe('Receivables by age');
    expect(table.parameters.slice(0, 3)).toEqual([
      ['Company', 'ТОВ «Ми»'],
      ['At date', '01.03.2026'],
      ['Side', 'Customers (361)'],
    ]);
    expect(table.columns.map((c) => c.header)).toEqual([
      'Agent / document',
      'Date',
      'Days',
      '0–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Advances',
      'Total, UAH',
    ]);
    const rows = table.rows.map((r) => [r.emphasis ?? false, ...r.cells.map((c) => (c === null ? null : String(c)))]);
    expect(rows[3]).toEqual([
      false,
      '    Delivery note № W1 (basis: Invoice № 7 of 01.11.2025)',
      '2026-01-10',
      '120',
      null,
      null,
      null,
      '50.5',
      null,
      '50.5',
    ]);
    // A counterparty's line and the total's carry the oldest open document's date and age.
    expect(rows[0]).toEqual([true, 'Альфа', '2026-02-20', '40', null, null, null, null, '-20', '-20']);
    expect(rows.at(-1)).toEqual([true, 'Total', '2026-01-10', '120', '0', '400', '0', '50.5', '-20', '430.5']);
  });

  it('gives the dashboard the customers most overdue, most first, and the whole overdue sum', () => {
    const overdue = largestOverdue(DATA, 1);
    expect([
      overdue.total.toFixed(2),
      overdue.agents,
      overdue.largest.map((o) => [o.name, o.over30.toFixed(2), o.total.toFixed(2)]),
    ]).toEqual(['450.50', 2, [['Гамма', '300.00', '300.00']]]);
  });

  it('keeps its parameters in the address, leaving out what is empty or unknown', () => {
    const href = agingHref({ date: '2026-03-01', side: 'payable', agent: 'a' });
    expect(href).toBe(`#/reports/aging/${encodeURIComponent('date=2026-03-01&side=payable&agent=a')}`);
    expect(agingTargetOf(decodeURIComponent(href.split('/')[3] ?? ''))).toEqual({ date: '2026-03-01', side: 'payable', agent: 'a' });
    expect(agingTargetOf('date=2026-03-01&side=both')).toEqual({ date: '2026-03-01' });
    expect(agingHref()).toBe('#/reports/aging');
  });
});
