import { describe, expect, it } from 'vitest';
import { formatAmountUk } from '../../../shared/api/format-uk.js';
import { Decimal } from '../../../shared/api/money.js';
import { invoicePaymentPurpose, openAmount, vatInPart } from '../../../shared/api/payment-purpose.js';

const d = (value: string) => new Decimal(value);

describe('a payment for an invoice', () => {
  it('pays what is open, never less than nothing', () => {
    expect(openAmount(d('1200.00'), d('200.00')).toFixed(2)).toBe('1000.00');
    expect(openAmount(d('1200.00'), d('1500.00')).toFixed(2)).toBe('0.00');
  });

  it('carries the VAT of the part it pays, in the invoice’s proportion, to the kopeck', () => {
    expect(vatInPart(d('1200.00'), d('200.00'), d('1200.00')).toFixed(2)).toBe('200.00');
    expect(vatInPart(d('1000.00'), d('200.00'), d('1200.00')).toFixed(2)).toBe('166.67');
    expect(vatInPart(d('10.00'), d('0'), d('0')).toFixed(2)).toBe('0.00');
  });

  it('says what it pays as a Ukrainian bank expects: number, date and the VAT inside, or «без ПДВ»', () => {
    expect(invoicePaymentPurpose({ no: '000123', date: '2026-11-21' }, d('1166.67'))).toBe(
      `Оплата за рахунком № 000123 від 21.11.2026, у т.ч. ПДВ ${formatAmountUk(d('1166.67'))} грн`,
    );
    expect(invoicePaymentPurpose({ no: 'РФ-7', date: '2026-11-21T00:00:00' }, d('0'))).toBe(
      'Оплата за рахунком № РФ-7 від 21.11.2026, без ПДВ',
    );
  });
});
