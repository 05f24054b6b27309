import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BankImportResult, BankPreview, envelopeOf } from '../../shared/api/index.js';
import { decodeText } from '../../shared/bank/encoding.js';
import { parseClientBankExchange } from '../../shared/bank/statement.js';
import { clientBankExchange, someCode, someIban } from '../support/bank-statement.js';
import { apiClient, createTestService, fixtures, type ApiClient } from '../support/test-service.js';

const Made = z.object({ uid: z.string() }).loose();

/**
 * A statement that reaches into the closed period (docs/service-behaviour.md, "Bank statements"):
 * its lines dated on or before the lock date are shown and skipped, the rest imported.
 */
describe('bank statement lines in a closed period', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await createTestService('bank closed lines')).app);
    f = fixtures(api);
    expect((await api.post('/company/settings', { lockDate: '2026-10-31' })).status).toBe(200);
  });

  const ours = { name: 'ТОВ «Наша фірма»', code: '12345678' };
  const payments = async () => (await api.get('/paydocument/index/', { from: '2026-01-01', to: '2026-12-31' })).body.totalCount;

  it('marks the line of 20.10 as in the closed period, skips it and imports the line of 21.11', async () => {
    const code = someCode();
    const customer = Made.parse(await f.agent('ТОВ «Жовтень-листопад»', { code }));
    const account = someIban();
    const payer = { name: 'ТОВ «ЖОВТЕНЬ-ЛИСТОПАД»', code, account: someIban() };
    const bytes = clientBankExchange(account, {
      from: '01.10.2026',
      to: '30.11.2026',
      docs: [
        { no: '11', date: '20.10.2026', amount: '100.00', payer, payee: { ...ours, account }, purpose: 'Оплата за жовтень' },
        { no: '12', date: '21.11.2026', amount: '200.00', payer, payee: { ...ours, account }, purpose: 'Оплата за листопад' },
      ],
    });
    const { lines } = parseClientBankExchange(decodeText(bytes).text, account);
    expect(lines.map((l) => l.date)).toEqual(['2026-10-20', '2026-11-21']);

    const preview = envelopeOf(BankPreview).parse((await api.post('/bank/preview', { lines })).body).data;
    expect(preview.lines.map((l) => [l.status, l.agent?.uid])).toEqual([
      ['closed', customer.uid],
      ['new', customer.uid],
    ]);
    expect(preview.lockDate).toBe('2026-10-31');

    // A client that sends the closed line anyway has it skipped, named with the lock date, and the rest imported.
    const reply = await api.post('/bank/import', {
      post: true,
      lines: lines.map((line) => ({ ...line, agent: { uid: customer.uid }, invoice: null })),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const result = envelopeOf(BankImportResult).parse(reply.body).data;
    expect(result.created.map((c) => [c.line, c.payment.date, c.payment.sum, c.payment.done])).toEqual([[1, '2026-11-21', 200, true]]);
    expect(result.closed).toEqual([0]);
    expect(result.lockDate).toBe('2026-10-31');
    expect(result.known).toEqual([]);
    expect(await payments()).toBe(1);

    // Sent again: the imported line is known, the closed one is still skipped as closed.
    const again = envelopeOf(BankPreview).parse((await api.post('/bank/preview', { lines })).body).data;
    expect(again.lines.map((l) => l.status)).toEqual(['closed', 'known']);
  });

  it('creates no counterparty for a line it skips as closed', async () => {
    const code = someCode();
    const account = someIban();
    const reply = await api.post('/bank/import', {
      post: false,
      lines: [
        {
          no: '1',
          date: '2026-10-31',
          amount: '5.00',
          direction: 'in',
          account,
          counterparty: { name: 'ТОВ «Лише жовтень»', code, iban: '' },
          purpose: '',
          position: 0,
          agent: { create: { name: 'ТОВ «Лише жовтень»', code } },
          invoice: null,
        },
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const result = envelopeOf(BankImportResult).parse(reply.body).data;
    expect(result).toMatchObject({ created: [], closed: [0], agentsCreated: [] });
    expect((await api.get('/agent/find/', { what: 'code', value: code })).body.data).toEqual([]);
  });
});
