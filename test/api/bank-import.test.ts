import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BankImportResult, BankPreview, envelopeOf, MAX_BANK_LINES, ServiceInfo, type BankLineInput } from '../../shared/api/index.js';
import { decodeText } from '../../shared/bank/encoding.js';
import { parseClientBankExchange, type BankLine } from '../../shared/bank/statement.js';
import { expectFailure } from '../support/api-assertions.js';
import { clientBankExchange, someCode, someIban, type StatementDoc } from '../support/bank-statement.js';
import { apiClient, fixtures, testService, TOKENS, type ApiClient } from '../support/test-service.js';

const Made = z.object({ uid: z.string(), no: z.string().default(''), name: z.string().default('') }).loose();
const made = (value: unknown) => Made.parse(value);
const Loaded = z.object({ paid: z.number(), status: z.string().optional() }).loose();

type Import = { agent: { uid: string } | { create: { name: string; code?: string; iban?: string } }; invoice: string | null };

describe('bank statements in', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  const ours = { name: 'ТОВ «Наша фірма»', code: '12345678' };
  /** A posted invoice of `type` for `agent` worth `sum`; returns it. */
  const invoice = async (type: 'invoice' | 'invoiceIn', agent: string, date: string, sum: number) => {
    const item = made(await f.entity('Послуга', { kind: 'service' }));
    const doc = made(await f.document({ type, date, agent: { uid: agent }, details: [{ entity: { uid: item.uid }, qty: 1, price: sum }] }));
    await f.post(doc.uid);
    return doc;
  };
  const preview = async (lines: BankLine[] | BankLineInput[]) => {
    const reply = await api.post('/bank/preview', { lines });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(BankPreview).parse(reply.body).data;
  };
  const importLines = async (lines: (BankLine & Import)[], post = true, client = api) => client.post('/bank/import', { post, lines });
  const imported = async (lines: (BankLine & Import)[], post = true) => {
    const reply = await importLines(lines, post);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(BankImportResult).parse(reply.body).data;
  };
  const paidOf = async (uid: string) => Loaded.parse((await api.get(`/document/load/${uid}`)).body.data);
  const paymentsOf = async (agent: string) =>
    (await api.get('/paydocument/index/', { from: '2026-01-01', to: '2026-12-31', agent })).body.totalCount ?? 0;

  /** A statement of `account` read as the app reads it: Windows-1251 bytes decoded, then parsed. */
  const read = (account: string, docs: StatementDoc[]) => {
    const { text, encoding } = decodeText(clientBankExchange(account, { from: '01.11.2026', to: '30.11.2026', docs }));
    expect(encoding).toBe('windows-1251');
    return parseClientBankExchange(text, account);
  };

  it('is listed by /service/info as bank.import', async () => {
    const info = envelopeOf(ServiceInfo).parse((await api.get('/service/info')).body).data;
    expect(info.extensions).toContain('bank.import');
  });

  it('turns money in and out into payments matched by code, IBAN and name, pays the invoices and skips what is not ours', async () => {
    const account = someIban();
    const customer = made(await f.agent('ТОВ «Покупець-банк»', { code: someCode() }));
    const supplierIban = someIban();
    const supplier = made(await f.agent('ПП «Постачальник-банк»', { iban: supplierIban }));
    const byName = made(await f.agent(`ФОП Іваненко Банк ${someCode()}`));
    const sale = await invoice('invoice', customer.uid, '2026-11-02', 1500.5);
    const otherSale = await invoice('invoice', customer.uid, '2026-11-03', 999);
    const purchase = await invoice('invoiceIn', supplier.uid, '2026-11-04', 2400);
    const newCode = someCode();
    const statement = read(account, [
      {
        no: '101',
        date: '10.11.2026',
        amount: '1500.50',
        payer: {
          name: 'ТОВ "ПОКУПЕЦЬ-БАНК"',
          code: String((await api.get(`/agent/load/${customer.uid}`)).body.data.code),
          account: someIban(),
        },
        payee: { ...ours, account },
        purpose: `Оплата згідно рах. № ${sale.no} від 02.11.2026, у т.ч. ПДВ`,
      },
      {
        no: '102',
        date: '11.11.2026',
        amount: '2400.00',
        payer: { ...ours, account },
        payee: { name: 'Постачальник', code: '', account: supplierIban },
        purpose: 'Оплата за послуги',
      },
      {
        no: '103',
        date: '12.11.2026',
        amount: '75.25',
        payer: { name: 'ТОВ «Новий клієнт»', code: newCode, account: someIban() },
        payee: { ...ours, account },
        purpose: 'Передоплата',
      },
      {
        no: '104',
        date: '12.11.2026',
        amount: '10.00',
        payer: { name: byName.name.replace('ФОП ', 'фоп '), code: '', account: '' },
        payee: { ...ours, account },
        purpose: 'Оплата',
      },
      {
        no: '105',
        date: '13.11.2026',
        amount: '5.00',
        payer: { name: 'Хтось', code: '', account: someIban() },
        payee: { name: 'Інший', code: '', account: someIban() },
        purpose: 'Не наш рахунок',
      },
    ]);
    expect(statement.from).toBe('2026-11-01');
    expect(statement.lines.map((l) => [l.no, l.direction, l.amount, l.date])).toEqual([
      ['101', 'in', '1500.50', '2026-11-10'],
      ['102', 'out', '2400.00', '2026-11-11'],
      ['103', 'in', '75.25', '2026-11-12'],
      ['104', 'in', '10.00', '2026-11-12'],
    ]);
    expect(statement.skipped).toEqual([expect.objectContaining({ no: '105', reason: 'notOurAccount' })]);

    const proposed = await preview(statement.lines);
    expect(
      proposed.lines.map((l) => [
        l.status,
        l.agent?.uid ?? null,
        l.agent?.reason ?? null,
        l.invoice?.uid ?? null,
        l.invoice?.reason ?? null,
      ]),
    ).toEqual([
      ['new', customer.uid, 'code', sale.uid, 'purpose'],
      ['new', supplier.uid, 'iban', purchase.uid, 'openAmount'],
      ['new', null, null, null, null],
      ['new', byName.uid, 'name', null, null],
    ]);
    expect(proposed.openInvoices.map((i) => i.uid).sort()).toEqual([sale.uid, otherSale.uid, purchase.uid].sort());

    const result = await imported(
      statement.lines.map((line, i) => {
        const p = proposed.lines[i];
        const agent: Import['agent'] = p?.agent
          ? { uid: p.agent.uid }
          : { create: { name: line.counterparty.name, code: line.counterparty.code } };
        return { ...line, agent, invoice: p?.invoice?.uid ?? null };
      }),
    );
    expect(result.known).toEqual([]);
    expect(result.created.map((c) => [c.line, c.payment.type, c.payment.sum, c.payment.done, c.payment.date])).toEqual([
      [0, 'payFromCustomer', 1500.5, true, '2026-11-10'],
      [1, 'payToSupplier', 2400, true, '2026-11-11'],
      [2, 'payFromCustomer', 75.25, true, '2026-11-12'],
      [3, 'payFromCustomer', 10, true, '2026-11-12'],
    ]);
    expect(result.agentsCreated.map((a) => a.name)).toEqual(['ТОВ «Новий клієнт»']);
    const created = result.agentsCreated[0]?.uid ?? '';
    expect((await api.get(`/agent/load/${created}`)).body.data).toMatchObject({ code: newCode });
    expect(await paidOf(sale.uid)).toMatchObject({ paid: 1500.5, status: 'awaitingShipment' });
    expect(await paidOf(purchase.uid)).toMatchObject({ paid: 2400 });
    expect(await paidOf(otherSale.uid)).toMatchObject({ paid: 0, status: 'awaitingPayment' });
    const payment = (await api.get(`/paydocument/load/${result.created[0]?.payment.uid ?? ''}`)).body.data;
    expect(payment).toMatchObject({ memo: statement.lines[0]?.purpose, parent: { uid: sale.uid }, agent: { uid: customer.uid } });
    const history = (await api.get('/history/', { uid: result.created[0]?.payment.uid ?? '' })).body.data;
    expect(history.map((h) => h.operation)).toEqual(['create']);
    // The payment is recorded as it stands at the end of the import: posted, and linked to its invoice.
    expect(history[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'done', old: null, new: true },
        { field: 'parent', old: null, new: expect.objectContaining({ uid: sale.uid }) as unknown },
      ]),
    );
    const agentHistory = (await api.get('/history/', { uid: created })).body.data;
    expect(agentHistory.map((h) => [h.operation, h.kind, h.user])).toEqual([['create', 'agent', 'full']]);
    expect(agentHistory[0]?.changes).toContainEqual({ field: 'code', old: null, new: newCode });

    // The same statement again: every line is known, nothing is imported twice.
    const again = await preview(statement.lines);
    expect(again.lines.map((l) => [l.status, l.payment?.uid])).toEqual(result.created.map((c) => ['known', c.payment.uid]));
    const second = await imported(statement.lines.map((line) => ({ ...line, agent: { uid: customer.uid }, invoice: null })));
    expect(second).toEqual({ created: [], known: [0, 1, 2, 3], closed: [], unsupported: [], lockDate: null, agentsCreated: [] });
    expect(await paymentsOf(customer.uid)).toBe(1);
    expect(await paidOf(sale.uid)).toMatchObject({ paid: 1500.5 });
  });

  it('proposes an invoice by its open amount only once for two lines, and lets a draft import leave invoices unpaid', async () => {
    const account = someIban();
    const code = someCode();
    const customer = made(await f.agent('ТОВ «Двічі»', { code }));
    const first = await invoice('invoice', customer.uid, '2026-11-01', 300);
    const second = await invoice('invoice', customer.uid, '2026-11-02', 300);
    const doc = (no: string): StatementDoc => ({
      no,
      date: '05.11.2026',
      amount: '300.00',
      payer: { name: 'Двічі', code, account: someIban() },
      payee: { ...ours, account },
      purpose: 'Оплата за товар',
    });
    const statement = read(account, [doc('1'), doc('2')]);
    const proposed = await preview(statement.lines);
    expect(proposed.lines.map((l) => l.invoice)).toEqual([
      { uid: first.uid, reason: 'openAmount' },
      { uid: second.uid, reason: 'openAmount' },
    ]);
    const result = await imported(
      statement.lines.map((line, i) => ({ ...line, agent: { uid: customer.uid }, invoice: proposed.lines[i]?.invoice?.uid ?? null })),
      false,
    );
    expect(result.created.map((c) => c.payment.done)).toEqual([false, false]);
    // Drafts do not pay an invoice: only posted payments count.
    expect(await paidOf(first.uid)).toMatchObject({ paid: 0 });
    expect((await api.get(`/paydocument/load/${result.created[0]?.payment.uid ?? ''}`)).body.data).toMatchObject({
      parent: { uid: first.uid },
    });
  });

  it('previews and imports lines that name no account of ours (a table with no account column), and knows them again', async () => {
    const customer = made(await f.agent('ТОВ «Без рахунку»', { code: someCode() }));
    const line: BankLine = {
      no: 'Б-1',
      date: '2026-11-06',
      amount: '75.00',
      direction: 'in',
      account: '',
      counterparty: { name: 'Без рахунку', code: '', iban: '' },
      purpose: 'Оплата',
      position: 0,
    };
    expect((await preview([line])).lines.map((l) => l.status)).toEqual(['new']);
    const result = await imported([{ ...line, agent: { uid: customer.uid }, invoice: null }]);
    expect(result.created).toHaveLength(1);
    expect((await preview([line])).lines.map((l) => l.status)).toEqual(['known']);
  });

  it('saves nothing of a batch with one bad line', async () => {
    const account = someIban();
    const customer = made(await f.agent('ТОВ «Все або нічого»', { code: someCode() }));
    const stranger = made(await f.agent('ТОВ «Чужий»'));
    const strangersInvoice = await invoice('invoice', stranger.uid, '2026-11-01', 50);
    const newCode = someCode();
    const statement = read(account, [
      {
        no: '1',
        date: '05.11.2026',
        amount: '50.00',
        payer: { name: 'Новий', code: newCode, account: someIban() },
        payee: { ...ours, account },
        purpose: 'x',
      },
      {
        no: '2',
        date: '05.11.2026',
        amount: '50.00',
        payer: { name: 'Все', code: '', account: someIban() },
        payee: { ...ours, account },
        purpose: 'y',
      },
    ]);
    const [a, b] = statement.lines;
    if (!a || !b) throw new Error('two lines expected');
    const reply = await importLines([
      { ...a, agent: { create: { name: 'Новий', code: newCode } }, invoice: null },
      { ...b, agent: { uid: customer.uid }, invoice: strangersInvoice.uid },
    ]);
    expectFailure(reply, 400, { code: 'VALIDATION', mentions: 'another counterparty' });
    expect((await api.get('/agent/find/', { what: 'code', value: newCode })).body.data).toEqual([]);
    expect((await preview(statement.lines)).lines.map((l) => l.status)).toEqual(['new', 'new']);
    expect(await paymentsOf(customer.uid)).toBe(0);
    expect(await paidOf(strangersInvoice.uid)).toMatchObject({ paid: 0 });
  });

  it('refuses bad input: an unknown counterparty, a negative amount, money out against a sale, no right to post, a huge batch', async () => {
    const account = someIban();
    const customer = made(await f.agent('ТОВ «Погані дані»'));
    const sale = await invoice('invoice', customer.uid, '2026-11-01', 10);
    const line: BankLineInput | BankLine = {
      no: '9',
      date: '2026-11-05',
      amount: '10.00',
      direction: 'in',
      account,
      counterparty: { name: 'X', code: '', iban: '' },
      purpose: '',
      position: 0,
    };
    const ok = { ...line, agent: { uid: customer.uid }, invoice: null } as BankLine & Import;
    expectFailure(await importLines([{ ...ok, agent: { uid: '00000000-0000-4000-8000-000000000000' } }]), 422, 'UNKNOWN_REFERENCE');
    expectFailure(await importLines([{ ...ok, agent: { uid: 'not-a-uid' } }]), 400, 'VALIDATION');
    expectFailure(await importLines([{ ...ok, amount: '-10.00' }]), 422, 'INVALID_AMOUNT');
    expectFailure(await importLines([{ ...ok, amount: '10.001' }]), 400, 'VALIDATION');
    expectFailure(await importLines([{ ...ok, direction: 'out', invoice: sale.uid }]), 400, { code: 'VALIDATION', mentions: 'invoiceIn' });
    expectFailure(await importLines([{ ...ok, agent: { create: { name: ' ' } } }]), 400, 'VALIDATION');
    expectFailure(await importLines([ok], true, apiClient((await testService()).app, TOKENS.readOnly)), 403, 'FORBIDDEN');
    const huge = Array.from({ length: MAX_BANK_LINES + 1 }, (_, i) => ({ ...ok, no: String(i) }));
    expectFailure(await importLines(huge), 413, 'PAYLOAD_TOO_LARGE');
    expectFailure(await api.post('/bank/preview', { lines: huge }), 413, 'PAYLOAD_TOO_LARGE');
    expectFailure(await api.post('/bank/preview', { lines: [{ ...line, date: '05.11.2026' }] }), 400, 'VALIDATION');
    expect(await paymentsOf(customer.uid)).toBe(0);
  });
});
