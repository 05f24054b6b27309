import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BankImportResult, BankPreview, envelopeOf } from '../../shared/api/index.js';
import type { BankLine } from '../../shared/bank/statement.js';
import { expectFailure } from '../support/api-assertions.js';
import { someCode, someIban } from '../support/bank-statement.js';
import { apiClient, fixtures, testService, type ApiClient } from '../support/test-service.js';

const Made = z.object({ uid: z.string(), no: z.string().default('') }).loose();
const made = (value: unknown) => Made.parse(value);

/**
 * A draft payment the accountant entered before the statement came (docs/service-behaviour.md,
 * "Bank statements"): the line that fits it completes and posts it instead of making a second payment.
 */
describe('bank statement lines that complete a draft payment', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  const account = someIban();
  /** A customer with a registry code, as the statement names it. */
  const customer = async () => {
    const code = someCode();
    return { ...made(await f.agent(`ТОВ «Чернетка ${code}»`, { code })), code };
  };
  const draft = async (agent: string, date: string, sum: number, type = 'payFromCustomer') =>
    made(await f.payment({ type, date, sum, agent: { uid: agent } }));
  const line = (no: string, code: string, date: string, amount: string, direction: 'in' | 'out' = 'in'): BankLine => ({
    no,
    date,
    amount,
    direction,
    account,
    counterparty: { name: 'Чернетка', code, iban: '' },
    purpose: `Оплата ${no}`,
    position: 0,
  });
  const preview = async (lines: BankLine[]) => {
    const reply = await api.post('/bank/preview', { lines });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(BankPreview).parse(reply.body).data;
  };
  const importLines = (lines: object[]) => api.post('/bank/import', { post: true, lines });
  const imported = async (lines: object[]) => {
    const reply = await importLines(lines);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(BankImportResult).parse(reply.body).data;
  };
  const paymentsOf = async (agent: string) =>
    (await api.get('/paydocument/index/', { from: '2026-01-01', to: '2026-12-31', agent })).body.totalCount ?? 0;

  it('completes and posts the one draft that fits, and the same file again creates nothing', async () => {
    const c = await customer();
    const d = await draft(c.uid, '2026-11-18', 150.25);
    const lines = [line('D-1', c.code, '2026-11-20', '150.25')];
    const proposed = await preview(lines);
    expect(proposed.lines[0]?.draft).toEqual({ uid: d.uid, no: d.no, date: '2026-11-18' });

    const result = await imported(
      lines.map((l, i) => ({ ...l, agent: { uid: c.uid }, invoice: null, draft: proposed.lines[i]?.draft?.uid })),
    );
    expect(result.created.map((x) => [x.payment.uid, x.fromDraft, x.payment.done, x.payment.date, x.payment.no])).toEqual([
      [d.uid, true, true, '2026-11-20', d.no],
    ]);
    expect(await paymentsOf(c.uid)).toBe(1);
    const history = (await api.get('/history/', { uid: d.uid })).body.data;
    expect(history.map((h) => h.operation)).toEqual(['create', 'update']);

    expect((await preview(lines)).lines.map((l) => [l.status, l.payment?.uid])).toEqual([['known', d.uid]]);
    const again = await imported(lines.map((l) => ({ ...l, agent: { uid: c.uid }, invoice: null })));
    expect(again).toMatchObject({ created: [], known: [0] });
    expect(await paymentsOf(c.uid)).toBe(1);
  });

  it('matches a draft on its own when the client names none, and makes a new payment when it sends draft: null', async () => {
    const c = await customer();
    const d = await draft(c.uid, '2026-11-10', 70);
    const result = await imported([
      { ...line('D-2', c.code, '2026-11-10', '70.00'), agent: { uid: c.uid }, invoice: null },
      { ...line('D-3', c.code, '2026-11-10', '70.00'), agent: { uid: c.uid }, invoice: null, draft: null },
    ]);
    expect(result.created.map((x) => [x.payment.uid === d.uid, x.fromDraft])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(await paymentsOf(c.uid)).toBe(2);
  });

  it('takes the draft of the closest date, then the older one, each draft once', async () => {
    const c = await customer();
    const farther = await draft(c.uid, '2026-11-08', 40);
    const closerEarlier = await draft(c.uid, '2026-11-09', 40);
    const closerLater = await draft(c.uid, '2026-11-11', 40);
    const proposed = await preview([
      line('D-4', c.code, '2026-11-10', '40.00'),
      line('D-5', c.code, '2026-11-10', '40.00'),
      line('D-6', c.code, '2026-11-10', '40.00'),
      line('D-7', c.code, '2026-11-10', '40.00'),
    ]);
    expect(proposed.lines.map((l) => l.draft?.uid ?? null)).toEqual([closerEarlier.uid, closerLater.uid, farther.uid, null]);
  });

  it('does not take a posted payment, a kopeck apart, four days apart, the other direction or another counterparty', async () => {
    const c = await customer();
    const other = await customer();
    const posted = await draft(c.uid, '2026-11-12', 90);
    await f.post(posted.uid);
    await draft(c.uid, '2026-11-12', 90.01);
    await draft(c.uid, '2026-11-16', 90);
    const toSupplier = await draft(c.uid, '2026-11-12', 90, 'payToSupplier');
    await draft(other.uid, '2026-11-12', 90);
    const proposed = await preview([line('D-8', c.code, '2026-11-12', '90.00'), line('D-9', c.code, '2026-11-12', '90.00', 'out')]);
    // Money in leaves the payment to the supplier alone; money out of the same amount completes it.
    expect(proposed.lines.map((l) => l.draft?.uid ?? null)).toEqual([null, toSupplier.uid]);
    const before = await paymentsOf(c.uid);
    const result = await imported([{ ...line('D-8', c.code, '2026-11-12', '90.00'), agent: { uid: c.uid }, invoice: null }]);
    expect(result.created.map((x) => x.fromDraft)).toEqual([false]);
    expect(await paymentsOf(c.uid)).toBe(before + 1);
  });

  it('refuses a draft named that does not fit its line, or named by two lines, and saves nothing', async () => {
    const c = await customer();
    const d = await draft(c.uid, '2026-11-14', 33);
    const misfit = await draft(c.uid, '2026-11-14', 34);
    const fits = { ...line('D-10', c.code, '2026-11-14', '33.00'), agent: { uid: c.uid }, invoice: null, draft: d.uid };
    expectFailure(await importLines([{ ...fits, draft: misfit.uid }]), 400, { code: 'VALIDATION', mentions: 'lines.0.draft' });
    expectFailure(await importLines([fits, { ...fits, no: 'D-11' }]), 400, { code: 'VALIDATION', mentions: 'lines.1.draft' });
    expectFailure(await importLines([{ ...fits, draft: 'not-a-uid' }]), 400, 'VALIDATION');
    expect(await paymentsOf(c.uid)).toBe(2);
    expect((await api.get(`/paydocument/load/${d.uid}`)).body.data).toMatchObject({ done: false, date: '2026-11-14' });
  });
});
