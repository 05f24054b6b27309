import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStatementFile } from '../../renderer/src/features/bank/read-statement.js';
import { readCsv, readXlsx } from '../../renderer/src/features/imports/read-table.js';
import { BankImportResult, BankPreview, envelopeOf } from '../../shared/api/index.js';
import { guessBankMapping, parseStatementTable } from '../../shared/bank/table.js';
import { expectFailure } from '../support/api-assertions.js';
import { BANK_EXPORTS, bankExportCsv, type BankExport, type ExportLine } from '../support/bank-exports.js';
import { apiClient, createTestService, fixtures, type ApiClient } from '../support/test-service.js';

const Made = z.object({ uid: z.string() }).loose();
const OWNER = { code: '40123456', iban: 'UA213223130000026007233566001', bank: 'АТ КБ "ПРИВАТБАНК"' };
const BANK = { name: 'АТ КБ "ПРИВАТБАНК"', code: '14360570', iban: '' };
const LINES: ExportLine[] = [
  {
    no: '201',
    date: '20.11.2026',
    amount: '1500.00',
    name: 'ТОВ "ПОКУПЕЦЬ"',
    code: '31000001',
    iban: 'UA903052992990004149123456789',
    purpose: 'Оплата за рах. № 7',
  },
  { no: '202', date: '21.11.2026', amount: '-250.10', name: 'ТОВ "ПОСТАЧАЛЬНИК"', code: '31000002', iban: '', purpose: 'За товар' },
  { no: '203', date: '22.11.2026', amount: '-12.00', ...BANK, purpose: 'Комісія банку за РКО' },
  {
    no: '204',
    date: '23.11.2026',
    amount: '40.00',
    name: 'ТОВ "ПОСТАЧАЛЬНИК"',
    code: '31000002',
    iban: '',
    purpose: 'Повернення коштів за повернений товар',
  },
];

/**
 * The statement exports of Ukrainian banks sent to the service as the app reads them
 * (docs/service-behaviour.md, "Bank statements"): the counterparty proposed is the correspondent,
 * never our company; each line comes with its kind; the bank's totals come back beside the lines'.
 */
describe('bank statement kinds and known bank exports', () => {
  let api: ApiClient;
  let customer: string;
  let supplier: string;
  const payments = async () => (await api.get('/paydocument/index/', { from: '2026-01-01', to: '2026-12-31' })).body.totalCount;
  const linesOf = async (bank: BankExport) => {
    const rows =
      (await readStatementFile({ readCsv, readXlsx }, { name: `${bank}.csv`, bytes: bankExportCsv(bank, OWNER, LINES) })).rows ?? [];
    return parseStatementTable(rows, { mapping: guessBankMapping(rows[0] ?? []), account: OWNER.iban }).lines;
  };

  beforeAll(async () => {
    api = apiClient((await createTestService('bank kinds')).app);
    const f = fixtures(api);
    const settings = await api.post('/company/settings', { code: OWNER.code, iban: OWNER.iban, bank: OWNER.bank });
    expect(settings.status).toBe(200);
    // Our company in its own directory, as many offices keep it: a line must never be proposed as ours.
    await f.agent('ТОВ «Ми самі»', { code: OWNER.code });
    customer = Made.parse(await f.agent('ТОВ «Покупець»', { code: '31000001' })).uid;
    supplier = Made.parse(await f.agent('ТОВ «Постачальник»', { code: '31000002' })).uid;
  });

  it.each(Object.keys(BANK_EXPORTS) as BankExport[])('%s: proposes the correspondent and the kind of each line', async (bank) => {
    const reply = await api.post('/bank/preview', { lines: await linesOf(bank) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const preview = envelopeOf(BankPreview).parse(reply.body).data;
    expect(preview.lines.map((l) => [l.agent?.uid ?? null, l.kind, l.ledgerAccount])).toEqual([
      [customer, 'payFromCustomer', null],
      [supplier, 'payToSupplier', null],
      [null, 'otherOut', '92'],
      [supplier, 'refundFromSupplier', null],
    ]);
  });

  it('gives back the bank’s totals beside the sums of the lines', async () => {
    const lines = await linesOf('privat');
    const totals = { opening: '1000.00', in: '1540.00', out: '300.00', closing: null };
    const preview = envelopeOf(BankPreview).parse((await api.post('/bank/preview', { lines, totals })).body).data;
    expect(preview.totals).toEqual(totals);
    expect(preview.lineTotals).toEqual({ in: '1540.00', out: '262.10' });
    const none = envelopeOf(BankPreview).parse((await api.post('/bank/preview', { lines })).body).data;
    expect(none.totals).toEqual({ opening: null, in: null, out: null, closing: null });
  });

  it('imports each line as the payment type of its kind', async () => {
    const lines = (await linesOf('oschad')).map((l) => ({ ...l, no: `k${l.no}` }));
    const before = await payments();
    const reply = await api.post('/bank/import', {
      post: false,
      lines: [
        { ...lines[0], kind: 'payFromCustomer', agent: { uid: customer }, invoice: null },
        { ...lines[1], agent: { uid: supplier }, invoice: null },
        { ...lines[2], kind: 'otherOut', ledgerAccount: '92', agent: null, invoice: null },
        { ...lines[3], kind: 'refundFromSupplier', agent: { uid: supplier }, invoice: null },
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const result = envelopeOf(BankImportResult).parse(reply.body).data;
    expect(result.created.map((c) => [c.line, c.payment.type])).toEqual([
      [0, 'payFromCustomer'],
      [1, 'payToSupplier'],
      [2, 'otherOut'],
      [3, 'refundFromSupplier'],
    ]);
    expect(result.unsupported).toEqual([]);
    expect(await payments()).toBe(Number(before) + 4);
  });

  it('refuses a kind against the line’s direction, or a payment without a counterparty, and saves nothing', async () => {
    const [moneyIn, moneyOut] = (await linesOf('pumb')).map((l) => ({ ...l, no: `r${l.no}` }));
    const before = await payments();
    const wrongWay = await api.post('/bank/import', {
      post: false,
      lines: [
        { ...moneyIn, agent: { uid: customer }, invoice: null },
        { ...moneyOut, kind: 'payFromCustomer', agent: { uid: supplier }, invoice: null },
      ],
    });
    expectFailure(wrongWay, 400, { code: 'VALIDATION', mentions: 'lines.1.kind' });
    const noAgent = await api.post('/bank/import', { post: false, lines: [{ ...moneyIn, agent: null, invoice: null }] });
    expectFailure(noAgent, 400, { code: 'VALIDATION', mentions: 'lines.0.agent' });
    expect(await payments()).toBe(before);
  });
});
