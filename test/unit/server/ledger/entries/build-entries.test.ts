import { describe, expect, it } from 'vitest';
import { Decimal, DEFAULT_ROLE_ACCOUNTS, type AccountAnalytic, type RoleAccounts } from '../../../../../shared/api/index.js';
import { buildEntries, type EntryLine, type EntrySource } from '../../../../../server/ledger/entries/build-entries.js';
import { minorUnits, moneyOf, moneyToDb, qtyOf, qtyToDb } from '../../../../../server/database/minor-units.js';
import { sumUnits } from '../../../../../server/ledger/entries/kopeck-shares.js';

/** The chart's analytics of the accounts these cases use (server/ledger/accounts/chart.ts). */
const CHART: Record<string, AccountAnalytic[]> = {
  '361': ['agent', 'contract'],
  '631': ['agent', 'contract'],
  '281': ['entity', 'store'],
  '201': ['entity', 'store'],
  '26': ['entity', 'store'],
  '375': ['agent'],
};
const analyticsOf = (code: string) => CHART[code] ?? [];

/** Money in kopecks and quantities in thousandths, as the store keeps them and the entries take them. */
const kop = (v: string) => minorUnits(moneyToDb(new Decimal(v)));
const thou = (v: number) => minorUnits(qtyToDb(new Decimal(v)));
const line = (entity: number, sum: string, extra: Partial<EntryLine> = {}): EntryLine => ({
  entity,
  entityKind: 'goods',
  account: null,
  kind: null,
  qty: thou(1),
  sum: kop(sum),
  moved: null,
  ...extra,
});
const moved = (qty: number, amount: string) => ({ qty: thou(qty), amount: kop(amount) });
const doc = (type: string, figures: [sum: string, vat: string, total: string], lines: EntryLine[]): EntrySource => ({
  type,
  sum: kop(figures[0]),
  vatSum: kop(figures[1]),
  total: kop(figures[2]),
  agent: 7,
  contract: null,
  storeIn: 3,
  storeOut: 4,
  lines,
});

/** An entry as a reader of the books writes it: "Дт 361 Кт 702 120 (qty)", analytics as keys; the roles' default accounts unless told. */
function written(source: EntrySource, vatPayer = true, vatInCost = false, roles: RoleAccounts = DEFAULT_ROLE_ACCOUNTS): string[] {
  return buildEntries(source, { practice: { vatPayer, vatInCost }, analyticsOf, roles }).map((e) => {
    const keys = (k: { agent: number | null; entity: number | null; store: number | null }) =>
      [k.agent && `a${k.agent}`, k.entity && `e${k.entity}`, k.store && `s${k.store}`].filter(Boolean).join(' ');
    const debit = [e.debit, keys(e.debitKeys)].filter(Boolean).join(' ');
    const credit = [e.credit, keys(e.creditKeys)].filter(Boolean).join(' ');
    return `${debit} / ${credit} ${moneyOf(e.amount).toFixed(2)}${e.qty ? ` ×${qtyOf(e.qty).toFixed()}` : ''}`;
  });
}

