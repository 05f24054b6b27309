import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BankImportResult, BankPreview, envelopeOf, MoneyAccount, PayDocumentRecord } from '../../shared/api/index.js';
import type { BankLine } from '../../shared/bank/statement.js';
import { lenientOf } from '../../shared/ipc/lenient.js';
import { expectFailure } from '../support/api-assertions.js';
import { someCode, someValidIban } from '../support/bank-statement.js';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient } from '../support/test-service.js';

const Made = z.object({ uid: z.string(), no: z.string().default('') }).loose();
const BANK = { name: 'АТ «Тест-Банк»', code: '14360570' };

/**
 * Every kind of a statement line imported as its payment type (docs/service-behaviour.md, "Bank
 * statements"): a bank fee, a supplier's refund, a transfer between our own accounts, a line that
 * completes a draft, and one in the closed period skipped; each payment moves the money account
 * whose IBAN the statement is of.
 */
describe('bank statement lines imported by their kind', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  const own = someValidIban();
  const reserveIban = someValidIban();
  let main: MoneyAccount;
  let reserve: MoneyAccount;
  let customer: { uid: string; code: string };
  let supplier: { uid: string; code: string };

  beforeAll(async () => {
    api = apiClient((await createTestService('bank kinds money')).app);
    f = fixtures(api);
    const settings = await api.post('/company/settings', { lockDate: '2026-10-31', code: '40123456', iban: own, bank: BANK.name });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const made = await api.post('/moneyaccount/update', { uid: uid(), name: 'Резервний', kind: 'bank', iban: reserveIban });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const accounts = envelopeOf(MoneyAccount.array()).parse((await api.get('/moneyaccount/index/')).body).data;
    main = accounts.find((a) => a.kind === 'bank' && a.main)!;
    reserve = accounts.find((a) => a.name === 'Резервний')!;
    expect(main.iban).toBe(own);
    const agent = async (name: string) => {
      const code = someCode();
      return { uid: Made.parse(await f.agent(name, { code })).uid, code };
    };
    customer = await agent('Покупець-виписка');
    supplier = await agent('Постачальник-виписка');
  });

  const line = (
    no: string,
    date: string,
    amount: string,
    direction: 'in' | 'out',
    other: Partial<BankLine['counterparty']>,
    purpose: string,
  ) => ({
    no,
    date,
    amount,
    direction,
    account: own,
    counterparty: { name: 'ТОВ «Хтось»', code: '', iban: '', ...other },
    purpose,
    position: Number(no),
  });
  const preview = async (lines: object[]) => {
    const reply = await api.post('/bank/preview', { lines });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(BankPreview).parse(reply.body).data;
  };
  const importProposed = async (lines: ReturnType<typeof line>[]) => {
    const proposed = await preview(lines);
    const reply = await api.post('/bank/import', {
      post: true,
      lines: lines.map((l, i) => {
        const p = proposed.lines[i]!;
        return {
          ...l,
          kind: p.kind,
          ledgerAccount: p.ledgerAccount,
          agent: p.agent ? { uid: p.agent.uid } : null,
          invoice: null,
          draft: p.draft?.uid,
        };
      }),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return { proposed, result: envelopeOf(BankImportResult).parse(reply.body).data };
  };
  const payment = async (paymentUid: string) =>
    envelopeOf(PayDocumentRecord).parse((await api.get(`/paydocument/load/${paymentUid}`)).body).data;
  const payments = async () => (await api.get('/paydocument/index/', { from: '2026-01-01', to: '2026-12-31' })).body.totalCount;

  it('imports a fee, a refund, a transfer and a draft by their kinds and skips the closed line', async () => {
    const draft = Made.parse(await f.payment({ type: 'payFromCustomer', date: '2026-11-19', sum: 300, agent: { uid: customer.uid } }));
    const lines = [
      line('1', '2026-10-20', '100.00', 'in', { code: customer.code }, 'Оплата за жовтень'),
      line('2', '2026-11-20', '12.00', 'out', BANK, 'Комісія банку за РКО'),
      line('3', '2026-11-21', '40.00', 'in', { code: supplier.code }, 'Повернення коштів за повернений товар'),
      line('4', '2026-11-22', '500.00', 'out', { name: 'ТОВ «Ми самі»', iban: reserveIban }, 'Переказ власних коштів'),
      line('5', '2026-11-20', '300.00', 'in', { code: customer.code }, 'Оплата за листопад'),
    ];
    const { proposed, result } = await importProposed(lines);
    expect(proposed.lines.map((l) => [l.status, l.kind, l.ledgerAccount, l.draft?.uid ?? null])).toEqual([
      ['closed', 'payFromCustomer', null, null],
      ['new', 'otherOut', '92', null],
      ['new', 'refundFromSupplier', null, null],
      ['new', 'transfer', null, null],
      ['new', 'payFromCustomer', null, draft.uid],
    ]);
    expect(result.closed).toEqual([0]);
    expect(result.unsupported).toEqual([]);
    expect(result.created.map((c) => [c.line, c.payment.type, c.payment.done, c.fromDraft])).toEqual([
      [1, 'otherOut', true, false],
      [2, 'refundFromSupplier', true, false],
      [3, 'transfer', true, false],
      [4, 'payFromCustomer', true, true],
    ]);
    // A payment without a counterparty is said so, as the app's contract reads it (uids are uids).
    expect(result.created.map((c) => c.agent?.uid ?? null)).toEqual([null, supplier.uid, null, customer.uid]);
    expect(envelopeOf(lenientOf(BankImportResult)).safeParse({ success: true, data: result }).success).toBe(true);
    const [fee, refund, transfer, completed] = await Promise.all(result.created.map((c) => payment(c.payment.uid)));
    expect(fee).toMatchObject({ account: '92', agent: null, moneyAccount: { uid: main.uid } });
    expect(refund).toMatchObject({ agent: { uid: supplier.uid }, moneyAccount: { uid: main.uid } });
    expect(transfer).toMatchObject({ agent: null, moneyAccount: { uid: main.uid }, toMoneyAccount: { uid: reserve.uid } });
    expect(completed).toMatchObject({ uid: draft.uid, no: draft.no, moneyAccount: { uid: main.uid } });
    expect(await entriesText(api, fee!.uid)).toEqual(['92 / 311 12']);
    expect(await entriesText(api, refund!.uid)).toEqual(['311 / 631 Постачальник-виписка 40']);
    expect(await entriesText(api, transfer!.uid)).toEqual(['311 / 311 500']);
    expect(await entriesText(api, completed!.uid)).toEqual(['311 / 361 Покупець-виписка 300']);
  });

  it('takes the statement’s own account as the payment’s money account, a transfer in the other way round', async () => {
    const lines = [
      { ...line('1', '2026-11-23', '200.00', 'in', { name: 'ТОВ «Ми самі»', iban: own }, 'Переказ з основного'), account: reserveIban },
      { ...line('2', '2026-11-24', '61.00', 'out', {}, 'ПДФО за жовтень'), account: reserveIban },
    ];
    const { proposed, result } = await importProposed(lines);
    expect(proposed.lines.map((l) => [l.kind, l.ledgerAccount])).toEqual([
      ['transfer', null],
      ['otherOut', '641'],
    ]);
    const [transfer, tax] = await Promise.all(result.created.map((c) => payment(c.payment.uid)));
    expect(transfer).toMatchObject({ type: 'transfer', moneyAccount: { uid: main.uid }, toMoneyAccount: { uid: reserve.uid } });
    expect(tax).toMatchObject({ type: 'otherOut', account: '641', moneyAccount: { uid: reserve.uid } });
    expect(await entriesText(api, tax!.uid)).toEqual(['641 / 311 61']);
  });

  it('refuses a transfer to an account that is none of ours, and saves nothing', async () => {
    const before = await payments();
    const stranger = someValidIban();
    const reply = await api.post('/bank/import', {
      post: true,
      lines: [
        { ...line('1', '2026-11-25', '9.00', 'out', {}, 'Комісія'), kind: 'otherOut', ledgerAccount: '92', agent: null, invoice: null },
        { ...line('2', '2026-11-25', '10.00', 'out', { iban: stranger }, 'Переказ'), kind: 'transfer', agent: null, invoice: null },
      ],
    });
    expectFailure(reply, 400, { code: 'VALIDATION', mentions: 'lines.1.counterparty.iban' });
    expect(await payments()).toBe(before);
  });
});
