import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  DOCUMENT_TYPES,
  OPERATION_TYPES,
  PAYMENT_TYPES,
  type DocumentType,
  type OperationType,
  type PaymentType,
} from '../../../shared/api/document-types.js';
import {
  DOCUMENT_PROFILES,
  OPERATION_PROFILES,
  PAYMENT_PROFILES,
  postingProfileOf,
  SETTLEMENT_ROLE,
} from '../../../shared/api/posting-profiles.js';
import { DEFAULT_ROLE_ACCOUNTS, ROLE_RULES } from '../../../shared/api/account-roles.js';
import { LEDGER_OPERATION_TYPE } from '../../../shared/api/ledger-operations.js';
import type { EntryAccount } from '../../../shared/api/entry-rules.js';
import { moneyMovesOf } from '../../../shared/api/money-accounts.js';

/**
 * The posting profile of each type (docs/service-behaviour.md, "Posting effects"): the one table the
 * service's posting and the app read. The settlements below are the documented table's, type by type.
 */
describe('the posting profiles', () => {
  it('are keyed by exactly the type lists, so a type without a profile does not compile', () => {
    expectTypeOf<keyof typeof DOCUMENT_PROFILES>().toEqualTypeOf<DocumentType>();
    expectTypeOf<keyof typeof PAYMENT_PROFILES>().toEqualTypeOf<PaymentType>();
    expect(Object.keys(DOCUMENT_PROFILES).sort()).toEqual([...DOCUMENT_TYPES].sort());
    expect(Object.keys(PAYMENT_PROFILES).sort()).toEqual([...PAYMENT_TYPES].sort());
  });

  it('write the settlements of the documented table with the counterparty', () => {
    const settlements = Object.fromEntries(
      [...DOCUMENT_TYPES, ...PAYMENT_TYPES].map((type) => {
        const s = postingProfileOf(type)?.settlement;
        return [type, s ? `${s.account} ${s.side} ${s.amount}` : 'none'];
      }),
    );
    expect(settlements).toEqual({
      invoice: 'none',
      invoiceIn: 'none',
      waybillOut: '361 debit total',
      waybillIn: '631 credit total',
      billCompleteWork: '361 debit total',
      billCompleteWorkIn: '631 credit total',
      waybillRetIn: '631 debit total',
      waybillRetOut: '361 credit total',
      inventoryMove: 'none',
      inventoryWriteOff: 'none',
      manufacture: 'none',
      payFromCustomer: '361 credit sum',
      cashIn: '361 credit sum',
      payToSupplier: '631 debit sum',
      cashOut: '631 debit sum',
      refundFromSupplier: '631 credit sum',
      refundToCustomer: '361 debit sum',
      otherOut: 'none',
      otherIn: 'none',
      transfer: 'none',
    });
  });

  it('give internal stock operations no counterparty and no VAT, and trade documents both', () => {
    for (const type of ['inventoryMove', 'inventoryWriteOff', 'manufacture'] as const) {
      expect(DOCUMENT_PROFILES[type], type).toMatchObject({ agent: false, vat: false, settlement: null });
    }
    for (const type of DOCUMENT_TYPES.filter((t) => DOCUMENT_PROFILES[t].agent)) expect(DOCUMENT_PROFILES[type].vat, type).toBe(true);
  });

  it("give the ledger's own records no settlement or rule of their own: their entries are their lines", () => {
    expectTypeOf<keyof typeof OPERATION_PROFILES>().toEqualTypeOf<OperationType>();
    expect(Object.keys(OPERATION_PROFILES).sort()).toEqual([...OPERATION_TYPES].sort());
    for (const type of OPERATION_TYPES) expect(postingProfileOf(type), type).toMatchObject({ settlement: null, entries: [] });
    // A month's close only moves the books; a manual operation's registers come from its lines (below).
    expect(postingProfileOf('monthClose')).toMatchObject({ stock: { into: 'none', outOf: 'none' } });
    expect(postingProfileOf('monthClose')?.fromEntries).toBeUndefined();
  });

  it('move no stock with a payment, and know no type outside the lists', () => {
    for (const type of PAYMENT_TYPES) expect(PAYMENT_PROFILES[type].stock).toEqual({ into: 'none', outOf: 'none' });
    for (const unknown of ['', 'Invoice', '__proto__', 'constructor', 'toString']) expect(postingProfileOf(unknown), unknown).toBeNull();
  });

  it("say where each stock type takes its receipts' cost from, and which receipts copy its issues'", () => {
    const costs = Object.fromEntries(
      DOCUMENT_TYPES.map((type) => [type, `${DOCUMENT_PROFILES[type].receiptCost} → ${DOCUMENT_PROFILES[type].costFlowsTo}`]),
    );
    expect(costs).toEqual({
      invoice: 'none → none',
      invoiceIn: 'none → none',
      waybillOut: 'none → linkedReturns',
      waybillIn: 'line → none',
      billCompleteWork: 'none → none',
      billCompleteWorkIn: 'none → none',
      waybillRetIn: 'none → none',
      waybillRetOut: 'note → none',
      inventoryMove: 'issue → storeIn',
      inventoryWriteOff: 'none → none',
      manufacture: 'materials → products',
    });
    for (const type of PAYMENT_TYPES) expect(PAYMENT_PROFILES[type], type).toMatchObject({ receiptCost: 'none', costFlowsTo: 'none' });
  });

  it('cost exactly the receipts that come in, and let costs flow only from issues', () => {
    for (const type of DOCUMENT_TYPES) {
      const { stock, receiptCost, costFlowsTo } = DOCUMENT_PROFILES[type];
      expect(receiptCost === 'none', type).toBe(stock.into === 'none');
      if (costFlowsTo !== 'none') expect(stock.outOf, type).not.toBe('none');
    }
  });

  it('pair each flow of cost with the receipts that copy it', () => {
    // A move's own receipt copies its issue, a manufacture's products its materials, a return its delivery note.
    const copying = (cost: string) => DOCUMENT_TYPES.filter((t) => DOCUMENT_PROFILES[t].receiptCost === cost);
    const flowing = (flow: string) => DOCUMENT_TYPES.filter((t) => DOCUMENT_PROFILES[t].costFlowsTo === flow);
    expect(flowing('storeIn')).toEqual(copying('issue'));
    expect(flowing('products')).toEqual(copying('materials'));
    expect(flowing('linkedReturns').length > 0).toBe(copying('note').length > 0);
  });

  it('give every type that moves stock or settlements entries, and write none for the others', () => {
    for (const type of [...DOCUMENT_TYPES, ...PAYMENT_TYPES]) {
      const profile = postingProfileOf(type);
      const moves =
        profile?.settlement != null || profile?.money !== undefined || profile?.stock.into !== 'none' || profile.stock.outOf !== 'none';
      expect((profile?.entries.length ?? 0) > 0, type).toBe(moves);
    }
    expect(DOCUMENT_PROFILES.invoice.entries).toEqual([]);
    expect(DOCUMENT_PROFILES.invoiceIn.entries).toEqual([]);
  });

  it('write the baseline entries of each type, from the roles (by their default accounts), goods and money accounts', () => {
    const side = (account: EntryAccount) =>
      'role' in account
        ? DEFAULT_ROLE_ACCOUNTS[account.role]
        : 'goods' in account
          ? `[${account.goods}]`
          : 'money' in account
            ? `[money ${account.money}]`
            : `[${account.given}]`;
    const entries = Object.fromEntries(
      [...DOCUMENT_TYPES, ...PAYMENT_TYPES].map((type) => [
        type,
        (postingProfileOf(type)?.entries ?? []).map((r) => `${side(r.debit)} ${side(r.credit)} ${r.amount}${r.lines ? ` ${r.lines}` : ''}`),
      ]),
    );
    expect(entries).toEqual({
      invoice: [],
      invoiceIn: [],
      waybillOut: ['361 [revenue] total all', '[revenue] 643 advanceVat all', '[revenue] 641 vat all', '[expense] [stock] cost goods'],
      billCompleteWork: [
        '361 [revenue] total all',
        '[revenue] 643 advanceVat all',
        '[revenue] 641 vat all',
        '[expense] [stock] cost goods',
      ],
      waybillIn: ['[stock] 631 cost goods', '[expense] 631 rest services', '644 631 advanceVat', '641 631 vat'],
      billCompleteWorkIn: ['[expense] 631 rest all', '644 631 advanceVat', '641 631 vat'],
      waybillRetOut: ['704 361 total all', '641 704 vat all', '[stock] [expense] cost goods'],
      waybillRetIn: ['631 [stock] cost goods', '631 [expense] rest services', '631 641 vat'],
      inventoryMove: ['[stock] [stock] cost goods'],
      inventoryWriteOff: ['[account] [stock] cost goods'],
      manufacture: ['23 [stock] cost materials', '23 [expense] sum materialServices', '[stock] 23 cost products'],
      payFromCustomer: ['[money own] 361 sum', '643 641 advanceVat'],
      cashIn: ['[money own] 361 sum', '643 641 advanceVat'],
      payToSupplier: ['631 [money own] sum', '641 644 advanceVat'],
      cashOut: ['631 [money own] sum', '641 644 advanceVat'],
      refundFromSupplier: ['[money own] 631 sum'],
      refundToCustomer: ['361 [money own] sum'],
      otherOut: ['[account] [money own] sum'],
      otherIn: ['[money own] [account] sum'],
      transfer: ['[money to] [money own] sum'],
    });
  });

  it('name the role whose account a type takes when it names its own: a write-off 947, other money out 92 and in 719', () => {
    const named = Object.fromEntries(
      [...DOCUMENT_TYPES, ...PAYMENT_TYPES].flatMap((type) => {
        const role = postingProfileOf(type)?.account?.role;
        return role ? [[type, `${role} ${DEFAULT_ROLE_ACCOUNTS[role]}`]] : [];
      }),
    );
    expect(named).toEqual({ inventoryWriteOff: 'writeOff 947', otherOut: 'otherMoneyOut 92', otherIn: 'otherMoneyIn 719' });
  });

  it('keep the settlement registers on the fixed roles of customers and suppliers, whose accounts key them', () => {
    for (const account of ['361', '631'] as const) {
      const rule = ROLE_RULES[SETTLEMENT_ROLE[account]];
      expect(rule).toMatchObject({ default: account, fixed: true });
    }
  });

  it('give the manual operation its registers from its entries: goods come in at their amount, 361 and 631 settle', () => {
    const profile = postingProfileOf(LEDGER_OPERATION_TYPE);
    expect(profile).toMatchObject({ stock: { into: 'all', outOf: 'none' }, receiptCost: 'line', costFlowsTo: 'none', settlement: null });
    expect(profile?.fromEntries?.settlements).toEqual(['361', '631']);
    for (const type of [...DOCUMENT_TYPES, ...PAYMENT_TYPES]) expect(postingProfileOf(type)?.fromEntries, type).toBeUndefined();
  });

  it('say which of our money accounts a payment moves, and which way', () => {
    const bank = { uid: 'b' };
    const till = { uid: 't' };
    expect(moneyMovesOf({ type: 'payFromCustomer', moneyAccount: bank })).toEqual([{ moneyAccount: 'b', direction: 'in' }]);
    expect(moneyMovesOf({ type: 'cashOut', moneyAccount: till })).toEqual([{ moneyAccount: 't', direction: 'out' }]);
    expect(moneyMovesOf({ type: 'refundFromSupplier', moneyAccount: bank })).toEqual([{ moneyAccount: 'b', direction: 'in' }]);
    expect(moneyMovesOf({ type: 'refundToCustomer', moneyAccount: till })).toEqual([{ moneyAccount: 't', direction: 'out' }]);
    expect(moneyMovesOf({ type: 'otherIn', moneyAccount: bank })).toEqual([{ moneyAccount: 'b', direction: 'in' }]);
    expect(moneyMovesOf({ type: 'transfer', moneyAccount: bank, toMoneyAccount: till })).toEqual([
      { moneyAccount: 'b', direction: 'out' },
      { moneyAccount: 't', direction: 'in' },
    ]);
    expect(moneyMovesOf({ type: 'otherOut', moneyAccount: null })).toEqual([]);
    expect(moneyMovesOf({ type: 'waybillIn', moneyAccount: bank })).toEqual([]);
    for (const type of PAYMENT_TYPES) expect(PAYMENT_PROFILES[type].money, type).toBeDefined();
  });
});
