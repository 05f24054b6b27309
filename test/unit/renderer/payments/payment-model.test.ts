import { describe, expect, it } from 'vitest';
import { newPayment, paymentAmountProblems } from '../../../../renderer/src/features/payments/payment-model.js';

const draft = (sum: string) => ({ ...newPayment('payFromCustomer', '2026-11-25', '0e4f7c1a-6a53-4b8e-9d2a-3a1f6d1b2c3d'), sum });

describe('the amount rules in the payment editor', () => {
  it("refuses a sum below zero before saving, in the service's words", () => {
    expect(paymentAmountProblems(draft('-5,00'))).toEqual(['sum must not be negative']);
  });

  it('refuses a sum beyond the largest amount', () => {
    expect(paymentAmountProblems(draft('1 000 000 000 000'))).toEqual(['sum must be less than 1000000000000']);
  });

  it('lets a zero or an ordinary sum through', () => {
    expect(paymentAmountProblems(draft('0'))).toEqual([]);
    expect(paymentAmountProblems(draft('12 345,67'))).toEqual([]);
  });
});