describe('the entries of a posted document', () => {
  it.each([
    {
      what: 'a sale of goods with VAT on top: the total, the VAT out of revenue, the cost of the batches',
      source: doc('waybillOut', ['100', '20', '120'], [line(1, '100', { qty: thou(2), moved: moved(2, '61.50') })]),
      entries: ['361 a7 / 702 120.00', '702 / 641 20.00', '902 / 281 e1 s4 61.50 ×2'],
    },
    {
      what: 'a sale of a product and goods: revenue split by line sums, costs per goods',
      source: doc(
        'waybillOut',
        ['90', '15', '90'],
        [line(1, '30', { entityKind: 'product', moved: moved(1, '10') }), line(2, '60', { moved: moved(1, '40') })],
      ),
      entries: [
        '361 a7 / 701 30.00',
        '361 a7 / 702 60.00',
        '701 / 641 5.00',
        '702 / 641 10.00',
        '901 / 26 e1 s4 10.00 ×1',
        '902 / 281 e2 s4 40.00 ×1',
      ],
    },
    {
      what: 'the same sale by a company that pays no VAT: no VAT entry',
      source: doc('waybillOut', ['100', '20', '120'], [line(1, '100', { moved: moved(1, '50') })]),
      vatPayer: false,
      entries: ['361 a7 / 702 120.00', '902 / 281 e1 s4 50.00 ×1'],
    },
    {
      what: "a non-payer's purchase of goods and a service: both at their cost with VAT, the goods as their stock moves brought them",
      // 100 + 50, VAT 30: the goods' batch came in at 120 (posting fixed it), the service takes the rest, 60.
      source: doc(
        'waybillIn',
        ['150', '30', '180'],
        [line(1, '100', { moved: moved(1, '120') }), line(2, '50', { entityKind: 'service' })],
      ),
      vatPayer: false,
      vatInCost: true,
      entries: ['281 e1 s3 / 631 a7 120.00 ×1', '92 / 631 a7 60.00'],
    },
    {
      what: "a non-payer's purchase posted before its goods took their VAT: the goods at net, their VAT to 949",
      source: doc(
        'waybillIn',
        ['150', '30', '180'],
        [line(1, '100', { moved: moved(1, '100') }), line(2, '50', { entityKind: 'service' })],
      ),
      vatPayer: false,
      entries: ['281 e1 s3 / 631 a7 100.00 ×1', '92 / 631 a7 60.00', '949 / 631 a7 20.00'],
    },
    {
      what: "a non-payer's return to its supplier: the goods out at their cost with VAT, the supplier owing the total",
      source: doc('waybillRetIn', ['50', '10', '60'], [line(1, '50', { moved: moved(1, '60') })]),
      vatPayer: false,
      vatInCost: true,
      entries: ['631 a7 / 281 e1 s4 60.00 ×1'],
    },
    {
      what: 'a purchase with VAT in the price: goods at their net cost, VAT to the tax credit, the rounding to 949',
      // Per line the VAT of 3.34 and 3.33 is 0.56 each (nets 2.78, 2.77, 2.78: 8.33); per document it is 1.67 (net 8.34).
      source: doc(
        'waybillIn',
        ['10.01', '1.67', '10.01'],
        [
          line(1, '3.34', { moved: moved(1, '2.78') }),
          line(2, '3.33', { moved: moved(1, '2.77') }),
          line(3, '3.34', { moved: moved(1, '2.78') }),
        ],
      ),
      entries: [
        '281 e1 s3 / 631 a7 2.78 ×1',
        '281 e2 s3 / 631 a7 2.77 ×1',
        '281 e3 s3 / 631 a7 2.78 ×1',
        '641 / 631 a7 1.67',
        '949 / 631 a7 0.01',
      ],
    },
    {
      what: 'a purchase with a service line: the service to 92 with what the goods leave of the net',
      source: doc(
        'waybillIn',
        ['150', '30', '180'],
        [line(1, '100', { moved: moved(1, '100') }), line(2, '50', { entityKind: 'service' })],
      ),
      entries: ['281 e1 s3 / 631 a7 100.00 ×1', '92 / 631 a7 50.00', '641 / 631 a7 30.00'],
    },
    {
      what: 'an act of services bought without lines: 92 and the VAT',
      source: doc('billCompleteWorkIn', ['100', '20', '120'], []),
      entries: ['92 / 631 a7 100.00', '641 / 631 a7 20.00'],
    },
    {
      what: 'a return from a customer: the total to 704 and its VAT out of it, the goods back at the cost they come in at',
      source: doc('waybillRetOut', ['50', '10', '60'], [line(1, '50', { moved: moved(1, '30') })]),
      entries: ['704 / 361 a7 60.00', '641 / 704 10.00', '281 e1 s3 / 902 30.00 ×1'],
    },
    {
      what: 'a return to a supplier: the goods out at batch cost, the difference from the price to 719',
      source: doc('waybillRetIn', ['50', '10', '60'], [line(1, '50', { moved: moved(1, '45') })]),
      entries: ['631 a7 / 281 e1 s4 45.00 ×1', '631 a7 / 641 10.00', '631 a7 / 719 5.00'],
    },
    {
      what: 'a move between stores: the goods to themselves, from one store to the other',
      source: doc('inventoryMove', ['0', '0', '0'], [line(1, '0', { moved: moved(3, '30') }), line(1, '0', { moved: moved(1, '11') })]),
      entries: ['281 e1 s3 / 281 e1 s4 41.00 ×4'],
    },
    {
      what: 'a manufacture: materials and a service into 23, the products out of it',
      source: doc(
        'manufacture',
        ['70', '0', '70'],
        [
          line(1, '40', { entityKind: 'material', kind: 'material', moved: moved(4, '40') }),
          line(2, '30', { entityKind: 'service', kind: 'material' }),
          line(3, '70', { entityKind: 'product', kind: 'product', qty: thou(2), moved: moved(2, '70') }),
        ],
      ),
      entries: ['23 / 201 e1 s4 40.00 ×4', '23 / 92 30.00', '26 e3 s3 / 23 70.00 ×2'],
    },
    {
      what: 'a write-off of goods of their own account, to the write-off role’s 947 when it names no account',
      source: doc('inventoryWriteOff', ['0', '0', '0'], [line(1, '0', { account: '282', moved: moved(1, '9.99') })]),
      entries: ['947 / 282 9.99'],
    },
    {
      what: 'a write-off to 375, made good by the person it names: the person on the debit',
      source: { ...doc('inventoryWriteOff', ['0', '0', '0'], [line(1, '0', { moved: moved(2, '40') })]), namedAccount: '375' },
      entries: ['375 a7 / 281 e1 s4 40.00 ×2'],
    },
    {
      what: 'a payment from a customer into the bank',
      source: doc('payFromCustomer', ['500', '0', '500'], []),
      entries: ['311 / 361 a7 500.00'],
    },
    {
      what: 'cash paid to a supplier',
      source: doc('cashOut', ['75.25', '0', '75.25'], []),
      entries: ['631 a7 / 301 75.25'],
    },
    { what: 'an invoice: nothing', source: doc('invoice', ['100', '20', '120'], []), entries: [] },
  ])('$what', ({ source, entries, vatPayer, vatInCost }) => {
    expect(written(source, vatPayer, vatInCost)).toEqual(entries);
  });

  it('balances debits and credits and credits the supplier with exactly the total', () => {
    const source = doc(
      'waybillIn',
      ['10.01', '1.67', '10.01'],
      [
        line(1, '3.34', { moved: moved(1, '2.78') }),
        line(2, '3.33', { moved: moved(1, '2.78') }),
        line(3, '3.34', { moved: moved(1, '2.78') }),
      ],
    );
    const rows = buildEntries(source, { practice: { vatPayer: true }, analyticsOf, roles: DEFAULT_ROLE_ACCOUNTS });
    // Whole kopecks, added as integers (exact), read back as a decimal.
    const credited = sumUnits(rows.filter((r) => r.credit === '631').map((r) => r.amount));
    const debited = sumUnits(rows.filter((r) => r.debit === '631').map((r) => r.amount));
    expect(moneyOf(credited - debited).toFixed(2)).toBe('10.01');
    expect(rows.every((r) => r.amount > 0)).toBe(true);
  });

  it('takes every account from the company’s roles: revenue, VAT, cost, money and the rounding on the accounts it chose', () => {
    const roles: RoleAccounts = {
      ...DEFAULT_ROLE_ACCOUNTS,
      goodsRevenue: '702.1',
      vatSettlements: '641.2',
      goodsCost: '902.1',
      otherExpenses: '949.1',
      bank: '311.1',
    };
    const sale = doc('waybillOut', ['100', '20', '120'], [line(1, '100', { qty: thou(2), moved: moved(2, '61.50') })]);
    expect(written(sale, true, false, roles)).toEqual(['361 a7 / 702.1 120.00', '702.1 / 641.2 20.00', '902.1 / 281 e1 s4 61.50 ×2']);
    const purchase = doc(
      'waybillIn',
      ['10.01', '1.67', '10.01'],
      [
        line(1, '3.34', { moved: moved(1, '2.78') }),
        line(2, '3.33', { moved: moved(1, '2.77') }),
        line(3, '3.34', { moved: moved(1, '2.78') }),
      ],
    );
    expect(written(purchase, true, false, roles)).toEqual([
      '281 e1 s3 / 631 a7 2.78 ×1',
      '281 e2 s3 / 631 a7 2.77 ×1',
      '281 e3 s3 / 631 a7 2.78 ×1',
      '641.2 / 631 a7 1.67',
      '949.1 / 631 a7 0.01',
    ]);
    expect(written(doc('payFromCustomer', ['500', '0', '500'], []), true, false, roles)).toEqual(['311.1 / 361 a7 500.00']);
  });
});
