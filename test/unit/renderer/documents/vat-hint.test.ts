import { describe, expect, it } from 'vitest';
import { namesVatMismatch } from '../../../../renderer/src/features/documents/vat-hint.js';

describe('the hint on goods whose VAT code differs from the document’s', () => {
  it('is not shown on a sale of a company that does not pay VAT: it charges none', () => {
    for (const type of ['invoice', 'waybillOut', 'billCompleteWork', 'waybillRetOut'] as const)
      expect(namesVatMismatch(type, false), type).toBe(false);
  });

  it('is shown on a non-payer’s purchases, whose supplier’s VAT is its cost, and on every document of a VAT payer', () => {
    for (const type of ['invoiceIn', 'waybillIn', 'billCompleteWorkIn', 'waybillRetIn'] as const)
      expect(namesVatMismatch(type, false), type).toBe(true);
    for (const type of ['invoice', 'waybillOut', 'waybillIn'] as const) {
      expect(namesVatMismatch(type, true), type).toBe(true);
      expect(namesVatMismatch(type, null), type).toBe(true);
    }
  });
});
