import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  DOCUMENT_TYPES,
  linesHaveKinds,
  movesBetweenStores,
  OPERATION_TYPES,
  PAYMENT_TYPES,
  receivesFromOwnIssues,
  type DocumentType,
} from '../../../shared/api/document-types.js';
import {
  BUYING_TYPES,
  DOCUMENT_TRAITS,
  documentTraitsOf,
  hasExtraForm,
  INVOICE_TYPES,
  invoiceTypeOf,
  isOwnSale,
  RETURN_BASIS_TYPES,
  SHIPMENT_TYPES,
} from '../../../shared/api/document-traits.js';
import { CUSTOMER_RETURN_TYPE } from '../../../shared/api/customer-returns.js';
import { postingProfileOf, DOCUMENT_PROFILES } from '../../../shared/api/posting-profiles.js';
import { RECONCILIATION_TITLES_UK, reconciliationDocName } from '../../../shared/api/reconciliation.js';

/**
 * The facts of each document type beyond its posting (shared/api/document-traits.ts), read by the
 * service and the app alike: they used to be lists written in several files. These tests hold them to
 * the posting profiles, so that the two tables cannot disagree.
 */
describe('the document traits', () => {
  it('are keyed by exactly the type list', () => {
    expectTypeOf<keyof typeof DOCUMENT_TRAITS>().toEqualTypeOf<DocumentType>();
    expect(Object.keys(DOCUMENT_TRAITS).sort()).toEqual([...DOCUMENT_TYPES].sort());
  });

  it('deal internally exactly where the type names no counterparty', () => {
    for (const type of DOCUMENT_TYPES) {
      expect(DOCUMENT_TRAITS[type].deal === 'internal', type).toBe(!DOCUMENT_PROFILES[type].agent);
    }
  });

  it('make invoices ask for payment and move neither stock nor settlements', () => {
    expect([...INVOICE_TYPES].sort()).toEqual(['invoice', 'invoiceIn']);
    for (const type of INVOICE_TYPES) {
      const profile = DOCUMENT_PROFILES[type];
      expect(profile.settlement, type).toBeNull();
      expect(profile.entries, type).toEqual([]);
      expect(profile.stock, type).toEqual({ into: 'none', outOf: 'none' });
    }
  });

  it('pay our invoice by money in and the supplier’s by money out', () => {
    expect(invoiceTypeOf('in')).toBe('invoice');
    expect(invoiceTypeOf('out')).toBe('invoiceIn');
  });

  it('count as shipped the sales and purchases of goods and services, never their returns', () => {
    expect([...SHIPMENT_TYPES].sort()).toEqual(['billCompleteWork', 'billCompleteWorkIn', 'waybillIn', 'waybillOut']);
    for (const type of SHIPMENT_TYPES) {
      // A shipment is linked to an invoice and owes what it ships: the customer to us or we to the supplier.
      expect(DOCUMENT_TRAITS[type].parent, type).toBe('invoice');
      expect(DOCUMENT_PROFILES[type].settlement?.side, type).toBe(DOCUMENT_TRAITS[type].deal === 'sale' ? 'debit' : 'credit');
    }
  });

  it('prefill the last purchase price on the documents that buy, not on a return to the supplier', () => {
    expect([...BUYING_TYPES].sort()).toEqual(['billCompleteWorkIn', 'invoiceIn', 'waybillIn']);
  });

  it('tell a sale and its return from a purchase', () => {
    const sales = DOCUMENT_TYPES.filter(isOwnSale).sort();
    expect(sales).toEqual(['billCompleteWork', 'invoice', 'waybillOut', 'waybillRetOut']);
    // What the customer owes or is owed moves on 361, the customers' account.
    for (const type of sales) if (DOCUMENT_PROFILES[type].settlement) expect(DOCUMENT_PROFILES[type].settlement?.account, type).toBe('361');
    expect(isOwnSale('payFromCustomer')).toBe(false);
    expect(isOwnSale('__proto__')).toBe(false);
  });

  it('make a document «на підставі» only of a parent it may have', () => {
    for (const type of DOCUMENT_TYPES) {
      for (const child of DOCUMENT_TRAITS[type].basedOn.documents) {
        const wanted = DOCUMENT_TRAITS[child].parent;
        if (wanted === 'invoice') expect(INVOICE_TYPES, `${child} of ${type}`).toContain(type);
        else expect(wanted === 'sale' && DOCUMENT_TRAITS[type].deal === 'sale', `${child} of ${type}`).toBe(true);
      }
    }
    // A payment is offered on our own invoice only: a supplier's is paid from the bank statement.
    expect(DOCUMENT_TYPES.filter((type) => DOCUMENT_TRAITS[type].basedOn.payment)).toEqual(['invoice']);
    expect([...RETURN_BASIS_TYPES].sort()).toEqual(['billCompleteWork', 'waybillOut']);
    expect(DOCUMENT_TYPES.filter((type) => DOCUMENT_TRAITS[type].parent === 'sale')).toEqual([CUSTOMER_RETURN_TYPE]);
  });

  it('give the warehouse form (WBWH) to delivery notes alone', () => {
    expect(DOCUMENT_TYPES.filter((type) => hasExtraForm(type, 'WBWH'))).toEqual(['waybillOut']);
    expect(hasExtraForm('payFromCustomer', 'WBWH')).toBe(false);
    expect(documentTraitsOf('constructor')).toBeNull();
  });

  it('derive a manufacture’s and a move’s own rules from their stock profile', () => {
    expect(DOCUMENT_TYPES.filter(linesHaveKinds)).toEqual(['manufacture']);
    expect(DOCUMENT_TYPES.filter(receivesFromOwnIssues)).toEqual(['manufacture']);
    expect(DOCUMENT_TYPES.filter(movesBetweenStores)).toEqual(['inventoryMove']);
    expect(linesHaveKinds('ledgerOperation')).toBe(false);
  });
});

describe('the reconciliation act’s titles', () => {
  it('name every type that settles with a counterparty, and only those', () => {
    for (const type of [...DOCUMENT_TYPES, ...PAYMENT_TYPES, ...OPERATION_TYPES]) {
      const profile = postingProfileOf(type);
      const settles = profile?.settlement != null || (profile?.fromEntries?.settlements.length ?? 0) > 0;
      expect(RECONCILIATION_TITLES_UK[type] !== null, type).toBe(settles);
    }
  });

  it('show a code it does not know as it came', () => {
    expect(reconciliationDocName('waybillOut', '12')).toBe('Видаткова накладна № 12');
    expect(reconciliationDocName('invoice', '3')).toBe('invoice № 3');
    expect(reconciliationDocName('__proto__', '')).toBe('__proto__');
  });
});
