import { beforeAll, describe, expect, it } from 'vitest';
import { BankImportResult, BankPreview, envelopeOf } from '../../shared/api/index.js';
import { decodeText } from '../../shared/bank/encoding.js';
import { parseClientBankExchange, type BankLine } from '../../shared/bank/statement.js';
import { parseStatementTable } from '../../shared/bank/table.js';
import { clientBankExchange, someCode, someIban, type StatementDoc } from '../support/bank-statement.js';
import { apiClient, fixtures, testService, type ApiClient } from '../support/test-service.js';

/**
 * Which lines of a statement are one and the same (docs/service-behaviour.md, "Bank statements"):
 * only the same line of the same statement is known again; two real payments that share a date, an
 * amount or a bank number are two payments.
 */
describe('bank statement lines known by who paid and where they stand', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  const preview = async (lines: BankLine[]) => {
    const reply = await api.post('/bank/preview', { lines });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(BankPreview)
      .parse(reply.body)
      .data.lines.map((l) => l.status);
  };
  /** Imports every line for `agent` (a new counterparty per line's code when none is given). */
  const importAll = async (lines: BankLine[], agent?: string) => {
    const reply = await api.post('/bank/import', {
      post: true,
      lines: lines.map((line) => ({
        ...line,
        agent: agent ? { uid: agent } : { create: { name: line.counterparty.name, code: line.counterparty.code } },
        invoice: null,
      })),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(BankImportResult).parse(reply.body).data;
  };
  const paymentsOf = async (agent: string) =>
    (await api.get('/paydocument/index/', { from: '2026-01-01', to: '2026-12-31', agent })).body.totalCount ?? 0;

  it('imports two customers paying 300,00 on one day in a table without a number column as two payments', async () => {
    const [first, second] = [someCode(), someCode()];
    const rows = [
      ['Дата', 'Сума', 'Контрагент', 'ЄДРПОУ', 'Призначення'],
      ['05.11.2026', '300,00', 'ТОВ «Перший»', first, 'Оплата за товар'],
      ['05.11.2026', '300,00', 'ТОВ «Другий»', second, 'Оплата за товар'],
    ];
    const statement = parseStatementTable(rows, {
      mapping: { 0: 'date', 1: 'amount', 2: 'name', 3: 'code', 4: 'purpose' },
      account: someIban(),
    });
    expect(statement.lines.map((l) => l.no)).toEqual(['', '']);
    expect(await preview(statement.lines)).toEqual(['new', 'new']);
    const result = await importAll(statement.lines);
    expect(result.created.map((c) => c.line)).toEqual([0, 1]);
    expect(result.agentsCreated).toHaveLength(2);
    // The same file again: both lines are the ones imported.
    expect(await preview(statement.lines)).toEqual(['known', 'known']);
    expect((await importAll(statement.lines)).known).toEqual([0, 1]);
  });

  it('imports payment order № 15 of two payers, of one date and amount, as two payments', async () => {
    const account = someIban();
    const ours = { name: 'ТОВ «Наша фірма»', code: '12345678', account };
    const order = (name: string, code: string): StatementDoc => ({
      no: '15',
      date: '06.11.2026',
      amount: '450.00',
      payer: { name, code, account: someIban() },
      payee: ours,
      purpose: 'Оплата',
    });
    const docs = [order('ТОВ «Платник А»', someCode()), order('ТОВ «Платник Б»', someCode())];
    const statement = parseClientBankExchange(
      decodeText(clientBankExchange(account, { from: '01.11.2026', to: '30.11.2026', docs })).text,
      account,
    );
    expect(await preview(statement.lines)).toEqual(['new', 'new']);
    const result = await importAll(statement.lines);
    expect(result.created).toHaveLength(2);
    expect(await preview(statement.lines)).toEqual(['known', 'known']);
  });

  it('never merges two equal lines of one file: each is a payment, and the file again finds both', async () => {
    const customer = await f.agent('ТОВ «Двічі одне»', { code: someCode() });
    const line: BankLine = {
      no: '77',
      date: '2026-11-07',
      amount: '120.00',
      direction: 'in',
      account: someIban(),
      counterparty: { name: 'Двічі одне', code: '', iban: someIban() },
      purpose: 'Оплата',
      position: 0,
    };
    const lines = [line, { ...line, position: 1 }];
    expect(await preview(lines)).toEqual(['new', 'new']);
    expect((await importAll(lines, customer.uid)).created).toHaveLength(2);
    expect(await paymentsOf(customer.uid)).toBe(2);
    expect(await preview(lines)).toEqual(['known', 'known']);
    // A third such line is a new payment; the first two are still known.
    expect(await preview([...lines, { ...line, position: 2 }])).toEqual(['known', 'known', 'new']);
  });

  it('knows a line by its counterparty: the same number, date and amount from another payer is new', async () => {
    const customer = await f.agent('ТОВ «Ключ»', { code: someCode() });
    const line: BankLine = {
      no: '88',
      date: '2026-11-08',
      amount: '10.00',
      direction: 'in',
      account: someIban(),
      counterparty: { name: 'Ключ', code: someCode(), iban: '' },
      purpose: 'Оплата',
      position: 0,
    };
    await importAll([line], customer.uid);
    const other = { ...line, counterparty: { name: 'Інший', code: someCode(), iban: '' } };
    // Lines sent by an API client without positions are known by their place in the request.
    const { position: _position, ...unplaced } = line;
    expect(await preview([unplaced as BankLine, other])).toEqual(['known', 'new']);
  });
});
