import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toJsonNumber } from '../../../../shared/api/index.js';
import { toApiDocument } from '../../../../server/ledger/documents/read.js';
import { fromMinor, type Money } from '../../../../server/database/minor-units.js';

/** A document row as the list reads it, with the given stored figures (kopecks). */
function row(figures: { sum: number; vat: number; total: number; paid: number | string | bigint; shipped: number | string | bigint }) {
  const money = (value: number | string | bigint) => value as unknown as Money;
  return {
    uid: 'u',
    category: 'document' as const,
    type: 'invoice',
    date: '2026-01-01',
    no: '1',
    sum: money(figures.sum),
    vat_code: null,
    vat_in_price: false,
    vat_sum: money(figures.vat),
    total: money(figures.total),
    memo: '',
    agent_uid: null,
    agent_name: null,
    contract_uid: null,
    contract_name: null,
    store_in: null,
    store_in_name: null,
    store_out: null,
    store_out_name: null,
    done: true,
    deletion_mark: false,
    parent_uid: null,
    modified: '2026-01-01T00:00:00.000Z',
    version: 1,
    money_account: null,
    money_account_name: null,
    to_money_account: null,
    to_money_account_name: null,
    pay_account: null,
    cash_flow_item: '',
    paid: money(figures.paid),
    shipped: money(figures.shipped),
  };
}

const exact = (kopecks: number | string | bigint) => toJsonNumber(fromMinor(kopecks, 2));
const amount = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.maxSafeInteger(),
  fc.integer({ min: -(2 ** 50), max: 2 ** 50 }),
);

describe("a document's figures as the API sends them", () => {
  it('are the numbers their exact decimal text reads as, for any stored amount and either way a SUM comes back', () => {
    fc.assert(
      fc.property(amount, amount, amount, amount, fc.constantFrom('number', 'string', 'bigint'), (sum, vat, total, paid, form) => {
        const asSum = form === 'number' ? paid : form === 'string' ? String(paid) : BigInt(paid);
        const document = toApiDocument(row({ sum, vat, total, paid: asSum, shipped: asSum }));
        expect(document).toMatchObject({
          sum: exact(sum),
          vatSum: exact(vat),
          total: exact(total),
          paid: exact(paid),
          shipped: exact(paid),
        });
      }),
    );
  });

  it("give an invoice's status by comparing exact amounts, beyond exact integers too", () => {
    const status = (total: number | string, paid: number | string, shipped: number | string) =>
      toApiDocument({ ...row({ sum: 0, vat: 0, total: 0, paid, shipped }), total: total as unknown as Money }).status;
    expect(status(10001, 10000, 10001)).toBe('awaitingPayment');
    expect(status(10001, 10001, 10000)).toBe('awaitingShipment');
    expect(status(10001, 10001, 10001)).toBe('closed');
    // A SUM past 2^53 kopecks (PostgreSQL's numeric as text) is still compared exactly.
    expect(status('90071992547409930', '90071992547409929', '90071992547409930')).toBe('awaitingPayment');
    expect(status('90071992547409930', '90071992547409930', '90071992547409930')).toBe('closed');
  });
});
